import Foundation
import SitePages

/// A whole site written at once, and what a write did. Only a folder that is empty or that
/// LOAS wrote before (it holds `.loas-site`) is written to. Each file is replaced atomically
/// and only when its bytes changed; files of an earlier build that this build no longer
/// makes are removed, and no other file.
extension SiteFolder {
    /// The folder's marker and lock: the files LOAS wrote there.
    static let marker = ".loas-site"

    /// What a commit did to the folder.
    package struct Summary: Sendable, Equatable {
        package var written: Int
        package var unchanged: Int
        package var removed: Int
        /// Files in the folder that loas did not write, left in place, said for the user.
        package var warnings: [String] = []
    }

    /// Writes a site already held in memory.
    package static func write(_ files: [String: Data], to folder: URL) throws(SiteOutputError) -> Summary {
        let output = try SiteFolder(folder)
        do {
            for (path, data) in files.sorted(by: { $0.key < $1.key }) {
                try output.put(path, data)
            }
            return try output.commit()
        } catch {
            output.abort()
            throw error
        }
    }
}

package struct SiteOutputError: Error, Sendable, CustomStringConvertible {
    package let path: String
    package let problem: String

    package init(_ path: String, _ problem: String) {
        self.path = path
        self.problem = problem
    }

    package var description: String { "\(path) \(problem)" }
}
