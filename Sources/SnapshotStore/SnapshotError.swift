/// A snapshot that exists but cannot be used; names the file and what is wrong with it.
package struct SnapshotError: Error, Sendable, CustomStringConvertible {
    package let path: String
    package let problem: String
    /// The file is there but SQLite finds it damaged (as opposed to missing, locked, or not
    /// a store): `loas store check` says so with its exit status.
    package let isDamage: Bool

    package init(path: String, problem: String, isDamage: Bool = false) {
        self.path = path
        self.problem = problem
        self.isDamage = isDamage
    }

    package var description: String { "\(path): \(problem)" }
}
