import DocumentTree
import JSON

/// One layout of tooltip element: its API type name, the fields it reads and how it turns its
/// `value` into blocks. Each lives in a file of its own in `Elements/`, registered in
/// ``ElementKinds/standard``; a game patch that adds a layout is one such file, its line there
/// and a fixture (CONTRIBUTING.md).
protocol ElementKindDecoder: Sendable {
    static var kind: ElementKind { get }
    /// What `decode` reads: text anywhere else in the value is kept after its blocks.
    static var fields: Fields { get }
    static func decode(_ value: JSONValue) -> [Block]
}

/// The element kinds a decoder knows, by API name; any other is kept as generic text.
struct ElementKinds: Sendable {
    private var byName: [String: any ElementKindDecoder.Type]

    init(_ decoders: [any ElementKindDecoder.Type]) {
        byName = Dictionary(decoders.map { ($0.kind.typeName, $0) }, uniquingKeysWith: { _, later in later })
    }

    /// Every layout LOAS decodes (`../shared/lostark-api.md` §6.2).
    static let standard = ElementKinds([
        NameTagBox.self, ItemTitle.self, SingleTextBox.self, MultiTextBox.self, ShowMeTheMoney.self, ItemPartBox.self,
        IndentStringGroup.self, Progress.self, SetItemGroup.self, SymbolString.self, ItemTintGroup.self,
        CommonSkillTitle.self, EngraveSkillTitle.self, TripodSkillCustom.self, Card.self, BlinkLineStart.self,
        BlinkLineEnd.self,
    ])

    /// These kinds and one more (a test's, or a newer layout's).
    func adding(_ decoder: any ElementKindDecoder.Type) -> ElementKinds {
        var kinds = self
        kinds.byName[decoder.kind.typeName] = decoder
        return kinds
    }

    func decoder(for kind: ElementKind) -> (any ElementKindDecoder.Type)? { byName[kind.typeName] }

    /// The API type name of every kind it knows.
    var typeNames: Set<String> { Set(byName.keys) }
}
