import Foundation

/// Every tooltip in the corpus, found by an independent walk (JSONSerialization): each
/// `Tooltip`/`ToolTip` field, whatever object holds it.
package struct CorpusTooltip {
    package enum Content {
        /// Tooltip JSON (`Element_NNN` objects) in a string.
        case json(String)
        /// Markup only: a tripod's or ArkPassive point's string, or a stat's list of lines.
        case markup([String])
    }

    /// File and JSON path, for messages: `2025-08/armories/characters/x.json ArmorySkills[3].Tooltip`.
    package let location: String
    /// The JSON path with indices removed: `ArmorySkills[].Tooltip`, to count kinds of holder.
    package let holder: String
    package let content: Content

    package static func all(in sets: [URL]) -> [CorpusTooltip] {
        var found: [CorpusTooltip] = []
        for set in sets {
            let files =
                FileManager.default.enumerator(at: set, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path } ?? []
            for file in files {
                guard let data = try? Data(contentsOf: file) else { continue }
                found += all(in: data, file: set.lastPathComponent + "/" + file.path.dropFirst(set.path.count + 1))
            }
        }
        return found
    }

    /// The tooltips of one JSON file, `file` naming it in locations.
    package static func all(in data: Data, file: String) -> [CorpusTooltip] {
        guard let value = try? JSONSerialization.jsonObject(with: data) else { return [] }
        var found: [CorpusTooltip] = []
        walk(value, path: "", holder: "", file: file, into: &found)
        return found
    }

    /// The engravings' markup descriptions in a full armory (old `Effects` and 2025
    /// `ArkPassiveEffects`): text a reader sees on the sheet although no `Tooltip` holds it.
    package static func engravingDescriptions(in data: Data, file: String) -> [CorpusTooltip] {
        guard let armory = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let engraving = armory["ArmoryEngraving"] as? [String: Any]
        else { return [] }
        return ["Effects", "ArkPassiveEffects"].flatMap { key in
            ((engraving[key] as? [[String: Any]]) ?? []).enumerated().compactMap { index, effect in
                (effect["Description"] as? String).map {
                    CorpusTooltip(
                        location: "\(file) ArmoryEngraving.\(key)[\(index)].Description",
                        holder: "ArmoryEngraving.\(key)[].Description", content: .markup([$0]))
                }
            }
        }
    }

    private static func walk(_ value: Any, path: String, holder: String, file: String, into found: inout [CorpusTooltip]) {
        if let object = value as? [String: Any] {
            for key in object.keys.sorted() {
                let child = object[key] ?? NSNull()
                let childPath = path.isEmpty ? key : "\(path).\(key)"
                let childHolder = holder.isEmpty ? key : "\(holder).\(key)"
                guard key.lowercased() == "tooltip" else {
                    walk(child, path: childPath, holder: childHolder, file: file, into: &found)
                    continue
                }
                let location = "\(file) \(childPath)"
                if let text = child as? String {
                    let isJSON = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) is [String: Any]
                    found.append(CorpusTooltip(location: location, holder: childHolder, content: isJSON ? .json(text) : .markup([text])))
                } else if let lines = child as? [String] {
                    found.append(CorpusTooltip(location: location, holder: childHolder, content: .markup(lines)))
                }
            }
        } else if let array = value as? [Any] {
            for (index, element) in array.enumerated() {
                walk(element, path: "\(path)[\(index)]", holder: "\(holder)[]", file: file, into: &found)
            }
        }
    }

    /// The visible fragments, grouped per element in source order.
    package var fragments: [[String]] {
        switch content {
        case .json(let text): VisibleText.fragments(ofTooltip: text)
        case .markup(let lines): lines.map(VisibleText.fragments(ofMarkup:))
        }
    }
}
