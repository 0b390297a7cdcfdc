import BundledResources
import Discord
import Foundation
import LOASConfig
import Notices
import Rendering
import SitePages
import SiteWriter
import SnapshotStore
import Support

/// `loas notify`, and the step of `loas update` that runs it after the build when the webhook
/// is set: the notices composed from the store, posted and recorded, or printed as JSON.
struct NotifyStep {
    static let webhookVariable = "LOAS_DISCORD_WEBHOOK"

    let project: ProjectOptions
    let config: SiteConfig?
    let composer: NoticeComposer

    /// `title`: the site's title as the build was given it (`--title`), else loas.yml's;
    /// `templates`: a folder whose `words.txt` rewords the notices as it does the pages.
    init(project: ProjectOptions, config: SiteConfig?, siteURLFlag: String?, title: String?, templates: String?) throws {
        self.project = project
        self.config = config
        let address: SiteAddress
        do {
            address = try SiteAddress(
                SiteAddress.Given(
                    urlFlag: siteURLFlag, configURL: config?.siteURL?.absoluteString,
                    configFile: config?.file?.path ?? SiteConfig.fileName))
        } catch {
            throw CommandError(error.description)
        }
        let words: Words
        do {
            let files = try TemplateFiles(defaults: BundledResources.templates, overrides: templates.map { URL(fileURLWithPath: $0) })
            words = try Words(defaults: BundledResources.templates[Words.fileName], file: files.file(Words.fileName))
        } catch {
            throw CommandError(error.description)
        }
        composer = NoticeComposer(words: words, siteTitle: title ?? config?.title ?? "LOAS", siteURL: address.url)
    }

    /// The webhook's URL from the environment; nil when unset or blank.
    static func webhook(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let value = environment[webhookVariable]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else {
            return nil
        }
        return value
    }

    /// The messages a run would post now, as a JSON array; the store is only read.
    func dryRun(now: Date) throws -> String {
        let store = try project.openStoreForReading(config)
        let notices = try compose(store, now: now)
        let messages = NoticeBatches.steps(notices).compactMap(\.message)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(messages), as: UTF8.self)
    }

    /// Posts what is new and records it; throws naming the failure when a message was not taken.
    func post(to webhook: String, clock: any WallClock) async throws {
        let poster = try WebhookTransport.poster(url: webhook, clock: clock)
        let store = try project.openStore(config, announce: false)
        let notices = try compose(store, now: clock.now)
        let run = NoticeRun(poster: poster) { keys in try store.recordPostedNotices(keys, at: clock.now) }
        do {
            let outcome = try await run.post(notices)
            note("posted \(outcome.messages) messages to Discord (\(outcome.notices) notices)")
        } catch {
            throw CommandError(error.description)
        }
    }

    private func compose(_ store: SnapshotDatabase, now: Date) throws -> [OutgoingNotice] {
        do {
            let (facts, warnings) = try NoticeFacts.read(try store.snapshots(), renames: config?.renames ?? [:])
            for warning in warnings { note("warning: \(warning)") }
            return composer.compose(facts, posted: try store.postedNotices(), now: now)
        } catch {
            throw CommandError(error.description)
        }
    }
}

/// How a message reaches Discord: module Discord's webhook client, which checks the URL
/// (https only, http only on a loopback address), masks its token in every message and
/// honours Discord's rate limits on the run's clock.
enum WebhookTransport {
    static func poster(url: String, clock: any WallClock) throws -> any NoticePoster {
        do {
            return DiscordPoster(webhook: try DiscordWebhook(url: url), clock: clock)
        } catch {
            throw CommandError("\(NotifyStep.webhookVariable): \(error.description)")
        }
    }
}
