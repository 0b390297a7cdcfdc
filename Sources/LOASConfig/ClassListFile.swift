import BundledResources
import Foundation
import Yams

/// `classes.yml`: the game's classes by group (전사, 마법사, …), so a page can name a class's
/// group. Data, not code: a class the file does not list is shown as the API gives it. One
/// ships with the templates; a `classes.yml` beside `loas.yml` (or in the templates folder)
/// replaces it whole.
package enum ClassListFile {
    package static let fileName = "classes.yml"

    /// Each class's group, by the class's name as the API spells it.
    package static func load(config: URL?, templates: URL?) throws(ConfigError) -> [String: String] {
        if let file = ConfigText.dataFile(fileName, config: config, templates: templates) {
            return try parse(text: try ConfigText.read(file), file: file)
        }
        guard let data = BundledResources.templates[fileName] else { return [:] }
        let file = URL(fileURLWithPath: "Templates/" + fileName)
        return try parse(text: try ConfigText.text(of: data, file: file), file: file)
    }

    /// The problem of the file that applies (`loas check`): the first, naming its line.
    package static func problems(config: URL?, templates: URL?) -> (file: URL?, problems: [ConfigError]) {
        guard let file = ConfigText.dataFile(fileName, config: config, templates: templates) else { return (nil, []) }
        do {
            _ = try parse(text: try ConfigText.read(file), file: file)
            return (file, [])
        } catch {
            return (file, [error])
        }
    }

    static func parse(text: String, file: URL) throws(ConfigError) -> [String: String] {
        if let problem = YAMLShape.problem(in: text) {
            throw ConfigError(file: file, "line \(problem.line): \(problem.text)")
        }
        guard let root = try YAMLTree.root(of: text, file: file) else { return [:] }
        let reader = NodeReader(file: file)
        let top = try reader.mapping(root, at: "the file", keys: ["groups"])
        var groups: [String: String] = [:]
        guard let node = top["groups"] else { return [:] }
        // Each class once in the whole file: in two groups, or twice in one, is a mistake.
        var once = OnceEach("each class")
        for (group, list) in try reader.entries(node, at: "groups", keys: nil) {
            for (index, classNode) in try reader.list(list, at: "groups.\(group)").enumerated() {
                let place = "groups.\(group)[\(index + 1)]"
                let name = try reader.text(classNode, at: place)
                try once.check(name, node: classNode, at: place, reader: reader)
                groups[name] = group
            }
        }
        return groups
    }
}
