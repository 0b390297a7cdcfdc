import ArgumentParser
import DocumentTree
import FileSystem
import Foundation
import Rendering
import TooltipDecoder
import TooltipSemantics

struct Tooltip: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Decode one tooltip and print it.",
        discussion: """
            INPUT is a file holding a raw Tooltip string, that string JSON-quoted, a whole API \
            object with a Tooltip field (an equipment entry, a gem, a skill, a market item), or a \
            markup-only tooltip (a tripod's, a stat's lines); - reads standard input. --format facts \
            prints what LOAS reads from it: grade, quality, item level, elixirs, gem skill, tripods, …
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html, markdown, tree, facts
    }

    @Argument(help: "The file to read, or - for standard input.")
    var input: String = "-"

    @Option(help: "Output format: html, markdown, tree or facts.")
    var format: Format = .tree

    func run() async throws {
        let text = try readText()
        let document: Document
        do {
            document = try TooltipDecoder.decode(input: text)
        } catch {
            throw CommandError(error.about(input == "-" ? "standard input" : input).description)
        }
        switch format {
        case .tree: say(document.treeDescription)
        case .html: say(DocumentRenderer(format: .html).render(document), terminator: "")
        case .markdown: say(DocumentRenderer(format: .markdown).render(document), terminator: "")
        case .facts:
            guard let facts = TooltipFacts(document) else {
                say("no facts: not an item, gem, card or skill tooltip")
                return
            }
            let width = facts.summary.map(\.label.count).max() ?? 0
            for (label, value) in facts.summary {
                say(label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value)
            }
        }
    }

    /// The input as text; its bytes are let go on return, so a large file is not held twice.
    private func readText() throws -> String {
        let data: Data
        do {
            // A pipe or a device named by path is refused at once, never waited on.
            let context = CommandContext.current
            let read = input == "-" ? context.input() : try RegularFile.read(input, from: context.directory)
            guard let read else { throw CommandError("\(input): no such file") }
            data = read
        } catch let error as FileSystemError {
            throw CommandError(error.found == nil ? "\(input): cannot be read (\(error.problem))" : error.description)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandError("\(input): is not UTF-8 text")
        }
        return text
    }
}
