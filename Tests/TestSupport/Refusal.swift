import RecordingFormat

/// The message of the `ActivetaskError` `body` throws, or `nil` when it returns: what a test of
/// bad input compares with the words a user should see.
/// - Parameter body: The call that should refuse.
package func refusal<Value>(_ body: () throws(ActivetaskError) -> Value) -> String? {
    do {
        _ = try body()
        return nil
    } catch {
        return error.message
    }
}
