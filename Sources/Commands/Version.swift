import BuildInfo
import Starter

/// What `loas --version` says: the release and the commit it was built from, both written into
/// the binary by scripts/release.sh; a `swift build` of a checkout says it is a development build.
enum Version {
    static var text: String {
        let version = String(cString: loas_build_version())
        let commit = String(cString: loas_build_commit())
        guard !version.isEmpty else { return "development build (scripts/release.sh makes a versioned one)" }
        return commit.isEmpty ? version : "\(version) (commit \(commit))"
    }

    /// The release this binary is, where it is published and the commit it was built from, as
    /// scripts/release.sh baked them in: what `loas init` pins a workflow to. All empty in a
    /// development build, whose `init` then asks for `--action`.
    static var built: BuiltRelease {
        BuiltRelease(
            version: String(cString: loas_build_version()), repository: String(cString: loas_build_repository()),
            commit: String(cString: loas_build_full_commit()))
    }
}
