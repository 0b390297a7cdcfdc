import Foundation

/// A config file's text (`loas.yml`, `raids.yml`): at most `SiteConfig.maxFileSize` bytes of
/// UTF-8, read without taking in more than that, every problem naming the file.
enum ConfigText {
    static func read(_ file: URL) throws(ConfigError) -> String {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: file)
            defer { try? handle.close() }
            data = try handle.read(upToCount: SiteConfig.maxFileSize + 1) ?? Data()
        } catch {
            throw Redaction().apply(ConfigError(file: file, "cannot be read (\(error.localizedDescription))"))
        }
        return try text(of: data, file: file)
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
