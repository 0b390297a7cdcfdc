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
    /// Which of axe-core's rules to run.
    package enum AxeRules: Sendable {
        /// Every rule axe-core runs by default: WCAG 2 A and AA and its best practices
        /// (unique landmarks, heading order, redundant alt text…).
        case all
        /// Only the rules a colour scheme can change the outcome of; the others read the
        /// document, which a change of scheme leaves as it was.
        case colour
        /// Every rule but the colour ones: for a page whose colours the others check.
        case structure

        /// The rules whose outcome a colour scheme can change: `.colour` runs only these,
        /// `.structure` all but these.
        static let colourRules = ["color-contrast", "link-in-text-block"]

        var options: String {
            switch self {
            case .all: "{ resultTypes: ['violations'] }"
            case .structure:
                "{ resultTypes: ['violations'], rules: { "
                    + Self.colourRules.map { "'\($0)': { enabled: false }" }.joined(separator: ", ") + " } }"
            case .colour:
                "{ resultTypes: ['violations'], runOnly: { type: 'rule', values: ["
                    + Self.colourRules.map { "'\($0)'" }.joined(separator: ", ") + "] } }"
            }
        }
    }

    /// axe-core's violations on the loaded page, each as "rule: target".
    ///
    /// `inject: false` reuses the axe already added to this document (a second run after the
    /// colour scheme changed). Only violations are reported: collecting every passing node
    /// too was most of axe's time on a long page, and a pass is not read here.
    package func axeViolations(source: String, inject: Bool = true, rules: AxeRules = .all) throws -> [String] {
        if inject { _ = try evaluate(source + "\n;true") }
        let run = """
            axe.run(document, \(rules.options))
              .then((result) => result.violations.flatMap((v) => v.nodes.slice(0, 3).map((n) => v.id + ': ' + n.target.join(' ') + ' ' + (n.failureSummary || '').split('\\n').slice(1, 2).join(''))))
            """
        return try evaluate(run) as? [String] ?? ["axe returned nothing"]
    }
}
