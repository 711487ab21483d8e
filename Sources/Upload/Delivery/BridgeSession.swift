/// A signed-in Bridge session: the token every call sends as `Bridge-Session`, and the token that
/// renews it without the password (`/v3/auth/reauth`), as BridgeServer2's `UserSessionInfo`
/// returns them.
struct BridgeSession: Codable, Sendable {
    /// The session token.
    var sessionToken: String
    /// The reauthentication token, when the app allows reauthentication.
    var reauthToken: String?
}
