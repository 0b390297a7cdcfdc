import BundledResources
import Foundation
import Rendering

/// The templates of one build, read and compiled once for every page of both formats.
struct BuildTemplates: Sendable {
    /// Per format, in `OutputFormat.allCases` order.
    let libraries: [(OutputFormat, TemplateLibrary)]
    /// Static files, the stylesheet under its fingerprinted name.
    let assets: [String: Data]
    let stylesheet: String
    /// Of every template and asset, for the build cache.
    let fingerprint: String

    init(overrides: URL?) throws(TemplateError) {
        let files = try TemplateFiles(defaults: BundledResources.templates, overrides: overrides)
        var assets = files.assets
        stylesheet = SiteBuilder.fingerprint("style.css", in: &assets)
        self.assets = assets
        var libraries: [(OutputFormat, TemplateLibrary)] = []
        for format in OutputFormat.allCases {
            libraries.append((format, try TemplateLibrary(format: format, files: files)))
        }
        self.libraries = libraries
        var hash = ContentHash()
        for (path, data) in files.files {
            hash.add(path)
            hash.add(data)
        }
        fingerprint = hash.hex
    }
}
