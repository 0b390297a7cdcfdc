import Foundation
import LostArkAPI
import LostArkClient
import Support

/// What a run fetched, kept and failed: printed at the end, and the exit status.
package struct FetchSummary: Sendable {
    /// Answers stored as new snapshots.
    package var added: [Route] = []
    /// Answers identical to the stored snapshot: no new row, only "last seen" moves.
    package var unchanged: [Route] = []
    /// Characters the API does not know (it answered `null`).
    package var unknownCharacters: [String] = []
    /// Of those, the ones the store holds an armory of, with its date: renamed or deleted;
    /// their sheets stay, saying since when the API no longer answers for them.
    package var silentCharacters: [String: Date] = [:]
    /// Names asked for that no character can have: never sent, and the run fails.
    package var refusedNames: [RefusedName] = []
    /// Names on a roster answer that no character can have: skipped with a warning.
    package var skippedRosterNames: [RefusedName] = []
    /// Routes the API no longer offers (404), with the date of the snapshot kept, if any.
    package var removed: [(route: Route, keptFrom: Date?)] = []
    /// Requests that failed after their retries, with the date of the snapshot kept, if any.
    package var failed: [(route: Route, failure: FetchFailure, keptFrom: Date?)] = []
    /// The run's deadline, when the run reached it.
    package var deadline: Duration?
    /// Requests cut off by the deadline (or never sent), in the order they were asked.
    package var notFetched: [Route] = []

    /// Nothing the user asked for went unfetched. A removed route is the API's change, not
    /// a failure of the run.
    package var succeeded: Bool { failed.isEmpty && unknownCharacters.isEmpty && notFetched.isEmpty && refusedNames.isEmpty }

    package var requestCount: Int {
        added.count + unchanged.count + unknownCharacters.count + removed.count + failed.count + notFetched.count
    }

    /// One line per problem and a closing count, for the end of a run.
    package var lines: [String] {
        var lines: [String] = []
        for refused in refusedNames {
            lines.append("not a character name: \(CharacterName.quoted(refused.name)), not fetched: \(refused.problem)")
        }
        for skipped in skippedRosterNames {
            lines.append(
                "warning: the roster of \(skipped.roster ?? "a character") lists \(CharacterName.quoted(skipped.name)), "
                    + "not a character name, skipped: \(skipped.problem)")
        }
        for name in unknownCharacters {
            guard let kept = silentCharacters[name] else {
                lines.append("no such character: \(name) (the API answered null)")
                continue
            }
            lines.append(
                "no such character: \(name) (the API answered null; renamed or deleted?): " + Self.kept(kept)
                    + ", and its sheet says since when; if it was renamed, add `renames: {\(name): NEW_NAME}` to loas.yml")
        }
        for (route, keptFrom) in removed {
            lines.append("\(route): no longer offered by the API (404); " + Self.kept(keptFrom))
        }
        for (route, failure, keptFrom) in failed {
            lines.append("\(route): failed: \(failure); " + Self.kept(keptFrom))
        }
        if let deadline, !notFetched.isEmpty {
            let names = notFetched.prefix(10).map(\.description).joined(separator: ", ")
            let more = notFetched.count > 10 ? " and \(notFetched.count - 10) more" : ""
            lines.append(
                "stopped at the run's deadline (\(DurationText.describe(deadline))): \(notFetched.count) not fetched "
                    + "(\(names)\(more)); their earlier snapshots are kept")
        }
        lines.append(
            "\(requestCount) requests: \(added.count) new, \(unchanged.count) unchanged"
                + (failed.isEmpty ? "" : ", \(failed.count) failed")
                + (notFetched.isEmpty ? "" : ", \(notFetched.count) not fetched before the deadline")
                + (unknownCharacters.isEmpty ? "" : ", \(unknownCharacters.count) unknown characters")
                + (refusedNames.isEmpty ? "" : ", \(refusedNames.count) names refused")
                + (removed.isEmpty ? "" : ", \(removed.count) removed from the API"))
        return lines
    }

    private static func kept(_ date: Date?) -> String {
        guard let date else { return "no earlier snapshot" }
        return "kept the snapshot of \(ISO8601DateFormatter().string(from: date))"
    }
}

/// A character name that was not asked for, and why (`CharacterName.problem`).
package struct RefusedName: Sendable, Equatable {
    package let name: String
    package let problem: String
    /// The character whose roster listed it; nil when it was asked for.
    package let roster: String?

    package init(name: String, problem: String, roster: String? = nil) {
        self.name = name
        self.problem = problem
        self.roster = roster
    }
}
