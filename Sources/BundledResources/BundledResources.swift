import Foundation

/// Files compiled into the binary: the default templates (`Templates/`), the demo snapshots
/// (`Demo/`) and the files `loas init` writes (`Starter/`), keyed by their path relative to
/// that folder.
package enum BundledResources {
    /// Default templates, e.g. `"character.html"` or `"partials/head.html"`.
    package static let templates: [String: Data] = files(in: "Templates")

    /// Demo snapshots in the API-mirror layout, e.g. `"news/notices.json"`.
    package static let demoSnapshots: [String: Data] = files(in: "Demo")

    /// What `loas init` writes, before it fills them in (`Starter/`), e.g. `"site.yml"`.
    package static let starter: [String: Data] = files(in: "Starter")

    private static func files(in folder: String) -> [String: Data] {
        let prefix = folder + "/"
        var result: [String: Data] = [:]
        for (key, base64) in Embedded.files where key.hasPrefix(prefix) {
            // The generator wrote these strings itself; a failure here would be a build bug.
            guard let data = Data(base64Encoded: base64) else { continue }
            result[String(key.dropFirst(prefix.count))] = data
        }
        return result
    }
}
