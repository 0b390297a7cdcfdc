import ArgumentParser
import Foundation
import SnapshotStore

struct StoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Look after the snapshot store: what it holds, whether it is sound, upgrading it.",
        subcommands: [StoreStatsCommand.self, StoreCheckCommand.self, StoreUpgradeCommand.self])
}

struct StoreStatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Print the store's size by kind of answer and by character, its compression, and its first and last fetch.",
        discussion: "Only reads the store. \"received\" is what the distinct answers weighed as the API sent them, "
            + "\"stored\" what their compressed sections take; a section shared by two rows counts in both.")

    @OptionGroup var project: ProjectOptions

    func run() async throws {
        let config = try project.loadConfig()
        let store = try project.openStoreForReading(config)
        let stats: StoreStats
        do {
            stats = try store.stats()
        } catch {
            throw CommandError(error.description)
        }
        say(StoreStatsText(stats, path: store.url.path).text)
    }
}

struct StoreCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the store: SQLite's integrity check, then every section and every answer's body against its SHA-256.",
        discussion: """
            Only reads the store. Exits 0 when it is sound, 1 when something is damaged (each problem \
            is printed), 2 when it could not be checked at all (no store, not a store, an older schema).
            """)

    @OptionGroup var project: ProjectOptions

    func run() async throws {
        let report: StoreCheckReport
        let path: String
        do {
            let config = try project.loadConfig()
            // Not `openStoreForReading`, which keeps only the message: whether the error is
            // damage decides the exit status.
            let store = try SnapshotDatabase(readingFrom: project.storeURL(config))
            path = store.url.path
            report = try store.check()
        } catch let error as SnapshotError where error.isDamage {
            // So damaged that SQLite cannot even open it: damaged all the same, not unchecked.
            say("damaged: \(error)")
            throw ExitCode(1)
        } catch {
            note("error: \(error)")
            throw ExitCode(2)
        }
        for problem in report.problems {
            say("damaged: \(problem)")
        }
        let counted = "\(report.sections) sections, \(report.bodies) bodies, \(report.answers) answers"
        if report.isSound {
            say("\(path) is sound: SQLite's integrity check passed; \(counted), every one matching its SHA-256")
        } else {
            say("\(path): \(report.problems.count) problem\(report.problems.count == 1 ? "" : "s") in \(counted)")
            throw ExitCode(1)
        }
    }
}

struct StoreUpgradeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upgrade",
        abstract: "Upgrade a store written by an older LOAS in place (fetch and import also do it).",
        discussion: "Nothing is lost: an upgrade that is interrupted leaves the store as it was.")

    @OptionGroup var project: ProjectOptions

    func run() async throws {
        let config = try project.loadConfig()
        let url = project.storeURL(config)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CommandError("\(url.path): no such snapshot store; `loas fetch` or `loas import` creates it")
        }
        let before = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        let store = try project.openStore(config, announce: false)
        if store.compactedBodies > 0 {
            let after = (try? store.stats().fileBytes) ?? 0
            say(
                "upgraded \(url.path): \(store.compactedBodies) answers moved into compressed sections, "
                    + "\(ByteCount(before)) -> \(ByteCount(after))")
        } else {
            say("\(url.path) is up to date")
        }
    }
}

/// Bytes as people read them: 845 B, 12.3 KB, 4.1 MB (powers of 1024).
struct ByteCount: CustomStringConvertible {
    let bytes: Int

    init(_ bytes: Int) {
        self.bytes = bytes
    }

    var description: String {
        let units = ["B", "KB", "MB", "GB", "TB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        // `%@` takes no Swift String on Linux.
        return unit == 0 ? "\(bytes) B" : String(format: "%.1f", value) + " " + units[unit]
    }
}
