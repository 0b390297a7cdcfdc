import LostArkAPI
import Rendering

/// The PvP record: rank, then one row per season and mode played.
package struct ColosseumSection: TemplateValueConvertible {
    package let rank: Int?
    package let preRank: Int?
    package let exp: Int?
    package let rows: [Row]
    package let hasRows: Bool
    package let absent: Absence?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("rank", rank)
                $0.add("preRank", preRank)
                $0.add("exp", exp)
                $0.add("rows", rows)
                $0.add("hasRows", hasRows)
                $0.add("absent", absent)
            })
    }

    package struct Row: TemplateValueConvertible {
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

        package var templateValue: TemplateValue {
            .object(
                TemplateFields(capacity: 10) {
                    $0.add("season", season)
                    $0.add("mode", mode)
                    $0.add("rankName", rankName)
                    $0.add("plays", plays)
                    $0.add("wins", wins)
                    $0.add("losses", losses)
                    $0.add("ties", ties)
                    $0.add("kills", kills)
                    $0.add("deaths", deaths)
                    $0.add("aces", aces)
                })
        }
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
