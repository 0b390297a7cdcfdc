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
            The site and the store are written even when some requests failed (from the snapshots \
            kept). What the user cannot fix (a roster character the API answers null for, a \
            character that stopped answering, a failed request, the deadline) is a warning, also \
            appended to $GITHUB_STEP_SUMMARY when it is set. With LOAS_DISCORD_WEBHOOK set, what is \
            new is then posted to Discord as `loas notify` does.

            Exit status: 0 when the site and the store were written, warnings or not; 1 when the \
            user must act: the key was refused, nothing could be fetched, a name in loas.yml (or \
            --character) is no character name or was never answered for (a typo), the site or the \
            store could not be written, or Discord could not be posted to; 64 for a usage error.
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
        summary.actions.forEach { note("error: \($0)") }
        writeJobSummary(summary)
        let notified = await notify(config: config)
        guard !summary.needsTheUser && notified else { throw ExitCode.failure }
    }

    /// Appends the run's verdict to GitHub's job summary when the variable names a file; a
    /// summary that cannot be written is told, never the run's failure.
    private func writeJobSummary(_ summary: FetchSummary) {
        let context = CommandContext.current
        guard let path = context.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        let text = Data(summary.markdown(command: "loas update").utf8)
        do {
            let file = context.resolved(path)
            if !FileManager.default.fileExists(atPath: file) { _ = FileManager.default.createFile(atPath: file, contents: nil) }
            let handle = try FileHandle(forWritingTo: context.url(path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: text)
        } catch {
            note("warning: could not append to GITHUB_STEP_SUMMARY (\(path)): \(error)")
        }
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
