import DocumentTree
import LOASTestSupport
import Testing

@testable import Rendering

/// Tooltip text keeps the game's colours, but none below WCAG AA (4.5:1) on the panel.
@Suite struct PanelColorTests {
    @Test func aGreyTooDarkForThePanelIsLightenedToAA() throws {
        for hex in ["#686660", "#787878", "#000000", "#3c3c3c"] {
            let color = try #require(TextColor(hex: hex))
            #expect(PanelColor.contrast(color.rgb, PanelColor.panel) < 4.5, "\(hex) is a case to fix")
            let readable = try #require(TextColor(hex: PanelColor.readable(color)))
            #expect(PanelColor.contrast(readable.rgb, PanelColor.panel) >= 4.5, "\(hex) became \(readable.hex)")
        }
    }

    @Test func aColourReadableOnThePanelIsKeptAsSent() throws {
        for hex in ["#fffde7", "#eea839", "#ffbb00", "#b7dee8", "#a9a9a9"] {
            let color = try #require(TextColor(hex: hex))
            #expect(PanelColor.readable(color) == color.hex)
        }
    }

    @Test func theRendererWritesTheReadableColour() throws {
        let grey = try #require(TextColor(hex: "#787878"))
        let html = DocumentRenderer(format: .html).render([.colored(grey, [.text("Lv.1")])])
        #expect(!html.contains("#787878"))
        #expect(html.contains("style=\"color:\(PanelColor.readable(grey))\""))
    }
}
