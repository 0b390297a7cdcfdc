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
    /// The characters the plan named (loas.yml, `--character`), composed; the others came
    /// from a roster.
    package var namedCharacters: Set<String> = []
    /// The run's deadline, when the run reached it.
    package var deadline: Duration?
    /// Requests cut off by the deadline (or never sent), in the order they were asked.
    package var notFetched: [Route] = []

    /// Nothing the user asked for went unfetched. A removed route is the API's change, not
    /// a failure of the run.
    package var succeeded: Bool { failed.isEmpty && unknownCharacters.isEmpty && notFetched.isEmpty && refusedNames.isEmpty }

    /// Names the plan asked for that the API answered `null` for and the store never held:
    /// a typo (or a character not made yet), which only the user can fix.
    package var neverAnswered: [String] {
        unknownCharacters.filter { namedCharacters.contains($0) && silentCharacters[$0] == nil }
    }

    /// Asked for something and had no answer at all: the API down, the network gone.
    package var nothingFetched: Bool { requestCount > 0 && added.isEmpty && unchanged.isEmpty }

    /// What a scheduled run goes red for: only what the user must act on (a refused key and
    /// a store that cannot be written end the run before a summary). The rest (a roster
    /// character the API does not answer for, one that has stopped answering, a request
    /// that failed, the run's deadline) is in `warnings`, and the site is built.
    package var needsTheUser: Bool { !refusedNames.isEmpty || !neverAnswered.isEmpty || nothingFetched }

    /// What the user must act on, one line each; empty when `needsTheUser` is false.
    package var actions: [String] {
        var lines = refusedNames.map { "not a character name: \(CharacterName.quoted($0.name)) (\($0.problem)); fix it in loas.yml" }
        lines += neverAnswered.map {
            "the API has never answered for \(CharacterName.quoted($0)): check its spelling in loas.yml (or --character)"
        }
        if nothingFetched { lines.append("nothing could be fetched: \(requestCount) requests, no answer (see the log)") }
        return lines
    }

    /// What went wrong that the user cannot fix: the run still writes the site and the store.
    package var warnings: [String] {
        var lines = unknownCharacters.filter { !namedCharacters.contains($0) && silentCharacters[$0] == nil }.map {
            "\(CharacterName.quoted($0)), on a roster, has no answer from the API (it answered null); left out"
        }
        lines += silentCharacters.keys.sorted().map {
            "\(CharacterName.quoted($0)) no longer answers (the API answered null): kept as gone; renamed? add it to `renames` in loas.yml"
        }
        lines += skippedRosterNames.map { "a roster lists \(CharacterName.quoted($0.name)), not a character name; skipped" }
        lines += failed.map { "\($0.route): failed: \($0.failure); " + Self.kept($0.keptFrom) }
        if let deadline, !notFetched.isEmpty {
            lines.append("stopped at the run's deadline (\(DurationText.describe(deadline))): \(notFetched.count) not fetched")
        }
        return lines
    }

    /// For `$GITHUB_STEP_SUMMARY`: what the user must do, then the warnings, under the
    /// command's name.
    package func markdown(command: String) -> String {
        var text = "### \(command)\n\n"
        if actions.isEmpty && warnings.isEmpty { return text + "Everything asked for was fetched; the site and the store were written.\n" }
        if !actions.isEmpty {
            text += "**Needs you** (the run failed for this):\n\n" + actions.map { "- \($0)\n" }.joined() + "\n"
        }
        if !warnings.isEmpty {
            text += "**Warnings** (nothing to do; the site and the store were written):\n\n" + warnings.map { "- \($0)\n" }.joined()
        }
        return text
    }

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
