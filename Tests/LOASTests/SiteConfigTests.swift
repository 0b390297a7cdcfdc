import Foundation
import LOASConfig
import LOASTestSupport
import Testing

@Suite struct SiteConfigTests {
    let file = URL(fileURLWithPath: "/project/loas.yml")

    @Test func readsEveryKey() throws {
        let config = try SiteConfig(
            yaml: """
                title: 우리 원정대
                main_character: 별빛수호자
                characters: [달그림자, 새싹모코코, 별빛수호자]
                follow_siblings: true
                market_items: [65203905, "66102006"]
                base_path: /repo
                site_url: https://me.github.io/repo/
                store: data/loas.sqlite
                api_base_url: http://127.0.0.1:8080
                image_base_url: http://127.0.0.1:8080/images
                deadline: 45m
                """, file: file)
        #expect(config.title == "우리 원정대")
        #expect(config.allCharacters == ["별빛수호자", "달그림자", "새싹모코코"])
        #expect(config.followSiblings)
        #expect(config.marketItems == [65203905, 66102006])
        #expect(config.basePath == "/repo")
        #expect(config.siteURL?.absoluteString == "https://me.github.io/repo/")
        #expect(config.store?.path == "/project/data/loas.sqlite")
        #expect(config.apiBaseURL?.absoluteString == "http://127.0.0.1:8080")
        #expect(config.imageBaseURL?.absoluteString == "http://127.0.0.1:8080/images")
        #expect(config.deadline == .seconds(45 * 60))
    }

    @Test func emptyFileIsAnEmptyConfig() throws {
        #expect(try SiteConfig(yaml: "", file: file).allCharacters.isEmpty)
    }

    @Test func misspeltKeyIsNamedWithASuggestion() {
        #expect {
            try SiteConfig(yaml: "charaters: [a]", file: file)
        } throws: { error in
            "\(error)".contains("/project/loas.yml") && "\(error)".contains("`charaters`")
                && "\(error)".contains("did you mean `characters`")
        }
    }

    @Test func wrongTypesNameTheKeyAndWhatWasFound() {
        #expect { try SiteConfig(yaml: "market_items: [abc]", file: file) } throws: { "\($0)".contains("`market_items[1]`") }
        #expect { try SiteConfig(yaml: "follow_siblings: maybe", file: file) } throws: { "\($0)".contains("true or false") }
        #expect { try SiteConfig(yaml: "api_base_url: ftp://x", file: file) } throws: { "\($0)".contains("http(s) URL") }
        #expect { try SiteConfig(yaml: "image_base_url: file:///tmp", file: file) } throws: { "\($0)".contains("`image_base_url`") }
        #expect { try SiteConfig(yaml: "deadline: soon", file: file) } throws: { "\($0)".contains("`deadline`") && "\($0)".contains("30m") }
        #expect { try SiteConfig(yaml: "- a\n- b", file: file) } throws: { "\($0)".contains("mapping") }
        #expect { try SiteConfig(yaml: "title: [unclosed", file: file) } throws: { "\($0)".contains("not valid YAML") }
    }

    /// A name becomes a request path and a file name: one no character can have is refused
    /// when loas.yml is read, naming the line and the rule, not when a fetch or export meets it.
    @Test(arguments: [
        ("characters: [별빛수호자, ../news]", "line 1: `characters[2]` \"../news\""),
        ("main_character: 가", "line 1: `main_character` \"가\""),
        ("title: t\ngold_earners:\n  - 별빛수호자\n  - \(String(repeating: "별", count: 13))", "line 4: `gold_earners[2]`"),
    ])
    func aNameNoCharacterCanHaveIsRefusedWithTheRule(yaml: String, place: String) {
        #expect {
            try SiteConfig(yaml: yaml, file: file)
        } throws: { error in
            "\(error)".contains(place) && "\(error)".contains("is not a character name")
                && "\(error)".contains("2 to 12 Hangul syllables, Latin letters or digits")
        }
    }
}
