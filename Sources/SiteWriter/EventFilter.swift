import Foundation
import LostArkAPI
import SitePages

/// `hide_events`: events whose title matches any of the patterns are left off the site.
struct EventFilter {
    private let patterns: [NSRegularExpression]

    init(_ patterns: [String]) throws(BuildError) {
        var compiled: [NSRegularExpression] = []
        for pattern in patterns {
            do {
                compiled.append(try NSRegularExpression(pattern: pattern))
            } catch {
                throw BuildError.badEventPattern(pattern)
            }
        }
        self.patterns = compiled
    }

    func hides(_ event: GameEvent) -> Bool {
        let range = NSRange(event.title.startIndex..., in: event.title)
        return patterns.contains { $0.firstMatch(in: event.title, range: range) != nil }
    }
}
