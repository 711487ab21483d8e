import ActiveTasks

extension RaveFormat {
    /// Why `dataValue` breaks this format, or `nil` when it fits: `$x` allows at most x
    /// characters; `n` whole numbers of at most n digits (a leading minus allowed); `n+` exactly
    /// n digits.
    /// - Parameter dataValue: A Rave data value.
    func violation(by dataValue: String) -> String? {
        switch self {
        case .maximumLength(let length):
            return dataValue.count > length ? "\(dataValue.count) characters is more than its format \(self) allows (\(length))" : nil
        case .digits(let count, let exact):
            let digits = exact || !dataValue.hasPrefix("-") ? Substring(dataValue) : dataValue.dropFirst()
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                return "\"\(dataValue)\" is not a whole number, as its format \(self) requires"
            }
            if exact ? digits.count != count : digits.count > count {
                return "\"\(dataValue)\" has \(digits.count) digits; its format \(self) allows \(exact ? "exactly" : "at most") \(count)"
            }
            return nil
        }
    }
}
