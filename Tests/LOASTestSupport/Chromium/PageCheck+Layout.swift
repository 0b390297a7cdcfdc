import Foundation

/// What a layout and a clock test needs of the tab: a window size, a colour scheme, a time
/// zone, a fixed clock, and the page's own answer to a question in JavaScript.
extension PageCheck {
    package func setWindow(width: Int, height: Int = 900) throws {
        try browser.send(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600], session: session)
    }

    package func setDarkMode(_ dark: Bool) throws {
        try browser.send(
            "Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": dark ? "dark" : "light"]]],
            session: session)
    }

    package func setTimeZone(_ identifier: String) throws {
        try browser.send("Emulation.setTimezoneOverride", ["timezoneId": identifier], session: session)
    }

    /// From the next page load on, `Date.now()` and `new Date()` answer `date`, and only it;
    /// returns what `clearClock` needs.
    package func fixClock(at date: Date) throws -> String {
        let millis = Int(date.timeIntervalSince1970 * 1000)
        let script = """
            (() => { const fixed = \(millis); const RealDate = Date;
              class FixedDate extends RealDate {
                constructor(...args) { if (args.length === 0) { super(fixed); } else { super(...args); } }
                static now() { return fixed; }
              }
              globalThis.Date = FixedDate; })();
            """
        return try runBeforeEachPage(script)
    }

    /// From the next page load on, `script` runs in every page before the page's own
    /// scripts; returns what `clearClock` needs to stop it.
    package func runBeforeEachPage(_ script: String) throws -> String {
        let added = try browser.send("Page.addScriptToEvaluateOnNewDocument", ["source": script], session: session)
        guard let identifier = added["identifier"] as? String else {
            throw DevToolsPipe.Failure(description: "Page.addScriptToEvaluateOnNewDocument gave no identifier")
        }
        return identifier
    }

    package func clearClock(_ identifier: String) throws {
        try browser.send("Page.removeScriptToEvaluateOnNewDocument", ["identifier": identifier], session: session)
    }

    /// Opens `url` and waits for its load event (and a moment for deferred scripts).
    package func load(_ url: URL) throws {
        try markLeaving()
        _ = browser.drainEvents()
        try browser.send("Page.navigate", ["url": url.absoluteString], session: session)
        guard try waitForNewDocument() else {
            throw DevToolsPipe.Failure(description: "\(url): no load event within \(Int(DevToolsPipe.hangBound)) s")
        }
        try browser.settle(for: 0.1)
    }

    /// Marks the document shown before a navigation. On a busy machine the page before's own
    /// load event once came after the next navigation began and passed for the new page's:
    /// the checks then ran on a page half loaded (a theme test read no stylesheet's colour).
    func markLeaving() throws {
        _ = try? evaluate("window.__loasLeaving = true")
    }

    /// Waits for a load event of a document `markLeaving` did not mark; false when none comes
    /// within the hang bound. A stale load event is dropped and the wait goes on.
    func waitForNewDocument() throws -> Bool {
        let deadline = Date().addingTimeInterval(DevToolsPipe.hangBound)
        while try browser.waitForEvent("Page.loadEventFired", timeout: max(deadline.timeIntervalSinceNow, 0)) {
            let loaded = (try? evaluate("window.__loasLeaving !== true && document.readyState === 'complete'")) as? Bool
            if loaded == true { return true }
            browser.dropEvents(named: "Page.loadEventFired")
        }
        return false
    }

    /// The value of `expression` in the page (JSON-like: strings, numbers, arrays).
    package func evaluate(_ expression: String) throws -> Any? {
        let result = try browser.send(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true], session: session)
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw DevToolsPipe.Failure(description: "script failed: \(exception["text"] ?? exception)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Boxes wider than they show: the page scrolled sideways, an element sticking out of
    /// the window, or one whose content overflows it (cut off or scrolled); described by tag,
    /// class and text, at most 15.
    package func overflows() throws -> [String] {
        let script = """
            (() => {
              const width = document.documentElement.clientWidth, found = [];
              const name = (e) => e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className.trim().replace(/\\s+/g, '.') : '')
                + ' "' + (e.textContent || '').trim().slice(0, 30) + '"';
              if (document.scrollingElement.scrollWidth > width + 1) found.push('the page scrolls sideways: ' + document.scrollingElement.scrollWidth + ' > ' + width);
              for (const e of document.body.querySelectorAll('*')) {
                const box = e.getBoundingClientRect();
                if (box.width === 0 || box.height === 0 || e.closest('.visually-hidden')) continue;
                if (box.right > width + 1) found.push(name(e) + ' reaches ' + Math.round(box.right) + ' of ' + width);
                const overflow = getComputedStyle(e).overflowX;
                if (overflow !== 'visible' && e.scrollWidth > e.clientWidth + 1) found.push(name(e) + ' holds ' + e.scrollWidth + ' in ' + e.clientWidth);
              }
              return found.slice(0, 15);
            })()
            """
        return try evaluate(script) as? [String] ?? ["the overflow check returned nothing"]
    }
}

extension PageCheck {
    /// Waits until the browser holds what the page wrote to `localStorage` (DevTools reads
    /// the browser's copy), at most `tries` times a tenth of a second; false if it never
    /// does. A page written from disk (`file://`) may open the next one in another process,
    /// which reads the browser's copy: before it has the last write, that page sees none.
    @discardableResult
    package func waitForStorage(tries: Int = 50) throws -> Bool {
        let frames = try browser.send("Page.getFrameTree", session: session)
        let frame = ((frames["frameTree"] as? [String: Any])?["frame"] as? [String: Any])?["id"] as? String ?? ""
        let key = try browser.send("Storage.getStorageKey", ["frameId": frame], session: session)["storageKey"] as? String ?? ""
        let page = "JSON.stringify(Object.entries(localStorage).sort())"
        for _ in 0..<tries {
            let items = try browser.send(
                "DOMStorage.getDOMStorageItems", ["storageId": ["storageKey": key, "isLocalStorage": true]], session: session)
            let held = (items["entries"] as? [[String]] ?? []).sorted { $0.first ?? "" < $1.first ?? "" }
            let shown = try evaluate(page) as? String ?? ""
            if let wanted = try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [[String]], wanted == held { return true }
            try browser.settle(for: 0.1)
        }
        return false
    }
}
