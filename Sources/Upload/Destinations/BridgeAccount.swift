import Foundation

/// The account a Bridge destination signs in as: one identifier (`email`, `phone` or
/// `externalId`, as BridgeServer2's `SignIn` takes them) and its password.
///
/// The password is never part of a description, a dump or an error message.
package struct BridgeAccount: Sendable, Equatable, CustomStringConvertible, CustomReflectable {
    /// Which identifier the account signs in with.
    package enum Field: String, Sendable, CaseIterable {
        /// An email address.
        case email
        /// A phone number, sent as Bridge's `{"number", "regionCode"}`.
        case phone
        /// An external identifier (the participant id of a study without email or phone).
        case externalId
    }

    /// Which identifier it is.
    package let field: Field
    /// The identifier: the address, the number, the external id.
    package let identifier: String
    /// The phone number's region (`CH`, `US`) for `phone`.
    package let regionCode: String?
    /// The password.
    let password: String

    /// Creates an account.
    /// - Parameters:
    ///   - field: Which identifier it signs in with.
    ///   - identifier: The identifier.
    ///   - regionCode: The phone number's region, for `phone`.
    ///   - password: The password.
    package init(field: Field, identifier: String, regionCode: String? = nil, password: String) {
        self.field = field
        self.identifier = identifier
        self.regionCode = regionCode
        self.password = password
    }

    /// `externalId P-17`, without the password.
    package var description: String {
        "\(field.rawValue) \(identifier)"
    }

    /// The same fields as `description`: `dump` never shows the password.
    package var customMirror: Mirror {
        Mirror(self, children: ["field": field, "identifier": identifier])
    }

    /// The identifying members of a sign-in or reauthentication request:
    /// `{"email": …}`, `{"externalId": …}` or `{"phone": {"number", "regionCode"}}`.
    var signInMembers: [String: Any] {
        switch field {
        case .phone: ["phone": ["number": identifier, "regionCode": regionCode ?? ""]]
        case .email, .externalId: [field.rawValue: identifier]
        }
    }
}
