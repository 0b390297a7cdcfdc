/// A value's stored properties as text that is the same in every process: for fingerprinting
/// options that are values, not files (the raid catalog). `String(describing:)` would not
/// do: a dictionary lists its entries in an order that changes from run to run.
enum StableText {
    static func of(_ value: Any) -> String {
        var text = ""
        write(value, into: &text)
        return text
    }

    private static func write(_ value: Any, into text: inout String) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary?, .set?:
            text += "[" + mirror.children.map { of($0.value) }.sorted().joined(separator: ",") + "]"
        case .optional?:
            if let wrapped = mirror.children.first { write(wrapped.value, into: &text) } else { text += "nil" }
        case _ where mirror.children.isEmpty:
            text += String(reflecting: value)
        default:
            text += "\(mirror.subjectType)("
            for child in mirror.children {
                text += (child.label ?? "") + ":"
                write(child.value, into: &text)
                text += ","
            }
            text += ")"
        }
    }
}
