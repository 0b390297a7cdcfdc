import ArgumentParser
import BundledResources
import Foundation
import SiteWriter
import SnapshotStore

struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site from snapshots (the built-in demo snapshots when none are given).")

    @Option(help: "A folder of snapshots in the API-mirror layout (GET /a/b is at a/b.json).")
    var snapshots: String?

    @Option(help: "Where to write the site.")
    var out: String = "site"

    @Option(help: "A folder whose templates override the built-in ones, file by file.")
    var templates: String?

    @Option(help: "The site's title.")
    var title: String = "LOAS"

    func run() async throws {
        let source: any SnapshotSource
        if let snapshots {
            source = try MirrorDirectory(URL(fileURLWithPath: snapshots))
        } else {
            source = InMemorySnapshots(label: "demo", files: BundledResources.demoSnapshots)
            note("no --snapshots given: building the built-in demo snapshots")
        }
        let options = SiteBuilder.Options(siteTitle: title, templates: templates.map { URL(fileURLWithPath: $0) })
        let site = try SiteBuilder(snapshots: source, options: options).build()
        for warning in site.warnings {
            note("warning: \(warning)")
        }
        let summary = try SiteOutput.write(site.files, to: URL(fileURLWithPath: out))
        print(
            "wrote \(out)/: \(site.files.count) files (\(summary.written) written, \(summary.unchanged) unchanged, "
                + "\(summary.removed) removed)")
    }
}

/// Progress and warnings go to standard error, so standard output stays for results.
func note(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// A failure to report in one line, without the usage text argument errors get.
struct CommandError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
