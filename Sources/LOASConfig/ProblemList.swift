/// Problems gathered while a file is read, so `loas check` can name every one at once; the
/// readers a build uses throw the first, which is the one they met first before.
package struct ProblemList: Sendable {
    private(set) var problems: [ConfigError] = []

    /// `body`'s value, or nil with its problem kept.
    @discardableResult
    mutating func attempt<T>(_ body: () throws(ConfigError) -> T) -> T? {
        do {
            return try body()
        } catch {
            problems.append(error)
            return nil
        }
    }

    mutating func append(_ problem: ConfigError) {
        problems.append(problem)
    }

    func throwFirst() throws(ConfigError) {
        if let first = problems.first { throw first }
    }
}
