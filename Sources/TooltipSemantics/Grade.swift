import DocumentTree

/// The tier of a polishing effect, which the game shows only as the colour of its value.
package enum PolishTier: String, Sendable, Hashable {
    case high = "상"
    case middle = "중"
    case low = "하"

    init?(color: TextColor?) {
        switch color?.rgb {
        case 0xFE9600?: self = .high
        case 0xCE43FC?: self = .middle
        case 0x00B5FF?: self = .low
        default: return nil
        }
    }
}
