import Foundation
import Support

/// Which rate-limit headers LOAS trusts, and what it assumes instead (the README states
/// the same rule).
///
/// `X-RateLimit-Reset` is trusted from a few seconds in the past (the window just ended,
/// or the two clocks are a little apart) to ten windows ahead; `Retry-After` on a 429, in
/// seconds or as an HTTP date, up to ten windows. Anything else (a reset an hour ago or in
/// the year 3000, `Retry-After: 99999999`, a value that is not a time) is reported once by
/// name and the window is assumed to end one window after the answer: a broken header
/// costs a minute's wait, never hours, and a run's deadline bounds the rest.
struct RateLimitRule: Sendable {
    /// The API's window: a minute.
    let window: TimeInterval

    init(window: Duration) {
        self.window = max(1, window.timeInterval)
    }

    /// How far in the past a reset still reads as "the window just ended".
    static let slack: TimeInterval = 5

    var horizon: TimeInterval { 10 * window }

    struct Implausible: Sendable, Equatable, CustomStringConvertible {
        var header: String
        var value: String
        var problem: String
        /// The window LOAS assumes instead, in seconds.
        var assumedWindow: TimeInterval

        var description: String {
            "the API sent \(header): \(value), which \(problem); LOAS assumes each window ends "
                + "\(Int(assumedWindow)) s after the answer that opened it"
        }
    }

    /// The end of the window reported by the answer, at `answeredAt`, to a request sent at
    /// `sentAt`. A window that ended while a slow request was out is an old window, not
    /// nonsense: only a reset before the request was sent is "in the past".
    func windowEnd(reset: Double, sentAt: Date, answeredAt now: Date, report: (Implausible) -> Void) -> Date {
        let end = Date(timeIntervalSince1970: reset)
        let value = reset.rounded() == reset && abs(reset) < 1e15 ? String(Int64(reset)) : String(reset)
        if end < min(sentAt, now).addingTimeInterval(-Self.slack) {
            report(Implausible(header: "X-RateLimit-Reset", value: value, problem: "is in the past", assumedWindow: window))
            return assumedEnd(at: now)
        }
        if end > now.addingTimeInterval(horizon) {
            report(
                Implausible(
                    header: "X-RateLimit-Reset", value: value, problem: "is more than \(Int(horizon)) s ahead",
                    assumedWindow: window))
            return assumedEnd(at: now)
        }
        return end
    }

    /// When a 429's `Retry-After` allows the next request, or nil when it is not trusted.
    func retryAfter(_ text: String, at now: Date, report: (Implausible) -> Void) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let wait: TimeInterval
        if let seconds = Int(trimmed) {
            wait = TimeInterval(seconds)
        } else if let date = Self.httpDate(trimmed) {
            wait = date.timeIntervalSince(now)
        } else {
            report(Implausible(header: "Retry-After", value: trimmed, problem: "is neither seconds nor a date", assumedWindow: window))
            return nil
        }
        guard wait <= horizon else {
            report(
                Implausible(
                    header: "Retry-After", value: trimmed, problem: "is more than \(Int(horizon)) s ahead", assumedWindow: window))
            return nil
        }
        return now.addingTimeInterval(max(0, wait))
    }

    func assumedEnd(at now: Date) -> Date {
        now.addingTimeInterval(window)
    }

    /// RFC 9110's IMF-fixdate, e.g. `Sun, 06 Nov 1994 08:49:37 GMT`.
    static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text)
    }
}
