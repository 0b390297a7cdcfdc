/// Where a site lives, decided once for `build`, `serve` and `update` from the command's
/// flags and `loas.yml`: a base path given outright wins (the flag over the file); else the
/// path of the site's URL (the flag's over the file's); else the domain root.
package struct SiteAddress: Sendable, Equatable {
    package var url: SiteURL?
    package var basePath: BasePath

    /// What was given, each as its user wrote it, with where it came from for messages.
    package struct Given: Sendable {
        package var urlFlag: String?
        package var basePathFlag: String?
        package var configURL: String?
        package var configBasePath: String?
        /// The config file's path, to name it in a message.
        package var configFile: String

        package init(
            urlFlag: String? = nil, basePathFlag: String? = nil, configURL: String? = nil, configBasePath: String? = nil,
            configFile: String = "loas.yml"
        ) {
            (self.urlFlag, self.basePathFlag, self.configURL, self.configBasePath) = (urlFlag, basePathFlag, configURL, configBasePath)
            self.configFile = configFile
        }
    }

    /// A value that is no site address, named by where it came from.
    package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        package let description: String
    }

    package init(_ given: Given) throws(Problem) {
        if let text = given.urlFlag ?? given.configURL {
            guard let parsed = SiteURL(text) else {
                let origin = given.urlFlag != nil ? "--site-url" : "\(given.configFile): site_url"
                throw Problem(description: "\(origin) \"\(text)\" should be an http(s) address such as https://me.github.io/repo/")
            }
            url = parsed
        }
        basePath = url?.basePath ?? .root
        if let text = given.basePathFlag ?? given.configBasePath {
            guard let parsed = BasePath(text) else {
                let origin = given.basePathFlag != nil ? "--base-path" : "\(given.configFile): base_path"
                throw Problem(description: "\(origin) \"\(text)\" may hold only letters, digits, '-', '.', '_', '~' and '/'")
            }
            basePath = parsed
        }
    }
}
