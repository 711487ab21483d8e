/// The units a height or weight question is asked in (ResearchKit's `ORKMeasurementSystem`):
/// metric (cm, kg) or US customary (feet and inches, pounds and ounces). Answers are stored in
/// centimetres and kilograms whichever the participant typed in.
public enum MeasurementSystem: String, Sendable, CaseIterable {
    /// Centimetres and kilograms.
    case metric
    /// Feet and inches, pounds and ounces (ResearchKit's `ORKMeasurementSystemUSC`).
    case USC

    /// Reads `measurementSystem` (default `metric`); records an unknown name.
    /// - Parameter reader: The format's object.
    static func read(from reader: JSONObjectReader) -> MeasurementSystem {
        guard let name = reader.string("measurementSystem") else { return .metric }
        guard let system = MeasurementSystem(rawValue: name) else {
            reader.log.error(reader.path(of: "measurementSystem"), "\"\(name)\" is not a measurement system; use metric or USC")
            return .metric
        }
        return system
    }
}
