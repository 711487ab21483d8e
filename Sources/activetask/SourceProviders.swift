import Recorders

/// The backends the CLI resolves devices through, in the order `activetask devices` lists them.
enum SourceProviders {
    /// Every backend this build knows.
    static func all() -> [any SampleSourceProvider] {
        [IIOProvider()]
    }
}
