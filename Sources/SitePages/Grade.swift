/// CSS class for an item grade name as the API sends it (일반 … 에스더); empty if unknown.
package func gradeClass(_ grade: String?) -> String {
    switch grade {
    case "일반": "c-grade-normal"
    case "고급": "c-grade-uncommon"
    case "희귀": "c-grade-rare"
    case "영웅": "c-grade-epic"
    case "전설": "c-grade-legendary"
    case "유물": "c-grade-relic"
    case "고대": "c-grade-ancient"
    case "에스더": "c-grade-esther"
    default: ""
    }
}
