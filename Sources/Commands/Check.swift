import ArgumentParser
import Checks
import Foundation
import LOASConfig
import LostArkAPI
import LostArkClient

struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check loas.yml and everything a build and a fetch read; name every problem at once.",
        discussion: """
            Reads loas.yml, raids.yml and classes.yml beside it, the --templates folder, static/, \
            the snapshot store (its integrity check, and the warnings a build of it would give) and the \
            workflows in .github/workflows at the repository's root (an action not pinned to a full \
            commit SHA, a placeholder, a secret not passed), and prints every problem, each naming its \
            file and line. Exits 1 when there is any, 0 with a short summary when there is none. Writes \
            nothing and asks the API nothing, unless --online: then one request (the news notices) \
            says whether the API key works and how much of its rate limit is left.
            """)

    @Option(help: "The config file (default: ./loas.yml).")
    var config: String?

    @Option(help: "The snapshot store (default: `store` in the config file, else ./loas.sqlite).")
    var store: String?

    @Option(help: "A folder whose templates override the built-in ones, as for build.")
    var templates: String?

    @Option(
        name: .customLong("static"),
        help: ArgumentHelp("The static folder, as for build (default: static/ beside loas.yml).", valueName: "folder"))
    var staticFolder: String?

    @Flag(help: "Also try the API key (LOSTARK_API_KEY) with one request.")
    var online = false

    @Option(help: "The API's base URL for --online (default: LOSTARK_API_BASE_URL, api_base_url in loas.yml, or the official one).")
    var apiBaseURL: String?

    @Option(help: "Also append the result as Markdown to this file (the action passes $GITHUB_STEP_SUMMARY).")
    var summary: String?

    func run() async throws {
        let context = CommandContext.current
        let here = context.directory
        var inputs = ProjectCheck.Inputs(here: here)
        let defaultConfig = context.url(SiteConfig.fileName)
        inputs.config = config.map(context.url) ?? (FileManager.default.fileExists(atPath: defaultConfig.path) ? defaultConfig : nil)
        inputs.configNamed = config != nil
        inputs.templates = templates.map(context.url)
        inputs.staticFolder = staticFolder.map(context.url)
        inputs.store = store.map(context.url)
        var (report, found) = ProjectCheck.run(inputs)
        if let found, report.isSound {
            let storeURL = inputs.store ?? found.store ?? here.appending(path: "loas.sqlite")
            let arguments = (templates.map { ["--templates", $0] } ?? []) + (staticFolder.map { ["--static", $0] } ?? [])
            if let options = try? SiteOptions.parse(arguments).builderOptions(config: found, store: storeURL, now: Date()) {
                BuildWarnings.check(store: storeURL, options: options, config: found.file, into: &report)
            }
        }
        if online { await tryKey(config: found, into: &report) }
        for problem in report.problems { say("problem: \(problem)") }
        for line in report.notes { say(line) }
        say(report.verdict)
        if let summary { try appendSummary(report.markdown, to: summary) }
        if !report.isSound { throw ExitCode.failure }
    }

    /// One request with the key a fetch would use; its problem, if any, joins the others.
    private func tryKey(config: SiteConfig?, into report: inout CheckReport) async {
        let environment = CommandContext.current.environment
        let access: APIAccess
        do {
            access = try APIAccess.resolve(environment: environment, config: config, baseURLOption: apiBaseURL)
        } catch {
            switch error {
            case .noKey:
                report.problems.append(
                    Problem(
                        file: "LOSTARK_API_KEY", message: "not set: a fetch needs the key from https://developer-lostark.game.onstove.com"))
            case .badBaseURL(let text, let source):
                report.problems.append(Problem(file: source, message: "\"\(Redaction.url(text))\" is not an http(s) URL"))
            }
            return
        }
        let (base, key, source) = (access.baseURL, access.key, access.keySource)
        let result = OnlineCheck.describe(await KeyProbe.probe(base: base, key: key), keySource: source)
        if result.isProblem {
            report.problems.append(Problem(file: source, message: result.line))
        } else {
            report.notes.append(result.line)
            report.checked.append("the API key")
        }
    }

    /// Appended, as GitHub's step summary is: other steps write to the same file.
    private func appendSummary(_ markdown: String, to path: String) throws {
        let file = CommandContext.current.resolved(path)
        guard let handle = FileHandle(forWritingAtPath: file) ?? Self.create(file) else {
            throw CommandError("--summary \(path) cannot be written")
        }
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data(markdown.utf8))
    }

    private static func create(_ path: String) -> FileHandle? {
        FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil
    }
}
