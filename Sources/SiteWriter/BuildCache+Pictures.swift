extension BuildCache {
    /// One sheet's pictures while a build runs: its places in the previous cache's table when
    /// it was kept, or each address with its resolution when it was made.
    enum Pictures: Sendable {
        case kept([Int])
        case made([String: String])
    }

    /// The cache of `sheets`, whose table is every picture they show, each once; `previous`
    /// is the table their `.kept` places are in.
    init(sheets: [(file: String, entry: Entry, pictures: Pictures)], previous: [Picture]) {
        var resolutions: [String: String] = [:]
        for sheet in sheets {
            switch sheet.pictures {
            case .kept(let places):
                for place in places where place < previous.count {
                    resolutions[previous[place].address] = previous[place].resolution
                }
            case .made(let made):
                resolutions.merge(made) { _, made in made }
            }
        }
        pictures = resolutions.sorted { $0.key < $1.key }.map { Picture(address: $0.key, resolution: $0.value) }
        var place: [String: Int] = [:]
        for (index, picture) in pictures.enumerated() { place[picture.address] = index }
        let moved = previous.map { place[$0.address] }
        for sheet in sheets {
            var entry = sheet.entry
            switch sheet.pictures {
            case .kept(let places):
                entry.pictures = places.compactMap { $0 < moved.count ? moved[$0] : nil }.sorted()
            case .made(let made):
                entry.pictures = made.keys.compactMap { place[$0] }.sorted()
            }
            characters[sheet.file] = entry
        }
    }

    /// The table as one text: a line per address, its resolution after a tab. An address is
    /// the API's text: a tab, a line break or a backslash in one is written escaped.
    enum PictureList {
        static func write(_ pictures: [Picture]) -> String {
            pictures.map { LineEscaping.fields.escape($0.address) + "\t" + LineEscaping.fields.escape($0.resolution) + "\n" }.joined()
        }

        /// Nil when a line is not an address and a resolution.
        static func read(_ text: String) -> [Picture]? {
            var pictures: [Picture] = []
            for line in Array(text.utf8).split(separator: 0x0A) {
                let parts = line.split(separator: 0x09, omittingEmptySubsequences: false)
                guard parts.count == 2, let address = LineEscaping.fields.unescape(parts[0]),
                    let resolution = LineEscaping.fields.unescape(parts[1])
                else { return nil }
                pictures.append(Picture(address: address, resolution: resolution))
            }
            return pictures
        }
    }

    /// A sheet's places in the table, as decimal numbers with a space between.
    enum Places {
        static func write(_ places: [Int]) -> String {
            places.map(String.init).joined(separator: " ")
        }

        /// Nil when the text holds anything but numbers and single spaces.
        static func read(_ text: String) -> [Int]? {
            var places: [Int] = []
            var number: Int?
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    let (times, overflow) = (number ?? 0).multipliedReportingOverflow(by: 10)
                    let (sum, carry) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
                    guard !overflow, !carry else { return nil }
                    number = sum
                case UInt8(ascii: " "):
                    guard let done = number else { return nil }
                    places.append(done)
                    number = nil
                default:
                    return nil
                }
            }
            if let number {
                places.append(number)
            } else if !places.isEmpty {
                return nil
            }
            return places
        }
    }
}
