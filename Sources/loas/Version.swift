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
}
