import Rendering

/// Where a `TooltipMemo` keeps what it made, declared here and kept by the build
/// (`SharedTooltipCache` in SiteWriter): sheets are rendered on several threads at once,
/// so whatever keeps tooltips between them needs a lock, and the pages hold none.
/// Anything kept must be exactly what would be made again: a cache may drop any entry.
package protocol TooltipCache: Sendable {
    func tooltip(for key: TextKey) -> DecodedTooltip?
    func put(_ tooltip: DecodedTooltip, for key: TextKey, cost: Int)
    func fragment(for key: TextKey) -> String?
    func put(fragment: String, for key: TextKey, cost: Int)
    /// An empty table for what is made from one new decoded tooltip, kept beside it.
    func derivedTable() -> any DerivedTable
}

/// What is made from one decoded tooltip (rendered fragments, facts), by kind.
package protocol DerivedTable: Sendable {
    func value(for key: DerivedKey) -> (any Sendable)?
    func put(_ value: any Sendable, for key: DerivedKey)
}

/// What is kept beside a decoded tooltip. Not a string: printing a type or an enum case
/// goes through reflection, which cost more than the lookups it keyed.
package enum DerivedKey: Hashable, Sendable {
    case rendered(OutputFormat, headingLevel: Int)
    case facts(ObjectIdentifier)
}

/// Keeps nothing: for pages made from fixtures, one at a time.
package struct NoTooltipCache: TooltipCache {
    package init() {}
    package func tooltip(for key: TextKey) -> DecodedTooltip? { nil }
    package func put(_ tooltip: DecodedTooltip, for key: TextKey, cost: Int) {}
    package func fragment(for key: TextKey) -> String? { nil }
    package func put(fragment: String, for key: TextKey, cost: Int) {}
    package func derivedTable() -> any DerivedTable { NoDerivedTable() }
}

/// Keeps nothing: each derived value is made when asked for.
package struct NoDerivedTable: DerivedTable {
    package init() {}
    package func value(for key: DerivedKey) -> (any Sendable)? { nil }
    package func put(_ value: any Sendable, for key: DerivedKey) {}
}
