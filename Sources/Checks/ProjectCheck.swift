import Foundation
import LOASConfig
import Rendering
import SiteWriter
import SnapshotStore

/// `loas check`: reads everything a build and a fetch read (`loas.yml`, `raids.yml` and
/// `classes.yml`, the templates, `static/`, the store) and names every problem it meets, each
/// with its file and line, going on after the first; nothing is written and nothing is fetched.
package enum ProjectCheck {
    package struct Inputs: Sendable {
        /// The config file; nil when none was named and there is no `loas.yml` here.
        package var config: URL?
        /// Whether the config was named (`--config`): missing, it is then a problem.
        package var configNamed = false
        package var templates: URL?
        /// `--static`; nil: `static/` beside the config (or here), when it is there.
        package var staticFolder: URL?
        /// `--store`; nil: `store` in the config, else `loas.sqlite` here.
        package var store: URL?
        /// Where the command runs: the defaults are found here.
        package var here: URL

        package init(here: URL) {
            self.here = here
        }
    }

    /// The report, and the config as read when it could be (for `--online`).
    package static func run(_ inputs: Inputs) -> (report: CheckReport, config: SiteConfig?) {
        var report = CheckReport(here: inputs.here)
        let config = checkConfig(inputs, into: &report)
        let configFile = config?.file ?? inputs.config
        checkDataFiles(config: configFile, templates: inputs.templates, into: &report)
        checkTemplates(inputs.templates, into: &report)
        let store = inputs.store ?? config?.store ?? inputs.here.appending(path: "loas.sqlite")
        checkStatic(inputs, config: configFile, store: store, into: &report)
        checkStore(store, into: &report)
        return (report, config)
    }

    private static func checkConfig(_ inputs: Inputs, into report: inout CheckReport) -> SiteConfig? {
        guard let file = inputs.config else {
            report.problems.append(
                Problem(
                    file: SiteConfig.fileName,
                    message: "not here; `loas init` writes one, or name another with --config"))
            return nil
        }
        let checked = SiteConfig.check(contentsOf: file)
        report.problems += checked.problems.map { report.problem(in: file, $0.description) }
        guard let config = checked.config else { return nil }
        let count = config.allCharacters.count
        report.checked.append("\(file.lastPathComponent) (\(CheckReport.count(count, "character")))")
        if count == 0 {
            report.notes.append("\(file.path) names no character: a fetch asks only for the calendar, news and market")
        }
        return config
    }

    private static func checkDataFiles(config: URL?, templates: URL?, into report: inout CheckReport) {
        let found = [
            (RaidCatalogFile.fileName, RaidCatalogFile.problems(config: config, templates: templates)),
            (ClassListFile.fileName, ClassListFile.problems(config: config, templates: templates)),
            (HoningTableFile.fileName, HoningTableFile.problems(config: config, templates: templates)),
        ]
        for (name, (file, problems)) in found {
            guard let file else {
                report.checked.append("\(name) (built in)")
                continue
            }
            report.problems += problems.map { report.problem(in: file, $0.description) }
            if problems.isEmpty { report.checked.append(file.lastPathComponent) }
        }
    }

    private static func checkTemplates(_ folder: URL?, into report: inout CheckReport) {
        do {
            let warnings = try InputCheck.templates(folder)
            report.notes += warnings.map { "warning: \($0)" }
            report.checked.append(folder.map { "templates in \($0.path)" } ?? "templates (built in)")
        } catch {
            report.problems.append(Problem(file: error.template, message: error.problem))
        }
    }

    private static func checkStatic(_ inputs: Inputs, config: URL?, store: URL, into report: inout CheckReport) {
        let folder = inputs.staticFolder ?? (config?.deletingLastPathComponent() ?? inputs.here).appending(path: "static")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            if inputs.staticFolder != nil {
                report.problems.append(report.problem(in: folder, "no such folder (--static)"))
            }
            return
        }
        let names = PrivateNames(own: [config?.lastPathComponent, store.lastPathComponent].compactMap { $0 })
        do {
            let passedOver = try InputCheck.staticFolder(folder, privateNames: names)
            report.notes += passedOver.map { "warning: \($0) is not copied into the site: its name is a config's, a store's or a secret's" }
            report.checked.append("static/")
        } catch {
            report.problems.append(report.problem(in: folder, error.description))
        }
    }

    /// A store that is not there yet is no problem: the first fetch makes it.
    private static func checkStore(_ url: URL, into report: inout CheckReport) {
        guard FileManager.default.fileExists(atPath: url.path) else {
            report.notes.append("the snapshot store \(url.path) is not there yet: the first fetch makes it")
            return
        }
        do {
            let result = try SnapshotDatabase(readingFrom: url).check()
            report.problems += result.problems.map { report.problem(in: url, "damaged: \($0)") }
            if result.isSound { report.checked.append("\(url.lastPathComponent) (\(CheckReport.count(result.answers, "answer")), intact)") }
        } catch {
            report.problems.append(report.problem(in: url, error.description))
        }
    }
}
