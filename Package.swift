// swift-tools-version: 6.1
import PackageDescription

// Layers, from the bottom: `RecordingFormat` (samples, chunks, results, the system-call seam; no
// system library) ← `SignalProcessing` (gait signal processing) ← `ActiveTasks` (model, JSON,
// navigation, runner, `StepFlow`, activities, results) ← `Analysis` (analyzers, batch, report).
// `Recorders` (the C-free recording pipeline, replay and provider protocols) sits on the format;
// `Devices` (libiio, libevdev, libgps) on it. `TaskSessions` (a task run with its recorders),
// `TerminalUI` and `Kiosk` (presenters rendering `StepFlow`), `ConsentPDF` (cairo and pango),
// `Export` (libcrypto), `Import` (REDCap and FHIR instruments to task JSON) and `Upload` (AsyncHTTPClient and GRDB) sit on the model and the C-free
// pipeline; `Speech` (libespeak-ng and ALSA) sits on the model; the `activetask` command wires
// `Devices` and `Speech` in. `ActiveTasksTesting` (test doubles users
// can import: an in-memory sample source, a scripted clock, a canned device provider) sits on
// `Recorders`. `scripts/check-layers` enforces the plan (README, Layout).
let package = Package(
    name: "activetask",
    platforms: [.macOS(.v15)],
    // A small promise: four libraries. The model (with the recording format and the signal
    // processing its live step counter uses), recording (the C-free pipeline and its libiio,
    // libevdev and gpsd backends), analysis, and the test doubles. Every other target is the
    // command's own and shares its symbols with `package` access only.
    products: [
        .library(name: "ActiveTasks", targets: ["ActiveTasks", "JSONValues", "Markup", "Patterns", "TaskFamilies", "PredefinedTasks", "Study", "RecordingFormat", "SignalProcessing"]),
        .library(name: "Recorders", targets: ["Recorders", "Devices"]),
        .library(name: "Analysis", targets: ["Analysis"]),
        .library(name: "ActiveTasksTesting", targets: ["ActiveTasksTesting"]),
        .executable(name: "activetask", targets: ["activetask"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", from: "0.10.0"),
    ],
    targets: [
        .systemLibrary(name: "CIIO", pkgConfig: "libiio", providers: [.apt(["libiio-dev"])]),
        .systemLibrary(name: "CEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CGps", pkgConfig: "libgps", providers: [.apt(["libgps-dev"])]),
        .systemLibrary(name: "COpenSSL", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CEspeakNG", providers: [.apt(["libespeak-ng-dev"])]),
        .systemLibrary(name: "CAlsa", providers: [.apt(["libasound2-dev"])]),
        // Speech opens libespeak-ng and libasound at first use (dlopen, `CLibraryLoader`), so that
        // the commands that never speak (`analyze`, `export`, `validate`) start without loading
        // their 17 shared libraries: the speech functions are trampolines of `CSpeechLoader`, and
        // `CEspeakNG` and `CAlsa` name no library to link (their headers are in the compiler's
        // default paths).
        .target(name: "CLibraryLoader", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CSpeechLoader", dependencies: ["CLibraryLoader", "CEspeakNG", "CAlsa"]),
        // cairo, pango and GLib as the consent PDF uses them, declared by the package and opened
        // when a PDF is first drawn (the 40-odd libraries they bring cost 4 ms of every start).
        .target(name: "CPangoCairo", dependencies: ["CLibraryLoader"]),
        .target(
            name: "RecordingFormat",
            dependencies: [.product(name: "Crypto", package: "swift-crypto")]
        ),
        .target(name: "Recorders", dependencies: ["RecordingFormat"]),
        .target(name: "Devices", dependencies: ["Recorders", "RecordingFormat", "CIIO", "CEvdev", "CGps"]),
        .target(name: "SignalProcessing", dependencies: ["RecordingFormat"]),
        // The HTML subset consent documents are written in, and its parser.
        .target(name: "Markup"),
        // The text patterns of answer formats and studies, matched in time linear in the text.
        .target(name: "Patterns"),
        // JSON values, their strict parser (line and column of the first error) and its errors.
        .target(name: "JSONValues", dependencies: ["RecordingFormat"]),
        .target(
            name: "ActiveTasks",
            dependencies: ["JSONValues", "Markup", "Patterns", "RecordingFormat", "SignalProcessing", .product(name: "DequeModule", package: "swift-collections")],
            resources: [.copy("Images"), .copy("strings")]
        ),
        // Each task family (Stroop, PSAT, a walk, …) in its own folder: its steps, activity, result
        // and analysis kind, registered by one line in `TaskFamily.all`.
        .target(name: "TaskFamilies", dependencies: ["JSONValues", "ActiveTasks", "RecordingFormat", "SignalProcessing"], resources: [.copy("strings")]),
        // The predefined tasks (ResearchKit's catalogue) as task JSON, with their parameters.
        .target(
            name: "PredefinedTasks",
            dependencies: ["JSONValues", "ActiveTasks", "TaskFamilies", "RecordingFormat"],
            resources: [.copy("Tasks")]
        ),
        // A study's participants, visits, sessions and schedules' model.
        .target(name: "Study", dependencies: ["JSONValues", "ActiveTasks", "Patterns", "PredefinedTasks", "RecordingFormat"], resources: [.copy("strings")]),
        .target(name: "Analysis", dependencies: ["JSONValues", "ActiveTasks", "TaskFamilies", "RecordingFormat", "SignalProcessing"]),
        .target(name: "TerminalUI", dependencies: ["JSONValues", "ActiveTasks", "Markup", "TaskFamilies", "RecordingFormat"], resources: [.copy("strings")]),
        .target(name: "TaskSessions", dependencies: ["ActiveTasks", "Recorders", "RecordingFormat"]),
        .target(name: "Speech", dependencies: ["ActiveTasks", "RecordingFormat", "CEspeakNG", "CAlsa", "CSpeechLoader"]),
        .target(name: "ActiveTasksTesting", dependencies: ["Recorders", "RecordingFormat"]),
        .target(
            name: "ConsentPDF",
            dependencies: ["JSONValues", "ActiveTasks", "Markup", "RecordingFormat", "CPangoCairo"],
            resources: [.copy("strings")]
        ),
        .target(
            name: "Kiosk",
            dependencies: [
                "ActiveTasks", "TaskFamilies", "Study", "Recorders", "RecordingFormat",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Page"), .copy("strings")]
        ),
        .target(
            name: "Export",
            dependencies: [
                "JSONValues", "ActiveTasks", "TaskFamilies", "PredefinedTasks", "Study", "Analysis", "Import", "RecordingFormat", "COpenSSL",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .target(
            name: "Upload",
            dependencies: [
                "JSONValues", "ActiveTasks", "Markup", "Study", "ConsentPDF", "Export", "Import", "RecordingFormat",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "_NIOFileSystem", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        // Task JSON from other tools' instruments: REDCap data dictionaries and FHIR Questionnaires.
        .target(name: "Import", dependencies: ["JSONValues", "ActiveTasks", "RecordingFormat", .product(name: "SwiftCSV", package: "SwiftCSV")]),
        // A study's schedule on the board: systemd user timers and the adherence journal.
        .target(name: "Schedule", dependencies: ["ActiveTasks", "Study", "RecordingFormat"]),
        .executableTarget(
            name: "activetask",
            dependencies: [
                "JSONValues", "ActiveTasks", "Markup", "TaskFamilies", "PredefinedTasks", "Study", "Analysis", "ConsentPDF", "Devices", "Export", "Import", "Kiosk", "Recorders", "RecordingFormat", "Schedule", "Speech", "TaskSessions", "TerminalUI", "Upload",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The driver links executables with -rdynamic, exporting all 53,593 symbols: nothing
            // looks them up, and the Swift runtime's start (dladdr over the dynamic symbol table)
            // and the loader pay for them in every process (docs/PERFORMANCE.md).
            linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"])]
        ),
        // Helpers the test targets share (fixture paths, temporary folders, child processes); not a product.
        .target(name: "TestSupport", dependencies: ["JSONValues", "ActiveTasks", "TaskFamilies", "PredefinedTasks", "Study", "RecordingFormat"], path: "Tests/TestSupport"),
        .testTarget(name: "RecordingFormatTests", dependencies: ["RecordingFormat"]),
        .testTarget(name: "ActiveTasksTests",
                    dependencies: ["JSONValues", "ActiveTasks", "Markup", "Patterns", "TaskFamilies", "PredefinedTasks", "Study", "ActiveTasksTesting", "RecordingFormat", "TerminalUI", "TestSupport"]),
        .testTarget(name: "KioskTests",
                    dependencies: ["JSONValues", "ActiveTasks", "TaskFamilies", "PredefinedTasks", "Study", "Kiosk", "RecordingFormat", "TestSupport", .product(name: "HummingbirdTesting", package: "hummingbird")]),
        .testTarget(name: "TerminalUITests",
                    dependencies: ["JSONValues", "ActiveTasks", "Markup", "Patterns", "TaskFamilies", "PredefinedTasks", "Study", "ActiveTasksTesting", "RecordingFormat", "TerminalUI", "TestSupport"]),
        .testTarget(name: "AnalysisTests",
                    dependencies: ["JSONValues", "Analysis", "ActiveTasks", "TaskFamilies", "PredefinedTasks", "Study", "RecordingFormat", "SignalProcessing", "TestSupport"]),
        .testTarget(name: "ConsentPDFTests", dependencies: ["ConsentPDF", "Markup", "CPangoCairo", "ActiveTasks", "TaskFamilies", "PredefinedTasks", "Study", "TestSupport"]),
        .testTarget(name: "RecordersTests", dependencies: ["ActiveTasksTesting", "Recorders", "RecordingFormat", "TestSupport"]),
        .testTarget(name: "DevicesTests", dependencies: ["CEvdev", "Devices", "Recorders", "RecordingFormat", "TestSupport"]),
        .testTarget(name: "TaskSessionsTests",
                    dependencies: ["ActiveTasks", "TaskFamilies", "PredefinedTasks", "Study", "ActiveTasksTesting", "Recorders", "RecordingFormat", "TaskSessions", "TestSupport"]),
        .testTarget(name: "SpeechTests", dependencies: ["Speech", "ActiveTasks", "TaskFamilies", "PredefinedTasks", "Study", "RecordingFormat", "TestSupport"]),
        .testTarget(name: "ExportTests", dependencies: ["JSONValues", "Export", "Import", "ActiveTasks", "TaskFamilies", "PredefinedTasks", "Study", "RecordingFormat", "TestSupport"]),
        .testTarget(name: "UploadTests",
                    dependencies: ["activetask", "Upload", "ActiveTasks", "TaskFamilies", "PredefinedTasks", "Study", "RecordingFormat", "TestSupport",
                                   .product(name: "Crypto", package: "swift-crypto")]),
        .testTarget(name: "ImportTests", dependencies: ["JSONValues", "Import", "ActiveTasks", "TaskFamilies", "PredefinedTasks", "Study", "RecordingFormat", "TestSupport"]),
        .testTarget(name: "ScheduleTests", dependencies: ["Schedule", "ActiveTasks", "TaskFamilies", "PredefinedTasks", "Study", "RecordingFormat", "TestSupport"]),
        .testTarget(name: "CLITests",
                    dependencies: ["JSONValues", "activetask", "ActiveTasks", "TaskFamilies", "PredefinedTasks", "Study", "Devices", "Recorders", "RecordingFormat", "Speech", "TaskSessions", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
