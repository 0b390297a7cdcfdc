import Discord
import Foundation
import LOASTestSupport
import Notices
import Planning
import SnapshotStore
import Support

/// A store of the demo's three characters, fetched as `loas import --at` records them: each
/// fetch a honing step, 0.83 item levels and 1% combat power up from the one before, and the
/// demo calendar (the week of Wednesday 2026-11-18). Notices are composed and posted from it
/// as `loas notify` does, on the clock a test gives.
struct NoticeFixture {
    static let names = ["별빛수호자", "달그림자", "새싹모코코"]

    let folder = TemporaryFolder()
    let store: SnapshotDatabase
    var composer = NoticeComposer(siteTitle: "우리 원정대", siteURL: nil)
    /// `renames` as loas.yml declares them.
    var renames: [String: String] = [:]

    /// `fetches`: the fetch times, the first fetch's state first.
    init(fetches: [Date]) throws {
        store = try SnapshotDatabase(url: folder.store)
        for (step, date) in fetches.enumerated() { try fetch(step, at: date) }
    }

    /// KST wall time "2026-11-18T07:00" as a moment.
    static func kst(_ text: String) -> Date {
        KoreanDate.date(kst: text) ?? Date(timeIntervalSince1970: 0)
    }

    func remove() { folder.remove() }

    /// Records fetch `step` of every character (and the calendar) at `date`.
    func fetch(_ step: Int, at date: Date, itemName: String = "시험의 무기") throws {
        let mirror = folder.url.appending(path: "mirror-\(step)")
        let armories = mirror.appending(path: "armories/characters")
        try FileManager.default.createDirectory(at: armories, withIntermediateDirectories: true)
        for name in Self.names {
            try Self.armory(name, step: step, itemName: itemName).write(to: armories.appending(path: "\(name).json"))
        }
        let calendar = mirror.appending(path: "gamecontents")
        try FileManager.default.createDirectory(at: calendar, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: StoreFixtures.demo.appending(path: "gamecontents/calendar.json"), to: calendar.appending(path: "calendar.json"))
        _ = try store.importMirror(mirror, fetchedAt: date)
        try FileManager.default.removeItem(at: mirror)
    }

    /// Records `answers` (name → armory body, `null` for none) at `date`.
    func record(_ answers: [String: Data], at date: Date) throws {
        _ = try store.record(
            answers.map { Response(mirrorPath: "armories/characters/\($0.key).json", body: $0.value, fetchedAt: date) })
    }

    /// `armory(name, step:)` as the character named `answeringAs` answers it (a rename, or
    /// another player who took the name).
    static func armory(_ name: String, step: Int, answeringAs: String, itemLevel: Double? = nil) throws -> Data {
        guard var whole = try JSONSerialization.jsonObject(with: armory(name, step: step)) as? [String: Any],
            var profile = whole["ArmoryProfile"] as? [String: Any]
        else { throw CocoaError(.fileReadCorruptFile) }
        profile["CharacterName"] = answeringAs
        if let itemLevel { profile["ItemAvgLevel"] = String(format: "%.2f", itemLevel) }
        whole["ArmoryProfile"] = profile
        return try JSONSerialization.data(withJSONObject: whole, options: [.sortedKeys])
    }

    /// The demo armory of `name` after `step` honing steps.
    static func armory(_ name: String, step: Int, itemName: String = "시험의 무기") throws -> Data {
        let url = StoreFixtures.demo.appending(path: "armories/characters/\(name).json")
        guard var whole = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
            var profile = whole["ArmoryProfile"] as? [String: Any], var equipment = whole["ArmoryEquipment"] as? [[String: Any]]
        else { throw CocoaError(.fileReadCorruptFile) }
        profile["ItemAvgLevel"] = String(format: "%.2f", 1_700 + 0.83 * Double(step))
        profile["CombatPower"] = String(format: "%.2f", 2_000 * (1 + 0.01 * Double(step)))
        whole["ArmoryProfile"] = profile
        equipment[0]["Name"] = "+\(10 + step) \(itemName)"
        whole["ArmoryEquipment"] = equipment
        return try JSONSerialization.data(withJSONObject: whole, options: [.sortedKeys])
    }

    /// What a run would post now.
    func compose(now: Date) throws -> [OutgoingNotice] {
        let facts = try NoticeFacts.read(try store.snapshots(), renames: renames).facts
        return composer.compose(facts, posted: try store.postedNotices(), now: now)
    }

    /// One run of `loas notify`: composed at the clock's time, posted through `poster`,
    /// recorded in the store.
    func run(clock: ManualClock, poster: RecordingPoster) async throws -> NoticeRun.Outcome {
        let store = store
        return try await NoticeRun(poster: poster) { keys in try store.recordPostedNotices(keys, at: clock.now) }
            .post(try compose(now: clock.now))
    }
}

/// Keeps every message it is given; fails, saying why, from the `failFrom`-th message on.
final class RecordingPoster: NoticePoster {
    struct Refusal: Error, CustomStringConvertible {
        var description: String { "Discord answered 503 Service Unavailable" }
    }

    private let state = Locked<(messages: [DiscordMessage], attempts: Int)>(([], 0))
    let failFrom: Int?

    init(failFrom: Int? = nil) {
        self.failFrom = failFrom
    }

    var messages: [DiscordMessage] { state.withLock { $0.messages } }

    /// Every embed's title, description and fields of the messages taken, as one text.
    var text: String {
        messages.flatMap(\.embeds).map { embed in
            ([embed.title, embed.description].compactMap { $0 } + embed.fields.flatMap { [$0.name, $0.value] }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    func post(_ message: DiscordMessage) async throws {
        try state.withLock { state in
            state.attempts += 1
            if let failFrom, state.attempts >= failFrom { throw Refusal() }
            state.messages.append(message)
        }
    }
}
