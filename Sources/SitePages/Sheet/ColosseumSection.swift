import LostArkAPI

/// The PvP record: rank, then one row per season and mode played.
package struct ColosseumSection: Encodable {
    package let rank: Int?
    package let preRank: Int?
    package let exp: Int?
    package let rows: [Row]
    package let hasRows: Bool
    package let absent: Absence?

    package struct Row: Encodable {
        package let season: String
        package let mode: String
        package let rankName: String
        package let plays: Int
        package let wins: Int
        package let losses: Int
        package let ties: Int
        package let kills: Int
        package let deaths: Int
        package let aces: Int
    }

    package init(_ context: SheetContext) {
        let info = context.armory.colosseum
        // Fields the API stopped filling in V10 come as 0: shown only when they say something.
        let said = [info?.rank, info?.preRank, info?.exp].contains { ($0 ?? 0) != 0 }
        rank = said ? info?.rank : nil
        preRank = said ? info?.preRank : nil
        exp = said ? info?.exp : nil
        rows = (info?.seasons ?? []).flatMap { season in
            season.modes.map { record in
                Row(
                    season: season.name, mode: record.mode, rankName: record.rankName ?? "—", plays: record.playCount ?? 0,
                    wins: record.victoryCount ?? 0, losses: record.loseCount ?? 0, ties: record.tieCount ?? 0,
                    kills: record.killCount ?? 0, deaths: record.deathCount ?? 0, aces: record.aceCount ?? 0)
            }
        }
        hasRows = !rows.isEmpty
        absent = context.absence(of: "ColosseumInfo", isNull: info == nil)
    }
}
