import BundledResources
import Foundation
import SnapshotStore

extension InMemorySnapshots {
    /// The fictional snapshots compiled into the binary, all taken at one moment of the
    /// week their calendar covers (Friday 2026-11-20 09:00 KST), so demo pages carry a
    /// data-as-of stamp like a real site's.
    public static let demo = InMemorySnapshots(
        label: "demo", files: BundledResources.demoSnapshots, takenAt: Date(timeIntervalSince1970: 1_795_132_800))
}
