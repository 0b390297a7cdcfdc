import LostArkAPI
import SitePages
import Support

/// `hide_events`: events whose title matches any of the patterns are left off the site. The
/// patterns are matched by `LinearPattern`, in one pass over each title, so no pattern can
/// make a build slow however it is written.
struct EventFilter {
    private let patterns: [LinearPattern]

    init(_ patterns: [String]) throws(BuildError) {
        var compiled: [LinearPattern] = []
        for pattern in patterns {
            do {
                compiled.append(try LinearPattern(pattern))
            } catch {
                throw BuildError.badEventPattern(pattern, error.reason)
            }
        }
        self.patterns = compiled
    }

    func hides(_ event: GameEvent) -> Bool {
        patterns.contains { $0.matches(event.title) }
    }
}
