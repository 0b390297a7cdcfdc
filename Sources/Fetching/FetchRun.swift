import Foundation
import LostArkAPI
import LostArkClient
import SnapshotStore

/// One fetch: asks the API for everything in a plan, a few requests at a time, and
/// records each answer in the store as it arrives (one transaction each), so a run that
/// is killed keeps what it had fetched and never touches what was there before.
public struct FetchRun: Sendable {
    /// What the run is doing, for a progress line or a log.
    public enum Event: Sendable {
        case finished(Endpoint, Outcome, done: Int, total: Int)
        case client(LostArkClient.Event)
    }

    public enum Outcome: Sendable, Equatable {
        case added, unchanged, unknownCharacter, removed, failed(FetchFailure)
    }

    private let client: LostArkClient
    private let store: SnapshotDatabase
    private let now: @Sendable () -> Date

    public init(client: LostArkClient, store: SnapshotDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        self.client = client
        self.store = store
        self.now = now
    }

    /// Runs the plan. Throws only when the key is refused (nothing else can work) or the
    /// store cannot be written; everything else ends up in the summary.
    public func run(_ plan: FetchPlan, onEvent: @escaping @Sendable (Event) -> Void = { _ in }) async throws(FetchRunError) -> FetchSummary {
        var summary = FetchSummary()
        let runID: Int64
        do {
            runID = try store.beginRun(at: now())
        } catch {
            throw .store(error)
        }
        var queued = Set(plan.initialEndpoints)
        var total = queued.count
        var done = 0
        let result: Result<Void, FetchRunError> = await withTaskGroup(of: (Endpoint, Answer?).self) { group in
            for endpoint in plan.initialEndpoints {
                group.addTask { (endpoint, try? await client.fetch(endpoint)) }
            }
            while let (endpoint, answer) = await group.next() {
                guard let answer else { continue }  // cancelled
                let outcome: Outcome
                switch Result(catching: { () throws(FetchRunError) in try record(answer, for: endpoint, into: &summary) }) {
                case .success(let recorded):
                    outcome = recorded
                case .failure(let error):
                    group.cancelAll()
                    return .failure(error)
                }
                done += 1
                onEvent(.finished(endpoint, outcome, done: done, total: total))
                if case .body(let body) = answer, case .siblings = endpoint, plan.followSiblings {
                    for name in Self.rosterNames(body) where queued.insert(.armory(character: name)).inserted {
                        total += 1
                        group.addTask { (.armory(character: name), try? await client.fetch(.armory(character: name))) }
                    }
                }
            }
            return .success(())
        }
        try result.get()
        do {
            try store.finishRun(runID, at: now())
        } catch {
            throw .store(error)
        }
        return summary
    }

    private func record(_ answer: Answer, for endpoint: Endpoint, into summary: inout FetchSummary) throws(FetchRunError) -> Outcome {
        switch answer {
        case .body(let body):
            let response = Response(
                path: endpoint.mirrorPath, endpoint: endpoint.storeEndpoint, key: endpoint.storeKey, body: body, fetchedAt: now())
            let recorded: RecordSummary
            do {
                recorded = try store.record([response])
            } catch {
                throw .store(error)
            }
            if recorded.added > 0 {
                summary.added.append(endpoint)
                return .added
            }
            summary.unchanged.append(endpoint)
            return .unchanged
        case .noSuchCharacter:
            summary.unknownCharacters.append(endpoint.storeKey)
            return .unknownCharacter
        case .removed:
            do {
                try store.markGone(endpoint.mirrorPath, at: now())
            } catch {
                throw .store(error)
            }
            summary.removed.append((endpoint, keptSnapshotDate(endpoint)))
            return .removed
        case .failed(.unauthorized):
            throw .unauthorized
        case .failed(let failure):
            summary.failed.append((endpoint, failure, keptSnapshotDate(endpoint)))
            return .failed(failure)
        }
    }

    private func keptSnapshotDate(_ endpoint: Endpoint) -> Date? {
        (try? store.latest(path: endpoint.mirrorPath))??.fetchedAt
    }

    /// Character names on a roster answer.
    static func rosterNames(_ body: Data) -> [String] {
        CharacterInfo.roster(from: body).map(\.name).filter { !$0.isEmpty }
    }
}

/// Why a run stopped before its end.
public enum FetchRunError: Error, CustomStringConvertible {
    case unauthorized
    case store(SnapshotError)

    public var description: String {
        switch self {
        case .unauthorized: FetchFailure.unauthorized.description + "; stopped, nothing more was asked"
        case .store(let error): error.description
        }
    }
}
