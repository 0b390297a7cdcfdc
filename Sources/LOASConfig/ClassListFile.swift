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

    /// Every problem of the file that applies (`loas check`), each naming its line.
    package static func problems(config: URL?, templates: URL?) -> (file: URL?, problems: [ConfigError]) {
        guard let file = ConfigText.dataFile(fileName, config: config, templates: templates) else { return (nil, []) }
        var problems = ProblemList()
        if let text = problems.attempt({ () throws(ConfigError) in try ConfigText.read(file) }) {
            _ = read(text: text, file: file, problems: &problems)
        }
        return (file, problems.problems)
    }

    static func parse(text: String, file: URL) throws(ConfigError) -> [String: String] {
        var problems = ProblemList()
        let groups = read(text: text, file: file, problems: &problems)
        try problems.throwFirst()
        return groups
    }

    /// The groups as far as they can be read; each bad group or class is its own problem.
    private static func read(text: String, file: URL, problems: inout ProblemList) -> [String: String] {
        if let problem = YAMLShape.problem(in: text) {
            problems.append(ConfigError(file: file, "line \(problem.line): \(problem.text)"))
            return [:]
        }
        let reader = NodeReader(file: file)
        guard let found = problems.attempt({ () throws(ConfigError) in try YAMLTree.root(of: text, file: file) }), let root = found,
            let top = problems.attempt({ () throws(ConfigError) in try reader.mapping(root, at: "the file", keys: ["groups"]) }),
            let node = top["groups"],
            let entries = problems.attempt({ () throws(ConfigError) in try reader.entries(node, at: "groups", keys: nil) })
        else { return [:] }
        var groups: [String: String] = [:]
        // Each class once in the whole file: in two groups, or twice in one, is a mistake.
        var once = OnceEach("each class")
        for (group, list) in entries {
            guard let classes = problems.attempt({ () throws(ConfigError) in try reader.list(list, at: "groups.\(group)") }) else {
                continue
            }
            for (index, classNode) in classes.enumerated() {
                let place = "groups.\(group)[\(index + 1)]"
                guard let name = problems.attempt({ () throws(ConfigError) in try reader.text(classNode, at: place) }) else { continue }
                if problems.attempt({ () throws(ConfigError) in try once.check(name, node: classNode, at: place, reader: reader) }) != nil {
                    groups[name] = group
                }
            }
        }
        return groups
    }
}
