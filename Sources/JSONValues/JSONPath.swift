/// Builds the JSON paths used in issues: `steps[3].answerFormat.maximum`.
public enum JSONPath {
    /// The path of member `key` of the object at `base`.
    /// - Parameters:
    ///   - key: The member key.
    ///   - base: The object's path; empty for the document root.
    public static func member(_ key: String, of base: String) -> String {
        base.isEmpty ? key : "\(base).\(key)"
    }

    /// The path of element `index` of the array at `base`.
    /// - Parameters:
    ///   - index: The element index, from 0.
    ///   - base: The array's path.
    public static func element(_ index: Int, of base: String) -> String {
        "\(base)[\(index)]"
    }
}
