import BundledResources
import Foundation
import Rendering
import SitePages
import SnapshotStore
import Support

/// The templates of one build, read and compiled once for every page of both formats.
struct BuildTemplates: Sendable {
    /// Per format, in `OutputFormat.allCases` order.
    let libraries: [(OutputFormat, TemplateLibrary)]
    /// Static files, the stylesheet under its fingerprinted name.
    let assets: [String: Data]
    let stylesheet: String
    var stylesheetText: String { assets[stylesheet].map { String(decoding: $0, as: UTF8.self) } ?? "" }
    /// What Swift puts into pages by key (`words.txt`).
    let words: Words
    /// Of every template and asset, for the build cache.
    let fingerprint: String
    /// What the user's folder holds that is not used (a link), said for the user.
    let warnings: [String]

    /// The templates of `table`'s pages, with the words they name (`PageTable.words`).
    init(overrides: URL?, table: PageTable = .standard) throws(TemplateError) {
        let files = try TemplateFiles(defaults: Self.defaults(table), overrides: overrides)
        warnings = files.warnings
        var assets = files.assets
        stylesheet = Self.fingerprint("style.css", in: &assets)
        self.assets = assets
        var libraries: [(OutputFormat, TemplateLibrary)] = []
        for format in OutputFormat.allCases {
            libraries.append((format, try TemplateLibrary(format: format, files: files)))
        }
        self.libraries = libraries
        words = try Words(defaults: BundledResources.templates[Words.fileName], file: files.file(Words.fileName), pageKeys: table.words)
        var hash = ContentHash()
        for (path, data) in files.files {
            hash.add(path)
            hash.add(data)
        }
        fingerprint = hash.hex
    }

    /// The built-in templates with the ones `table` makes (the sheet's list of sections).
    static func defaults(_ table: PageTable = .standard) -> [String: Data] {
        BundledResources.templates.merging(table.characters.templates) { _, made in made }
    }

    /// Renames `name` to carry the start of its SHA-256 (`style.1a2b3c4d.css`), so a host's
    /// long cache can never serve last week's stylesheet with this week's pages.
    static func fingerprint(_ name: String, in assets: inout [String: Data]) -> String {
        guard let data = assets.removeValue(forKey: name) else { return name }
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        let hashed = name[..<dot] + "." + SHA256.hex(of: data).prefix(10) + name[dot...]
        assets[String(hashed)] = data
        return String(hashed)
    }
}
