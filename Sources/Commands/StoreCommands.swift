import ArgumentParser
import Foundation
import SnapshotStore

struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Record a folder of snapshots (API-mirror layout) in the snapshot store.",
        discussion: """
            Nothing is recorded when any file in the folder is not JSON; the error names it. No link \
            inside the folder is followed: each is skipped and named. Pictures \
            under images/HOST/PATH are recorded too; a file there that is not a PNG, JPEG, GIF or WebP \
            picture (or is over 5 MB) is skipped and named.
            """)

    @OptionGroup var project: ProjectOptions

    @Argument(help: "The folder: the answer of GET /a/b at a/b.json.")
    var folder: String

    @Option(help: "When the snapshots were taken (ISO 8601, or YYYY-MM-DD meaning the end of that day in KST; default: now).")
    var at: String?

    func run() async throws {
        let config = try project.loadConfig()
        let store = try project.openStore(config)
        let date = try at.map(parseTime) ?? Date()
        let url = CommandContext.current.url(folder)
        do {
            let summary = try store.importMirror(url, fetchedAt: date)
            let images = try store.importImages(from: url, fetchedAt: date)
            // An export's record of posted notices (the data branch's merge carries it).
            _ = try store.importPostedNotices(from: url)
            for line in summary.skipped { note("warning: \(line)") }
            warnAbout(images.skipped, "picture skipped")
            say(
                "imported \(folder): \(summary.added) new, \(summary.unchanged) unchanged, "
                    + "\(images.summary.addresses) pictures, into \(store.url.path)")
        } catch {
            throw CommandError(error.description)
        }
    }
}

struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the latest snapshots (or those at a time) from the store as a folder in the API-mirror layout.",
        discussion: """
            Every kept picture is written beside them, at images/HOST/PATH for https://HOST/PATH, and the \
            record of notices posted to Discord in .loas-notices.json, which `loas import` reads back.
            """)

    @OptionGroup var project: ProjectOptions

    @Argument(help: "An empty or new folder to write into.")
    var folder: String

    @Option(help: "The snapshots as they were at this time (ISO 8601, or YYYY-MM-DD meaning the end of that day in KST).")
    var at: String?

    func run() async throws {
        let config = try project.loadConfig()
        let store = try project.openStoreForReading(config)
        let date = try at.map(parseTime)
        let url = CommandContext.current.url(folder)
        do {
            let count = try store.exportMirror(to: url, at: date)
            let images = try store.exportImages(to: url)
            try store.exportPostedNotices(to: url, at: date)
            warnAbout(images.skipped, "picture not exported")
            say("exported \(count) snapshots and \(images.written) pictures to \(folder)")
        } catch {
            throw CommandError(error.description)
        }
    }
}

/// Times on the command line: full ISO 8601, or a day, which means its end in Korea's time
/// (the game's clock), so `--at 2025-08-21` includes that whole day's fetches.
func parseTime(_ text: String) throws -> Date {
    let full = ISO8601DateFormatter()
    if let date = full.date(from: text) { return date }
    let day = DateFormatter()
    day.locale = Locale(identifier: "en_US_POSIX")
    day.timeZone = TimeZone(identifier: "Asia/Seoul")
    day.dateFormat = "yyyy-MM-dd"
    if let start = day.date(from: text) { return start.addingTimeInterval(86_400 - 0.001) }
    throw CommandError("\"\(text)\" is not a time: use 2025-08-21 or 2025-08-21T12:00:00+09:00")
}

/// The first few pictures a transfer passed over, then how many more: a folder of drawings
/// LOAS does not keep (the demo's SVG) is one mistake, not a hundred lines.
private func warnAbout(_ skipped: [String], _ what: String) {
    for line in skipped.prefix(3) { note("warning: \(what): \(line)") }
    if skipped.count > 3 { note("warning: \(skipped.count - 3) more pictures likewise (\(what))") }
}
