/// A parsed pattern, before it is compiled.
indirect enum PatternTree: Sendable {
    case empty
    case set(PatternScalarSet)
    case assert(PatternAssertion)
    case sequence([PatternTree])
    case alternation([PatternTree])
    case repeated(PatternTree, min: Int, max: Int?)

    /// The instructions it compiles to, held at `LinearPattern.maxCost + 1` so that nested
    /// counts (`((a{1000}){1000}){1000}`) are refused before anything is built.
    var cost: Int {
        let cap = LinearPattern.maxCost + 1
        func capped(_ value: Int) -> Int { min(value, cap) }
        switch self {
        case .empty: return 0
        case .set, .assert: return 1
        case .sequence(let items): return capped(items.reduce(0) { capped($0 + $1.cost) })
        case .alternation(let branches): return capped(branches.reduce(2 * (branches.count - 1)) { capped($0 + $1.cost) })
        case .repeated(let body, let min, let max):
            let one = body.cost
            let (required, overflow) = one.multipliedReportingOverflow(by: min)
            guard !overflow else { return cap }
            guard let max else { return capped(required + one + 2) }
            let (optional, overflowed) = (one + 1).multipliedReportingOverflow(by: max - min)
            return overflowed ? cap : capped(required + optional)
        }
    }
}

/// Turns a tree into a flat program of `PatternInstruction`s.
struct PatternCompiler {
    var program: [PatternInstruction] = []
    var sets: [PatternScalarSet] = []

    mutating func emit(_ tree: PatternTree) {
        switch tree {
        case .empty: break
        case .set(let set):
            program.append(.scalar(sets.count))
            sets.append(set)
        case .assert(let assertion): program.append(.assert(assertion))
        case .sequence(let items): for item in items { emit(item) }
        case .alternation(let branches): emit(branches: branches)
        case .repeated(let body, let min, let max): emit(body, min: min, max: max)
        }
    }

    private mutating func emit(branches: [PatternTree]) {
        var jumps: [Int] = []
        for (number, branch) in branches.enumerated() {
            guard number < branches.count - 1 else {
                emit(branch)
                break
            }
            let split = program.count
            program.append(.jump(-1))
            emit(branch)
            jumps.append(program.count)
            program.append(.jump(-1))
            program[split] = .split(split + 1, program.count)
        }
        for jump in jumps { program[jump] = .jump(program.count) }
    }

    private mutating func emit(_ body: PatternTree, min: Int, max: Int?) {
        for _ in 0..<min { emit(body) }
        guard let max else {
            let loop = program.count
            program.append(.jump(-1))
            emit(body)
            program.append(.jump(loop))
            program[loop] = .split(loop + 1, program.count)
            return
        }
        var splits: [Int] = []
        for _ in min..<max {
            splits.append(program.count)
            program.append(.jump(-1))
            emit(body)
        }
        for split in splits { program[split] = .split(split + 1, program.count) }
    }
}

/// The scalars one step of a pattern takes: a letter, `.`, a class.
struct PatternScalarSet: Sendable {
    enum Item: Sendable, Equatable {
        case range(UInt32, UInt32)
        case digit(Bool)
        case word(Bool)
        case space(Bool)
        /// `.`: anything but a line break.
        case anyButLineBreak
    }

    var items: [Item]
    var negated = false
    var ignoreCase = false

    static func scalar(_ scalar: Unicode.Scalar, ignoreCase: Bool) -> PatternScalarSet {
        PatternScalarSet(items: [.range(scalar.value, scalar.value)], ignoreCase: ignoreCase)
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        var found = items.contains { Self.item($0, contains: scalar) }
        if !found, ignoreCase {
            found = Self.caseVariants(of: scalar).contains { variant in items.contains { Self.item($0, contains: variant) } }
        }
        return found != negated
    }

    private static func item(_ item: Item, contains scalar: Unicode.Scalar) -> Bool {
        switch item {
        case .range(let low, let high): return (low...high).contains(scalar.value)
        case .digit(let yes): return (scalar.properties.generalCategory == .decimalNumber) == yes
        case .word(let yes): return isWord(scalar) == yes
        case .space(let yes): return scalar.properties.isWhitespace == yes
        case .anyButLineBreak: return !isLineBreak(scalar)
        }
    }

    /// The other cases of a letter, each one scalar (`A` for `a`).
    private static func caseVariants(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        let properties = scalar.properties
        return [properties.lowercaseMapping, properties.uppercaseMapping, properties.titlecaseMapping].compactMap { mapping in
            let scalars = mapping.unicodeScalars
            return scalars.count == 1 ? scalars.first : nil
        }
    }

    /// ICU's `\w`: letters, marks, decimal digits, connector punctuation, ZWNJ and ZWJ.
    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isAlphabetic || scalar.value == 0x200C || scalar.value == 0x200D { return true }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation: return true
        default: return false
        }
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
    }
}
