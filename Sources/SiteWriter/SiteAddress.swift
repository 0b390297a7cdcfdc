/// Where a site lives, decided once for `build`, `serve` and `update` from the command's
/// flags and `loas.yml`: a base path given outright wins (the flag over the file); else the
/// path of the site's URL (the flag's over the file's); else the domain root.
public struct SiteAddress: Sendable, Equatable {
    public var url: SiteURL?
    public var basePath: BasePath

    /// What was given, each as its user wrote it, with where it came from for messages.
    public struct Given: Sendable {
        public var urlFlag: String?
        public var basePathFlag: String?
        public var configURL: String?
        public var configBasePath: String?
        /// The config file's path, to name it in a message.
        public var configFile: String

        public init(
            urlFlag: String? = nil, basePathFlag: String? = nil, configURL: String? = nil, configBasePath: String? = nil,
            configFile: String = "loas.yml"
        ) {
            (self.urlFlag, self.basePathFlag, self.configURL, self.configBasePath) = (urlFlag, basePathFlag, configURL, configBasePath)
            self.configFile = configFile
        }
    }

    /// A value that is no site address, named by where it came from.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String
    }

    public init(_ given: Given) throws(Problem) {
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
