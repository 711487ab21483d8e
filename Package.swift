// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "activetask",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ActiveTasks", targets: ["ActiveTasks"]),
        .library(name: "Recorders", targets: ["Recorders"]),
        .executable(name: "activetask", targets: ["activetask"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        .systemLibrary(name: "CIIO", pkgConfig: "libiio", providers: [.apt(["libiio-dev"])]),
        .systemLibrary(name: "CEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CGps", pkgConfig: "libgps", providers: [.apt(["libgps-dev"])]),
        .target(
            name: "Recorders",
            dependencies: [
                "CIIO", "CEvdev", "CGps",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(name: "ActiveTasks", dependencies: ["Recorders"], resources: [.copy("Predefined/Tasks")]),
        .executableTarget(
            name: "activetask",
            dependencies: [
                "ActiveTasks", "Recorders",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ActiveTasksTests", dependencies: ["ActiveTasks"]),
        .testTarget(name: "RecordersTests", dependencies: ["Recorders"]),
        .testTarget(name: "CLITests", dependencies: ["activetask", "ActiveTasks", "Recorders"]),
    ],
    swiftLanguageModes: [.v6]
)
