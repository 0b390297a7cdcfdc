/// `ColosseumInfo`: PvP rank and each season's record per mode.
public struct ColosseumInfo: Sendable, Decodable {
    public var rank: Int?
    public var preRank: Int?
    public var exp: Int?
    public var seasons: [Season]

    public init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        rank = f.int("Rank")
        preRank = f.int("PreRank")
        exp = f.int("Exp")
        seasons = f.list("Colosseums") ?? []
    }

    public struct Season: Sendable, Decodable {
        public var name: String
        /// The modes played, in the API's order; modes sent as `null` are left out.
        public var modes: [Record]

        public init(from decoder: any Decoder) throws {
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
    public struct Record: Sendable, Decodable {
        static let modes = [
            ("Competitive", "경쟁전"), ("TeamDeathmatch", "팀 데스매치"), ("Deathmatch", "데스매치"),
            ("TeamElimination", "섬멸전"), ("CoOpBattle", "협동전"), ("OneDeathmatch", "1:1 데스매치"),
            ("OneDeathmatchRank", "1:1 데스매치 (랭크)"),
        ]

        public var mode = ""
        public var rankName: String?
        public var rank: Int?
        public var playCount: Int?
        public var victoryCount: Int?
        public var loseCount: Int?
        public var tieCount: Int?
        public var killCount: Int?
        public var deathCount: Int?
        public var aceCount: Int?

        public init(from decoder: any Decoder) throws {
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
