import Foundation
import Yams

/// `loas check` on the workflows GitHub runs (`.github/workflows/*.yml` at the repository's
/// root): an action not pinned to a full commit SHA, the `OWNER` placeholder, a secret the
/// LOAS step needs and is not given (or is given in the clear), and a dashboard below the root
/// that no workflow there reads. Each problem names its file and line.
package enum WorkflowCheck {
    package struct Found: Sendable {
        package var problems: [(file: URL, message: String)] = []
        package var notes: [String] = []
        package var checked: [String] = []
    }

    /// `config`: loas.yml's folder is the dashboard's; the repository's root is the nearest
    /// folder at or above it holding a `.git` (the folder itself when there is none).
    package static func run(dashboard: URL) -> Found {
        var found = Found()
        let folder = dashboard.absoluteURL.standardizedFileURL
        let root = repositoryRoot(of: folder) ?? folder
        let files = workflows(in: root)
        if root.path != folder.path {
            checkBelowRoot(folder: folder, root: root, workflows: files, into: &found)
        }
        guard !files.isEmpty else {
            found.notes.append("no workflow in \(root.path)/.github/workflows: `loas init` writes the one that publishes the site")
            return found
        }
        for file in files { check(file, into: &found) }
        return found
    }

    /// The workflow files, sorted; GitHub reads `.yml` and `.yaml` in that one folder.
    static func workflows(in root: URL) -> [URL] {
        let folder = root.appending(path: ".github/workflows")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted().map { folder.appending(path: $0) }
    }

    static func repositoryRoot(of folder: URL) -> URL? {
        var current = folder
        while true {
            if FileManager.default.fileExists(atPath: current.appending(path: ".git").path) { return current }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// GitHub runs no workflow below the root, and the one `loas init` writes reads loas.yml at
    /// the root: a dashboard in `board/` needs a root workflow passing `config: board/loas.yml`.
    private static func checkBelowRoot(folder: URL, root: URL, workflows: [URL], into found: inout Found) {
        let relative = String(folder.path.dropFirst(root.path.count + 1))
        let ownFolder = folder.appending(path: ".github/workflows")
        if FileManager.default.fileExists(atPath: ownFolder.path) {
            found.problems.append(
                (
                    ownFolder,
                    "GitHub never runs a workflow here: \(folder.path) is below the repository's root \(root.path), "
                        + "and only \(root.path)/.github/workflows is read; move the workflow there, passing config: \(relative)/loas.yml"
                ))
        }
        let passes = workflows.contains { file in
            loasSteps(in: (try? Yams.compose(yaml: text(file))) ?? nil).contains {
                $0.with["config"]?.string.map { $0.hasPrefix(relative + "/") || $0.hasPrefix("./" + relative + "/") } == true
            }
        }
        if !passes {
            found.problems.append(
                (
                    folder.appending(path: "loas.yml"),
                    "this dashboard is in \(relative)/, below the repository's root \(root.path), and no workflow in "
                        + "\(root.path)/.github/workflows passes config: \(relative)/loas.yml to the LOAS action: nothing publishes it. "
                        + "Keep the dashboard at the root of a repository of its own (loas init there), or pass config: and store: "
                        + "with the path \(relative)/ in the root's workflow"
                ))
        }
    }

    private static func text(_ file: URL) -> String {
        (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }

    private static func check(_ file: URL, into found: inout Found) {
        let text = text(file)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            found.problems.append((file, "not YAML GitHub can read: \(error)"))
            return
        }
        let before = found.problems.count
        let steps = loasSteps(in: root)
        // A workflow that runs LOAS holds its secrets: an unpinned action there fails the check.
        // Elsewhere (the repository's other CI) it is said, not held against the dashboard's run.
        for (uses, node) in usesValues(in: root) {
            guard let problem = pinProblem(uses) else { continue }
            if steps.isEmpty && !uses.hasPrefix("OWNER/") {
                found.notes.append("warning: \(file.path): \(line(node))\(problem)")
            } else {
                found.problems.append((file, "\(line(node))\(problem)"))
            }
        }
        for step in steps {
            found.problems += secretProblems(step).map { (file, $0) }
            if step.with["discord-webhook"] == nil {
                found.notes.append(
                    "\(file.lastPathComponent): notices on Discord are off; pass discord-webhook: ${{ secrets.LOAS_DISCORD_WEBHOOK }} to the LOAS step to turn them on"
                )
            }
        }
        if found.problems.count == before { found.checked.append(".github/workflows/\(file.lastPathComponent)") }
    }

    /// Why `uses` is not safe to run with secrets; nil for a full commit SHA or a local action.
    static func pinProblem(_ uses: String) -> String? {
        if uses.hasPrefix("./") || uses.hasPrefix("docker://") { return nil }
        let parts = uses.split(separator: "@", maxSplits: 1)
        let name = String(parts[0])
        if name.split(separator: "/").first == "OWNER" {
            return "`uses: \(uses)` names the placeholder OWNER, which GitHub cannot run: write the repository LOAS is "
                + "published under and a release's full commit SHA (`loas init --action OWNER/NAME@SHA --force` writes it)"
        }
        let ref = parts.count == 2 ? String(parts[1]) : ""
        guard ref.count == 40, ref.allSatisfy(\.isHexDigit) else {
            return "`uses: \(uses)` is not pinned to a full commit SHA: a tag or a branch can be moved to other code, which "
                + "would run with this workflow's secrets. Pin it as \(name)@<40-hex commit SHA> # \(ref.isEmpty ? "vX.Y.Z" : ref)"
        }
        return nil
    }

    /// Every `uses:` of the workflow (steps', and reusable workflows' on jobs), with its node.
    static func usesValues(in root: Node?) -> [(String, Node)] {
        var found: [(String, Node)] = []
        for job in jobs(of: root) {
            if let node = job["uses"], let uses = node.string { found.append((uses, node)) }
            for step in job["steps"]?.sequence.map(Array.init) ?? [] {
                if let node = step["uses"], let uses = node.string { found.append((uses, node)) }
            }
        }
        return found
    }

    struct LoasStep {
        let node: Node
        let with: [String: Node]
    }

    /// The steps running LOAS's action: a repository named `loas`, or any step handing it `api-key`.
    static func loasSteps(in root: Node?) -> [LoasStep] {
        var steps: [LoasStep] = []
        for job in jobs(of: root) {
            for step in job["steps"]?.sequence.map(Array.init) ?? [] {
                guard let uses = step["uses"]?.string else { continue }
                var with: [String: Node] = [:]
                for (key, value) in step["with"]?.mapping.map(Array.init) ?? [] { if let key = key.string { with[key] = value } }
                let name = uses.split(separator: "@").first.map(String.init) ?? uses
                if name.lowercased().hasSuffix("/loas") || with["api-key"] != nil { steps.append(LoasStep(node: step, with: with)) }
            }
        }
        return steps
    }

    /// The API key and the store's key are needed (the store is not saved without one, unless
    /// in the clear on purpose); a secret's value written into the file is a leak.
    static func secretProblems(_ step: LoasStep) -> [String] {
        var problems: [String] = []
        let at = line(step.node)
        let needed = [
            ("api-key", "LOSTARK_API_KEY", "a fetch has no key and the run fails"),
            ("store-key", "LOAS_STORE_KEY", "the store, the whole history, is not saved"),
        ]
        for (input, secret, why) in needed {
            if input == "store-key", step.with["unencrypted-store"]?.string == "true" { continue }
            guard let value = step.with[input]?.string, !value.trimmingCharacters(in: .whitespaces).isEmpty else {
                problems.append("\(at)the LOAS step passes no \(input): \(why). Add `\(input): ${{ secrets.\(secret) }}` under its with:")
                continue
            }
            if !value.contains("secrets.") {
                problems.append(
                    "\(line(step.with[input] ?? step.node))`\(input)` is written into the workflow, for anyone who can read the "
                        + "repository: make it a repository secret named \(secret) and pass `${{ secrets.\(secret) }}`")
            }
        }
        if let value = step.with["discord-webhook"]?.string, !value.isEmpty, !value.contains("secrets.") {
            problems.append(
                "\(line(step.with["discord-webhook"] ?? step.node))`discord-webhook` is written into the workflow, and its "
                    + "token lets anyone post to the channel: make it a secret named LOAS_DISCORD_WEBHOOK and pass "
                    + "`${{ secrets.LOAS_DISCORD_WEBHOOK }}`")
        }
        return problems
    }

    private static func jobs(of root: Node?) -> [Node] {
        root?["jobs"]?.mapping.map { $0.map(\.value) } ?? []
    }

    static func line(_ node: Node) -> String {
        node.mark.map { "line \($0.line): " } ?? ""
    }
}
