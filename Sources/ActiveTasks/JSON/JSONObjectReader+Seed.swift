extension JSONObjectReader {
    /// Member `key` as a random seed: a whole number from 0, or `nil` when absent; a negative
    /// number is an error at the member (and reads as `nil`).
    /// - Parameter key: The member's name.
    package func seed(_ key: String) -> UInt64? {
        guard let seed = int(key) else { return nil }
        guard seed >= 0 else {
            log.error(path(of: key), "\(seed) is negative; use a whole number from 0")
            return nil
        }
        return UInt64(seed)
    }
}
