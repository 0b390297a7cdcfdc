/// One `ArmoryAvatars` entry.
public struct Avatar: Sendable, Decodable {
    public var slot: String
    public var name: String
    public var grade: String?
    public var isSet: Bool?
    public var isInner: Bool?
    public var tooltip: String?

    public init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        slot = f.string("Type") ?? ""
        name = f.string("Name") ?? ""
        grade = f.string("Grade")
        isSet = f.bool("IsSet")
        isInner = f.bool("IsInner")
        tooltip = f.string("Tooltip")
    }
}
