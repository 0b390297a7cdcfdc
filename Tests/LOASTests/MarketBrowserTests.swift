import Foundation
import LOASTestSupport
import Testing

@testable import SiteWriter

/// The demo's market page in headless Chromium, opened from disk (`file://`): the auction
/// calculator's figures against the formula worked by hand, and nothing wider than a phone.
@Suite(.enabled(if: DevToolsPipe.executable != nil, "chromium is not installed; scripts/setup.sh installs it on Debian"))
struct MarketBrowserTests {
    /// The demo site written to a folder, and its market page's address there.
    static func marketPage() throws -> (folder: URL, page: URL) {
        let folder = ChromiumTests.temporaryFolder()
        _ = try SiteFolder.write(try ChromiumTests.demoFiles(), to: folder)
        return (folder, folder.appending(path: "market.html"))
    }

    /// Types a price and a party size as a reader would and reads the four figures and the
    /// first explanation's numbers.
    static func figures(_ check: PageCheck, price: String, party: String) throws -> String? {
        try check.evaluate(
            """
            (() => {
              const set = (id, value) => {
                const input = document.getElementById(id);
                input.value = value;
                input.dispatchEvent(new Event('input', { bubbles: true }));
              };
              set('calc-price', '\(price)');
              set('calc-party', '\(party)');
              const figures = ['use', 'net', 'resell', 'share'].map((k) => document.getElementById('calc-' + k).textContent);
              const why = [...document.querySelectorAll('.calc-out .why')][0].textContent;
              return figures.join(' ') + ' | ' + why.slice(why.indexOf('=') + 2, why.indexOf('.'));
            })()
            """) as? String
    }

    /// Worked by hand, gold rounded down. For a price P and N players, a bid B leaves the
    /// winner P − B and each other player B ÷ (N − 1): equal at B = P × (N − 1) ÷ N. Resold,
    /// the item nets P × 0.95, so the bid for a resale is P × 0.95 × (N − 1) ÷ N.
    /// 10,000 for 8: 8,750 to use; 9,500 resold; 9,500 × 7 ÷ 8 = 8,312.5 → 8,312; 8,312 ÷ 7 = 1,187.4 → 1,187.
    /// 3,000 for 4: 2,250; 2,850; 2,850 × 3 ÷ 4 = 2,137.5 → 2,137; 2,137 ÷ 3 = 712.3 → 712.
    /// 1,234,567 for 16: 1,234,567 × 15 ÷ 16 = 1,157,406.6 → 1,157,406; × 0.95 = 1,172,838.65 → 1,172,838;
    /// 1,172,838.65 × 15 ÷ 16 = 1,099,536.2 → 1,099,536; ÷ 15 = 73,302.4 → 73,302.
    @Test func calculatorFiguresMatchTheFormulaWorkedByHand() async throws {
        let (folder, page) = try Self.marketPage()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SharedChromium.shared.withTab { check in
            try check.load(page)
            #expect(try Self.figures(check, price: "10000", party: "8") == "8,750 9,500 8,312 1,187 | 10,000 × 7 ÷ 8")
            #expect(try Self.figures(check, price: "3000", party: "4") == "2,250 2,850 2,137 712 | 3,000 × 3 ÷ 4")
            #expect(
                try Self.figures(check, price: "1234567", party: "16") == "1,157,406 1,172,838 1,099,536 73,302 | 1,234,567 × 15 ÷ 16")
            #expect(try Self.figures(check, price: "5000", party: "1") == "– – – – | – × – ÷ –", "one player has no one to split with")
        }
    }

    @Test func marketPageFitsAPhoneAndADesktopInBothSchemes() async throws {
        let (folder, page) = try Self.marketPage()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SharedChromium.shared.withTab { check in
            for width in [390, 1280] {
                try check.setWindow(width: width)
                for (dark, scheme) in [(false, "light"), (true, "dark")] {
                    try check.setDarkMode(dark)
                    try check.load(page)
                    let found = try check.overflows()
                    #expect(found.isEmpty, "market.html at \(width) px, \(scheme): \(found.joined(separator: "\n"))")
                    try Screenshots.save(try check.screenshot(), as: "market-\(width)-\(scheme).png")
                }
            }
        }
    }
}
