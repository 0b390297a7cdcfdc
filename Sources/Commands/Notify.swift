import ArgumentParser
import Foundation
import LOASConfig
import SiteWriter
import Support

struct Notify: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Post what is new in the snapshot store to Discord.",
        discussion: """
            Posts each new change of a character, today's schedule once a game day and last week's \
            gains after the weekly reset to the Discord webhook whose URL is in the environment \
            variable \(NotifyStep.webhookVariable) (never in loas.yml; it is never printed). The \
            first run names the characters it watches and posts no backlog. What was posted is \
            recorded in the store, so a repeated run posts nothing twice; a run that could not post \
            exits non-zero and the next one posts the rest. One run at a time per store: another \
            waits for it (at most 5 minutes). Discord's rate limits are waited out until --deadline; \
            what is left then is posted by the next run. --preview shows one notice of each kind \
            from the store (posted to the webhook, or printed with --dry-run) and records nothing.
            """)

    @OptionGroup var project: ProjectOptions

    @Option(help: "The published site's address, for links to the timeline pages (default: site_url in loas.yml).")
    var siteURL: String?

    @Option(help: "A folder whose words.txt rewords the notices, as it does the pages (`notice.*` keys).")
    var templates: String?

    @Flag(help: "Print the messages as JSON instead of posting them; records nothing and needs no webhook.")
    var dryRun = false

    @Flag(help: "One notice of each kind from the store (the latest change, today, last week), whatever was posted; records nothing.")
    var preview = false

    @Option(help: "How long the run waits out Discord's rate limits before it stops, keeping the rest for the next run (default 10m).")
    var deadline: String?

    func run() async throws {
        let config = try project.loadConfig()
        let step = try NotifyStep(project: project, config: config, siteURLFlag: siteURL, title: nil, templates: templates)
        var runDeadline = NotifyStep.defaultDeadline
        if let deadline {
            guard let parsed = DurationText.parse(deadline) else {
                throw CommandError("--deadline \"\(deadline)\" should be a duration such as 10m, 1h or 90s")
            }
            runDeadline = parsed
        }
        if dryRun {
            say(try step.dryRun(now: Date(), preview: preview))
            return
        }
        guard let webhook = NotifyStep.webhook() else {
            throw CommandError(
                "\(NotifyStep.webhookVariable) is not set: put the Discord webhook's URL in it (a repository secret passed as "
                    + "the action's discord-webhook input); --dry-run prints the messages without it")
        }
        if preview {
            try await step.postPreview(to: webhook, clock: SystemClock())
        } else {
            try await step.post(to: webhook, clock: SystemClock(), deadline: runDeadline)
        }
    }
}
