import ArgumentParser
import BundledResources
import Foundation
import Mustache
import Rendering
import SitePages

struct EnginesBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engines",
        abstract: "LOAS's Mustache engine against swift-mustache on the HTML character sheets of a snapshot folder.",
        discussion: """
            Makes the sheet views of the characters in --snapshots (e.g. `loas-bench corpus --count 500 --out DIR`), \
            renders each with the built-in templates through LOAS's engine and through swift-mustache (the view \
            read by Mirror, and a [String: Any] tree made from LOAS's TemplateValue), and prints CPU time per sheet \
            (the least of --rounds), bytes, whether the pages are byte for byte LOAS's, and how they differ. Then runs \
            small probes of the rules the site relies on. Figures only; never fails on a slow one.
            """)

    @Option(help: "A snapshot folder in the API-mirror layout (`loas-bench corpus --out`).")
    var snapshots: String

    @Option(help: "Take only the first N characters (default: all).")
    var count: Int?

    @Option(help: "Runs of each measure; the least CPU time is kept.")
    var rounds: Int = 3

    @Option(help: "Pages whose first difference is printed, per swift-mustache context.")
    var show: Int = 3

    @Option(help: "Groups of differing lines printed, per swift-mustache context.")
    var groupLimit: Int = 12

    @Flag(help: "Skip timing swift-mustache through Mirror (the slowest measure); outputs are still compared.")
    var skipMirrorTiming = false

    func run() throws {
        let start = CPUTime.seconds()
        let sheets = try SheetViews(folder: URL(fileURLWithPath: snapshots), limit: count)
        guard !sheets.views.isEmpty else { throw ValidationError("\(snapshots) holds no character this command can read") }
        let making = (CPUTime.seconds() - start) / Double(sheets.views.count)
        say("\(sheets.views.count) sheet views from \(snapshots)")
        say(
            String(
                format: "making them took %.2f ms CPU per sheet, once (snapshot read, tooltips decoded without the build's shared cache)",
                making * 1000))
        if !sheets.skipped.isEmpty { say("skipped: \(sheets.skipped.joined(separator: ", "))") }

        let engines = try Engines()
        let values = sheets.values
        let trees = values.map(MustacheTree.make)
        say("swift-mustache read \(engines.mustacheCount) .html templates; LOAS's library the same files")

        try compare(sheets, values: values, trees: trees, engines: engines)
        try time(sheets.views, trees: trees, engines: engines)
        say("")
        say(EngineProbes.report())
    }

    private func compare(_ sheets: SheetViews, values: [TemplateValue], trees: [Any], engines: Engines) throws {
        var kinds: [String: [OutputDifference.Kind: Int]] = [:]
        var shown: [String: Int] = [:]
        var lines: [String: LineDifferences] = [:]
        for (index, view) in sheets.views.enumerated() {
            let ours = [UInt8](try engines.loas.renderData("character", value: values[index]))
            let outputs = [
                ("Mirror", engines.mustache.render(view, withTemplate: "character") ?? ""),
                ("dictionaries", engines.mustache.render(trees[index], withTemplate: "character") ?? ""),
            ]
            for (context, output) in outputs {
                let difference = OutputDifference(loas: ours, other: Array(output.utf8))
                kinds[context, default: [:]][difference.kind, default: 0] += 1
                if difference.kind != .identical { lines[context, default: LineDifferences()].add(loas: ours, other: Array(output.utf8)) }
                guard difference.kind != .identical, shown[context, default: 0] < show else { continue }
                shown[context, default: 0] += 1
                say("")
                say(
                    "\(sheets.names[index]), swift-mustache via \(context): \(difference.kind.rawValue)\(difference.hint.map { "; \($0)" } ?? "")"
                )
                say("  first difference at byte \(difference.offset), line \(difference.line)")
                say("  LOAS:           …\(difference.ours)…")
                say("  swift-mustache: …\(difference.theirs)…")
            }
        }
        say("")
        for context in ["Mirror", "dictionaries"] {
            let counts = OutputDifference.Kind.allCases.compactMap { kind in
                kinds[context]?[kind].map { "\($0) \(kind.rawValue)" }
            }
            say("swift-mustache via \(context), pages against LOAS's: " + counts.joined(separator: ", "))
            if let groups = lines[context]?.report(limit: groupLimit), !groups.isEmpty {
                say("lines that differ, grouped by LOAS's line (most pages first):")
                groups.forEach(say)
            }
        }
    }

    private func time(_ views: [CharacterPage], trees: [Any], engines: Engines) throws {
        let pages = Double(views.count)
        say("")
        say("measuring \(views.count) sheets, least CPU time of \(rounds) runs each…")
        let encode = try CPUTime.least(rounds: rounds) {
            try views.reduce(0) { total, view throws(TemplateError) in
                if case .object = try TemplateValue(encoding: view) { total + 1 } else { total }
            }
        }
        let loas = try CPUTime.least(rounds: rounds) {
            try views.reduce(0) { total, view throws(TemplateError) in total + (try engines.loas.renderData("character", view)).count }
        }
        let mirror =
            skipMirrorTiming
            ? nil
            : CPUTime.least(rounds: rounds) {
                views.reduce(0) { $0 + (engines.mustache.render($1, withTemplate: "character")?.utf8.count ?? 0) }
            }
        let tree = CPUTime.least(rounds: rounds) {
            trees.reduce(0) { $0 + (engines.mustache.render($1, withTemplate: "character")?.utf8.count ?? 0) }
        }
        let base = loas.seconds / pages
        func row(_ name: String, _ seconds: Double, _ bytes: Int?) -> String {
            let perPage = seconds / pages
            let bytesText = bytes.map { String(format: "%10.0f", Double($0) / pages) } ?? ""
            return name.padding(toLength: 50, withPad: " ", startingAt: 0)
                + String(format: "%10.3f %8.2f×", perPage * 1000, perPage / base) + bytesText
        }
        say("")
        say("CPU per sheet page".padding(toLength: 50, withPad: " ", startingAt: 0) + "        ms  vs LOAS     bytes")
        say(row("LOAS: encode + render (renderData)", loas.seconds, loas.bytes))
        say(row("LOAS: encode alone (TemplateValue)", encode.seconds, nil))
        say(row("LOAS: render alone (difference of the two)", loas.seconds - encode.seconds, nil))
        if let mirror { say(row("swift-mustache: the view via Mirror", mirror.seconds, mirror.bytes)) }
        say(row("swift-mustache: [String: Any] from TemplateValue", tree.seconds, tree.bytes))
        say("(bytes: the mean page; swift-mustache's are its String's UTF-8, LOAS's the Data it writes)")
    }
}

/// Both engines over the same built-in template files: every `.html` file, named by its
/// path without the extension (`partials/head`), as `TemplateLibrary` names them.
struct Engines {
    let loas: TemplateLibrary
    let mustache: MustacheLibrary
    let mustacheCount: Int

    init() throws {
        let files = try TemplateFiles(defaults: BundledResources.templates.merging(CharacterTable.standard.templates) { $1 })
        loas = try TemplateLibrary(format: .html, files: files)
        var mustache = MustacheLibrary()
        var count = 0
        for (path, data) in files.files where path.hasSuffix(".html") {
            try mustache.register(String(decoding: data, as: UTF8.self), named: String(path.dropLast(".html".count)))
            count += 1
        }
        self.mustache = mustache
        mustacheCount = count
    }
}
