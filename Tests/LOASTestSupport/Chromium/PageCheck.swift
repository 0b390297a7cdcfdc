import Foundation

/// Opens pages in one headless Chromium tab and reports what a reader's browser would
/// complain about: console errors, uncaught exceptions, error log entries, resources that
/// failed to load or answered 4xx/5xx. Takes a screenshot of each page.
///
/// Only the site's own files count: images the API links to (event banners on its CDN)
/// are not ours to check, and CI has no network, so the browser resolves no outside host
/// (see `DevToolsPipe`) and their failures are left out, counted in `external`.
package final class PageCheck {
    package struct Visit {
        package var url: URL
        package var problems: [String]
        /// Requests to other hosts, not checked.
        package var external: Int
        /// The whole page as a PNG, when the visit was asked for one.
        package var screenshot: Data?
    }

    package let browser: DevToolsPipe
    package let session: String
    /// The browser context the tab was opened in, when it has one of its own (`SharedChromium`).
    let context: String?
    private let target: String

    package convenience init(executable: String) throws {
        try self.init(browser: try DevToolsPipe(executable: executable), context: nil)
    }

    /// A new tab beside `other`: the same browser context, so the same storage.
    package convenience init(tabBeside other: PageCheck) throws {
        try self.init(browser: other.browser, context: other.context)
    }

    /// A tab in a new browser context of `browser`: storage of its own, as a new profile has.
    convenience init(isolatedIn browser: DevToolsPipe) throws {
        let created = try browser.send("Target.createBrowserContext", ["disposeOnDetach": true])
        guard let context = created["browserContextId"] as? String else {
            throw DevToolsPipe.Failure(description: "Target.createBrowserContext gave no browserContextId")
        }
        try self.init(browser: browser, context: context)
    }

    private init(browser: DevToolsPipe, context: String?) throws {
        self.browser = browser
        self.context = context
        var parameters: [String: Any] = ["url": "about:blank"]
        if let context { parameters["browserContextId"] = context }
        let target = try browser.send("Target.createTarget", parameters)
        self.target = target["targetId"] as? String ?? ""
        let attached = try browser.send("Target.attachToTarget", ["targetId": self.target, "flatten": true])
        guard let session = attached["sessionId"] as? String else {
            throw DevToolsPipe.Failure(description: "Target.attachToTarget gave no sessionId")
        }
        self.session = session
        for domain in ["Runtime", "Log", "Network", "Page"] {
            try browser.send("\(domain).enable", session: session)
        }
    }

    /// Closes the browser context this tab was opened in (its tabs and storage with it).
    func closeContext() {
        guard let context else { return }
        _ = try? browser.send("Target.disposeBrowserContext", ["browserContextId": context], timeout: 30)
        _ = browser.drainEvents()
    }

    /// Switches the tab's network off (DevTools' offline emulation): every http(s) request
    /// fails, whatever its host; pages from disk still open.
    package func goOffline() throws {
        try browser.send(
            "Network.emulateNetworkConditions",
            ["offline": true, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1], session: session)
    }

    package func visit(_ url: URL, screenshot wanted: Bool = false) throws -> Visit {
        try markLeaving()
        try browser.settle(for: 0.05)
        _ = browser.drainEvents()
        var problems: [String] = []
        let navigation = try browser.send("Page.navigate", ["url": url.absoluteString], session: session)
        if let error = navigation["errorText"] as? String { problems.append("navigation failed: \(error)") }
        if try !waitForNewDocument() {
            problems.append("no load event within \(Int(DevToolsPipe.hangBound)) s")
        }
        // Late requests (images decoded after load, scripts' fetches) still get a moment.
        try browser.settle(for: 0.3)
        let found = Self.problems(in: browser.drainEvents().filter { $0["sessionId"] as? String == session })
        problems += found.filter { !Self.isExternal($0.url) }.map(\.text)
        let external = Set(found.compactMap(\.url).filter(Self.isExternal)).count
        return Visit(url: url, problems: problems, external: external, screenshot: wanted ? try screenshot() : nil)
    }

    /// An http(s) address on another host than this machine.
    package static func isExternal(_ url: String?) -> Bool {
        guard let url, let components = URLComponents(string: url), let scheme = components.scheme,
            scheme == "http" || scheme == "https", let host = components.host
        else { return false }
        return !["127.0.0.1", "localhost", "::1"].contains(host)
    }

    /// The whole page, up to a height that keeps a long sheet's PNG reasonable (or `height`:
    /// 800 is a desktop's first screen).
    package func screenshot(height maximum: Double = 8000) throws -> Data {
        let metrics = try browser.send("Page.getLayoutMetrics", session: session)
        let size = metrics["cssContentSize"] as? [String: Any]
        let width = (size?["width"] as? Double) ?? 1100
        let height = min((size?["height"] as? Double) ?? 1600, maximum)
        let shot = try browser.send(
            "Page.captureScreenshot",
            [
                "format": "png", "captureBeyondViewport": true,
                "clip": ["x": 0, "y": 0, "width": width, "height": height, "scale": 1],
            ], session: session)
        guard let base64 = shot["data"] as? String, let png = Data(base64Encoded: base64) else {
            throw DevToolsPipe.Failure(description: "Page.captureScreenshot gave no image")
        }
        return png
    }

    package static func problems(in events: [[String: Any]]) -> [(text: String, url: String?)] {
        var urls: [String: String] = [:]
        var problems: [(text: String, url: String?)] = []
        for event in events {
            let params = event["params"] as? [String: Any] ?? [:]
            switch event["method"] as? String {
            case "Runtime.consoleAPICalled" where params["type"] as? String == "error":
                let args = (params["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "?")" }
                problems.append(("console.error: \(args.joined(separator: " "))", nil))
            case "Runtime.exceptionThrown":
                let details = params["exceptionDetails"] as? [String: Any] ?? [:]
                let exception = details["exception"] as? [String: Any]
                problems.append(("uncaught exception: \(exception?["description"] ?? details["text"] ?? "?")", nil))
            case "Log.entryAdded":
                let entry = params["entry"] as? [String: Any] ?? [:]
                if entry["level"] as? String == "error" {
                    problems.append(("log: \(entry["text"] ?? "?") \(entry["url"] ?? "")", entry["url"] as? String))
                }
            case "Network.requestWillBeSent":
                let request = params["request"] as? [String: Any]
                if let id = params["requestId"] as? String, let url = request?["url"] as? String { urls[id] = url }
            case "Network.loadingFailed" where params["canceled"] as? Bool != true:
                let url = (params["requestId"] as? String).flatMap { urls[$0] } ?? "?"
                problems.append(("failed to load \(url): \(params["errorText"] ?? "?")", url))
            case "Network.responseReceived":
                let response = params["response"] as? [String: Any] ?? [:]
                if let status = response["status"] as? Int, status >= 400 {
                    problems.append(("\(status) for \(response["url"] ?? "?")", response["url"] as? String))
                }
            default:
                break
            }
        }
        return problems
    }
}
