import SitePages
import Support

/// The build's `TooltipCache`, shared by every sheet job of a run across worker threads,
/// hence its locks. Memory stays bounded: `TwoGenerations` of at most `generationBytes`
/// (estimated) each, for tooltips and for fragments.
final class SharedTooltipCache: TooltipCache {
    private let tooltips: Locked<TwoGenerations<TextKey, DecodedTooltip>>
    private let fragments: Locked<TwoGenerations<TextKey, String>>

    init(generationBytes: Int = 16 << 20) {
        tooltips = Locked(TwoGenerations(limit: generationBytes))
        fragments = Locked(TwoGenerations(limit: generationBytes))
    }

    func tooltip(for key: TextKey) -> DecodedTooltip? {
        tooltips.withLock { $0.value(for: key) }
    }

    func put(_ tooltip: DecodedTooltip, for key: TextKey, cost: Int) {
        tooltips.withLock { $0.insert(tooltip, for: key, cost: cost) }
    }

    func fragment(for key: TextKey) -> String? {
        fragments.withLock { $0.value(for: key) }
    }

    func put(fragment: String, for key: TextKey, cost: Int) {
        fragments.withLock { $0.insert(fragment, for: key, cost: cost) }
    }

    func derivedTable() -> any DerivedTable {
        SharedDerivedTable()
    }
}

/// What is made from one decoded tooltip, which every worker may ask for at once.
///
/// A handful of things at most (a fragment per format, a kind of facts), so a list
/// searched in order: hashing the key cost more than comparing it with each.
private final class SharedDerivedTable: DerivedTable {
    private let values = Locked<[(key: DerivedKey, value: any Sendable)]>([])

    func value(for key: DerivedKey) -> (any Sendable)? {
        values.withLock { values in values.first { $0.key == key }?.value }
    }

    func put(_ value: any Sendable, for key: DerivedKey) {
        values.withLock { values in
            if let index = values.firstIndex(where: { $0.key == key }) {
                values[index].value = value
            } else {
                values.append((key, value))
            }
        }
    }
}
