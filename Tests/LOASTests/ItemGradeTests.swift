import BundledResources
import DocumentTree
import Foundation
import LOASTestSupport
import LostArkAPI
import SitePages
import Testing

/// The grade table is the one place a grade is spelled: a tooltip's colour, a page's class
/// and a placeholder picture all follow from it.
@Suite struct ItemGradeTests {
    @Test(arguments: ItemGrade.allCases)
    func aGradesColourReadsBackAsThatGrade(grade: ItemGrade) throws {
        let color = try #require(TextColor(rgb: grade.rgb))
        #expect(color.role == .grade(grade))
        #expect(ItemGrade(color: color) == grade)
        #expect(color.role?.name == "grade-" + grade.key)
    }

    @Test(arguments: ItemGrade.allCases)
    func theStylesheetColoursEveryGradeAndAPlaceholderIsDrawnForIt(grade: ItemGrade) throws {
        let css = String(decoding: try #require(BundledResources.templates["assets/style.css"]), as: UTF8.self)
        #expect(css.contains("." + grade.cssClass + " "))
        #expect(BundledResources.templates["assets/img/placeholder-\(grade.key).svg"] != nil)
    }

    /// A name matches its grade as the API spells it and in its other canonical form (NFD:
    /// the jamo apart); anything else matches none.
    @Test(arguments: ItemGrade.allCases)
    func aGradeIsFoundByItsNameInEitherCanonicalForm(grade: ItemGrade) {
        #expect(ItemGrade(rawValue: grade.rawValue) == grade)
        let decomposed = grade.rawValue.decomposedStringWithCanonicalMapping
        #expect(Array(decomposed.utf8) != Array(grade.rawValue.utf8))
        #expect(ItemGrade(rawValue: decomposed) == grade)
        #expect(ItemGrade(rawValue: grade.rawValue + " ") == nil)
        #expect(ItemGrade(rawValue: "") == nil)
    }

    @Test func aTitleIsGradedByItsFirstWord() {
        #expect(ItemGrade(leadingWordOf: "고대 목걸이") == .ancient)
        #expect(ItemGrade(leadingWordOf: "에스더 무기") == .esther)
        #expect(ItemGrade(leadingWordOf: "목걸이") == nil)
    }
}
