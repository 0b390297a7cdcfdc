/// A gem's name as the game writes it ("8레벨 겁화의 보석", "6레벨 광휘의 보석 (귀속)"), read
/// once for every page: its level, its kind (겁화, 작열, 광휘, or the older 멸화, 홍염) and
/// whether it is bound. Plain text: markup is stripped before.
public struct GemName: Sendable, Hashable {
    public var level: Int?
    public var kind: String
    public var isBound: Bool

    public init(_ plain: String) {
        var words = plain.split(separator: " ").map(String.init)
        if let first = words.first, first.hasSuffix("레벨"), let number = Int(first.dropLast(2)) {
            level = number
            words.removeFirst()
        }
        isBound = words.last == "(귀속)"
        if isBound { words.removeLast() }
        var kind = words.joined(separator: " ")
        for suffix in ["의 보석", " 보석"] where kind.hasSuffix(suffix) {
            kind.removeLast(suffix.count)
            break
        }
        self.kind = kind
    }
}
