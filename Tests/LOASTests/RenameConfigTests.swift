import Foundation
import LOASConfig
import Testing

/// `renames` in loas.yml: old name → new name, each refusal naming the file and the line.
@Suite struct RenameConfigTests {
    let file = URL(fileURLWithPath: "/project/loas.yml")

    func refusal(_ yaml: String) -> String? {
        do {
            _ = try SiteConfig(yaml: yaml, file: file)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aMappingOfOldToNewNamesIsRead() throws {
        let config = try SiteConfig(
            yaml: """
                characters: [지금이름]
                renames:
                  옛이름: 새이름
                  새이름: 지금이름
                  1234: 모코코
                """, file: file)
        #expect(config.renames == ["옛이름": "새이름", "새이름": "지금이름", "1234": "모코코"])
        #expect(try SiteConfig(yaml: "renames: {옛이름: 새이름}", file: file).renames == ["옛이름": "새이름"])
        #expect(try SiteConfig(yaml: "renames:", file: file).renames.isEmpty)
    }

    /// Typed on macOS, a Korean name may come decomposed; the API writes it composed.
    @Test func namesAreComposedAsTheAPIWritesThem() throws {
        let decomposed = "옛이름".decomposedStringWithCanonicalMapping
        let config = try SiteConfig(yaml: "renames: {\(decomposed): 새이름}", file: file)
        #expect(config.renames == ["옛이름": "새이름"])
    }

    @Test func aListInsteadOfAMappingIsRefusedWithItsLine() throws {
        let problem = try #require(refusal("title: x\nrenames:\n  - 옛이름\n  - 새이름\n"))
        #expect(problem.hasPrefix("/project/loas.yml: line 3: `renames` should be a mapping of old name: new name"), "\(problem)")
        #expect(problem.contains("found a list"))
    }

    @Test func aNameNoCharacterCanHaveIsRefusedWithItsLine() throws {
        let problem = try #require(refusal("renames:\n  옛이름: 새 이름\n"))
        #expect(problem.contains("/project/loas.yml: line 2: `renames`: \"새 이름\" is not a character name"), "\(problem)")
        let missing = try #require(refusal("renames:\n  옛이름:\n"))
        #expect(missing.contains("line 2: `renames`: the new name of \"옛이름\" should be a name, found"), "\(missing)")
        let nested = try #require(refusal("renames:\n  옛이름: [새이름]\n"))
        #expect(nested.contains("line 2: `renames`: the new name of \"옛이름\" should be a name, found a list"), "\(nested)")
    }

    @Test func aRenameToItselfTwoToOneAndALoopAreRefused() throws {
        let itself = try #require(refusal("renames:\n  옛이름: 옛이름\n"))
        #expect(itself.contains("line 2: `renames`: \"옛이름\": \"옛이름\" renames a character to itself"), "\(itself)")
        let twoToOne = try #require(refusal("renames:\n  가나다: 새이름\n  라마바: 새이름\n"))
        #expect(twoToOne.contains("line 3: `renames`: \"라마바\": \"새이름\""), "\(twoToOne)")
        #expect(twoToOne.contains("\"가나다\" is renamed to \"새이름\" too"), "\(twoToOne)")
        let loop = try #require(refusal("title: x\nrenames:\n  가나다: 라마바\n  라마바: 가나다\n"))
        #expect(loop.contains("line 3: `renames` goes round in a loop (\"가나다\" → \"라마바\" → \"가나다\")"), "\(loop)")
    }

    @Test func aMisspeltKeySuggestsRenames() throws {
        #expect(try #require(refusal("rename: {옛이름: 새이름}")).contains("did you mean `renames`"))
    }
}
