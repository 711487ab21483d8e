import RecordingFormat
import JSONValues

/// A place given as an answer: a coordinate, how sure it is, and what the participant called it.
public struct LocationAnswer: Sendable, Equatable, Hashable {
    /// Latitude in degrees, north positive (−90 to 90).
    public var latitude: Double
    /// Longitude in degrees, east positive (−180 to 180).
    public var longitude: Double
    /// The fix's horizontal accuracy (95% radius) in metres; `nil` for a typed coordinate.
    public var horizontalAccuracy: Double?
    /// The address or place name given with the coordinate.
    public var address: String?

    /// Creates a location answer.
    /// - Parameters:
    ///   - latitude: Degrees north.
    ///   - longitude: Degrees east.
    ///   - horizontalAccuracy: Metres, when known.
    ///   - address: An address or place name.
    public init(latitude: Double, longitude: Double, horizontalAccuracy: Double? = nil, address: String? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.horizontalAccuracy = horizontalAccuracy
        self.address = address
    }

    /// The coordinate and accuracy of a location fix.
    /// - Parameter sample: A fix from a location source (gpsd).
    public init(sample: LocationSample) {
        self.init(latitude: sample.latitude, longitude: sample.longitude, horizontalAccuracy: sample.horizontalAccuracy)
    }

    /// `{"latitude", "longitude", "horizontalAccuracy"?, "address"?}`, unknown fields left out.
    public var jsonValue: JSONValue {
        var members = [JSONMember(key: "latitude", value: .double(latitude)),
                       JSONMember(key: "longitude", value: .double(longitude))]
        if let horizontalAccuracy { members.append(JSONMember(key: "horizontalAccuracy", value: .double(horizontalAccuracy))) }
        if let address { members.append(JSONMember(key: "address", value: .string(address))) }
        return .object(members)
    }

    /// `52.52, 13.405 ±5 m`.
    public var text: String {
        "\(latitude), \(longitude)" + (horizontalAccuracy.map { " ±\(NumberText.string($0)) m" } ?? "")
    }

    /// Reads `{"latitude", "longitude", "horizontalAccuracy"?, "address"?}`.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` naming the member that is missing, of the wrong kind or out of range.
    public init(json value: JSONValue) throws(ActivetaskError) {
        guard case .object(let members) = value else {
            throw ActivetaskError(.invalidAnswer, "expected {\"latitude\": …, \"longitude\": …}, found \(value.shown)")
        }
        let known: Set = ["latitude", "longitude", "horizontalAccuracy", "address"]
        if let unknown = members.first(where: { !known.contains($0.key) }) {
            throw ActivetaskError(.invalidAnswer, "\"\(unknown.key)\" is not part of a location; use latitude, longitude, horizontalAccuracy and address")
        }
        func number(_ key: String) throws(ActivetaskError) -> Double? {
            guard let found = value[key], found != .null else { return nil }
            guard let number = found.doubleValue else { throw ActivetaskError(.invalidAnswer, "\(key) must be a number, found \(found.shown)") }
            return number
        }
        guard let latitude = try number("latitude"), let longitude = try number("longitude") else {
            throw ActivetaskError(.invalidAnswer, "a location needs both latitude and longitude in degrees")
        }
        var address: String?
        switch value["address"] {
        case nil, .null?: address = nil
        case .string(let text)?: address = text
        case let other?: throw ActivetaskError(.invalidAnswer, "address must be a string, found \(other.shown)")
        }
        try self.init(checkedLatitude: latitude, longitude: longitude, horizontalAccuracy: try number("horizontalAccuracy"),
                      address: address, in: .english)
    }

    /// A coordinate whose fields are in range.
    /// - Parameters:
    ///   - latitude: Degrees north.
    ///   - longitude: Degrees east.
    ///   - horizontalAccuracy: The fix's accuracy in metres, if known.
    ///   - address: The address, if known.
    ///   - language: The language of the refusal of a coordinate out of range (a participant typed it).
    /// - Throws: `ActivetaskError` naming the field out of range.
    public init(checkedLatitude latitude: Double, longitude: Double, horizontalAccuracy: Double? = nil,
                address: String? = nil, in language: BuiltInLanguage) throws(ActivetaskError) {
        guard (-90...90).contains(latitude) else {
            throw BuiltInText.refusedLatitude.refusal(in: language, language.decimal(NumberText.string(latitude)))
        }
        guard (-180...180).contains(longitude) else {
            throw BuiltInText.refusedLongitude.refusal(in: language, language.decimal(NumberText.string(longitude)))
        }
        if let horizontalAccuracy, !(horizontalAccuracy >= 0) || !horizontalAccuracy.isFinite {
            throw ActivetaskError(.invalidAnswer, "horizontalAccuracy \(NumberText.string(horizontalAccuracy)) must be 0 or more metres")
        }
        self.init(latitude: latitude, longitude: longitude, horizontalAccuracy: horizontalAccuracy, address: address)
    }
}
