/// How many letters must be added, removed or changed to turn one name into another, for
/// "did you mean" in warnings about names.
package enum EditDistance {
    /// Names longer than this are no one's: nearest-name searches skip them, since the work
    /// grows with the product of the lengths.
    package static let longestName = 64

    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...b.count {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }

    /// Up to `count` of `candidates` nearest to `name`, nearest first, equals in their order;
    /// none for a name longer than `longestName`.
    package static func nearest(to name: String, in candidates: [String], count: Int) -> [String] {
        guard name.count <= longestName else { return [] }
        let scored = candidates.enumerated().filter { $0.element.count <= longestName }.map {
            (distance: between(name, $0.element), order: $0.offset, name: $0.element)
        }
        return scored.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.prefix(count).map(\.name)
    }
}
