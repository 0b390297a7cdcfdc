import DocumentTree
import Foundation

/// A colour the API gives a run of tooltip text, made readable on the tooltip panel.
///
/// Tooltips sit on the dark panel of the stylesheet (`--tt-bg: #14161c` in
/// `Templates/assets/style.css`, the same in both schemes). The game draws some text in greys
/// too dark for it (`#686660`, `#787878`: 3.2:1 and 4.1:1), below WCAG AA's 4.5:1; such a
/// colour is mixed with white, a step at a time, until it reaches 4.5:1. Every other colour
/// is kept as the game sent it.
enum PanelColor {
    static let panel: UInt32 = 0x14161c
    static let minimumContrast = 4.5

    static func readable(_ color: TextColor) -> String {
        var rgb = color.rgb
        var step = 0
        while contrast(rgb, panel) < minimumContrast && step < 20 {
            rgb = mix(rgb, towardWhite: 0.1)
            step += 1
        }
        return TextColor(rgb: rgb)?.hex ?? color.hex
    }

    static func contrast(_ a: UInt32, _ b: UInt32) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// WCAG 2's relative luminance of an sRGB colour.
    static func luminance(_ rgb: UInt32) -> Double {
        func channel(_ shift: UInt32) -> Double {
            let value = Double((rgb >> shift) & 0xff) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }

    private static func mix(_ rgb: UInt32, towardWhite share: Double) -> UInt32 {
        func channel(_ shift: UInt32) -> UInt32 {
            let value = Double((rgb >> shift) & 0xff)
            return UInt32((value + (255 - value) * share).rounded()) << shift
        }
        return channel(16) | channel(8) | channel(0)
    }
}
