/// The paper a consent PDF is printed on.
public enum ConsentPageSize: String, Sendable, CaseIterable {
    /// ISO A4, 210 × 297 mm.
    case a4
    /// US Letter, 8.5 × 11 in.
    case letter

    /// Regions that use Letter paper (the Americas that do, and the Philippines).
    private static let letterRegions: Set<String> = ["US", "CA", "MX", "CL", "CO", "CR", "DO", "GT", "HN", "NI",
                                                     "PA", "PH", "PR", "SV", "VE"]

    /// Width and height in PostScript points (1/72 in).
    public var points: (width: Double, height: Double) {
        switch self {
        case .a4: (595.2756, 841.8898)
        case .letter: (612, 792)
        }
    }

    /// The paper of a region: Letter in the regions that use it, A4 elsewhere (and when unknown).
    /// - Parameter region: An ISO 3166 region code (`US`, `DE`), or `nil`.
    public static func `default`(forRegion region: String?) -> ConsentPageSize {
        region.map { letterRegions.contains($0.uppercased()) } == true ? .letter : .a4
    }
}
