import Foundation
import JSON
import LostArkAPI

/// Typed access to the snapshots of one source.
///
/// A missing file is nil (its page is left out or says "no data"); a file that exists but
/// cannot be decoded is a ``SnapshotError`` naming it.
package struct SnapshotReader: Sendable {
    package let source: any SnapshotSource

    package init(_ source: any SnapshotSource) {
        self.source = source
    }

    /// Characters with a full armory snapshot, sorted by name.
    package func armoryNames() -> [String] {
        source.entries(in: Route.armoryFolder).compactMap(Route.name(ofMirrorFile:))
    }

    /// Armory files whose names cannot be read (not UTF-8), as they can be shown: no
    /// character can be looked up by such a name.
    package func unreadableArmoryFiles() -> [String] {
        source.unreadableEntries(in: Route.armoryFolder).map { "\(Route.armoryFolder)/\($0)" }
    }

    /// Warnings about the folders listed for armories, sibling lists and market items: one
    /// reached through a link (not entered), a name spelt two ways (one read).
    package func listingProblems() -> [String] {
        var seen: Set<String> = []
        return Route.keyedFolders.flatMap { source.entryProblems(in: $0) }.filter { seen.insert($0).inserted }
    }

    /// Characters with a siblings snapshot, readable or not (reading it then names the problem).
    package func siblingOwners() -> [String] {
        source.entries(in: Route.siblingsFolder).filter { owner in
            do {
                return try source.data(at: Route.siblings(character: owner).mirrorPath) != nil
            } catch {
                return true
            }
        }
    }

    /// The armory of `name`; nil when there is no snapshot or the API answered `null`
    /// (no such character). Its fields out of range are in its ``Armory/outOfRange``.
    /// `bytes`, when given, are the snapshot's, already read by the caller.
    package func armory(named name: String, bytes: Data? = nil) throws(SnapshotError) -> Armory? {
        let found = OutOfRange()
        var armory = try decode(Armory.self, at: Route.armory(character: name).mirrorPath, bytes: bytes, outOfRange: found)
        armory?.outOfRange = found.fields
        if let profile = armory?.profile { armory?.profile?.characterName = SnapshotNames.normalised(profile.characterName) }
        return armory
    }

    // Each read below appends to `warnings` the fields it found out of range, naming the file.

    /// Names in NFC, as the armories' file names are read. An entry that is no character (no
    /// name, a name that is not text) is left out and named in a warning; the others are kept.
    package func siblings(of name: String, warnings: inout [String]) throws(SnapshotError) -> [CharacterInfo]? {
        let path = Route.siblings(character: name).mirrorPath
        guard let data = try source.data(at: path) else { return nil }
        let found = OutOfRange()
        guard let slots = try decode([RosterSlot].self, at: path, bytes: data, outOfRange: found) else { return nil }
        warnings += found.fields.map { "\(source.label)/\(path): \($0)" }
        let left = RosterProblems(data)
        for (index, slot) in slots.enumerated() where slot.info == nil {
            warnings.append("\(source.label)/\(path): " + left.describe(entry: index, of: slots.count))
        }
        return slots.compactMap(\.info).map { info in
            var info = info
            info.name = SnapshotNames.normalised(info.name)
            return info
        }
    }

    /// The answer `answer` declares, decoded; nil when there is no snapshot of it.
    package func read<Model>(_ answer: KeptAnswer<Model>, warnings: inout [String]) throws(SnapshotError) -> Model? {
        try decode(Model.self, at: answer.path, warnings: &warnings)
    }

    /// The answer `answer` declares, decoded to its model, whatever that is.
    package func read(any answer: any AnyKeptAnswer, warnings: inout [String]) throws(SnapshotError) -> (any Sendable)? {
        try decodeSendable(answer.model, at: answer.path, warnings: &warnings)
    }

    private func decodeSendable<T: Decodable & Sendable>(_ type: T.Type, at path: String, warnings: inout [String])
        throws(SnapshotError) -> T?
    {
        try decode(type, at: path, warnings: &warnings)
    }

    /// Item ids with a market snapshot (`markets/items/ID.json`), in numeric order.
    package func marketItemIDs() -> [Int] {
        source.entries(in: Route.marketItemFolder).compactMap { Route.name(ofMirrorFile: $0).flatMap { Int($0) } }.sorted()
    }

    package func marketItem(id: Int, warnings: inout [String]) throws(SnapshotError) -> [MarketItemVariant]? {
        try decode([MarketItemVariant].self, at: Route.marketItem(id: id).mirrorPath, warnings: &warnings)
    }

    /// Labels of the market searches kept, sorted; "" first for a lone `markets/items.json`.
    package func marketSearchLabels() -> [String] {
        labels(in: Route.marketSearchFolder, lone: Route.loneMarketSearch)
    }

    package func auctionSearchLabels() -> [String] {
        labels(in: Route.auctionSearchFolder, lone: Route.loneAuctionSearch)
    }

    package func marketSearch(label: String, warnings: inout [String]) throws(SnapshotError) -> MarketList? {
        try decode(MarketList.self, at: Route.marketSearchPath(label: label), warnings: &warnings)
    }

    package func auctionSearch(label: String, warnings: inout [String]) throws(SnapshotError) -> AuctionList? {
        try decode(AuctionList.self, at: Route.auctionSearchPath(label: label), warnings: &warnings)
    }

    private func labels(in folder: String, lone: String) -> [String] {
        let parent = (lone as NSString).deletingLastPathComponent
        let hasLone = source.entries(in: parent).contains((lone as NSString).lastPathComponent)
        return (hasLone ? [""] : []) + source.entries(in: folder).compactMap(Route.name(ofMirrorFile:))
    }

    /// True when the source holds nothing at all, which is almost always a wrong path.
    package var isEmpty: Bool {
        source.entries(in: "").isEmpty
    }

    private func decode<T: Decodable>(_ type: T.Type, at path: String, warnings: inout [String]) throws(SnapshotError) -> T? {
        let found = OutOfRange()
        let value = try decode(type, at: path, bytes: nil, outOfRange: found)
        warnings += found.fields.map { "\(source.label)/\(path): \($0)" }
        return value
    }

    private func decode<T: Decodable>(
        _ type: T.Type, at path: String, bytes: Data?, outOfRange: OutOfRange
    ) throws(SnapshotError) -> T? {
        let read: Data?
        if let bytes { read = bytes } else { read = try source.data(at: path) }
        guard let data = read else { return nil }
        let location = source.label + "/" + path
        do {
            return try FastJSONDecoder(userInfo: OutOfRange.key.map { [$0: outOfRange] } ?? [:]).decode(T?.self, from: data)
        } catch let error as DecodingError {
            throw SnapshotError(path: location, problem: Self.describe(error))
        } catch {
            throw SnapshotError(path: location, problem: "\(error)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not valid JSON"
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "unexpected JSON at \(path.isEmpty ? "top level" : path): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
