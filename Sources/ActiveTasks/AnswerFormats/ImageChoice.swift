import Foundation
import JSONValues

/// One choice of an image-choice format: the image shown, the text that labels it (and stands
/// for it on a terminal) and the value stored.
public struct ImageChoice: Sendable, Equatable {
    /// The label shown with the image, and alone where images cannot be shown.
    public var text: String
    /// The value stored in the result (a string, number or boolean).
    public var value: JSONValue
    /// The image as written in the task: a path relative to the task file, or
    /// `bundled:faces/face-0.svg` for an image shipped with activetask.
    public var image: String
    /// Where the image is; `nil` when a relative path has no task folder to resolve against.
    public var imageURL: URL?

    /// What marks an image shipped with activetask (`bundled:faces/face-0.svg`).
    public static let bundledPrefix = "bundled:"
    /// The largest image accepted, in bytes (2 MB).
    public static let maximumImageBytes = 2 * 1024 * 1024

    /// Creates a choice.
    /// - Parameters:
    ///   - text: The label.
    ///   - value: The value stored; defaults to the text.
    ///   - image: The image as written.
    ///   - baseDirectory: The task file's folder, which relative paths resolve against.
    public init(text: String, value: JSONValue? = nil, image: String, baseDirectory: URL?) {
        self.text = text
        self.value = value ?? .string(text)
        self.image = image
        imageURL = Self.resolve(image, against: baseDirectory)
    }

    /// The folder of images shipped with activetask (`Sources/ActiveTasks/Images` in the package).
    public static var bundledImages: URL? {
        Bundle.module.resourceURL?.appendingPathComponent("Images", isDirectory: true)
    }

    private static func resolve(_ image: String, against baseDirectory: URL?) -> URL? {
        if image.hasPrefix(bundledPrefix) {
            return bundledImages?.appendingPathComponent(String(image.dropFirst(bundledPrefix.count)))
        }
        if image.hasPrefix("/") { return URL(fileURLWithPath: image) }
        return baseDirectory.map { URL(fileURLWithPath: image, relativeTo: $0).standardizedFileURL }
    }

    /// Why the image cannot be shown: missing, too large, or neither PNG nor SVG by its first bytes;
    /// `nil` when it is fine.
    public func imageProblem() -> String? {
        guard let imageURL else {
            return "\"\(image)\" is relative but the task was not read from a file; load the task from its file or give an absolute path"
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: imageURL.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return "\"\(image)\" does not exist (looked for \(imageURL.path)); put the image beside the task file or fix the path"
        }
        guard let data = FileManager.default.contents(atPath: imageURL.path) else {
            return "\"\(image)\" cannot be read (\(imageURL.path)); check its permissions"
        }
        guard data.count < Self.maximumImageBytes else {
            return "\"\(image)\" is \(data.count) bytes; images must be under \(Self.maximumImageBytes) bytes (2 MB), shrink it"
        }
        guard ImageKind(data) != nil else {
            return "\"\(image)\" is neither a PNG nor an SVG file (by its first bytes); convert it to PNG or SVG"
        }
        return nil
    }
}
