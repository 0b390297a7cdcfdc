import Foundation
import Rendering

/// What a build reads besides the snapshots, read as the build reads it but making nothing:
/// for `loas check`, which names every problem before a run would meet the first.
package enum InputCheck {
    /// The templates with a user's folder laid over them, compiled for both formats with the
    /// words file; the warnings a build would print (a link passed over).
    package static func templates(_ overrides: URL?) throws(TemplateError) -> [String] {
        try BuildTemplates(overrides: overrides).warnings
    }

    /// The static folder as a build lists and opens it; the files it would pass over for their
    /// names (a config, a store, an `.env`).
    package static func staticFolder(_ folder: URL, privateNames: PrivateNames) throws(BuildError) -> [String] {
        try StaticFiles(folder, privateNames: privateNames).passedOver
    }
}
