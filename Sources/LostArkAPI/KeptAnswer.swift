/// One answer of the API that LOAS keeps and shows, everything about it in one declaration:
/// the route it is asked and kept at, the model its JSON decodes to, and the pictures its
/// pages show. The store's reader reads any answer through it (`SnapshotReader.read`), the
/// fetch asks for its pictures, the build keeps what it read by it (`SiteData[answer]`) and
/// counts its file in the freshness of the pages that name it (`PageEntry.answers`), so none
/// of those lists an answer by hand.
///
/// The answers LOAS reads besides the keyed ones (armories, rosters, market) are
/// ``Answers/standard``; a page may name an answer of its own (a route LOAS does not know
/// is `Route.other`), which the build then reads too.
package struct KeptAnswer<Model: Decodable & Sendable>: AnyKeptAnswer {
    package let route: Route
    private let picturesOf: @Sendable (Model) -> [String]

    package init(_ route: Route, pictures: @escaping @Sendable (Model) -> [String] = { _ in [] }) {
        self.route = route
        picturesOf = pictures
    }

    package var model: any (Decodable & Sendable).Type { Model.self }

    package func pictures(in value: any Sendable) -> [String] {
        (value as? Model).map(picturesOf) ?? []
    }
}

/// A ``KeptAnswer`` whatever its model, for the lists of answers a build reads.
package protocol AnyKeptAnswer: Sendable {
    var route: Route { get }
    /// What the answer's JSON decodes to.
    var model: any (Decodable & Sendable).Type { get }
    /// The picture addresses in `value`, a value of ``model`` (none for any other).
    func pictures(in value: any Sendable) -> [String]
}

extension AnyKeptAnswer {
    /// Where the answer is kept, in the API-mirror layout.
    package var path: String { route.mirrorPath }
}
