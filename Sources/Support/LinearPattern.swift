/// A regular expression matched in one pass over the text, without backtracking: the work
/// for a title is at most `cost` steps per letter, whatever the pattern, so a pattern such as
/// `(a+)+$` cannot take seconds (ICU's backtracking engine, behind `NSRegularExpression`,
/// doubled its time with each letter of a title of `a`s).
///
/// The syntax is the common part of ICU's: literals and escapes, `.`, classes (`[가-힣]`,
/// `[^0-9]`, `\d \w \s` and their negations), `^ $ \A \z \Z \b \B`, groups (`(…)`, `(?:…)`,
/// `(?<name>…)`), `|`, `* + ? {n} {n,} {n,m}` (lazy forms match the same), `(?i)` and
/// `(?i:…)`, `\Q…\E`. What needs backtracking (back-references, look-around, atomic groups,
/// possessive repeats) is refused with a `Problem` saying so, as is a pattern whose program
/// is longer than `maxCost` steps.
package struct LinearPattern: Sendable {
    /// What a pattern may cost per letter of the text it is matched against.
    package static let maxCost = 2_000
    /// Groups inside groups; the parser recurses once per level.
    package static let maxDepth = 32
    /// The largest count of a `{n,m}` repeat.
    package static let maxCount = 1_000

    /// Why a pattern cannot be used, in the words of someone who wrote it.
    package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        package let reason: String
        package var description: String { reason }
    }

    package let source: String
    let program: [PatternInstruction]
    let sets: [PatternScalarSet]

    /// Steps the matcher takes per letter at most: the program's length.
    package var cost: Int { program.count }

    package init(_ source: String) throws(Problem) {
        var parser = PatternParser(source)
        let tree = try parser.parse()
        let cost = tree.cost + 1
        guard cost <= Self.maxCost else {
            throw Problem(
                reason: "it is too costly to match: more than \(Self.maxCost) steps for each letter of a title; "
                    + "use smaller counts in {n,m} or fewer alternatives")
        }
        var compiler = PatternCompiler()
        compiler.emit(tree)
        compiler.program.append(.match)
        self.source = source
        program = compiler.program
        sets = compiler.sets
    }

    /// Whether the pattern matches anywhere in `text`.
    package func matches(_ text: String) -> Bool {
        run(text).matched
    }

    /// Whether it matches, and the steps it took: at most `cost` for each of the text's
    /// Unicode scalars and one more, however the pattern is written.
    package func run(_ text: String) -> (matched: Bool, steps: Int) {
        var machine = PatternMachine(pattern: self, text: Array(text.unicodeScalars))
        let matched = machine.run()
        return (matched, machine.steps)
    }
}

/// One step of a compiled pattern.
enum PatternInstruction: Sendable {
    /// Takes one scalar of the set at this index.
    case scalar(Int)
    /// Goes on at both places.
    case split(Int, Int)
    case jump(Int)
    case assert(PatternAssertion)
    case match
}

enum PatternAssertion: Sendable {
    /// `^`, `\A`
    case start
    /// `$`, `\Z`: the end, or before a line break that ends the text.
    case end
    /// `\z`
    case absoluteEnd
    case wordBoundary
    case notWordBoundary

    func holds(at position: Int, in text: [Unicode.Scalar]) -> Bool {
        switch self {
        case .start: return position == 0
        case .end: return position == text.count || (position == text.count - 1 && PatternScalarSet.isLineBreak(text[position]))
        case .absoluteEnd: return position == text.count
        case .wordBoundary, .notWordBoundary:
            let before = position > 0 && PatternScalarSet.isWord(text[position - 1])
            let after = position < text.count && PatternScalarSet.isWord(text[position])
            return (before != after) == (self == .wordBoundary)
        }
    }
}

/// Thompson's simulation: every place the program can be at is followed at once, each at most
/// once per position of the text, so nothing is ever tried twice.
struct PatternMachine {
    let pattern: LinearPattern
    let text: [Unicode.Scalar]
    private(set) var steps = 0
    /// The position at which each instruction was last reached.
    private var reached: [Int]
    private var stack: [Int] = []

    init(pattern: LinearPattern, text: [Unicode.Scalar]) {
        self.pattern = pattern
        self.text = text
        reached = Array(repeating: -1, count: pattern.program.count)
    }

    mutating func run() -> Bool {
        var current: [Int] = []
        for position in 0...text.count {
            // A match may start anywhere: a new thread at every position.
            if follow(0, at: position, into: &current) { return true }
            guard position < text.count else { break }
            var next: [Int] = []
            for index in current {
                guard case .scalar(let set) = pattern.program[index], pattern.sets[set].contains(text[position]) else { continue }
                if follow(index + 1, at: position + 1, into: &next) { return true }
            }
            current = next
        }
        return false
    }

    /// Adds `start` and every instruction reached from it without taking a scalar to
    /// `threads`; true once the pattern has matched.
    private mutating func follow(_ start: Int, at position: Int, into threads: inout [Int]) -> Bool {
        stack.append(start)
        while let index = stack.popLast() {
            guard reached[index] != position else { continue }
            reached[index] = position
            steps += 1
            switch pattern.program[index] {
            case .match:
                stack.removeAll()
                return true
            case .scalar: threads.append(index)
            case .jump(let target): stack.append(target)
            case .split(let first, let second): stack.append(contentsOf: [second, first])
            case .assert(let assertion):
                if assertion.holds(at: position, in: text) { stack.append(index + 1) }
            }
        }
        return false
    }
}
