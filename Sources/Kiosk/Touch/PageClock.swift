/// The kiosk page's times on the server's clock. The page stamps an event (a pointer event, the
/// frame that painted a stimulus) on its own clock (`performance.now()`) and sends its age, the
/// milliseconds from the event to the sending; the server takes it from the time it read the
/// message. So every page time carries the same error: the WebSocket's delivery time.
enum PageClock {
    /// `MonotonicClock` seconds of an event `age` milliseconds old when the server read it at
    /// `receivedAt`; ages are taken within 0 … 1000 ms, so a page with a broken clock cannot move
    /// an event by more than a second.
    /// - Parameters:
    ///   - receivedAt: `MonotonicClock` seconds when the server read the message.
    ///   - age: Milliseconds between the event and the page sending it.
    static func uptime(receivedAt: Double, age: Double) -> Double {
        receivedAt - min(max(age, 0), 1000) / 1000
    }
}
