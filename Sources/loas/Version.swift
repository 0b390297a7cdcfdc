import BuildInfo

/// What `loas --version` says: the release and the commit it was built from, both written into
/// the binary by scripts/release.sh; a `swift build` of a checkout says it is a development build.
enum Version {
    static var text: String {
        let version = String(cString: loas_build_version())
        let commit = String(cString: loas_build_commit())
        guard !version.isEmpty else { return "development build (scripts/release.sh makes a versioned one)" }
        return commit.isEmpty ? version : "\(version) (commit \(commit))"
    }

    /// The release this binary is (`1.2.0`), nil in a development build.
    static var release: String? {
        let version = String(cString: loas_build_version())
        return version.isEmpty ? nil : version
    }

    /// The latest release when this source was committed: what `loas init` pins a workflow to
    /// from a development build, which cannot know a newer one offline. Raise it with each
    /// release tag (CONTRIBUTING.md, A release).
    static let latestRelease = "0.1.0"

    /// The repository whose action and releases a written workflow uses; `OWNER` as in the
    /// README's install line, to be replaced by the account LOAS is published under.
    static let repository = "OWNER/loas"
}
