/// A Rave (Medidata) formatting string and the bounds it stands for.
///
/// `$x` allows text of at most x characters; `n` allows whole numbers of at most n digits
/// (maximum 10^n − 1); `n+` requires exactly n digits (minimum 10^(n−1), maximum 10^n − 1).
public enum RaveFormat: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// `$x`: text of at most `x` characters.
    case maximumLength(Int)
    /// `n` or `n+`: whole numbers of at most (or, with `exactDigits`, exactly) `n` digits.
    case digits(Int, exactDigits: Bool)

    /// Parses a formatting string; `nil` when it is none of `$x`, `n`, `n+` (n from 1 to 18).
    /// - Parameter text: The formatting string.
    public init?(_ text: String) {
        if text.hasPrefix("$") {
            guard let length = Int(text.dropFirst()), length > 0 else { return nil }
            self = .maximumLength(length)
            return
        }
        let exact = text.hasSuffix("+")
        guard let digits = Int(exact ? String(text.dropLast()) : text), (1...18).contains(digits) else { return nil }
        self = .digits(digits, exactDigits: exact)
    }

    /// The smallest whole number allowed, for `n+`.
    public var minimum: Int? {
        guard case .digits(let digits, true) = self else { return nil }
        return digits == 1 ? 0 : RaveFormat.power(digits - 1)
    }

    /// The largest whole number allowed, 10^n − 1, for `n` and `n+`.
    public var maximum: Int? {
        guard case .digits(let digits, _) = self else { return nil }
        return RaveFormat.power(digits) - 1
    }

    private static func power(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }

    /// The formatting string as written in task JSON: `$40`, `3`, `4+`.
    public var description: String {
        switch self {
        case .maximumLength(let length): return "$\(length)"
        case .digits(let digits, let exact): return exact ? "\(digits)+" : "\(digits)"
        }
    }
}
