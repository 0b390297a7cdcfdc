import Foundation

/// A search `loas fetch` posts: to the market (`POST /markets/items`) or the auction house
/// (`POST /auctions/items`), its answer kept under its `label`.
package struct MarketSearch: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable { case market, auction }

    package var kind: Kind
    /// Names the answer in the store and the mirror folder, and heads its group on the page.
    package var label: String
    /// The request's JSON body, keys sorted, so the same search is the same bytes.
    package var body: Data

    /// The auction house's category of gems.
    package static let gemCategory = 210_000

    /// A market search: any of category (`/markets/options` codes), item name (the API
    /// matches part of it), grade and tier; dearest first, as one page holds ten.
    package static func market(label: String, category: Int?, name: String?, grade: String?, tier: Int?) -> MarketSearch {
        var fields: [String: Any] = ["Sort": "CURRENT_MIN_PRICE", "SortCondition": "DESC", "PageNo": 1, "CharacterClass": ""]
        fields["CategoryCode"] = category
        fields["ItemName"] = name
        fields["ItemGrade"] = grade
        fields["ItemTier"] = tier
        return MarketSearch(kind: .market, label: label, body: json(fields))
    }

    /// A gem as the auction house names it, and `GemName` reads it: "10레벨 겁화".
    package static func gemName(kind: String, level: Int) -> String { "\(level)레벨 \(kind)" }

    /// The cheapest buy-now listings of one gem, by kind (`겁화`) and level.
    package static func gem(label: String, kind: String, level: Int, tier: Int?) -> MarketSearch {
        var fields: [String: Any] = [
            "CategoryCode": gemCategory, "ItemName": gemName(kind: kind, level: level), "Sort": "BUY_PRICE", "SortCondition": "ASC",
            "PageNo": 1, "CharacterClass": "", "ItemLevelMin": 0, "ItemLevelMax": 0, "SkillOptions": [Any](), "EtcOptions": [Any](),
        ]
        fields["ItemTier"] = tier
        return MarketSearch(kind: .auction, label: label, body: json(fields))
    }

    /// The cheapest buy-now listings of any auction item (accessories: category 200000 and
    /// its subs, stones 30000), by category, name, grade, tier and least quality.
    package static func auction(label: String, category: Int?, name: String?, grade: String?, tier: Int?, quality: Int?) -> MarketSearch {
        var fields: [String: Any] = [
            "Sort": "BUY_PRICE", "SortCondition": "ASC", "PageNo": 1, "CharacterClass": "", "ItemLevelMin": 0, "ItemLevelMax": 0,
            "SkillOptions": [Any](), "EtcOptions": [Any](),
        ]
        fields["CategoryCode"] = category
        fields["ItemName"] = name
        fields["ItemGrade"] = grade
        fields["ItemTier"] = tier
        fields["ItemGradeQuality"] = quality
        return MarketSearch(kind: .auction, label: label, body: json(fields))
    }

    /// Where its answer is kept.
    package var route: Route {
        switch kind {
        case .market: .marketSearch(label: label)
        case .auction: .auctionSearch(label: label)
        }
    }

    /// `text` as a label that can name a file: no `/`, no control characters, no leading dot,
    /// spaces collapsed; nil when nothing is left.
    package static func label(_ text: String) -> String? {
        let cleaned = String(
            text.unicodeScalars.map { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control ? " " : Character($0) }
        )
        // A word of dots alone could climb out of the folder; a leading dot would hide the file.
        let words = cleaned.split(whereSeparator: \.isWhitespace).filter { !$0.allSatisfy { $0 == "." } }
            .joined(separator: " ").drop { $0 == "." }
        guard !words.isEmpty else { return nil }
        return String(words).precomposedStringWithCanonicalMapping
    }

    /// The most bytes (UTF-8) of a label: it names a file, `LABEL.json`, and a file name holds
    /// at most `Route.maxFileNameBytes`. 83 Hangul syllables, or 250 Latin letters.
    package static let maxLabelBytes = Route.maxFileNameBytes - Route.fileExtension.utf8.count

    /// Why `label` cannot name a search's file, in the user's terms; nil when it can.
    package static func labelProblem(_ label: String) -> String? {
        let bytes = label.utf8.count
        guard bytes > maxLabelBytes else { return nil }
        return "it is \(bytes) bytes in UTF-8 (\(label.count) characters), and a label names a file (LABEL.json), "
            + "so it can be at most \(maxLabelBytes) bytes: \(maxLabelBytes / 3) Hangul syllables, or \(maxLabelBytes) Latin letters"
    }

    private static func json(_ fields: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data("{}".utf8)
    }
}
