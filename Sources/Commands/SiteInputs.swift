import Foundation
import LOASConfig
import SiteWriter

extension SiteOptions {
    /// Where the static folder is looked for: `--static`, else `static/` beside the config
    /// file (the current folder without one). `serve` watches it even before it exists.
    func staticPath(config: SiteConfig?) -> URL {
        let context = CommandContext.current
        if let staticFolder { return context.url(staticFolder) }
        let base = config?.file?.deletingLastPathComponent() ?? context.directory
        return base.appending(path: "static")
    }

    /// The static folder to copy: one named with `--static` must be a folder; the default one
    /// is used when it is there.
    func staticFiles(config: SiteConfig?) throws -> URL? {
        let url = staticPath(config: config)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        if staticFolder != nil, !(exists && isFolder.boolValue) {
            throw CommandError("--static \(url.path): no such folder")
        }
        return exists && isFolder.boolValue ? url : nil
    }

    /// What must never be published, named for the user: the config in use (it may hold
    /// api_key) and the snapshot store, where there is one.
    static func unpublishable(config: SiteConfig?, store: URL?) -> [(what: String, url: URL)] {
        [config?.file.map { ("the config file", $0) }, store.map { ("the snapshot store", $0) }].compactMap { $0 }
    }

    /// Refuses, before anything is written, a site folder that holds what the build reads:
    /// the site is published whole, so a store or a config in it (with its api_key) would be
    /// published too; and a static folder overlapping the site would copy the site into itself.
    func refuseInside(_ output: OutputOptions, reading config: SiteConfig?, store: URL?) throws {
        let out = ResolvedPath(CommandContext.current.url(output.out))
        for (what, url) in Self.unpublishable(config: config, store: store) where out.contains(ResolvedPath(url)) {
            throw CommandError(
                "\(url.path) (\(what)) is inside --out \(output.out), whose files are all published; "
                    + "choose another --out, such as --out site")
        }
        if let folder = try staticFiles(config: config) {
            let files = ResolvedPath(folder)
            if out.contains(files) || files.contains(out) {
                throw CommandError(
                    "the static folder \(folder.path) and --out \(output.out) overlap; "
                        + "keep them apart, such as static/ and site/")
            }
        }
    }
}

extension SiteOptions {
    /// Refuses a static folder that holds the config file in use (with its api_key) or the
    /// snapshot store, found by their resolved paths whatever they are named and however the
    /// folder was named (`--static .`, `--static ..`): every file in it is published. `store`
    /// is the store's path when it is there or about to be made.
    func refuseStaticHolding(config: SiteConfig?, store: URL?) throws {
        guard let folder = try staticFiles(config: config) else { return }
        let files = ResolvedPath(folder)
        for (what, url) in Self.unpublishable(config: config, store: store) where files.contains(ResolvedPath(url)) {
            throw CommandError(
                "\(url.path) (\(what)) is inside the static folder \(folder.path), whose files are all published; "
                    + "keep in it only what the site serves, such as static/ beside loas.yml")
        }
    }

    /// The names never copied from the static folder besides the standing ones: those of the
    /// config and the store this command reads.
    static func privateNames(config: SiteConfig?, store: URL?) -> PrivateNames {
        PrivateNames(own: [config?.file, store].compactMap { $0?.lastPathComponent })
    }
}

/// A path with its links resolved as far as it exists (the rest as written), to tell whether
/// one lies inside another however each was named.
struct ResolvedPath {
    let components: [String]

    init(_ url: URL) {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while true {
            if let resolved = realpath(existing.path, nil) {
                defer { free(resolved) }
                let base = URL(fileURLWithPath: String(cString: resolved)).pathComponents
                components = base + rest.reversed()
                return
            }
            let parent = existing.deletingLastPathComponent()
            guard parent.path != existing.path else {
                components = url.standardizedFileURL.pathComponents
                return
            }
            rest.append(existing.lastPathComponent)
            existing = parent
        }
    }

    /// True when `other` is this path or lies under it.
    func contains(_ other: ResolvedPath) -> Bool {
        other.components.count >= components.count && Array(other.components.prefix(components.count)) == components
    }
}
