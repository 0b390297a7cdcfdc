import Foundation
import Support

/// The real API's quota: a fixed window that opens with the first request after the
/// previous window ended (not a sliding window, not aligned to the clock).
struct RateLimiter: Sendable {
    struct Quota: Sendable, Equatable {
        var allowed: Bool
        var limit: Int
        var remaining: Int
        /// Unix time in whole seconds when the window ends, rounded up so that a client
        /// sleeping until then never wakes inside the old window.
        var reset: Int

        var headers: [(String, String)] {
            [
                ("X-RateLimit-Limit", String(limit)),
                ("X-RateLimit-Remaining", String(remaining)),
                ("X-RateLimit-Reset", String(reset)),
            ]
        }
    }

    let limit: Int
    let window: TimeInterval
    private var windowEnd: Date?
    private var used = 0

    init(limit: Int, window: Duration) {
        self.limit = max(0, limit)
        self.window = max(0, window.timeInterval)
    }

    mutating func admit(at now: Date) -> Quota {
        let end: Date
        if let current = windowEnd, now < current {
            end = current
        } else {
            end = now.addingTimeInterval(window)
            windowEnd = end
            used = 0
        }
        let allowed = used < limit
        if allowed { used += 1 }
        return Quota(
            allowed: allowed, limit: limit, remaining: limit - used,
            reset: Int(end.timeIntervalSince1970.rounded(.up)))
    }

    mutating func clear() {
        windowEnd = nil
        used = 0
    }
}
