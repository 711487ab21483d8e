/// How a recorder reads its device and writes its chunks: the device-side half of a
/// `RecorderConfiguration`, the same whether the recorder spans one step or several.
public struct DeviceSettings: Sendable, Equatable, Hashable {
    /// Selects the device: an IIO device name or id, an input node, or gpsd's `HOST:PORT`.
    /// Absent: the device is found at run time (autodetection, CLI flags, device profile).
    public var device: String?
    /// The requested sampling frequency in Hz (motion sensors); the device's nearest is used.
    public var frequency: Double?
    /// Start a new chunk when the current one reaches this many bytes.
    public var chunkBytes: Int?
    /// Start a new chunk when the current one has been open this many seconds.
    public var chunkSeconds: Double?
    /// Capacity of the bounded buffer between the source and the writer, in samples.
    public var bufferCapacity: Int?
    /// Touch: libinput's 2×3 calibration matrix `a, b, c, d, e, f`, applied to normalized positions.
    public var calibrationMatrix: [Double]?
    /// Touch: take the device exclusively (`EVIOCGRAB`) so that no other program acts on the taps.
    public var grab: Bool?
    /// Touch: the smallest move, in normalized units, that gives a `moved` sample (absent: every move).
    public var movementThreshold: Double?

    /// Creates device settings; every setting absent by default.
    public init(device: String? = nil, frequency: Double? = nil, chunkBytes: Int? = nil, chunkSeconds: Double? = nil,
                bufferCapacity: Int? = nil, calibrationMatrix: [Double]? = nil, grab: Bool? = nil,
                movementThreshold: Double? = nil) {
        self.device = device
        self.frequency = frequency
        self.chunkBytes = chunkBytes
        self.chunkSeconds = chunkSeconds
        self.bufferCapacity = bufferCapacity
        self.calibrationMatrix = calibrationMatrix
        self.grab = grab
        self.movementThreshold = movementThreshold
    }

    /// The settings a recorder of `type` cannot use, or whose values are out of range, each with
    /// the configuration key it concerns and what to write instead; empty when all are usable.
    /// - Parameter type: The sensor the recorder records.
    public func problems(for type: SensorType) -> [(key: RecorderConfiguration.Key, message: String)] {
        var problems: [(key: RecorderConfiguration.Key, message: String)] = []
        let positives: [(RecorderConfiguration.Key, Double?)] = [
            (.frequency, frequency), (.chunkBytes, chunkBytes.map(Double.init)), (.chunkSeconds, chunkSeconds),
            (.bufferCapacity, bufferCapacity.map(Double.init)),
        ]
        for (key, value) in positives {
            if let value, !(value > 0) {
                problems.append((key, "\(NumberText.string(value)) must be positive"))
            }
        }
        if let calibrationMatrix, calibrationMatrix.count != 6 || !calibrationMatrix.allSatisfy(\.isFinite) {
            problems.append((.calibrationMatrix, "must be 6 finite numbers a,b,c,d,e,f (libinput's 2×3 order), "
                             + "got \(calibrationMatrix.count): [\(calibrationMatrix.map(NumberText.string).joined(separator: ","))]; use [1,0,0,0,1,0] for none"))
        }
        if let movementThreshold, !(movementThreshold >= 0 && movementThreshold.isFinite) {
            problems.append((.movementThreshold, "must be a distance ≥ 0 in normalized units (0.01 is 1% of the screen), got \(NumberText.string(movementThreshold))"))
        }
        if type != .touch {
            let touchOnly: [(RecorderConfiguration.Key, Bool)] = [(.calibrationMatrix, calibrationMatrix != nil), (.grab, grab != nil),
                                                                  (.movementThreshold, movementThreshold != nil)]
            for (key, isSet) in touchOnly where isSet {
                problems.append((key, "applies to touch recorders only; remove it from this \(type.rawValue) recorder"))
            }
        }
        return problems
    }
}
