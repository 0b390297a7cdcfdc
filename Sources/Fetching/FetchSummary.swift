import Foundation
import LostArkClient
import Support

/// What a run fetched, kept and failed: printed at the end, and the exit status.
public struct FetchSummary: Sendable {
    /// Answers stored as new snapshots.
    public var added: [Endpoint] = []
    /// Answers identical to the stored snapshot: no new row, only "last seen" moves.
    public var unchanged: [Endpoint] = []
    /// Characters the API does not know (it answered `null`).
    public var unknownCharacters: [String] = []
    /// Names asked for that no character can have: never sent, and the run fails.
    public var refusedNames: [RefusedName] = []
    /// Names on a roster answer that no character can have: skipped with a warning.
    public var skippedRosterNames: [RefusedName] = []
    /// Routes the API no longer offers (404), with the date of the snapshot kept, if any.
    public var removed: [(endpoint: Endpoint, keptFrom: Date?)] = []
    /// Requests that failed after their retries, with the date of the snapshot kept, if any.
    public var failed: [(endpoint: Endpoint, failure: FetchFailure, keptFrom: Date?)] = []
    /// The run's deadline, when the run reached it.
    public var deadline: Duration?
    /// Requests cut off by the deadline (or never sent), in the order they were asked.
    public var notFetched: [Endpoint] = []

    /// Nothing the user asked for went unfetched. A removed route is the API's change, not
    /// a failure of the run.
    public var succeeded: Bool { failed.isEmpty && unknownCharacters.isEmpty && notFetched.isEmpty && refusedNames.isEmpty }

    public var requestCount: Int {
        added.count + unchanged.count + unknownCharacters.count + removed.count + failed.count + notFetched.count
    }

    /// One line per problem and a closing count, for the end of a run.
    public var lines: [String] {
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
            lines.append("no such character: \(name) (the API answered null)")
        }
        for (endpoint, keptFrom) in removed {
            lines.append("\(endpoint): no longer offered by the API (404); " + Self.kept(keptFrom))
        }
        for (endpoint, failure, keptFrom) in failed {
            lines.append("\(endpoint): failed: \(failure); " + Self.kept(keptFrom))
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
public struct RefusedName: Sendable, Equatable {
    public let name: String
    public let problem: String
    /// The character whose roster listed it; nil when it was asked for.
    public let roster: String?

    public init(name: String, problem: String, roster: String? = nil) {
        self.name = name
        self.problem = problem
        self.roster = roster
    }
}
