import FileSystem
import Foundation

/// A config file's text (`loas.yml`, `raids.yml`): at most `SiteConfig.maxFileSize` bytes of
/// UTF-8, read without taking in more than that, every problem naming the file.
enum ConfigText {
    /// A pipe or a device is refused at once, never waited on.
    static func read(_ file: URL) throws(ConfigError) -> String {
        let read: Data?
        do {
            read = try RegularFile.read(file.path, limit: SiteConfig.maxFileSize + 1)
        } catch {
            let why = error.found == nil ? "cannot be read (\(error.problem))" : error.problem
            throw Redaction().apply(ConfigError(file: file, why))
        }
        guard let data = read else { throw ConfigError(file: file, "cannot be read (no such file)") }
        return try text(of: data, file: file)
    }

    /// The data file `name` (`raids.yml`) beside the config file, else in the templates
    /// folder; nil when neither is there. One in the templates folder that is a link is not
    /// read, as no link inside that folder is followed (the build names it in a warning).
    static func dataFile(_ name: String, config: URL?, templates: URL?) -> URL? {
        if let beside = config?.deletingLastPathComponent().appendingPathComponent(name),
            FileManager.default.fileExists(atPath: beside.path)
        {
            return beside
        }
        guard let file = templates?.appendingPathComponent(name), let status = FileStatus(path: file.path, followingLinks: false)
        else { return nil }
        return status.kind == .link ? nil : file
    }

    static func tooLarge(_ file: URL) -> ConfigError {
        ConfigError(file: file, "is larger than 1 MB; a config file is a few lines of YAML")
    }

    static func text(of data: Data, file: URL) throws(ConfigError) -> String {
        guard data.count <= SiteConfig.maxFileSize else { throw tooLarge(file) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(file: file, "cannot be read (it is not UTF-8 text)")
        }
        return text
    }
}
