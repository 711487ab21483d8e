extension JSONObjectReader {
    /// An optional participant-visible text: a string, an object of language tags, or
    /// `{"key": …}` into the string files, resolved to the task's language
    /// (`TaskLocalization`); records an error when present but none of those.
    /// - Parameter key: A member key.
    public func text(_ key: String) -> String? {
        localizedText(key)?.text
    }

    /// A required participant-visible text, as `text(_:)`; records an error when absent.
    /// - Parameter key: A member key.
    public func requiredText(_ key: String) -> String? {
        requiredLocalizedText(key)?.text
    }

    /// A required participant-visible text in the task's language and in its default language,
    /// as `localizedText(_:)`; records an error when absent.
    /// - Parameter key: A member key.
    public func requiredLocalizedText(_ key: String) -> ResolvedText? {
        guard value(key) != nil else {
            log.error(path(of: key), "missing; add \"\(key)\": \"…\"")
            return nil
        }
        return localizedText(key)
    }

    /// An optional participant-visible text in the task's language and in its default language
    /// (a choice's value when none is given).
    /// - Parameter key: A member key.
    public func localizedText(_ key: String) -> ResolvedText? {
        switch value(key) {
        case nil, .null?: return nil
        case let found?: return localization.resolve(found, at: path(of: key), log: log)
        }
    }
}
