import GRDB

/// The store's tables, built by numbered migrations so a store written by an older LOAS
/// upgrades in place and one written by a newer LOAS is refused instead of misread.
enum Schema {
    /// `PRAGMA application_id` of every LOAS store ("LOAS" in ASCII). It lives in the
    /// file header, so `file(1)` and our own open can tell a store from any other database.
    static let applicationID: Int32 = 0x4C4F_4153

    static let newerProblem = "was written by a newer LOAS (its schema has migrations this LOAS does not know); upgrade LOAS"

    /// A reader does not migrate (it writes nothing), so an older store is upgraded by the
    /// next command that writes it.
    static let olderProblem =
        "was written by an older LOAS; run `loas store upgrade` (or the next `loas fetch` or `loas import`) once to "
        + "upgrade it (a build only reads the store)"

    /// The migration that moved whole answers into compressed, shared sections.
    static let compactBodies = "v3 compact bodies"

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        registerAnswers(&migrator)
        // GRDB would check every foreign key before committing each migration below, and a
        // store whose answer lost its body row (a hand edit) would then never upgrade; the
        // compact-bodies migration checks its own tables instead, and the pictures' tables
        // are new. (This applies to every migration registered after it.)
        migrator = migrator.disablingDeferredForeignKeyChecks()
        registerPicturesCompactBodiesAndNotices(&migrator)
        return migrator
    }

    /// The first two migrations: answers by content, fetch runs and removed routes.
    private static func registerAnswers(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v1 content-addressed responses") { db in
            // Set inside the migration's transaction: a crash while creating a store leaves
            // either an empty database or a complete, marked one, never tables without the mark.
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            // Bodies are keyed by their SHA-256 so an answer repeated under many paths or
            // many fetches costs its bytes once.
            try db.execute(
                sql: """
                    CREATE TABLE body (
                        hash TEXT PRIMARY KEY NOT NULL,
                        data BLOB NOT NULL
                    );
                    CREATE TABLE response (
                        id INTEGER PRIMARY KEY,
                        path TEXT NOT NULL,
                        endpoint TEXT NOT NULL,
                        key TEXT NOT NULL,
                        hash TEXT NOT NULL REFERENCES body(hash),
                        fetchedAt DOUBLE NOT NULL,
                        lastSeenAt DOUBLE NOT NULL CHECK (lastSeenAt >= fetchedAt)
                    );
                    CREATE INDEX response_path_fetchedAt ON response(path, fetchedAt);
                    """)
        }
        migrator.registerMigration("v2 fetch runs and removed routes") { db in
            // A run's start tells a page whether its snapshot was refreshed by the latest
            // fetch or is left over from an earlier one (a failed request keeps the old answer).
            // `gone` holds routes the API answered 404 for since a date (abyss and guardian
            // rewards were removed in API V7): their last answer stays, labelled as such.
            try db.execute(
                sql: """
                    CREATE TABLE run (
                        id INTEGER PRIMARY KEY,
                        startedAt DOUBLE NOT NULL,
                        finishedAt DOUBLE CHECK (finishedAt >= startedAt)
                    );
                    CREATE TABLE gone (
                        path TEXT PRIMARY KEY NOT NULL,
                        since DOUBLE NOT NULL
                    );
                    """)
        }
    }

    /// The migrations registered after foreign keys stopped being checked at each commit, in
    /// order: the pictures' tables, answers moved into compact sections, the notices posted.
    /// A later migration joins them, and the name.
    private static func registerPicturesCompactBodiesAndNotices(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration(imagesMigration) { db in
            // Pictures the pages show, by the address a snapshot names (`ImageAddress.key`,
            // without the scheme) and, apart, by content: an icon every character wears is
            // kept once. Tables of their own, so answers and pictures change independently.
            try db.execute(
                sql: """
                    CREATE TABLE image_body (
                        hash TEXT PRIMARY KEY NOT NULL,
                        kind TEXT NOT NULL,
                        data BLOB NOT NULL
                    );
                    CREATE TABLE image (
                        address TEXT PRIMARY KEY NOT NULL,
                        hash TEXT NOT NULL REFERENCES image_body(hash),
                        fetchedAt DOUBLE NOT NULL
                    );
                    """)
        }
        migrator.registerMigration(compactBodies) { db in
            try CompactBodies.migrate(db)
        }
        migrator.registerMigration(postedNotices) { db in
            // What `loas notify` posted, by a key that stays the same from run to run (a
            // change's character and second, a game day, a game week), so a repeated run
            // posts nothing twice. A table of its own: answers never depend on it.
            try db.execute(
                sql: """
                    CREATE TABLE notice (
                        key TEXT PRIMARY KEY NOT NULL,
                        postedAt DOUBLE NOT NULL
                    );
                    """)
        }
    }

    /// Named, not numbered: it does not depend on the answers' migrations around it.
    static let imagesMigration = "images by address and content"

    /// The notices posted to Discord (`PostedNotices`).
    static let postedNotices = "v4 posted notices"
}
