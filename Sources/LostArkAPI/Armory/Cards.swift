/// `ArmoryCard`: the equipped cards and the set effects they give.
package struct Cards: Sendable, Decodable {
    package var cards: [Card]
    package var effects: [SetEffect]

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        cards = f.list("Cards") ?? []
        effects = f.list("Effects") ?? []
    }

    package struct Card: Sendable, Decodable {
        package var slot: Int?
        package var name: String
        package var awakeCount: Int?
        package var awakeTotal: Int?
        package var grade: String?
        package var icon: String?
        package var tooltip: String?

        package init(from decoder: any Decoder) throws {
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
    package struct SetEffect: Sendable, Decodable {
        package var cardSlots: [Int]
        package var items: [Item]

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            cardSlots = f.object("CardSlots", as: [Int].self) ?? []
            items = f.list("Items") ?? []
        }

        package struct Item: Sendable, Decodable {
            package var name: String
            package var description: String?

            package init(from decoder: any Decoder) throws {
                let f = try decoder.fields()
                name = f.string("Name") ?? ""
                description = f.string("Description")
            }
        }
    }
}
