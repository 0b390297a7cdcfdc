/// Unique Korean-looking character names, one per index.
///
/// A name is a two-syllable first word, a second word, and for indices past the
/// first-times-second combinations a tail of syllables counting up. Every first word has
/// exactly two characters, so no two (first, second) pairs spell the same name.
package enum CharacterNames {
    static let first = [
        "달빛", "노을", "새벽", "은하", "바람", "구름", "서리", "불꽃", "파도", "하늘", "이슬", "여명", "황혼", "별똥",
        "단풍", "눈꽃", "햇살", "안개", "번개", "고요", "푸른", "붉은", "검은", "하얀", "작은", "깊은", "먼동", "들꽃",
        "가람", "한울", "나래", "보라",
    ]
    static let second = [
        "수호자", "검사", "사냥꾼", "마법사", "궁수", "기사", "방랑자", "연주가", "술사", "전사", "추적자", "순례자",
        "창술사", "무녀", "학자", "도적", "포수", "화가", "기상술사", "격투가", "인도자", "파수꾼", "길잡이", "나그네",
        "여우", "늑대", "매", "호랑이", "고래", "사자", "곰", "부엉이",
    ]
    static let tail = ["가", "나", "다", "라", "마", "바", "사", "아", "자", "차", "카", "타", "파", "하", "루", "비"]

    package static func name(_ index: Int) -> String {
        let pairs = first.count * second.count
        let word = first[index % first.count] + second[(index / first.count) % second.count]
        var rest = index / pairs
        guard rest > 0 else { return word }
        var suffix = ""
        while rest > 0 {
            suffix = tail[rest % tail.count] + suffix
            rest /= tail.count
        }
        return word + suffix
    }
}
