import Foundation
import LOASTestSupport
import Testing

/// Package.swift's dependencies say what each module leans on, so they must be what its files
/// import: a dependency nobody imports hides the real graph, and an import the manifest does not
/// declare works only by accident of the build order.
@Suite struct PackageImportsTests {
    @Test func everyTargetDeclaresExactlyTheModulesItsFilesImport() throws {
        let manifest = try String(contentsOf: packageRoot.appending(path: "Package.swift"), encoding: .utf8)
        let declared = PackageManifestText.dependencies(in: manifest)
        #expect(declared.count > 20, "Package.swift's targets were not read")
        let known = Set(declared.keys).union(declared.values.flatMap { $0 })
        var problems: [String] = []
        for (target, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
            guard let folder = PackageManifestText.folder(of: target) else { continue }
            let imported = try PackageManifestText.imports(under: folder).intersection(known).subtracting([target])
            let declaredModules = Set(dependencies.map(PackageManifestText.moduleName))
            for missing in imported.subtracting(declaredModules).sorted() {
                problems.append("\(target) imports \(missing) but Package.swift does not declare it")
            }
            for unused in declaredModules.subtracting(imported).sorted() {
                problems.append("\(target) declares \(unused) but no file of it imports it")
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func aDependencyNoFileImportsIsFound() {
        let manifest = """
            .target(name: "Alpha", dependencies: ["Support", .product(name: "GRDB", package: "GRDB.swift")], swiftSettings: strict),
            .target(name: "Beta"),
            """
        let declared = PackageManifestText.dependencies(in: manifest)
        #expect(declared["Alpha"] == ["Support", "GRDB"])
        #expect(declared["Beta"] == [])
    }
}

/// Just enough of Package.swift's text to list each target's dependencies: the manifest is
/// ours and written in one style, and evaluating it would need the package manager.
enum PackageManifestText {
    static func dependencies(in manifest: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        let kinds = [".target(", ".executableTarget(", ".testTarget("]
        var rest = Substring(manifest)
        while let start = kinds.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let body = balanced(rest[start.upperBound...])
            rest = rest[body.endIndex...]
            guard let name = firstQuoted(after: "name:", in: body) else { continue }
            guard let list = body.range(of: "dependencies:") else {
                result[name] = []
                continue
            }
            let after = body[list.upperBound...]
            guard let open = after.firstIndex(of: "[") else { continue }
            let items = balanced(after[after.index(after: open)...], open: "[", close: "]")
            result[name] = quotedStrings(in: items)
        }
        return result
    }

    /// `.product(name: "GRDB", package: "GRDB.swift")` lists both strings; the module is the first.
    static func moduleName(_ dependency: String) -> String { dependency }

    static func folder(of target: String) -> URL? {
        for base in ["Sources", "Tests"] {
            let url = packageRoot.appending(path: base).appending(path: target)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return nil
    }

    static func imports(under folder: URL) throws -> Set<String> {
        var modules: Set<String> = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
                    words[..<at].allSatisfy({ $0.hasPrefix("@") || ["package", "public", "internal", "private"].contains($0) })
                else { continue }
                modules.insert(String(words[at + 1].prefix { $0 != "." }))
            }
        }
        return modules
    }

    /// The text up to the bracket that closes the one just opened (strings skipped).
    private static func balanced(_ text: Substring, open: Character = "(", close: Character = ")") -> Substring {
        var depth = 1
        var inString = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                inString.toggle()
            } else if !inString && character == open {
                depth += 1
            } else if !inString && character == close {
                depth -= 1
                if depth == 0 { return text[text.startIndex..<index] }
            }
            index = text.index(after: index)
        }
        return text
    }

    private static func firstQuoted(after label: String, in text: Substring) -> String? {
        guard let found = text.range(of: label) else { return nil }
        return quotedStrings(in: text[found.upperBound...]).first
    }

    /// Each item's first string: a target's name, or a product's `name:`.
    private static func quotedStrings(in text: Substring) -> [String] {
        var result: [String] = []
        var depth = 0
        var current = ""
        var inString = false
        var tookOne = false
        for character in text {
            if inString {
                if character == "\"" {
                    inString = false
                    if !tookOne {
                        result.append(current)
                        tookOne = true
                    }
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case "\"":
                inString = true
                current = ""
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0: tookOne = false
            default: break
            }
        }
        return result
    }
}
