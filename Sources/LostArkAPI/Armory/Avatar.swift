/// One `ArmoryAvatars` entry.
package struct Avatar: Sendable, Decodable {
    package var slot: String
    package var name: String
    package var grade: String?
    package var isSet: Bool?
    package var isInner: Bool?
    package var tooltip: String?

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        slot = f.string("Type") ?? ""
        name = f.string("Name") ?? ""
        grade = f.string("Grade")
        isSet = f.bool("IsSet")
        isInner = f.bool("IsInner")
        tooltip = f.string("Tooltip")
    }
}
