/// What a release knows of itself, baked in by `scripts/release.sh` (`BuildInfo`): each empty
/// in a development build, which cannot know where LOAS is published or which commit it is.
package struct BuiltRelease: Sendable, Equatable {
    /// `1.2.0`, without the `v`.
    package var version: String
    /// `owner/name` on GitHub.
    package var repository: String
    /// The full 40-hex commit the release was built from.
    package var commit: String

    package init(version: String = "", repository: String = "", commit: String = "") {
        (self.version, self.repository, self.commit) = (version, repository, commit)
    }
}

/// The action a written workflow runs, `uses: owner/name@ref # vX.Y.Z`: the release running
/// `init`, at the full commit it was built from, or what `--action` names. Never a placeholder:
/// a build that knows neither refuses, saying what to pass.
package struct ReleasePin: Sendable, Equatable {
    /// `owner/name` of the repository whose action and releases the workflow uses.
    package let repository: String
    /// A full 40-hex commit SHA, or a tag.
    package let ref: String
    /// `1.2.0`, when known: the comment after a SHA, which Dependabot updates with it.
    package let version: String?

    package var uses: String { "\(repository)@\(ref)" }

    /// Whether `ref` is a full commit SHA, the only ref no one can move.
    package var isCommit: Bool { Self.isFullSHA(ref) }

    /// The comment after `uses:`: the version a SHA stands for (`v1.2.0`).
    var comment: String {
        guard isCommit else { return "the release to run; pin it to its full commit SHA (loas check says so)" }
        return version.map { "v\($0)" } ?? "the LOAS commit named with `loas init --action`"
    }

    /// `action`: `--action owner/name@ref`, which wins; else the release this binary is.
    package static func resolve(action: String?, built: BuiltRelease) throws(StarterError) -> ReleasePin {
        if let action {
            let pin = try parse(action)
            // The version is known only for the commit this release was built from.
            let version = pin.ref.lowercased() == built.commit.lowercased() && !built.version.isEmpty ? built.version : nil
            return ReleasePin(repository: pin.repository, ref: pin.ref, version: version ?? pin.version)
        }
        // A build of no tag (`dev`) is no release anyone else can download.
        guard !built.repository.isEmpty, isFullSHA(built.commit), !built.version.isEmpty, !built.version.hasPrefix("dev") else {
            throw StarterError(
                "this loas is a development build: it does not know which repository and commit the workflow should run, "
                    + "and loas init writes no placeholder. Pass --action OWNER/NAME@COMMIT, where OWNER/NAME is the GitHub "
                    + "repository LOAS is published under and COMMIT the full 40-hex commit SHA of one of its releases "
                    + "(its Releases page names it), or run init with a released loas (scripts/release.sh --repository "
                    + "OWNER/NAME builds one); nothing was written")
        }
        return ReleasePin(repository: built.repository, ref: built.commit.lowercased(), version: built.version)
    }

    /// `owner/name@ref`, each part as GitHub allows it; a short SHA is refused (GitHub does not
    /// run an action by one) and so is the `OWNER` placeholder.
    package static func parse(_ text: String) throws(StarterError) -> ReleasePin {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        let names = parts.first.map { $0.split(separator: "/", omittingEmptySubsequences: false) } ?? []
        guard parts.count == 2, names.count == 2, names.allSatisfy(isName), !parts[1].isEmpty else {
            throw StarterError("--action \"\(text)\" is not OWNER/NAME@REF (me/loas@<40-hex commit SHA> or me/loas@v1.2.0)")
        }
        guard names[0] != "OWNER" else {
            throw StarterError("--action \"\(text)\" names the placeholder OWNER: name the account LOAS is published under")
        }
        let ref = String(parts[1])
        if ref.allSatisfy(\.isHexDigit) && ref.count != 40 && ref.count >= 7 {
            throw StarterError("--action \"\(text)\": \(ref) is a short commit SHA; GitHub runs an action only by the full 40-hex one")
        }
        guard isFullSHA(ref) || isTag(ref) else {
            throw StarterError("--action \"\(text)\": \(ref) is neither a full 40-hex commit SHA nor a tag such as v1.2.0")
        }
        let version = isFullSHA(ref) ? nil : (ref.hasPrefix("v") ? String(ref.dropFirst()) : ref)
        return ReleasePin(repository: "\(names[0])/\(names[1])", ref: isFullSHA(ref) ? ref.lowercased() : ref, version: version)
    }

    package static func isFullSHA(_ text: some StringProtocol) -> Bool {
        text.count == 40 && text.allSatisfy(\.isHexDigit)
    }

    private static func isName(_ text: Substring) -> Bool {
        !text.isEmpty && text != "." && text != ".."
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }

    private static func isTag(_ text: String) -> Bool {
        !text.contains("..") && text.first?.isASCII == true && (text.first?.isLetter == true || text.first?.isNumber == true)
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./+".contains($0)) }
    }
}
