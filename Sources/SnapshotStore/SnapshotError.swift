/// A snapshot that exists but cannot be used; names the file and what is wrong with it.
public struct SnapshotError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let problem: String
    /// The file is there but SQLite finds it damaged (as opposed to missing, locked, or not
    /// a store): `loas store check` says so with its exit status.
    public let isDamage: Bool

    public init(path: String, problem: String, isDamage: Bool = false) {
        self.path = path
        self.problem = problem
        self.isDamage = isDamage
    }

    public var description: String { "\(path): \(problem)" }
}
