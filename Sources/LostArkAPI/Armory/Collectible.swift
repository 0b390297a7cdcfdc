/// One `Collectibles` entry: a kind (모코코 씨앗, 섬의 마음, …) and its collection points.
package struct Collectible: Sendable, Decodable {
    package var kind: String
    package var point: Int?
    package var maxPoint: Int?
    package var points: [Point]

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        kind = f.string("Type") ?? ""
        point = f.int("Point")
        maxPoint = f.int("MaxPoint")
        points = f.list("CollectiblePoints") ?? []
    }

    package struct Point: Sendable, Decodable {
        package var name: String
        package var point: Int?
        package var maxPoint: Int?

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("PointName") ?? ""
            point = f.int("Point")
            maxPoint = f.int("MaxPoint")
        }
    }
}
