import Foundation
import LostArkAPI
import LostArkClient
import SnapshotStore
import Support

/// One fetch: asks the API for everything in a plan, a few requests at a time, and
/// records each answer in the store as it arrives (one transaction each), so a run that
/// is killed keeps what it had fetched and never touches what was there before.
package struct FetchRun: Sendable {
    /// What the run is doing, for a progress line or a log.
    package enum Event: Sendable {
        case finished(Route, Outcome, done: Int, total: Int)
        case client(LostArkClient.Event)
    }

    package enum Outcome: Sendable, Equatable {
        case added, unchanged, unknownCharacter, removed, failed(FetchFailure)
    }

    /// A run stops asking this long after it started unless told otherwise (`--deadline`).
    package static let defaultDeadline: Duration = .seconds(30 * 60)

    private let client: LostArkClient
    private let store: SnapshotDatabase
    private let clock: any WallClock

    package init(client: LostArkClient, store: SnapshotDatabase, clock: any WallClock = SystemClock()) {
        self.client = client
        self.store = store
        self.clock = clock
    }

    private func now() -> Date { clock.now }

    /// What a child task of the run hands back.
    private enum Step: Sendable {
        /// A route's answer; nil when its request was cancelled (by the deadline).
        case answered(Route, Answer?)
        case deadlineReached
        /// The deadline's task, cancelled because every request was answered before it.
        case deadlineCancelled
    }

    /// Runs the plan. Throws only when the key is refused (nothing else can work) or the
    /// store cannot be written; everything else ends up in the summary. At `deadline` after
    /// the start, the requests still out are cancelled and listed in the summary as not
    /// fetched; everything answered before is kept. A name no character can have
    /// (`CharacterName`) is never asked for: in the plan it fails the run
    /// (`refusedNames`), on a roster it is a warning (`skippedRosterNames`).
    package func run(
        _ plan: FetchPlan, deadline: Duration = FetchRun.defaultDeadline, onEvent: @escaping @Sendable (Event) -> Void = { _ in }
    ) async throws(FetchRunError) -> FetchSummary {
        let (plan, refused) = plan.checkingNames()
        let started = now()
        let runID: Int64
        do {
            runID = try store.beginRun(at: started)
        } catch {
            throw .store(error)
        }
        let (client, clock) = (client, clock)
        let end = started.addingTimeInterval(deadline.timeInterval)
        var progress = RunProgress(plan.initialRoutes)
        progress.summary.refusedNames = refused
        progress.summary.namedCharacters = Set(plan.characters)
        let bodies = plan.bodies
        let result: Result<Void, FetchRunError> = await withTaskGroup(of: Step.self) { group in
            group.addTask { (try? await clock.sleep(until: end)) == nil ? .deadlineCancelled : .deadlineReached }
            for route in plan.initialRoutes {
                group.addTask { .answered(route, try? await client.fetch(route, body: bodies[route])) }
            }
            if progress.pending.isEmpty { group.cancelAll() }
            while let step = await group.next() {
                guard case .answered(let route, let answer) = step else {
                    if case .deadlineReached = step {
                        progress.summary.deadline = deadline
                        group.cancelAll()
                    }
                    continue
                }
                guard let answer else { continue }  // cut off by the deadline: listed as not fetched
                let outcome: Outcome
                switch Result(catching: { () throws(FetchRunError) in try record(answer, for: route, into: &progress.summary) }) {
                case .success(let recorded):
                    outcome = recorded
                case .failure(let error):
                    group.cancelAll()
                    return .failure(error)
                }
                progress.pending.remove(route)
                onEvent(.finished(route, outcome, done: progress.done, total: progress.total))
                if progress.summary.deadline == nil, case .body(let body) = answer, case .siblings = route, plan.followSiblings {
                    for name in progress.checkedRosterNames(Self.rosterNames(body), of: route.key)
                    where progress.add(.armory(character: name)) {
                        group.addTask { .answered(.armory(character: name), try? await client.fetch(.armory(character: name))) }
                    }
                }
                // Nothing left to ask: the deadline's sleep is cancelled so the group can end.
                if progress.pending.isEmpty { group.cancelAll() }
            }
            return .success(())
        }
        try result.get()
        var summary = progress.summary
        summary.notFetched = progress.unanswered
        do {
            try store.finishRun(runID, at: now())
        } catch {
            throw .store(error)
        }
        return summary
    }

    /// The run's bookkeeping: what was asked, what is still out, what came back.
    private struct RunProgress {
        var summary = FetchSummary()
        /// Every route asked, in the order asked.
        private(set) var asked: [Route]
        private var queued: Set<Route>
        var pending: Set<Route>

        init(_ routes: [Route]) {
            asked = routes
            queued = Set(routes)
            pending = queued
        }

        var total: Int { asked.count }
        var done: Int { asked.count - pending.count }
        var unanswered: [Route] { asked.filter(pending.contains) }

        /// The names on `owner`'s roster a character can have, composed; the others are
        /// warned about, once each: an API answer is not the user's mistake.
        mutating func checkedRosterNames(_ names: [String], of owner: String) -> [String] {
            names.compactMap { name in
                guard let problem = CharacterName.problem(name) else { return CharacterName.normalized(name) }
                if !summary.skippedRosterNames.contains(where: { $0.name == name }) {
                    summary.skippedRosterNames.append(RefusedName(name: name, problem: problem, roster: owner))
                }
                return nil
            }
        }

        /// Queues a route a roster named; false when it was asked already.
        mutating func add(_ route: Route) -> Bool {
            guard queued.insert(route).inserted else { return false }
            asked.append(route)
            pending.insert(route)
            return true
        }
    }

    private func record(_ answer: Answer, for route: Route, into summary: inout FetchSummary) throws(FetchRunError) -> Outcome {
        switch answer {
        case .body(let body):
            let response = Response(route: route, body: body, fetchedAt: now())
            let recorded: RecordSummary
            do {
                recorded = try store.record([response])
            } catch {
                throw .store(error)
            }
            if recorded.added > 0 {
                summary.added.append(route)
                return .added
            }
            summary.unchanged.append(route)
            return .unchanged
        case .noSuchCharacter:
            summary.unknownCharacters.append(route.key)
            // Renamed with a ticket or deleted: the armory the store holds stays the latest,
            // and the store notes since when the API no longer answers for it, so its sheet
            // can say so (`null` is not stored over it, as a failed request is not).
            if case .armory = route, let kept = keptSnapshotDate(route) {
                do {
                    try store.markGone(route.mirrorPath, at: now())
                } catch {
                    throw .store(error)
                }
                summary.silentCharacters[route.key] = kept
            }
            return .unknownCharacter
        case .removed:
            do {
                try store.markGone(route.mirrorPath, at: now())
            } catch {
                throw .store(error)
            }
            summary.removed.append((route, keptSnapshotDate(route)))
            return .removed
        case .failed(.unauthorized):
            throw .unauthorized
        case .failed(let failure):
            summary.failed.append((route, failure, keptSnapshotDate(route)))
            return .failed(failure)
        }
    }

    private func keptSnapshotDate(_ route: Route) -> Date? {
        (try? store.latest(path: route.mirrorPath))??.fetchedAt
    }

    /// Character names on a roster answer.
    static func rosterNames(_ body: Data) -> [String] {
        CharacterInfo.roster(from: body).map(\.name).filter { !$0.isEmpty }
    }
}

/// Why a run stopped before its end.
package enum FetchRunError: Error, CustomStringConvertible {
    case unauthorized
    case store(SnapshotError)

    package var description: String {
        switch self {
        case .unauthorized: FetchFailure.unauthorized.description + "; stopped, nothing more was asked"
        case .store(let error): error.description
        }
    }
}
