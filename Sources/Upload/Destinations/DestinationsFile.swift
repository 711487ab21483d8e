import Foundation
import RecordingFormat

/// The destinations file: a JSON object keyed by destination name. A Rave destination is
/// `{"type": "rave", "baseURL", "user", "password", "caFile"?}`; a Bridge destination
/// `{"type": "bridge", "baseURL", "appId", "account": {"email"|"phone"|"externalId", "password",
/// "regionCode"?} | "participant", "caFile"?, "consentSubpopulation"?, "schemaRevisions"?,
/// "consentInArchive"?, "minAgeOfConsent"?, "birthdateQuestion"?}`; a REDCap destination `{"type": "redcap", "baseURL": ".../api/", "token",
/// "caFile"?}`. It holds passwords and tokens, so it is read only when no one but its owner can
/// read it (mode 0600 or 0400).
package struct DestinationsFile: Sendable {
    /// The file.
    package let url: URL
    /// The destinations by name.
    package let destinations: [String: UploadDestination]

    /// `$XDG_CONFIG_HOME/activetask/destinations.json`, `~/.config/activetask/destinations.json`
    /// when `XDG_CONFIG_HOME` is unset.
    /// - Parameter environment: The process environment.
    package static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        XDGFolder.config.url(environment: environment).appendingPathComponent("activetask/destinations.json")
    }

    /// Reads and checks the file.
    /// - Parameter url: The destinations file.
    /// - Throws: `ActivetaskError(.invalidConfiguration)` when the file is missing, readable by
    ///   others, not JSON, or an entry lacks a field or has a wrong one; the message names the
    ///   file, the destination and the field.
    package init(url: URL) throws(ActivetaskError) {
        self.url = url
        let object = try PrivateJSONFile.object(at: url, keyedBy: "destination name")
        var destinations: [String: UploadDestination] = [:]
        for (name, value) in object {
            destinations[name] = try Self.destination(name, value, in: url)
        }
        self.destinations = destinations
    }

    /// The destination called `name`.
    /// - Throws: `ActivetaskError(.invalidConfiguration)` listing the names the file has.
    package func destination(_ name: String) throws(ActivetaskError) -> UploadDestination {
        guard let destination = destinations[name] else {
            let known = destinations.keys.sorted().joined(separator: ", ")
            throw ActivetaskError(.invalidConfiguration,
                                  "\(url.path) has no destination \(name); it has: \(known.isEmpty ? "none" : known)")
        }
        return destination
    }

    private static func destination(_ name: String, _ value: Any, in url: URL) throws(ActivetaskError) -> UploadDestination {
        let place = "\(url.path): destination \(name)"
        guard let entry = value as? [String: Any] else {
            throw ActivetaskError(.invalidConfiguration, "\(place): not an object with type, baseURL and an account")
        }
        func text(_ key: String, in object: [String: Any] = entry, at prefix: String = "") throws(ActivetaskError) -> String {
            guard let text = object[key] as? String, !text.isEmpty else {
                throw ActivetaskError(.invalidConfiguration, "\(place): \"\(prefix)\(key)\" is missing or not a non-empty string")
            }
            return text
        }
        func only(_ keys: [String], in object: [String: Any], at prefix: String = "") throws(ActivetaskError) {
            let unknown = Set(object.keys).subtracting(keys)
            guard unknown.isEmpty else {
                throw ActivetaskError(.invalidConfiguration,
                                      "\(place): unknown field \(unknown.sorted().map { prefix + $0 }.joined(separator: ", ")); the fields are \(keys.map { prefix + $0 }.joined(separator: ", "))")
            }
        }
        guard let kind = UploadDestination.Kind(rawValue: try text("type")) else {
            throw ActivetaskError(.invalidConfiguration, "\(place): \"type\" must be \"rave\", \"bridge\" or \"redcap\"")
        }
        guard let baseURL = URL(string: try text("baseURL")) else {
            throw ActivetaskError(.invalidConfiguration, "\(place): \"baseURL\" is not a URL")
        }
        let caFile = entry["caFile"] == nil ? nil
            : URL(fileURLWithPath: try text("caFile"), relativeTo: url.deletingLastPathComponent()).standardizedFileURL
        switch kind {
        case .redcap:
            try only(["type", "baseURL", "token", "caFile"], in: entry)
            return try UploadDestination(name: name, kind: kind, baseURL: baseURL,
                                         account: .redcap(token: try REDCapToken.checked(try text("token"), place: place)), caFile: caFile)
        case .rave:
            try only(["type", "baseURL", "user", "password", "caFile"], in: entry)
            return try UploadDestination(name: name, kind: kind, baseURL: baseURL,
                                         account: .rave(user: try text("user"), password: try text("password")), caFile: caFile)
        case .bridge:
            try only(["type", "baseURL", "appId", "account", "caFile", "consentSubpopulation", "schemaRevisions", "consentInArchive",
                      "minAgeOfConsent", "birthdateQuestion"], in: entry)
            let account: UploadDestination.Account
            if entry["account"] as? String == "participant" {
                account = .participant(ParticipantsFile(url: url.deletingLastPathComponent().appendingPathComponent(ParticipantsFile.fileName)))
            } else if let object = entry["account"] as? [String: Any] {
                try only(["email", "phone", "externalId", "password", "regionCode"], in: object, at: "account.")
                let fields = BridgeAccount.Field.allCases.filter { object[$0.rawValue] != nil }
                guard fields.count == 1, let field = fields.first else {
                    throw ActivetaskError(.invalidConfiguration, "\(place): \"account\" needs exactly one of email, phone and externalId, and its password")
                }
                let regionCode = field == .phone ? try text("regionCode", in: object, at: "account.") : nil
                account = .bridge(BridgeAccount(field: field, identifier: try text(field.rawValue, in: object, at: "account."),
                                                regionCode: regionCode, password: try text("password", in: object, at: "account.")))
            } else {
                throw ActivetaskError(.invalidConfiguration,
                                      "\(place): \"account\" must be {\"email\" | \"phone\" | \"externalId\": …, \"password\": …} or \"participant\"")
            }
            var revisions: [String: Int] = [:]
            if let value = entry["schemaRevisions"] {
                guard let object = value as? [String: Any] else {
                    throw ActivetaskError(.invalidConfiguration, "\(place): \"schemaRevisions\" must map task identifiers to revision numbers")
                }
                for (task, revision) in object {
                    guard let number = revision as? Int, number >= 1, !(revision is Bool) else {
                        throw ActivetaskError(.invalidConfiguration, "\(place): \"schemaRevisions.\(task)\" must be a whole number from 1")
                    }
                    revisions[task] = number
                }
            }
            let consentInArchive = entry["consentInArchive"]
            guard consentInArchive == nil || consentInArchive is Bool else {
                throw ActivetaskError(.invalidConfiguration, "\(place): \"consentInArchive\" must be true or false")
            }
            let minimumAge = entry["minAgeOfConsent"]
            guard minimumAge == nil || (minimumAge as? Int).map({ $0 >= 0 && !(minimumAge is Bool) }) == true else {
                throw ActivetaskError(.invalidConfiguration, "\(place): \"minAgeOfConsent\" must be a whole number of years (the Bridge app's minAgeOfConsent)")
            }
            return try UploadDestination(name: name, kind: kind, baseURL: baseURL, account: account, caFile: caFile,
                                         appId: try text("appId"),
                                         consentSubpopulation: entry["consentSubpopulation"] == nil ? nil : try text("consentSubpopulation"),
                                         schemaRevisions: revisions, consentInArchive: consentInArchive as? Bool ?? false,
                                         minAgeOfConsent: minimumAge as? Int ?? 0,
                                         birthdateQuestion: entry["birthdateQuestion"] == nil
                                            ? UploadDestination.defaultBirthdateQuestion : try text("birthdateQuestion"))
        }
    }
}
