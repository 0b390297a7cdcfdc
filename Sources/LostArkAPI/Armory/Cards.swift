/// `ArmoryCard`: the equipped cards and the set effects they give.
public struct Cards: Sendable, Decodable {
    public var cards: [Card]
    public var effects: [SetEffect]

    public init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        cards = f.list("Cards") ?? []
        effects = f.list("Effects") ?? []
    }

    public struct Card: Sendable, Decodable {
        public var slot: Int?
        public var name: String
        public var awakeCount: Int?
        public var awakeTotal: Int?
        public var grade: String?
        public var icon: String?
        public var tooltip: String?

        public init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            slot = f.int("Slot")
            name = f.string("Name") ?? ""
            awakeCount = f.int("AwakeCount")
            awakeTotal = f.int("AwakeTotal")
            grade = f.string("Grade")
            icon = f.string("Icon")
            tooltip = f.string("Tooltip")
        }
    }

    /// `CardEffect`: one card set, with the slots it covers and its steps ("… 6세트").
    public struct SetEffect: Sendable, Decodable {
        public var cardSlots: [Int]
        public var items: [Item]

        public init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            cardSlots = f.object("CardSlots", as: [Int].self) ?? []
            items = f.list("Items") ?? []
        }

        public struct Item: Sendable, Decodable {
            public var name: String
            public var description: String?

            public init(from decoder: any Decoder) throws {
                let f = try decoder.fields()
                name = f.string("Name") ?? ""
                description = f.string("Description")
            }
        }
    }
}
