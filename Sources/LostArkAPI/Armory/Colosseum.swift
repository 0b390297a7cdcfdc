/// `ColosseumInfo`: PvP rank and each season's record per mode.
package struct ColosseumInfo: Sendable, Decodable {
    package var rank: Int?
    package var preRank: Int?
    package var exp: Int?
    package var seasons: [Season]

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        rank = f.int("Rank")
        preRank = f.int("PreRank")
        exp = f.int("Exp")
        seasons = f.list("Colosseums") ?? []
    }

    package struct Season: Sendable, Decodable {
        package var name: String
        /// The modes played, in the API's order; modes sent as `null` are left out.
        package var modes: [Record]

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("SeasonName") ?? ""
            modes = Record.modes.compactMap { key, title in
                f.object(key, as: Record.self).map { record in
                    var record = record
                    record.mode = title
                    return record
                }
            }
        }
    }

    /// The counts every mode's aggregation shares; the ranked mode adds its rank.
    package struct Record: Sendable, Decodable {
        static let modes = [
            ("Competitive", "경쟁전"), ("TeamDeathmatch", "팀 데스매치"), ("Deathmatch", "데스매치"),
            ("TeamElimination", "섬멸전"), ("CoOpBattle", "협동전"), ("OneDeathmatch", "1:1 데스매치"),
            ("OneDeathmatchRank", "1:1 데스매치 (랭크)"),
        ]

        package var mode = ""
        package var rankName: String?
        package var rank: Int?
        package var playCount: Int?
        package var victoryCount: Int?
        package var loseCount: Int?
        package var tieCount: Int?
        package var killCount: Int?
        package var deathCount: Int?
        package var aceCount: Int?

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            rankName = f.string("RankName")
            rank = f.int("Rank")
            playCount = f.int("PlayCount")
            victoryCount = f.int("VictoryCount")
            loseCount = f.int("LoseCount")
            tieCount = f.int("TieCount")
            killCount = f.int("KillCount")
            deathCount = f.int("DeathCount")
            aceCount = f.int("AceCount")
        }
    }
}
