import ArgumentParser

/// `activetask schedule`: a study's sessions on the board, as systemd user timers that start the
/// kiosk in each window, and the participant's adherence.
struct Schedule: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "Install a study's sessions as systemd user timers that start the kiosk, and report adherence.",
        discussion: """
            `install` writes one timer and one service per session of the study file (its "sessions" key) for a \
            participant; `list` shows the installed units, `remove` deletes a participant's, `status` reports each \
            window so far as done, late, missed or open from the journal that `run` and `kiosk` with --session write, \
            and `due` (the services' ExecCondition) says whether a session's window is open. docs/STUDY.md has every key \
            and rule.
            """,
        subcommands: [ScheduleInstall.self, ScheduleList.self, ScheduleRemove.self, ScheduleStatus.self, ScheduleDue.self]
    )
}
