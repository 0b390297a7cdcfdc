import BundledResources
import Foundation

/// A data file of `Templates/` (raids.yml, honing.yml) a user may override beside loas.yml or
/// in a `--templates` folder: found, read and checked the same way for each, so only how its
/// text becomes a value is written per file.
package protocol DataFile {
    associatedtype Value
    static var fileName: String { get }
    /// What a missing bundled file gives.
    static var empty: Value { get }
    /// The value, every problem appended to `problems`, each naming its line.
    static func read(text: String, file: URL, problems: inout ProblemList) -> Value
}

extension DataFile {
    /// The file that applies: beside the config file, else in the templates folder, else the
    /// one that ships with the templates.
    package static func load(config: URL?, templates: URL?) throws(ConfigError) -> Value {
        if let file = ConfigText.dataFile(fileName, config: config, templates: templates) {
            return try parse(text: try ConfigText.read(file), file: file)
        }
        return try bundled()
    }

    /// The file that ships with the templates (none: the empty value).
    package static func bundled() throws(ConfigError) -> Value {
        guard let data = BundledResources.templates[fileName] else { return empty }
        return try parse(data, file: URL(fileURLWithPath: "Templates/" + fileName))
    }

    package static func parse(_ data: Data, file: URL) throws(ConfigError) -> Value {
        try parse(text: try ConfigText.text(of: data, file: file), file: file)
    }

    static func parse(text: String, file: URL) throws(ConfigError) -> Value {
        var problems = ProblemList()
        let value = read(text: text, file: file, problems: &problems)
        try problems.throwFirst()
        return value
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
}
