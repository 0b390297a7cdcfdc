import Foundation

/// The package's folder (this file is Tests/LOASTestSupport/PackageRoot.swift), where the
/// demo, the goldens and the scripts are.
package let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
