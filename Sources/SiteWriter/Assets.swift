import Foundation
import Rendering

/// Static files shipped with the templates (`Templates/assets/…`), copied to the site root.
enum Assets {
    static func collect(defaults: [String: Data], overrides: URL?) throws(TemplateError) -> [String: Data] {
        var assets: [String: Data] = [:]
        for (path, data) in defaults where path.hasPrefix("assets/") {
            assets[String(path.dropFirst("assets/".count))] = data
        }
        if let folder = overrides?.appending(path: "assets") {
            let root = folder.standardizedFileURL.path
            for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init() {
                guard !url.hasDirectoryPath else { continue }
                guard let data = try? Data(contentsOf: url) else {
                    throw TemplateError(template: url.path, problem: "cannot be read")
                }
                assets[String(url.standardizedFileURL.path.dropFirst(root.count + 1))] = data
            }
        }
        return assets
    }
}
