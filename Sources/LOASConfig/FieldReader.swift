import Foundation
import Support

/// Typed reads of the config's keys, each failure naming the key and what was found.
struct FieldReader {
    let file: URL
    let fields: [String: Any]

    func string(_ key: String) throws(ConfigError) -> String? {
        guard let value = fields[key], !(value is NSNull) else { return nil }
        switch value {
        case let text as String: return text.isEmpty ? nil : text
        case let number as Int: return String(number)  // a character named with digits only
        default: throw mismatch(key, "a text", value)
        }
    }

    func strings(_ key: String) throws(ConfigError) -> [String] {
        guard let value = fields[key], !(value is NSNull) else { return [] }
        if let text = value as? String { return [text] }
        guard let list = value as? [Any] else { throw mismatch(key, "a list of names", value) }
        var names: [String] = []
        for element in list {
            switch element {
            case let text as String where !text.isEmpty: names.append(text)
            case let number as Int: names.append(String(number))
            default: throw mismatch(key, "a list of names", element)
            }
        }
        return names
    }

    func integers(_ key: String) throws(ConfigError) -> [Int] {
        guard let value = fields[key], !(value is NSNull) else { return [] }
        let list = value as? [Any] ?? [value]
        var numbers: [Int] = []
        for element in list {
            switch element {
            case let number as Int: numbers.append(number)
            case let text as String where Int(text) != nil: numbers.append(Int(text) ?? 0)
            default: throw mismatch(key, "a list of market item ids (numbers)", element)
            }
        }
        return numbers
    }

    func bool(_ key: String) throws(ConfigError) -> Bool? {
        guard let value = fields[key], !(value is NSNull) else { return nil }
        guard let flag = value as? Bool else { throw mismatch(key, "true or false", value) }
        return flag
    }

    func url(_ key: String) throws(ConfigError) -> URL? {
        guard let text = try string(key) else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil else {
            throw ConfigError(file: file, "`\(key)` should be an http(s) URL, found \"\(Redaction.url(text))\"")
        }
        return url
    }

    /// `30m`, `1h30m`, `90s`, or a number of seconds.
    func duration(_ key: String) throws(ConfigError) -> Duration? {
        guard let text = try string(key) else { return nil }
        guard let duration = DurationText.parse(text) else {
            throw ConfigError(file: file, "`\(key)` should be a duration such as 30m, 1h30m or 90s, found \"\(text)\"")
        }
        return duration
    }

    private func mismatch(_ key: String, _ expected: String, _ value: Any) -> ConfigError {
        ConfigError(file: file, "`\(key)` should be \(expected), found \(SiteConfig.describe(value))")
    }
}
