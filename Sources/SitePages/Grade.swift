import LostArkAPI

/// CSS class for an item grade name as the API sends it (일반 … 에스더); empty if unknown.
package func gradeClass(_ grade: String?) -> String {
    grade.flatMap(ItemGrade.init(rawValue:))?.cssClass ?? ""
}

extension ItemGrade {
    /// The CSS class pages colour a name of this grade with (`c-grade-legendary`).
    package var cssClass: String { "c-grade-" + key }
}
