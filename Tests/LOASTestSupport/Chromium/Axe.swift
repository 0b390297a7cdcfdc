import Foundation

/// axe-core, the accessibility checker, as the PyPI wheel `axe-playwright-python` ships it
/// (`axe.min.js`); found through Python so no copy lives in this repository.
package enum Axe {
    package static let source: String? = {
        let script = """
            import importlib.util, os
            spec = importlib.util.find_spec('axe_playwright_python')
            print(os.path.join(os.path.dirname(spec.origin), 'axe.min.js') if spec else '')
            """
        guard let path = (try? Python.run(script))?.trimmingCharacters(in: .whitespacesAndNewlines), !path.isEmpty,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }()
}

extension PageCheck {
    /// Every rule axe-core runs by default on the loaded page (WCAG 2 A and AA and its best
    /// practices: unique landmarks, heading order, redundant alt text…): each violation as
    /// "rule: target".
    package func axeViolations(source: String) throws -> [String] {
        _ = try evaluate(source + "\n;true")
        let run = """
            axe.run(document)
              .then((result) => result.violations.flatMap((v) => v.nodes.slice(0, 3).map((n) => v.id + ': ' + n.target.join(' ') + ' ' + (n.failureSummary || '').split('\\n').slice(1, 2).join(''))))
            """
        return try evaluate(run) as? [String] ?? ["axe returned nothing"]
    }
}
