import ArgumentParser

/// `activetask upload`: the outbox that delivers finished results to Rave, Bridge and REDCap servers.
struct Upload: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upload",
        abstract: "Deliver finished task results to Rave, Bridge and REDCap servers, exactly once, through a persistent outbox.",
        discussion: """
            `enqueue` puts results in the outbox, `run` delivers what is due (a systemd timer runs \
            `upload run --once`), `status` lists pending, sent and failed items. docs/UPLOAD.md \
            describes the destinations file, the retry rules and the systemd units.
            """,
        subcommands: [UploadEnqueue.self, UploadRun.self, UploadStatus.self]
    )
}
