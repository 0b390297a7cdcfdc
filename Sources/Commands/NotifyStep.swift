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
/// is set: the options read into a `NoticeJob` (module Notices), which composes, posts and
/// records; or the messages printed as JSON.
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
            let files = try TemplateFiles(defaults: BundledResources.templates, overrides: templates.map(CommandContext.current.url))
            words = try Words(defaults: BundledResources.templates[Words.fileName], file: files.file(Words.fileName))
        } catch {
            throw CommandError(error.description)
        }
        composer = NoticeComposer(words: words, siteTitle: title ?? config?.title ?? "LOAS", siteURL: address.url)
    }

    /// The webhook's URL from the environment; nil when unset or blank.
    static func webhook(_ environment: [String: String] = CommandContext.current.environment) -> String? {
        guard let value = environment[webhookVariable]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else {
            return nil
        }
        return value
    }

    /// How long a run waits out Discord's rate limits before it stops, the rest kept for the next.
    static let defaultDeadline: Duration = .seconds(600)

    /// The messages a run would post now (`preview`: one notice of each kind), as a JSON
    /// array; the store is only read.
    func dryRun(now: Date, preview: Bool = false) throws -> String {
        let notices = try compose(try job(project.openExistingStore(config, writing: false)), now: now, preview: preview)
        let messages = NoticeBatches.steps(notices).compactMap(\.message)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(messages), as: UTF8.self)
    }

    /// Posts one notice of each kind to the webhook, recording nothing.
    func postPreview(to webhook: String, clock: any WallClock) async throws {
        let poster = try WebhookTransport.poster(url: webhook, clock: clock, deadline: nil)
        let notices = try compose(try job(project.openExistingStore(config, writing: false)), now: clock.now, preview: true)
        do {
            let outcome = try await NoticeRun(poster: poster) { _ in }.post(notices)
            note("preview: " + outcome.summary + "; nothing was recorded")
        } catch {
            throw CommandError(error.description)
        }
    }

    /// Posts what is new and records it; throws naming the failure when a message was not
    /// taken. Discord's rate limits are waited out until `deadline` from now.
    func post(to webhook: String, clock: any WallClock, deadline: Duration = defaultDeadline) async throws {
        let poster = try WebhookTransport.poster(
            url: webhook, clock: clock, deadline: clock.now.addingTimeInterval(deadline.timeInterval))
        let run = job(try project.openExistingStore(config, writing: true))
        // Taken here: the job may warn from outside this task, where the context is not set.
        let context = CommandContext.current
        do {
            let outcome = try await run.post(through: poster, clock: clock) { context.note("warning: \($0)") }
            note(outcome.summary)
        } catch {
            throw CommandError(error.description)
        }
    }

    private func job(_ store: SnapshotDatabase) -> NoticeJob {
        NoticeJob(store: store, composer: composer, renames: config?.renames ?? [:])
    }

    private func compose(_ job: NoticeJob, now: Date, preview: Bool) throws -> [OutgoingNotice] {
        do {
            let (notices, warnings) = preview ? try job.preview(now: now) : try job.compose(now: now)
            for warning in warnings { note("warning: \(warning)") }
            return notices
        } catch {
            throw CommandError(error.description)
        }
    }
}

/// How a message reaches Discord: module Discord's webhook client, which checks the URL
/// (https only, http only on a loopback address), masks its token in every message and
/// honours Discord's rate limits on the run's clock.
enum WebhookTransport {
    static func poster(url: String, clock: any WallClock, deadline: Date?) throws -> any NoticePoster {
        do {
            return DiscordPoster(webhook: try DiscordWebhook(url: url), clock: clock, deadline: deadline)
        } catch {
            throw CommandError("\(NotifyStep.webhookVariable): \(error.description)")
        }
    }
}
