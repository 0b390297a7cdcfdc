import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

@testable import SitePages
@testable import SiteWriter

/// A sheet's tooltip opens over the sheet (issue 27), from disk: a click or Enter on its link
/// opens a dialog holding the tooltip as its tooltip page shows it, the address stays,
/// Escape or a click outside closes it and focus is back on the link. Real input events
/// (DevTools' `Input` domain), not script-made clicks.
@Suite(.enabled(if: DevToolsPipe.executable != nil, "chromium is not installed; scripts/setup.sh installs it on Debian"))
struct TooltipDialogTests {
    static let name = "별빛수호자"

    /// The demo site written to a folder, and the sheet's and its tooltip page's file URLs.
    static func site() throws -> (folder: URL, sheet: URL, tooltips: URL) {
        let files = try DemoSite.plain.get().files
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-tooltip-dialog-\(UUID().uuidString)")
        _ = try SiteFolder.write(files, to: folder)
        return (folder, folder.appending(path: SitePaths.character(name, "html")), folder.appending(path: SitePaths.tooltips(name)))
    }

    /// Resolves once the dialog is open (or closed), whenever that is: the tooltips' script
    /// loads on first use; false when the page has no dialog (a click left the sheet).
    static func waitFor(open: Bool) -> String {
        """
        new Promise((resolve) => {
          const dialog = document.getElementById('tt-dialog');
          if (!dialog) return resolve(false);
          const done = () => dialog.open === \(open);
          if (done()) return resolve(true);
          new MutationObserver(() => { if (done()) resolve(true); }).observe(dialog, { attributes: true });
        })
        """
    }

    /// What the dialog shows, where the address is and which element has focus.
    static let state = """
        ({ open: document.getElementById('tt-dialog').open, href: location.href,
           title: document.getElementById('tt-dialog-title').textContent,
           text: document.getElementById('tt-dialog-body').innerText,
           focused: document.activeElement ? document.activeElement.id : '' })
        """

    @Test func aClickOpensTheTooltipInPlaceAndEscapeClosesItWithFocusBack() async throws {
        let (folder, sheet, tooltips) = try Self.site()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SharedChromium.shared.withTab { check in
            try check.setWindow(width: 1280, height: 800)
            // The tooltip as its page shows it, decoded.
            try check.load(tooltips)
            let expected = try check.evaluate("document.querySelector('#tt-2 .tooltip').innerText") as? String ?? ""
            let title = try check.evaluate("document.querySelector('#tt-2 h2').textContent") as? String ?? ""
            #expect(!expected.isEmpty && !title.isEmpty)

            try check.load(sheet)
            let before = try check.evaluate("location.href") as? String
            let link = try #require(try check.evaluate("document.getElementById('tt-2').getAttribute('href')") as? String)
            #expect(link.hasSuffix("tooltips/\(SitePaths.href(Self.name, fromDepth: 0)).html#tt-2"), "no JavaScript: a real link, \(link)")
            try check.click(elementID: "tt-2")
            let shown = try check.evaluate(Self.waitFor(open: true)) as? Bool
            #expect(shown == true, "no dialog: the link left the sheet")
            let opened = try #require(try check.evaluate(Self.state) as? [String: Any])
            #expect(opened["open"] as? Bool == true)
            #expect(opened["title"] as? String == title)
            #expect(opened["text"] as? String == expected)
            #expect(opened["href"] as? String == before, "the address changed")
            // The dialog links the tooltip's own page.
            let page = try check.evaluate("document.getElementById('tt-dialog-page').getAttribute('href')") as? String
            #expect(page == link)

            try check.press(key: "Escape", code: "Escape", keyCode: 27)
            let hidden = try check.evaluate(Self.waitFor(open: false)) as? Bool
            #expect(hidden == true)
            let closed = try #require(try check.evaluate(Self.state) as? [String: Any])
            #expect(closed["open"] as? Bool == false)
            #expect(closed["focused"] as? String == "tt-2", "focus is on \(closed["focused"] ?? "nothing")")
            #expect(closed["href"] as? String == before)
        }
    }

    @Test func enterOpensTheTooltipAndAClickOutsideClosesIt() async throws {
        let (folder, sheet, _) = try Self.site()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SharedChromium.shared.withTab { check in
            try check.setWindow(width: 390, height: 844)
            try check.load(sheet)
            let before = try check.evaluate("location.href") as? String
            _ = try check.evaluate("document.getElementById('tt-1').focus()")
            try check.press(key: "Enter", code: "Enter", keyCode: 13, text: "\r")
            let shown = try check.evaluate(Self.waitFor(open: true)) as? Bool
            #expect(shown == true, "no dialog: the link left the sheet")
            let opened = try #require(try check.evaluate(Self.state) as? [String: Any])
            #expect((opened["text"] as? String)?.contains("운명의 전율 하프") == true, "\(opened["text"] ?? "")")
            #expect(opened["href"] as? String == before)

            // The backdrop, under the dialog: the page's bottom-left corner is outside any dialog box.
            try check.click(x: 2, y: 842)
            let hidden = try check.evaluate(Self.waitFor(open: false)) as? Bool
            #expect(hidden == true)
            let closed = try #require(try check.evaluate(Self.state) as? [String: Any])
            #expect(closed["open"] as? Bool == false)
            #expect(closed["focused"] as? String == "tt-1")
            #expect(closed["href"] as? String == before)
        }
    }

    /// The open dialog, over the sheet, in both schemes.
    @Test(.enabled(if: Axe.source != nil, "needs axe-core (PyPI axe-playwright-python); scripts/setup.sh installs it"))
    func anOpenTooltipPassesAxe() async throws {
        let (folder, sheet, _) = try Self.site()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SharedChromium.shared.withTab { check in
            try check.setWindow(width: 1280, height: 800)
            for dark in [false, true] {
                try check.setDarkMode(dark)
                try check.load(sheet)
                try check.click(elementID: "tt-1")
                let shown = try check.evaluate(Self.waitFor(open: true)) as? Bool
                #expect(shown == true)
                let found = try check.axeViolations(source: try #require(Axe.source))
                #expect(found.isEmpty, "dark \(dark): \(found.joined(separator: "\n"))")
            }
        }
    }
}

private struct NoElement: Error {
    let id: String
}

/// A reader's mouse and keyboard, through DevTools.
extension PageCheck {
    fileprivate func click(elementID: String) throws {
        let center =
            try evaluate(
                """
                (() => { const e = document.getElementById('\(elementID)'); e.scrollIntoView({ block: 'center' });
                  const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()
                """) as? [Double]
        guard let center, center.count == 2 else { throw NoElement(id: elementID) }
        try click(x: center[0], y: center[1])
    }

    fileprivate func click(x: Double, y: Double) throws {
        for type in ["mousePressed", "mouseReleased"] {
            try browser.send(
                "Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1], session: session)
        }
    }

    fileprivate func press(key: String, code: String, keyCode: Int, text: String? = nil) throws {
        var down: [String: Any] = ["type": "keyDown", "key": key, "code": code, "windowsVirtualKeyCode": keyCode]
        if let text { down["text"] = text }
        try browser.send("Input.dispatchKeyEvent", down, session: session)
        try browser.send(
            "Input.dispatchKeyEvent", ["type": "keyUp", "key": key, "code": code, "windowsVirtualKeyCode": keyCode], session: session)
    }
}
