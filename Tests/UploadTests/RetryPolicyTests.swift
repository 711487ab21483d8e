import Foundation
import Testing
@testable import Upload

/// Backoff doubles within its jitter, stops at its cap, and never undercuts Retry-After.
struct RetryPolicyTests {
    @Test func backoffDoublesWithJitterUpToTheCap() {
        let policy = RetryPolicy(base: 2, cap: 60)
        #expect(policy.delay(afterFailure: 1, retryAfter: nil, jitter: 0) == 1)
        #expect(policy.delay(afterFailure: 1, retryAfter: nil, jitter: 1) == 2)
        #expect(policy.delay(afterFailure: 4, retryAfter: nil, jitter: 1) == 16)
        #expect(policy.delay(afterFailure: 4, retryAfter: nil, jitter: 0) == 8)
        #expect(policy.delay(afterFailure: 20, retryAfter: nil, jitter: 1) == 60)
        for _ in 0..<100 {
            #expect((4...8).contains(policy.delay(afterFailure: 3, retryAfter: nil)))
        }
    }

    @Test func retryAfterIsAFloorNotACeiling() {
        let policy = RetryPolicy(base: 2, cap: 60)
        #expect(policy.delay(afterFailure: 1, retryAfter: 30, jitter: 1) == 30)
        #expect(policy.delay(afterFailure: 5, retryAfter: 3, jitter: 1) == 32)
    }

    @Test func retryAfterReadsSecondsAndHTTPDates() {
        let now = Date(timeIntervalSince1970: 1_778_000_000)
        #expect(RetryAfter.seconds("120", now: now) == 120)
        #expect(RetryAfter.seconds(" 0 ", now: now) == 0)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss"
        let later = formatter.string(from: now.addingTimeInterval(90)) + " GMT"
        #expect(RetryAfter.seconds(later, now: now) == 90)
        #expect(RetryAfter.seconds("soon", now: now) == nil)
        #expect(RetryAfter.seconds("-5", now: now) == nil)
    }
}
