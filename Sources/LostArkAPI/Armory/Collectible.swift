/// One `Collectibles` entry: a kind (모코코 씨앗, 섬의 마음, …) and its collection points.
public struct Collectible: Sendable, Decodable {
    public var kind: String
    public var point: Int?
    public var maxPoint: Int?
    public var points: [Point]

    public init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        kind = f.string("Type") ?? ""
        point = f.int("Point")
        maxPoint = f.int("MaxPoint")
        points = f.list("CollectiblePoints") ?? []
    }

    public struct Point: Sendable, Decodable {
        public var name: String
        public var point: Int?
        public var maxPoint: Int?

        public init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("PointName") ?? ""
            point = f.int("Point")
            maxPoint = f.int("MaxPoint")
        }
    }
}
