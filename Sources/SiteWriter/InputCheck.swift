import BundledResources
import Foundation
import Rendering
import SitePages

/// What a build reads besides the snapshots, read as the build reads it but making nothing:
/// for `loas check`, which names every problem before a run would meet the first.
package enum InputCheck {
    /// The templates with a user's folder laid over them, compiled for both formats with the
    /// words file: every template and every line of the words file that cannot be used, and
    /// the warnings a build would print (a link passed over).
    package static func templates(_ overrides: URL?) -> (warnings: [String], problems: [TemplateError]) {
        let files: TemplateFiles
        do {
            files = try TemplateFiles(defaults: BuildTemplates.defaults(), overrides: overrides)
        } catch {
            return ([], [error])
        }
        var problems = OutputFormat.allCases.flatMap { TemplateLibrary.problems(format: $0, files: files) }
        problems += Words.problems(defaults: BundledResources.templates[Words.fileName], file: files.file(Words.fileName))
        // Whatever else a build meets reading them.
        if problems.isEmpty {
            do {
                _ = try BuildTemplates(overrides: overrides)
            } catch {
                problems.append(error)
            }
        }
        return (files.warnings, problems)
    }

    /// The static folder as a build lists and opens it; the files it would pass over for their
    /// names (a config, a store, an `.env`).
    package static func staticFolder(_ folder: URL, privateNames: PrivateNames) throws(BuildError) -> [String] {
        try StaticFiles(folder, privateNames: privateNames).passedOver
    }
}
