import ArgumentParser
import Fetching
import Foundation
import LOASConfig
import SnapshotStore
import Support

struct Update: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Fetch, then build the site from the snapshot store.",
        discussion: """
            The site is built even when some requests failed (from the snapshots kept), and the \
            command then exits non-zero, so a scheduled job both publishes and reports. With \
            LOAS_DISCORD_WEBHOOK set, what is new is then posted to Discord as `loas notify` does; \
            a failure to post also exits non-zero.
            """)

    @OptionGroup var project: ProjectOptions
    @OptionGroup var api: APIOptions
    @OptionGroup var site: SiteOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let config = try project.loadConfig()
        // Before the fetch: nothing changes when the site folder cannot be written.
        try site.refuseInside(output, reading: config, store: project.storeURL(config))
        // The fetch makes the store when it is not there yet.
        try site.refuseStaticHolding(config: config, store: project.storeURL(config))
        let store = try project.openStore(config)
        let summary = try await api.fetch(config: config, into: store)
        let snapshots: StoreSnapshot
        do {
            snapshots = try store.snapshots()
        } catch {
            throw CommandError(error.description)
        }
        try await site.build(
            from: snapshots, history: snapshots, config: config, store: project.storeURL(config), now: Date(), to: output)
        let notified = await notify(config: config)
        guard summary.succeeded && notified else { throw ExitCode.failure }
    }

    /// With the webhook set, posts what is new to Discord after the site is built (a failure
    /// to post never keeps the site from being written); false when it could not.
    private func notify(config: SiteConfig?) async -> Bool {
        guard let webhook = NotifyStep.webhook() else { return true }
        do {
            let step = try NotifyStep(
                project: project, config: config, siteURLFlag: site.siteURL, title: site.title, templates: site.templates)
            try await step.post(to: webhook, clock: SystemClock())
            return true
        } catch {
            note("Error: \(error)")
            return false
        }
    }
}
