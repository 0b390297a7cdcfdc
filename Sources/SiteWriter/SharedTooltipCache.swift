import Dispatch
import SitePages
import Support

/// The build's `TooltipCache`, shared by every sheet job of a run across worker threads,
/// hence its locks. Memory stays bounded: `TwoGenerations` of at most `tooltipBytes` and
/// `fragmentBytes` (estimated) each.
///
/// Tooltips get the larger share: a roster repeats them further apart than it repeats
/// fragments, and decoding one again costs more than rendering a fragment. Larger
/// generations trade peak memory for CPU; past 24 MB for tooltips the peak of a
/// 1,000-character build nears the 150 MB budget, and larger fragment generations save
/// nothing.
final class SharedTooltipCache: TooltipCache {
    private let tooltips: Locked<TwoGenerations<TextKey, DecodedTooltip>>
    private let fragments: Locked<TwoGenerations<TextKey, String>>

    init(tooltipBytes: Int = 24 << 20, fragmentBytes: Int = 16 << 20) {
        tooltips = Locked(TwoGenerations(limit: tooltipBytes))
        fragments = Locked(TwoGenerations(limit: fragmentBytes))
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

    /// Empties the cache, and frees what it held on another thread: thousands of decoded
    /// documents, whose freeing would otherwise hold up the end of the build, when one core
    /// is left with little else to do. A process about to exit may not wait for
    /// it; a server's next build finds the cache empty, which is only slower.
    func releaseInBackground() {
        let tooltips = tooltips.withLock { $0.takeAll() }
        let fragments = fragments.withLock { $0.takeAll() }
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime((tooltips, fragments)) {} }
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
