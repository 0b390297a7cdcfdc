import BundledResources
import Foundation
import SitePages
import SnapshotStore

extension InMemorySnapshots {
    /// The fictional snapshots compiled into the binary, all taken at one moment of the
    /// week their calendar covers (Saturday 2026-11-21 09:00 KST, the last day its market
    /// stats list), so demo pages carry a data-as-of stamp like a real site's. Its pictures
    /// (`images/`) are LOAS's own SVG drawings, the only SVG a source may hold.
    public static let demo = InMemorySnapshots(
        label: "demo", files: BundledResources.demoSnapshots, takenAt: Date(timeIntervalSince1970: 1_795_219_200),
        allowSVG: true)
}
