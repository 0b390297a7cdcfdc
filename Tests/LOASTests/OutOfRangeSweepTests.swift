import BenchCorpus
import BundledResources
import Demo
import Foundation
import LOASConfig
import LOASTestSupport
import Planning
import SitePages
import SnapshotStore
import Support
import Testing

@testable import SiteWriter

/// Property-style: every number of the demo's snapshots (armories, siblings, market, game
/// contents, and the numbers inside tooltips) replaced by an extreme value, alone, in
/// alternation with -1, or mixed at random, and the whole site built in-process with the
/// history and raid catalog that go with it. No build may trap, every page is still there,
/// and every warning about a number names the file and the field.
@Suite struct OutOfRangeSweepTests {
    enum Extreme: String, CaseIterable, Sendable {
        case intMax, intMin, minusOne, zero, largestInRange, huge, hugeNegative, infinityText, nanText

        /// As a JSON number where the API sends a number (a string where JSON has no such number).
        var number: Any {
            switch self {
            case .intMax: Int.max
            case .intMin: Int.min
            case .minusOne: -1
            case .zero: 0
            case .largestInRange: 999_999_999_999_999
            case .huge: 1e300
            case .hugeNegative: -1e300
            case .infinityText: "1e999"
            case .nanText: "NaN"
            }
        }

        /// As text, where the API sends a figure as text ("1,745.00").
        var text: String {
            switch self {
            case .intMax: "9223372036854775807"
            case .intMin: "-9223372036854775808"
            case .minusOne: "-1"
            case .zero: "0"
            case .largestInRange: "999,999,999,999,999"
            case .huge: "1e300"
            case .hugeNegative: "-1e300"
            case .infinityText: "1e999"
            case .nanText: "nan"
            }
        }

        var isOutOfRange: Bool { ![.minusOne, .zero, .largestInRange].contains(self) }
    }

    /// Picks the replacement of the `index`th number met in a file, or nil to keep it.
    typealias Pick = (_ index: Int, _ isText: Bool) -> Any?

    /// `value` with its numbers (JSON numbers, figures sent as text, and those in a tooltip's
    /// JSON text) replaced as `pick` says.
    static func replacing(_ value: Any, count: inout Int, _ pick: Pick) -> Any {
        switch value {
        case let object as [String: Any]:
            return object.mapValues { replacing($0, count: &count, pick) }
        case let array as [Any]:
            return array.map { replacing($0, count: &count, pick) }
        case let number as NSNumber where String(cString: number.objCType) != "c":  // "c": a JSON boolean
            defer { count += 1 }
            return pick(count, false) ?? number
        case let text as String:
            if text.wholeMatch(of: #/-?[0-9][0-9,]*(\.[0-9]+)?/#) != nil {
                defer { count += 1 }
                return pick(count, true) ?? text
            }
            guard text.hasPrefix("{"), let inner = try? JSONSerialization.jsonObject(with: Data(text.utf8)),
                let data = try? JSONSerialization.data(withJSONObject: replacing(inner, count: &count, pick))
            else { return text }
            return String(decoding: data, as: UTF8.self)
        default:
            return value
        }
    }

    static func snapshots(_ pick: Pick) throws -> [String: Data] {
        var files = BundledResources.demoSnapshots
        for (path, data) in files where path.hasSuffix(".json") {
            var count = 0
            let value = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            files[path] = try JSONSerialization.data(withJSONObject: replacing(value, count: &count, pick), options: .fragmentsAllowed)
        }
        return files
    }

    static func build(_ files: [String: Data]) throws -> SiteBuilder.Site {
        let demo = InMemorySnapshots.demo
        let snapshots = InMemorySnapshots(label: "demo", files: files, takenAt: Date(timeIntervalSince1970: 1_795_219_200))
        var history = DemoHistory.make(from: snapshots)
        // Series with extremes of their own, beside the edited snapshots' figures.
        let days = (0..<4).map { Date(timeIntervalSince1970: 1_795_219_200 - Double($0) * 86_400) }
        let wild = [Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .nan, .infinity]
        for name in SnapshotReader(demo).armoryNames() {
            history.itemLevels[name, default: []] += zip(days, wild).map { HistoryPoint(date: $0, value: $1) }
            history.combatPowers[name, default: []] += zip(days, wild.reversed()).map { HistoryPoint(date: $0, value: $1) }
        }
        let options = SiteBuilder.Options(site: SiteSettings(raidCatalog: try RaidCatalogFile.bundled()), workers: 2)
        return try SiteBuilder(snapshots: snapshots, history: history, options: options).build()
    }

    static let pages: Set<String> = {
        let files = (try? build(BundledResources.demoSnapshots))?.files ?? [:]
        return Set(files.keys.filter { $0.hasSuffix(".html") || $0.hasSuffix(".md") })
    }()

    static func check(_ site: SiteBuilder.Site, expectWarnings: Bool) {
        let built = Set(site.files.keys)
        #expect(!pages.isEmpty)
        #expect(pages.subtracting(built).isEmpty, "pages left out: \(pages.subtracting(built).sorted())")
        let numbers = site.warnings.filter { $0.hasSuffix(" is out of range") }
        for warning in numbers {
            #expect(warning.hasPrefix("demo/") && warning.contains(".json: "), "\(warning)")
        }
        // Each field once, whichever decoder read it.
        let fields = numbers.map { $0.dropLast(" is out of range".count).split(separator: " ").dropLast().joined(separator: " ") }
        #expect(Set(fields).count == fields.count, "\(fields)")
        if expectWarnings { #expect(!numbers.isEmpty) }
    }

    @Test(arguments: Extreme.allCases)
    func everyNumberAtOnce(extreme: Extreme) throws {
        let site = try Self.build(try Self.snapshots { _, isText in isText ? extreme.text : extreme.number })
        Self.check(site, expectWarnings: extreme.isOutOfRange)
    }

    /// Pairs such as `Point` and `MaxPoint` get one each: -1 beside the extreme.
    @Test(arguments: Extreme.allCases)
    func everyOtherNumberBesideMinusOne(extreme: Extreme) throws {
        let site = try Self.build(
            try Self.snapshots { index, isText in
                index.isMultiple(of: 2) ? (isText ? extreme.text : extreme.number) : (isText ? "-1" : -1)
            })
        Self.check(site, expectWarnings: extreme.isOutOfRange)
    }

    @Test(arguments: 1...12)
    func numbersMixedAtRandom(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        let cases = Extreme.allCases
        let site = try Self.build(
            try Self.snapshots { _, isText in
                guard random.int(in: 0...1) == 0 else { return nil }
                let extreme = cases[random.int(in: 0...(cases.count - 1))]
                return isText ? extreme.text : extreme.number
            })
        Self.check(site, expectWarnings: false)
    }

    /// raids.yml: a number out of range is refused naming the place; any number it takes
    /// builds the homework board.
    @Test(arguments: ["9223372036854775807", "-9223372036854775808", "5e18", "1e300", ".inf", ".nan", "-1", "0", "999999999999999"])
    func raidsFileNumbers(value: String) throws {
        let raid = "raids:\n  - name: 에기르\n    difficulties:\n      - { difficulty: 하드, "
        let files = [
            raid + "min_item_level: \(value), gold: [1000] }\n", raid + "min_item_level: 1, gold: [\(value), \(value)] }\n",
            raid + "min_item_level: 1, gold: [\(value), 1], bound: [\(value)] }\n",
            "daily:\n  - { name: 카오스 던전, min_item_level: \(value) }\n", "calendar_minutes:\n  모험 섬: \(value)\n",
        ]
        for yaml in files {
            let catalog: RaidCatalog
            do {
                catalog = try RaidCatalogFile.parse(Data(yaml.utf8), file: URL(fileURLWithPath: "/tmp/raids.yml"))
            } catch {
                let named = ["should be", "is out of range"].contains { error.description.contains($0) }
                #expect(error.description.contains("raids.yml") && named, "\(error)")
                continue
            }
            let demo = InMemorySnapshots.demo
            let site = try SiteBuilder(snapshots: demo, options: .init(site: SiteSettings(raidCatalog: catalog), workers: 2)).build()
            #expect(site.files["homework.html"] != nil)
        }
    }
}
