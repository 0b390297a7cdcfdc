import ArgumentParser
import Fetching
import Foundation
import Honing
import Images
import LOASConfig
import LostArkAPI
import LostArkClient
import SnapshotStore
import Support

struct Fetch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Fetch characters, market items, the calendar and news from the Open API into the snapshot store.",
        discussion: """
            The API key is read from LOSTARK_API_KEY (or api_key in loas.yml). Characters, market \
            items and market and auction searches come from loas.yml (searches: Templates/markets.yml \
            when it names none), or from --character and --market-item, which replace them all. \
            Exits non-zero only when something asked for could not be fetched at all.
            """)

    @OptionGroup var project: ProjectOptions
    @OptionGroup var api: APIOptions

    func run() async throws {
        let config = try project.loadConfig()
        let store = try project.openStore(config)
        let summary = try await api.fetch(config: config, into: store)
        guard summary.succeeded else { throw ExitCode.failure }
    }
}

/// What a fetch asks for and how it reaches the API; shared by `fetch` and `update`.
struct APIOptions: ParsableArguments {
    @Option(name: .customLong("character"), help: "A character to fetch (repeatable); replaces the config's list.")
    var characters: [String] = []

    @Option(name: .customLong("market-item"), help: "A market item id to fetch (repeatable); replaces the config's list.")
    var marketItems: [Int] = []

    @Flag(help: "Also fetch each character's roster and every character on it.")
    var siblings = false

    @Option(help: "The API's base URL (default: LOSTARK_API_BASE_URL, api_base_url in loas.yml, or the official one).")
    var apiBaseURL: String?

    @Option(
        help:
            "Stop asking this long after the run started (e.g. 30m, 1h, 90s; default: deadline in loas.yml, else 30m); what was fetched is kept and what was not is reported."
    )
    var deadline: String?

    @Flag(help: "Do not fetch the pictures the pages show (portraits, icons, banners); pages draw placeholders for those not kept.")
    var noImages = false

    @Option(help: .hidden) var timeout: Double = 30
    @Option(help: .hidden) var maxInFlight: Int = 4

    func fetch(config: SiteConfig?, into store: SnapshotDatabase) async throws -> FetchSummary {
        let environment = CommandContext.current.environment
        let access: APIAccess
        do {
            access = try APIAccess.resolve(environment: environment, config: config, baseURLOption: apiBaseURL)
        } catch {
            throw CommandError(error.description)
        }
        let fromConfig = characters.isEmpty && marketItems.isEmpty
        let plan = FetchPlan(
            characters: fromConfig ? config?.namesToFetch ?? [] : characters,
            followSiblings: siblings || (config?.followSiblings ?? false),
            // The honing planner's materials are asked on every run from the config, with no
            // setting: one GET each (their prices and the days the market page charts).
            marketItems: fromConfig ? (config?.marketItems ?? []) + honingMaterials(config: config) : marketItems,
            // Named on the command line, the run asks for those alone; else loas.yml's
            // searches, or the set that ships with the templates when it names none.
            searches: fromConfig ? try config?.marketSearches ?? MarketSearchReader.bundled() : [])
        if fromConfig { config?.renameWarnings.forEach { note("warning: \($0)") } }
        if plan.characters.isEmpty && (fromConfig ? config?.marketItems ?? [] : marketItems).isEmpty {
            note("no characters or market items named (loas.yml, --character, --market-item): fetching the calendar and news only")
        }
        let runDeadline: Duration
        if let text = deadline {
            guard let parsed = DurationText.parse(text) else {
                throw CommandError("--deadline \"\(text)\" should be a duration such as 30m, 1h30m or 90s")
            }
            runDeadline = parsed
        } else {
            runDeadline = config?.deadline ?? FetchRun.defaultDeadline
        }
        let progress = ProgressReporter()
        let client = LostArkClient(
            .init(baseURL: access.baseURL, key: access.key, maxInFlight: maxInFlight, timeout: .seconds(timeout)),
            onEvent: { progress.handle(.client($0)) })
        let imageBase = try imageBaseURL(environment: environment, config: config)
        let clock = SystemClock()
        let end = clock.now.addingTimeInterval(runDeadline.timeInterval)
        let summary: FetchSummary
        do {
            summary = try await FetchRun(client: client, store: store).run(plan, deadline: runDeadline, onEvent: progress.handle)
        } catch {
            progress.finish()
            throw CommandError(error.description)
        }
        progress.finish()
        summary.lines.forEach(note)
        if !noImages {
            try await fetchImages(into: store, base: imageBase, until: end, clock: clock)
        }
        return summary
    }

    /// The pictures the stored snapshots' pages show and the store lacks. Their failures are
    /// reported, never the run's: a page without its picture draws a placeholder.
    private func fetchImages(into store: SnapshotDatabase, base: URL?, until end: Date, clock: any WallClock) async throws {
        let client = ImageClient(.init(base: base, timeout: .seconds(timeout), clock: clock))
        let progress = ProgressReporter()
        let summary: ImageFetchSummary
        do {
            summary = try await ImageFetch(client: client, store: store, clock: clock).run(deadline: end) { event in
                switch event {
                case .started(let total) where total > 0: progress.note("fetching \(total) images")
                case .started: break
                case .finished(_, let done, let total): progress.image(done: done, total: total)
                }
            }
        } catch {
            progress.finish()
            throw CommandError(error.description)
        }
        progress.finish()
        summary.lines.forEach(note)
    }

    /// The market ids of honing.yml (beside loas.yml, else built in); a broken file is named
    /// and the built-in one's are asked instead, so a fetch never fails for it.
    private func honingMaterials(config: SiteConfig?) -> [Int] {
        do {
            return try HoningTableFile.load(config: config?.file, templates: nil).materials.map(\.id)
        } catch {
            note("warning: \(error.description); fetching the prices of the built-in honing.yml's materials")
            return ((try? HoningTableFile.bundled()) ?? HoningTables()).materials.map(\.id)
        }
    }

    /// The test hook: `LOSTARK_IMAGE_BASE_URL`, else `image_base_url` in loas.yml.
    private func imageBaseURL(environment: [String: String], config: SiteConfig?) throws -> URL? {
        guard let text = environment["LOSTARK_IMAGE_BASE_URL"] ?? config?.imageBaseURL?.absoluteString else { return nil }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme ?? ""), url.host != nil else {
            throw CommandError("the image base URL \"\(Redaction.url(text))\" is not an http(s) URL")
        }
        return url
    }
}
