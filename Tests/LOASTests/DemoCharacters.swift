import Demo
import SnapshotStore

/// The demo's characters with an armory, read the way a build lists them (every
/// `armories/characters/NAME.json` of the snapshots compiled into loas), in name order: the one
/// list of them the tests that fetch, import or build every demo character use, so a character
/// added to the demo (scripts/demo-snapshots) is in all of them.
enum DemoCharacters {
    static let names: [String] = SnapshotReader(InMemorySnapshots.demo).armoryNames().sorted()
}
