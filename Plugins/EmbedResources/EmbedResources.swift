import Foundation
import PackagePlugin

/// Compiles `Templates/`, `Demo/` and `Starter/` into the `BundledResources` module, so the
/// `loas` binary carries its default templates, demo snapshots and `loas init`'s files with
/// it: it keeps working when copied away from the build folder, which SwiftPM's resource
/// bundles do not on Linux.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let root = context.package.directoryURL
        let folders = ["Templates", "Demo", "Starter"].map { root.appending(path: $0) }
        let inputs = folders.flatMap(Self.files(under:))
        let output = context.pluginWorkDirectoryURL.appending(path: "Embedded.swift")
        return [
            .buildCommand(
                displayName: "Embedding Templates/, Demo/ and Starter/",
                executable: try context.tool(named: "embed-resources").url,
                arguments: [output.path()] + folders.map { $0.path() },
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    private static func files(under folder: URL) -> [URL] {
        // Folders are inputs too: adding or removing a file changes their modification time.
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [folder] }
        return [folder] + walker.compactMap { $0 as? URL }
    }
}
