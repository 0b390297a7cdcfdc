import Images
import LostArkAPI

extension SnapshotReader {
    /// Every picture the pages built from these snapshots show, each distinct address once,
    /// in the order met: sheets by character name, then each answer of `Answers.standard`'s.
    /// A snapshot that cannot be read adds nothing (the build reports it).
    package func pictureURLs() -> [String] {
        var urls: [String] = []
        for name in armoryNames() {
            if let armory = try? armory(named: name) { urls += PictureURLs.armory(armory) }
        }
        var reported: [String] = []  // by the build, as it reads the same snapshots
        for answer in Answers.standard {
            if let value = try? read(any: answer, warnings: &reported) { urls += answer.pictures(in: value) }
        }
        var seen: Set<String> = []
        return urls.filter { seen.insert($0).inserted }
    }

    /// The distinct addresses of `pictureURLs()` that can be fetched (`ImageAddress`), one
    /// per key, and the URLs that cannot (not http(s), odd characters).
    package func pictureAddresses() -> (addresses: [ImageAddress], unusable: [String]) {
        var addresses: [ImageAddress] = []
        var unusable: [String] = []
        var keys: Set<String> = []
        for url in pictureURLs() {
            guard let address = ImageAddress(url) else {
                unusable.append(url)
                continue
            }
            if keys.insert(address.key).inserted { addresses.append(address) }
        }
        return (addresses, unusable)
    }
}
