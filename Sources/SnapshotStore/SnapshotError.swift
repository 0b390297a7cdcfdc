/// A snapshot that exists but cannot be used; names the file and what is wrong with it.
public struct SnapshotError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let problem: String

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "\(path): \(problem)" }
}
