import Support

/// The fields of one answer whose numbers were out of range (``OutsideNumber``), each as
/// "Collectibles[0].Point 9223372036854775807 is out of range". Such a field decodes to
/// nil, like one that drifted type, so no page computes with it; a decoder given a
/// collector under ``key`` in its `userInfo` is told which fields they were.
package final class OutOfRange: Sendable {
    // Failable only in its signature: any text is a key.
    package static let key = CodingUserInfoKey(rawValue: "LOAS.OutOfRange")

    private let found = Locked<[(field: String, note: String)]>([])

    package init() {}

    /// In the order met, each field once. A decode that Foundation redoes meets a field
    /// twice, the second time read exactly (9223372036854775807 rather than 9.2e+18), so
    /// the later note wins.
    package var fields: [String] { found.withLock { $0.map(\.note) } }

    /// `value` as sent, when the decoder could give it.
    func add(_ path: [any CodingKey], key: String, value: String?) {
        var field = ""
        for step in path {
            if let index = step.intValue {
                field += "[\(index)]"
            } else {
                field += (field.isEmpty ? "" : ".") + step.stringValue
            }
        }
        field += (field.isEmpty ? "" : ".") + key
        let note = "\(field)\(value.map { " " + $0 } ?? "") is out of range"
        found.withLock { found in
            if let index = found.firstIndex(where: { $0.field == field }) {
                found[index].note = note
            } else {
                found.append((field, note))
            }
        }
    }
}
