import ArgumentParser
import Foundation
import Honing
import LOASConfig
import Planning
import SiteWriter

struct Plan: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Plan each character's honing: every piece's next step at today's market prices, and the steps to the next raid.",
        discussion: """
            Reads the armories and market prices of the snapshot store (or --snapshots DIR), the \
            tables of honing.yml and the raids of raids.yml (beside loas.yml, in --templates, else \
            built in). A price the snapshots lack is named and leaves that gold unknown (null in \
            JSON), never 0. --format json writes one object per character.
            """)

    @OptionGroup var project: ProjectOptions

    @Option(help: "A folder of snapshots in the API-mirror layout, read instead of the store.")
    var snapshots: String?

    @Option(name: .customLong("character"), help: "A character to plan (repeatable; default: every character with 전율, 업화 or 완갑 gear).")
    var characters: [String] = []

    @Option(help: "A folder whose honing.yml and raids.yml override the built-in ones.")
    var templates: String?

    @Option(help: "Output format: text or json.")
    var format: PlanFormat = .text

    func run() async throws {
        let config = try project.loadConfig()
        let templatesFolder = templates.map(CommandContext.current.url)
        let tables = try HoningTableFile.load(config: config?.file, templates: templatesFolder)
        let catalog = try RaidCatalogFile.load(config: config?.file, templates: templatesFolder)
        let now = Date()
        let source = try project.snapshotSource(mirror: snapshots, config: config, now: now, announce: false).snapshots
        var warnings: [String] = []
        let text = try HoningReport.render(
            source, tables: tables, goals: RaidGoal.goals(from: catalog, on: KoreanDate.day(of: now)),
            names: characters.isEmpty ? nil : characters,
            format: format == .json ? .json : .text,
            warnings: &warnings)
        warnings.forEach { note("warning: \($0)") }
        say(text, terminator: "")
    }
}

enum PlanFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
