import LostArkAPI

/// The PvP record: rank, then one row per season and mode played.
struct ColosseumSection: Encodable {
    let rank: Int?
    let preRank: Int?
    let exp: Int?
    let rows: [Row]
    let hasRows: Bool
    let absent: Absence?

    struct Row: Encodable {
        let season: String
        let mode: String
        let rankName: String
        let plays: Int
        let wins: Int
        let losses: Int
        let ties: Int
        let kills: Int
        let deaths: Int
        let aces: Int
    }

    init(_ context: SheetContext) {
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
