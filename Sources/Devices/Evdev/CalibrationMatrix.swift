import RecordingFormat
import Foundation

/// A 2×3 affine calibration applied to normalized touch coordinates, in libinput's convention.
///
/// `[a, b, c, d, e, f]` maps (x, y) to (a·x + b·y + c, d·x + e·y + f). `[0, 1, 0, -1, 0, 1]`
/// rotates a screen mounted 90° clockwise; `[-1, 0, 1, 0, 1, 0]` mirrors it horizontally.
public struct CalibrationMatrix: Sendable, Equatable, Hashable {
    /// The six coefficients `a, b, c, d, e, f`.
    public let values: [Double]

    /// The matrix that leaves coordinates unchanged.
    public static let identity = CalibrationMatrix(checked: [1, 0, 0, 0, 1, 0])

    private init(checked values: [Double]) { self.values = values }

    /// Creates a matrix from six finite coefficients.
    ///
    /// - Parameter values: `a, b, c, d, e, f` in row order.
    /// - Throws: `ActivetaskError.invalidConfiguration` when there are not six finite numbers.
    public init(_ values: [Double]) throws {
        guard values.count == 6, values.allSatisfy(\.isFinite) else {
            throw ActivetaskError(.invalidConfiguration,
                                  "calibrationMatrix must be 6 finite numbers a,b,c,d,e,f (libinput's 2×3 order), "
                                  + "got \(values.count): \(values); use 1,0,0,0,1,0 for none")
        }
        self.values = values
    }

    /// Parses `a,b,c,d,e,f`, as the `--calibration` flag and libinput's udev property write it.
    ///
    /// - Throws: `ActivetaskError.invalidConfiguration` when the text is not six finite numbers.
    public init(parsing text: String) throws {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard values.count == parts.count else {
            throw ActivetaskError(.invalidConfiguration,
                                  "calibration \"\(text)\" is not six numbers a,b,c,d,e,f such as 0,1,0,-1,0,1")
        }
        try self.init(values)
    }

    /// Applies the matrix to a normalized point.
    public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (values[0] * x + values[1] * y + values[2], values[3] * x + values[4] * y + values[5])
    }
}
