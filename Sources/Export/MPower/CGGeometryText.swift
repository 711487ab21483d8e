/// Points and rectangles written as UIKit's `NSStringFromCGPoint` and `NSStringFromCGRect` wrote
/// them in mPower's files: `{x, y}` and `{{x, y}, {width, height}}`, numbers in plain decimal.
enum CGGeometryText {
    /// `{x, y}`.
    static func point(_ x: Double, _ y: Double) -> String {
        "{\(PlainDecimal.string(x)), \(PlainDecimal.string(y))}"
    }

    /// `{{x, y}, {width, height}}`, the origin at the top-left corner.
    static func rect(x: Double, y: Double, width: Double, height: Double) -> String {
        "{\(point(x, y)), \(point(width, height))}"
    }
}
