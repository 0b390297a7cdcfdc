import Foundation
import GRDB
import Images
import Support

extension SnapshotDatabase {
    /// What recording pictures changed.
    package struct ImageRecordSummary: Sendable, Equatable {
        /// Addresses kept for the first time, or whose picture changed.
        package var addresses = 0
        /// Pictures whose bytes the store did not hold yet (the rest were already there
        /// under another address).
        package var newBodies = 0
    }

    /// Keeps pictures under their addresses in one transaction, each distinct content once.
    /// Bytes that are not a picture LOAS keeps (see `ImageProblem.check`; never an SVG)
    /// are refused before anything is written.
    package func recordImages(_ images: [(address: ImageAddress, data: Data)], at date: Date) throws(SnapshotError)
        -> ImageRecordSummary
    {
        let prepared = try images.map { image throws(SnapshotError) in
            switch ImageProblem.check(image.data) {
            case .success(let kind): (key: image.address.key, hash: SHA256.hex(of: image.data), kind: kind, data: image.data)
            case .failure(let problem): throw SnapshotError(path: image.address.description, problem: problem.description)
            }
        }
        guard !prepared.isEmpty else { return ImageRecordSummary() }
        return try perform {
            try pool.write { db in
                var summary = ImageRecordSummary()
                for image in prepared {
                    try db.cachedStatement(sql: "INSERT OR IGNORE INTO image_body (hash, kind, data) VALUES (?, ?, ?)")
                        .execute(arguments: [image.hash, image.kind.rawValue, image.data])
                    if db.changesCount > 0 { summary.newBodies += 1 }
                    let known = try String.fetchOne(
                        db.cachedStatement(sql: "SELECT hash FROM image WHERE address = ?"), arguments: [image.key])
                    guard known != image.hash else { continue }
                    try db.cachedStatement(sql: "INSERT OR REPLACE INTO image (address, hash, fetchedAt) VALUES (?, ?, ?)")
                        .execute(arguments: [image.key, image.hash, date.timeIntervalSince1970])
                    summary.addresses += 1
                }
                return summary
            }
        }
    }

    /// Addresses (`ImageAddress.key`) with a picture kept: a fetch asks only for the others.
    package func imageKeys() throws(SnapshotError) -> Set<String> {
        try perform { try pool.read { db in Set(try String.fetchAll(db, sql: "SELECT address FROM image")) } }
    }

    /// Addresses with a picture, and distinct pictures.
    package func imageCounts() throws(SnapshotError) -> (addresses: Int, bodies: Int) {
        try perform {
            try pool.read { db in
                (
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM image") ?? 0,
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM image_body") ?? 0
                )
            }
        }
    }

    /// Every kept picture by address, without its bytes: what a build looks pictures up in.
    /// An address whose body row is gone (the store was edited) is left out: its page draws
    /// a placeholder.
    func imageCatalog() throws(SnapshotError) -> StoreImages {
        let catalog = try perform {
            try pool.read { db in
                var catalog: [String: StoredImage] = [:]
                let rows = try Row.fetchCursor(
                    db,
                    sql: "SELECT address, hash, kind, length(data) AS size FROM image JOIN image_body USING (hash)")
                while let row = try rows.next() {
                    guard let kind = ImageKind(rawValue: try row.decode(String.self, forColumn: "kind")) else { continue }
                    catalog[try row.decode(String.self, forColumn: "address")] = StoredImage(
                        hash: try row.decode(String.self, forColumn: "hash"), kind: kind,
                        size: try row.decode(Int.self, forColumn: "size"))
                }
                return catalog
            }
        }
        return StoreImages(store: self, catalog: catalog)
    }

    /// The bytes of a kept picture, checked again.
    func imageData(hash: String) throws(SnapshotError) -> Data {
        let data = try perform {
            try pool.read { db in try Data.fetchOne(db, sql: "SELECT data FROM image_body WHERE hash = ?", arguments: [hash]) }
        }
        let location = url.path + " (picture \(hash.prefix(12))…)"
        guard let data else { throw SnapshotError(path: location, problem: "is missing from the store; fetch again") }
        if case .failure(let problem) = ImageProblem.check(data) {
            throw SnapshotError(path: location, problem: "is not a picture LOAS keeps: \(problem); was the store edited?")
        }
        return data
    }

    /// Every kept picture with its address, for an export.
    func allImages() throws(SnapshotError) -> [(key: String, data: Data)] {
        try perform {
            try pool.read { db in
                try Row.fetchAll(db, sql: "SELECT address, data FROM image JOIN image_body USING (hash) ORDER BY address").map {
                    (try $0.decode(String.self, forColumn: "address"), try $0.decode(Data.self, forColumn: "data"))
                }
            }
        }
    }
}

/// The store's pictures as a build reads them: the catalog read once with the snapshots,
/// each picture's bytes read when the site writes it.
struct StoreImages: ImageSource {
    let store: SnapshotDatabase
    let catalog: [String: StoredImage]

    func image(for address: ImageAddress) -> StoredImage? {
        catalog[address.key]
    }

    func data(of image: StoredImage) throws(SnapshotError) -> Data {
        try store.imageData(hash: image.hash)
    }
}
