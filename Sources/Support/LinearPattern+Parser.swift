/// Reads a pattern's text into a `PatternTree`, refusing what the one-pass matcher cannot do
/// and naming it.
struct PatternParser {
    typealias Problem = LinearPattern.Problem

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var ignoreCase = false
    private var depth = 0

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard peek == scalar else { return false }
        index += 1
        return true
    }

    mutating func parse() throws(Problem) -> PatternTree {
        let tree = try alternation()
        if index < scalars.count { throw Problem(reason: "a `)` has no `(` before it; write \\) for the character") }
        return tree
    }

    private mutating func alternation() throws(Problem) -> PatternTree {
        var branches = [try sequence()]
        while take("|") { branches.append(try sequence()) }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func sequence() throws(Problem) -> PatternTree {
        var items: [PatternTree] = []
        while let next = peek, next != "|", next != ")" {
            if "*+?{".unicodeScalars.contains(next) {
                throw Problem(reason: "`\(next)` has nothing before it to repeat; write \\\(next) for the character")
            }
            guard let atom = try atom() else { continue }
            items.append(try repeats(of: atom))
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    /// One letter, class, group or anchor; nil for a flag such as `(?i)`, which only changes
    /// how the rest of its group reads.
    private mutating func atom() throws(Problem) -> PatternTree? {
        let next = scalars[index]
        index += 1
        switch next {
        case "(": return try group()
        case "[": return .set(try PatternClassParser.parse(scalars, at: &index, ignoreCase: ignoreCase))
        case ".": return .set(PatternScalarSet(items: [.anyButLineBreak]))
        case "^": return .assert(.start)
        case "$": return .assert(.end)
        case "\\": return try escape()
        default: return .set(.scalar(next, ignoreCase: ignoreCase))
        }
    }

    private mutating func group() throws(Problem) -> PatternTree? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= LinearPattern.maxDepth else {
            throw Problem(reason: "its groups are nested more than \(LinearPattern.maxDepth) deep")
        }
        let outerCase = ignoreCase
        if take("?") {
            switch try groupKind() {
            case .flagsOnly: return nil
            case .plain: break
            }
        }
        let inner = try alternation()
        guard take(")") else { throw Problem(reason: "a `(` is never closed; write \\( for the character") }
        ignoreCase = outerCase
        return inner
    }

    private enum GroupKind { case plain, flagsOnly }

    /// What follows `(?`: `:`, a name, or flags.
    private mutating func groupKind() throws(Problem) -> GroupKind {
        let unsupported: [(String, String)] = [
            ("=", "look-ahead (?=…)"), ("!", "look-ahead (?!…)"), ("<=", "look-behind (?<=…)"), ("<!", "look-behind (?<!…)"),
            (">", "atomic groups (?>…)"), ("#", "comments (?#…)"),
        ]
        let rest = String(String.UnicodeScalarView(scalars[index...].prefix(2)))
        if let (_, what) = unsupported.first(where: { rest.hasPrefix($0.0) }) {
            throw Problem(reason: "\(what) is not supported; hide_events matches each title in one pass, without it")
        }
        if take(":") { return .plain }
        if take("<") {
            while let next = peek, next != ">" { index += 1 }
            guard take(">") else { throw Problem(reason: "a group name `(?<…` is never closed with `>`") }
            return .plain
        }
        var on = true
        while let next = peek {
            index += 1
            switch next {
            case "i": ignoreCase = on
            case "-": on = false
            case ")": return .flagsOnly
            case ":": return .plain
            default: throw Problem(reason: "the flag `\(next)` in `(?…)` is not supported; only (?i), ignoring case, is")
            }
        }
        throw Problem(reason: "a `(?` is never closed")
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each perhaps lazy (`*?`); repeats of repeats
    /// multiply.
    private mutating func repeats(of atom: PatternTree) throws(Problem) -> PatternTree {
        var tree = atom
        while let next = peek, "*+?{".unicodeScalars.contains(next) {
            index += 1
            let (min, max): (Int, Int?)
            switch next {
            case "*": (min, max) = (0, nil)
            case "+": (min, max) = (1, nil)
            case "?": (min, max) = (0, 1)
            default: (min, max) = try count()
            }
            if take("+") { throw Problem(reason: "possessive repeats (*+, ++, ?+, {n}+) are not supported") }
            _ = take("?")  // lazy: which text matches changes, not whether the title matches
            tree = .repeated(tree, min: min, max: max)
        }
        return tree
    }

    /// The inside of `{…}`, its `{` taken.
    private mutating func count() throws(Problem) -> (Int, Int?) {
        let bad = Problem(reason: "a `{` should start a count such as {2} or {2,5}; write \\{ for the character")
        guard let min = number() else { throw bad }
        var max: Int? = min
        if take(",") { max = number() }
        guard take("}") else { throw bad }
        for value in [min, max ?? min] where value > LinearPattern.maxCount {
            throw Problem(reason: "the count \(value) is over \(LinearPattern.maxCount)")
        }
        if let max, max < min { throw Problem(reason: "{\(min),\(max)} has its larger count first") }
        return (min, max)
    }

    private mutating func number() -> Int? {
        var value: Int?
        while let next = peek, let digit = Int(String(next)), next.isASCII {
            value = min((value ?? 0) * 10 + digit, LinearPattern.maxCount + 1)
            index += 1
        }
        return value
    }

    /// What follows `\` outside a class.
    private mutating func escape() throws(Problem) -> PatternTree {
        guard let next = peek else { throw Problem(reason: "it ends with a lone \\") }
        index += 1
        switch next {
        case "b": return .assert(.wordBoundary)
        case "B": return .assert(.notWordBoundary)
        case "A": return .assert(.start)
        case "Z": return .assert(.end)
        case "z": return .assert(.absoluteEnd)
        case "Q":
            var letters: [PatternTree] = []
            while index < scalars.count, !(scalars[index] == "\\" && scalars.dropFirst(index + 1).first == "E") {
                letters.append(.set(.scalar(scalars[index], ignoreCase: ignoreCase)))
                index += 1
            }
            index = min(index + 2, scalars.count)
            return .sequence(letters)
        default:
            var set = try PatternClassParser.escaped(next, in: scalars, at: &index)
            set.ignoreCase = ignoreCase
            return .set(set)
        }
    }
}
