/// Classes (`[…]`) and the escapes that stand for one scalar or a class (`\d`, `\u00e9`, `\.`).
enum PatternClassParser {
    typealias Problem = LinearPattern.Problem

    /// A class, its `[` taken; `index` ends past its `]`.
    static func parse(_ scalars: [Unicode.Scalar], at index: inout Int, ignoreCase: Bool) throws(Problem) -> PatternScalarSet {
        var set = PatternScalarSet(items: [], ignoreCase: ignoreCase)
        if index < scalars.count, scalars[index] == "^" {
            set.negated = true
            index += 1
        }
        while index < scalars.count, scalars[index] != "]" {
            let low = try member(scalars, at: &index)
            let isRange = index + 1 < scalars.count && scalars[index] == "-" && scalars[index + 1] != "]"
            guard isRange, case .range(let from, let single) = low, from == single else {
                set.items.append(low)
                continue
            }
            index += 1
            guard case .range(let to, let alone) = try member(scalars, at: &index), to == alone, from <= to else {
                throw Problem(reason: "a class's range should go from a lower character to a higher one, such as [a-z] or [가-힣]")
            }
            set.items.append(.range(from, to))
        }
        guard index < scalars.count else { throw Problem(reason: "a `[` is never closed; write \\[ for the character") }
        index += 1
        guard !set.items.isEmpty else { throw Problem(reason: "`[]` is an empty class; write \\[\\] for the characters") }
        return set
    }

    private static func member(_ scalars: [Unicode.Scalar], at index: inout Int) throws(Problem) -> PatternScalarSet.Item {
        let next = scalars[index]
        index += 1
        switch next {
        case "[": throw Problem(reason: "classes inside classes ([[…]], [[:alpha:]]) are not supported; write \\[ for the character")
        case "&" where index < scalars.count && scalars[index] == "&":
            throw Problem(reason: "class operations (&&) are not supported")
        case "\\":
            guard index < scalars.count else { throw Problem(reason: "it ends with a lone \\") }
            let escaped = scalars[index]
            index += 1
            let set = try Self.escaped(escaped, in: scalars, at: &index)
            guard set.items.count == 1, let item = set.items.first else {
                throw Problem(reason: "\\\(escaped) cannot be used inside a class")
            }
            return item
        default:
            return .range(next.value, next.value)
        }
    }

    /// The escape `\letter`, its letter taken; `index` ends past anything it reads (`\u00e9`).
    static func escaped(_ letter: Unicode.Scalar, in scalars: [Unicode.Scalar], at index: inout Int) throws(Problem) -> PatternScalarSet {
        let item: PatternScalarSet.Item
        switch letter {
        case "d", "D": item = .digit(letter == "d")
        case "w", "W": item = .word(letter == "w")
        case "s", "S": item = .space(letter == "s")
        case "n": item = .range(0x0A, 0x0A)
        case "t": item = .range(0x09, 0x09)
        case "r": item = .range(0x0D, 0x0D)
        case "f": item = .range(0x0C, 0x0C)
        case "e": item = .range(0x1B, 0x1B)
        case "a": item = .range(0x07, 0x07)
        case "u", "x", "U": item = try hexadecimal(letter, in: scalars, at: &index)
        case "1"..."9", "k":
            throw Problem(
                reason: "back-references (\\1, \\k<name>) are not supported; hide_events matches each title in one pass, without them")
        case "p", "P": throw Problem(reason: "Unicode property classes (\\p{…}) are not supported; use a range such as [가-힣]")
        case "0": throw Problem(reason: "octal escapes (\\0…) are not supported; write \\x{…}")
        default:
            guard !(letter.isASCII && letter.properties.isAlphabetic) else {
                throw Problem(reason: "\\\(letter) is not an escape it knows; write the character itself")
            }
            item = .range(letter.value, letter.value)
        }
        return PatternScalarSet(items: [item])
    }

    /// `\uFFFF`, `\U0010FFFF`, `\xFF`, `\x{…}`.
    private static func hexadecimal(_ letter: Unicode.Scalar, in scalars: [Unicode.Scalar], at index: inout Int) throws(Problem)
        -> PatternScalarSet.Item
    {
        let bad = Problem(reason: "\\\(letter) should be followed by a character's code in hexadecimal, such as \\u00e9 or \\x{1F600}")
        var digits = ""
        if letter == "x", index < scalars.count, scalars[index] == "{" {
            index += 1
            while index < scalars.count, scalars[index] != "}" {
                digits.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard index < scalars.count, digits.count <= 8 else { throw bad }
            index += 1
        } else {
            let width = ["u": 4, "U": 8, "x": 2][Character(letter)] ?? 0
            guard index + width <= scalars.count else { throw bad }
            digits = String(String.UnicodeScalarView(scalars[index..<index + width]))
            index += width
        }
        guard !digits.isEmpty, let code = UInt32(digits, radix: 16), Unicode.Scalar(code) != nil else { throw bad }
        return .range(code, code)
    }
}
