import Foundation
import Rendering
import SitePages

/// The files a build hands its sink, by path: what sitemap.xml lists and what the static
/// folder's files are copied over.
struct BuildOutput<Sink: SiteSink> {
    let sink: Sink
    /// Every path put or kept so far.
    var paths: Set<String>

    mutating func put(_ path: String, _ bytes: Data) throws(BuildError) {
        do {
            try sink.put(path, bytes)
        } catch {
            throw BuildError.output(error)
        }
        paths.insert(path)
    }
}
