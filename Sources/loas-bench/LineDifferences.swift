/// Every line two pages do not share, grouped across pages by the start of LOAS's line, so
/// each way the engines part shows once with how often it happens (the first difference of a
/// page hides the ones after it).
struct LineDifferences {
    struct Group {
        var pages = 0
        var lines = 0
        var ours: String
        var theirs: String
    }

    private(set) var groups: [String: Group] = [:]

    mutating func add(loas: [UInt8], other: [UInt8]) {
        let ours = Self.lines(loas)
        let theirs = Self.lines(other)
        let changes = theirs.difference(from: ours)
        var removed: [String] = []
        var inserted: [String] = []
        for change in changes {
            switch change {
            case .remove(_, let line, _): removed.append(line)
            case .insert(_, let line, _): inserted.append(line)
            }
        }
        var seen: Set<String> = []
        for index in 0..<max(removed.count, inserted.count) {
            let ourLine = index < removed.count ? removed[index] : "(no line)"
            let theirLine = index < inserted.count ? inserted[index] : "(no line)"
            let key = String(ourLine.trimmingPrefix(" ").prefix(40))
            var group = groups[key] ?? Group(ours: ourLine, theirs: theirLine)
            group.lines += 1
            if seen.insert(key).inserted { group.pages += 1 }
            groups[key] = group
        }
    }

    /// The groups that touch the most pages first.
    func report(limit: Int) -> [String] {
        let sorted = groups.values.sorted { ($0.pages, $0.lines, $0.ours) > ($1.pages, $1.lines, $1.ours) }
        return sorted.prefix(limit).flatMap { group in
            [
                "  \(group.pages) pages, \(group.lines) lines:",
                "    LOAS:           " + String(group.ours.prefix(150)),
                "    swift-mustache: " + String(group.theirs.prefix(150)),
            ]
        }
    }

    private static func lines(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }
}
