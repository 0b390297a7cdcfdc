import Foundation
import JSON

/// The figures a character's history draws from one stored profile: its item level and
/// combat power, each nil when the answer lacks it or sends something that is not a figure.
///
/// Read through the tape decoder, asking for these two members only: a year of four
/// fetches a day is some 1,500 profiles per character, read at every build.
struct ProfileFigures: Decodable {
    var itemLevel: Double?
    var combatPower: Double?

    private enum CodingKeys: String, CodingKey {
        case itemLevel = "ItemAvgLevel"
        case combatPower = "CombatPower"
    }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        itemLevel = Self.figure(fields, .itemLevel)
        combatPower = Self.figure(fields, .combatPower)
    }

    /// A formatted string ("1,581.67") as the API sends it, or a number after drift; one
    /// field the wrong kind does not hide the other.
    private static func figure(_ fields: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) -> Double? {
        if let text = try? fields.decodeIfPresent(String.self, forKey: key) { return HistoryValues.number(text) }
        if let number = try? fields.decodeIfPresent(Double.self, forKey: key) { return HistoryValues.figure(number) }
        return nil
    }

    /// Of a `profiles` answer: the profile itself.
    init?(profile body: Data) {
        guard let figures = try? FastJSONDecoder().decode(ProfileFigures.self, from: body) else { return nil }
        self = figures
    }

    /// Of a full armory answer: its `ArmoryProfile`.
    init?(armory body: Data) {
        guard let armory = try? FastJSONDecoder().decode(ArmoryAnswer.self, from: body), let figures = armory.profile else { return nil }
        self = figures
    }

    /// Of an armory's `ArmoryProfile` member as the store cut it (`BodySections.memberObject`).
    init?(armoryMember section: Data) {
        guard let object = BodySections.memberObject(section) else { return nil }
        self.init(armory: object)
    }

    /// An armory answer as far as its figures go: a profile that is not an object gives none.
    private struct ArmoryAnswer: Decodable {
        var profile: ProfileFigures?

        private enum CodingKeys: String, CodingKey {
            case profile = "ArmoryProfile"
        }

        init(from decoder: any Decoder) throws {
            profile = try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(ProfileFigures.self, forKey: .profile)
        }
    }
}
