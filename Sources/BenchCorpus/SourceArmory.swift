import Foundation

/// A full armory (`armories/characters/NAME.json`, every section) a synthetic character is
/// made from: its bytes, and what the variations need to find in them.
package struct SourceArmory: @unchecked Sendable {
    // @unchecked: `profile` holds only JSON scalars read once; nothing mutates it in place.
    package let origin: String
    let bytes: [UInt8]
    let profile: [String: Any]
    /// Equipment names, longest first so "+2 X" is not replaced inside "+25 X".
    let equipmentNames: [String]

    /// `origin` names the file in errors and in the corpus marker.
    package init(origin: String, data: Data) throws(CorpusError) {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw CorpusError("\(origin): not JSON (\(error.localizedDescription))")
        }
        guard let object = parsed as? [String: Any], let profile = object["ArmoryProfile"] as? [String: Any],
            let equipment = object["ArmoryEquipment"] as? [Any]
        else {
            throw CorpusError("\(origin): not a full armory (no ArmoryProfile and ArmoryEquipment)")
        }
        self.origin = origin
        self.bytes = Array(data)
        self.profile = profile
        let names = Set(equipment.compactMap { ($0 as? [String: Any])?["Name"] as? String })
        self.equipmentNames = names.sorted { ($0.utf8.count, $0) > ($1.utf8.count, $1) }
    }
}
