/// A table of bounded size that keeps what is still being used: entries live in two
/// generations of at most `limit` (in the caller's cost units) each; when the newer one
/// fills, the older is dropped, and an entry found in the older moves to the newer.
/// Shared by the tables that keep long texts for a build (`LongStrings`, the tooltip cache);
/// inlinable, and so public (`ByteWord` says why), so that each is specialised where it is
/// used: generic, every lookup instantiated the entry tuple's metadata at run time.
public struct TwoGenerations<Key: Hashable, Value> {
    @usableFromInline let limit: Int
    @usableFromInline var newer: [Key: (value: Value, cost: Int)] = [:]
    @usableFromInline var older: [Key: (value: Value, cost: Int)] = [:]
    @usableFromInline var newerCost = 0

    @inlinable
    public init(limit: Int) {
        self.limit = limit
    }

    /// The value for `key`. An entry moved forward keeps the key it was stored with, so a
    /// probe key that borrows memory is never kept.
    @inlinable
    public mutating func value(for key: Key) -> Value? {
        if let entry = newer[key] { return entry.value }
        guard let found = older.index(forKey: key) else { return nil }
        let (stored, entry) = older.remove(at: found)
        insert(entry.value, for: stored, cost: entry.cost)
        return entry.value
    }

    @inlinable
    public mutating func insert(_ value: Value, for key: Key, cost: Int) {
        if newerCost + cost > limit {
            // The new generation will hold about as many as the last: made that large at
            // once, it does not grow, and rehash every key, on the way.
            let count = newer.count
            older = newer
            newer = Dictionary(minimumCapacity: count)
            newerCost = 0
        }
        newer[key] = (value, cost)
        newerCost += cost
    }
}

extension TwoGenerations {
    /// Everything kept, handed over; the table is left empty, with its limit, so that the
    /// caller chooses where what it held is freed.
    @inlinable
    public mutating func takeAll() -> TwoGenerations {
        let taken = self
        newer = [:]
        older = [:]
        newerCost = 0
        return taken
    }
}

extension TwoGenerations: Sendable where Key: Sendable, Value: Sendable {}
