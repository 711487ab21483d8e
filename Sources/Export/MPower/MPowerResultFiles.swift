/// Every family's mPower result file, one line each.
enum MPowerResultFiles {
    /// Every result file.
    static let all: [any MPowerResultFile.Type] = [
        TappingMPowerFile.self,
        MemoryMPowerFile.self,
    ]
}
