/// The release a written workflow runs (`uses: OWNER/loas@vX.Y.Z`): the one running `init`,
/// or, from a development build, which knows no release of its own, the latest one known when
/// it was built (said so in the workflow and on the terminal).
package struct ReleasePin: Sendable, Equatable {
    /// `owner/name` of the repository whose action and releases the workflow uses.
    package let repository: String
    /// `1.2.0`, without the `v`.
    package let version: String
    /// True when the running loas is not that release.
    package let isDevelopmentBuild: Bool

    /// `release`: the running binary's version (`BuildInfo`), nil or empty in a development
    /// build; `latest`: the release to pin then.
    package init(repository: String, release: String?, latest: String) {
        self.repository = repository
        if let release, !release.isEmpty, release != "dev" {
            version = release.hasPrefix("v") ? String(release.dropFirst()) : release
            isDevelopmentBuild = false
        } else {
            version = latest
            isDevelopmentBuild = true
        }
    }

    package var uses: String { "\(repository)@v\(version)" }

    /// For the workflow's first comment.
    var writtenBy: String {
        isDevelopmentBuild ? "a development build of loas; pinned to the latest release, \(version)" : "loas \(version)"
    }
}
