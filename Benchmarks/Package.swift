// swift-tools-version: 6.1
// Benchmarks live in their own package so that the main build and CI never compile the harness.
// Run: cd Benchmarks && swift package --allow-writing-to-package-directory benchmark
import PackageDescription

let package = Package(
    name: "activetask-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "activetask", path: "../"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "IIOBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Recorders", package: "activetask"),
                .product(name: "ActiveTasks", package: "activetask"),
            ],
            path: "Benchmarks/IIOBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "AnalysisBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ActiveTasks", package: "activetask"),
                .product(name: "Analysis", package: "activetask"),
            ],
            path: "Benchmarks/AnalysisBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TaskBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ActiveTasks", package: "activetask"),
            ],
            path: "Benchmarks/TaskBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PipelineBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ActiveTasks", package: "activetask"),
            ],
            path: "Benchmarks/PipelineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
