/// Renames the owner declared (`renames` in loas.yml: old name → new name), as the build uses
/// them: only those whose name now has an armory snapshot, each chain followed to its end.
///
/// The name a character has now gets the sheet, with every former name's history joined to
/// its own; a former name gets no sheet of its own, only a page pointing to the new one.
package struct CharacterRenames: Sendable {
    /// A former name → the name the character has now.
    package private(set) var current: [String: String] = [:]
    /// A name now → its former names, oldest first.
    package private(set) var former: [String: [String]] = [:]
    /// Declared renames whose name now has no armory yet, as (old, new): the old name keeps
    /// its own sheet meanwhile.
    package private(set) var waiting: [(old: String, new: String)] = []

    package init() {}

    /// `renames` (old → new) against the names with an armory snapshot.
    package init(_ renames: [String: String], armories: Set<String>) {
        for old in renames.keys.sorted() {
            // The furthest name down the chain that has an armory: one renamed again but not
            // yet fetched under its newest name still joins the name before.
            var (step, target): (String, String?) = (old, nil)
            var seen: Set<String> = [old]
            var loops = false
            while let next = renames[step] {
                guard seen.insert(next).inserted else {
                    loops = true
                    break
                }
                step = next
                if armories.contains(next) { target = next }
            }
            // A chain into a loop (which the config refuses) names no name as the one now: it joins nothing.
            if loops { continue }
            guard let target else {
                waiting.append((old, renames[old] ?? step))
                continue
            }
            current[old] = target
        }
        // One former name per name (the config refuses two renamed to one): walk back.
        let oldOf = Dictionary(renames.map { ($0.value, $0.key) }, uniquingKeysWith: min)
        for name in Set(current.values) {
            var chain: [String] = []
            var step = name
            while let previous = oldOf[step], current[previous] != nil, !chain.contains(previous) {
                chain.insert(previous, at: 0)
                step = previous
            }
            former[name] = chain
        }
    }

    package var isEmpty: Bool { current.isEmpty && waiting.isEmpty }

    /// `name` as the character is called now.
    package func now(_ name: String) -> String { current[name] ?? name }

    /// What changes the build when the renames do, for the build cache's fingerprint.
    package var fingerprint: String {
        current.sorted { $0.key < $1.key }.map { "\($0.key)>\($0.value)" }.joined(separator: "|")
    }
}
