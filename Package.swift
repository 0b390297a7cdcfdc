// swift-tools-version: 6.1
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "loas",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "loas", targets: ["loas"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Only for `loas-bench engines`, which compares it with the Mustache engine in Rendering.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        // libcmark from Debian's libcmark-dev; imported by Rendering/CommonMark.swift only.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // zlib from Debian's zlib1g-dev; imported by SnapshotStore/Database/Deflate.swift only.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // The release's version and commit, defined by scripts/release.sh (-Xcc -D…); empty otherwise.
        .target(name: "BuildInfo"),
        // The intermediate document tree: pure values, no I/O. (LostArkAPI for the grade
        // colours a tooltip's text is drawn in.)
        .target(name: "DocumentTree", dependencies: ["LostArkAPI"], swiftSettings: strict),
        // A strict single-pass JSON parser, and a Decoder over its values that answers as JSONDecoder does.
        .target(name: "JSON", dependencies: ["Support"], swiftSettings: strict),
        // Tooltip JSON + markup -> DocumentTree.
        .target(name: "TooltipDecoder", dependencies: ["DocumentTree", "JSON"], swiftSettings: strict),
        // Typed facts read from decoded tooltips: grade, quality, elixirs, gem skill, tripods, …
        .target(name: "TooltipSemantics", dependencies: ["DocumentTree", "LostArkAPI", "Support"], swiftSettings: strict),
        // The Open API and the game as it answers: routes, typed models of the answers, the
        // key, character names, item grades.
        .target(name: "LostArkAPI", dependencies: ["JSON", "Support"], swiftSettings: strict),
        // What every module may lean on: the lock type, time as a dependency (WallClock,
        // SystemClock, and ManualClock for tests), digests, the two-generation table, dated values.
        .target(name: "Support", dependencies: ["CCrypto"], swiftSettings: strict),
        // OpenSSL's libcrypto (libssl-dev), for SHA-256 only; imported by Support/SHA256.swift.
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"]), .brew(["openssl"])]),
        // A character's changes across stored armories: typed facts compared, no text diffs.
        .target(
            name: "ArmoryTimeline", dependencies: ["LostArkAPI", "TooltipDecoder", "TooltipSemantics", "DocumentTree", "Support"],
            swiftSettings: strict),
        // The game's week, pure values: Korea's clock, the daily and weekly resets, what a
        // character's item level allows and the gold it earns.
        .target(name: "Planning", dependencies: ["LostArkAPI", "Support"], swiftSettings: strict),
        // The honing planner, pure values: the tables of honing.yml as types, the exact odds of a
        // stage (failure bonus, artisan's energy), the cheapest breath-and-book plan at given
        // prices, and each character's steps to the next raid.
        .target(name: "Honing", dependencies: ["Planning", "LostArkAPI", "TooltipSemantics"], swiftSettings: strict),
        // Pictures the pages show: what their bytes are (by magic number) and where an
        // address lives in the store, a snapshot folder and the test hook.
        .target(name: "Images", dependencies: ["Support"], swiftSettings: strict),
        // File-system facts read cheaply: a file's size and time from one stat(2).
        .target(name: "FileSystem", dependencies: ["Support"], swiftSettings: strict),
        // Snapshots: API-mirror folders, the bundled demo set, and the SQLite store with history.
        .target(
            name: "SnapshotStore",
            dependencies: [
                "LostArkAPI", "JSON", "FileSystem", "Images", "Support", "CZlib", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strict
        ),
        // libcurl from Debian's libcurl4-openssl-dev; imported by URLTasks only.
        .systemLibrary(
            name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),
        // HTTP requests over libcurl that wait without spinning, with one deadline each, cancelled
        // with their task; shared by the API client, the picture client and the Discord client.
        .target(name: "URLTasks", dependencies: ["CCurl", "Support"], swiftSettings: strict),
        // The Open API over HTTP: a Route asked, rate-limit pacing, retries.
        .target(name: "LostArkClient", dependencies: ["LostArkAPI", "Support", "Images", "URLTasks"], swiftSettings: strict),
        // The project's config file, loas.yml.
        .target(
            name: "LOASConfig",
            dependencies: ["Yams", "LostArkAPI", "Support", "Planning", "BundledResources", "FileSystem", "Honing"],
            swiftSettings: strict),
        // A fetch run: a plan of routes through the client into the store, with a summary.
        .target(
            name: "Fetching", dependencies: ["LostArkAPI", "LostArkClient", "SnapshotStore", "Support", "Images"],
            swiftSettings: strict),
        // `loas init`: the files a dashboard repository starts with (Starter/), filled in and written.
        .target(name: "Starter", dependencies: ["BundledResources", "LostArkAPI", "FileSystem"], swiftSettings: strict),
        // `loas check`: every problem of what a build and a fetch read, each naming its file and line.
        .target(
            name: "Checks",
            dependencies: ["LOASConfig", "SiteWriter", "SnapshotStore", "LostArkClient", "Rendering", "FileSystem", "Yams"],
            swiftSettings: strict),
        // A small HTTP/1.1 server over POSIX sockets, shared by the fake API and `loas serve`.
        .target(name: "LocalHTTP", dependencies: ["Support"], swiftSettings: strict),
        // Discord webhook messages: their JSON shape, Discord's limits, and the client that posts them.
        .target(name: "Discord", dependencies: ["Support", "URLTasks"], swiftSettings: strict),
        // A fake Lost Ark Open API on 127.0.0.1 for tests: serves a mirror folder, enforces the
        // rate limit with the real headers, injects faults.
        .target(name: "FakeLostArkAPI", dependencies: ["LostArkAPI", "LocalHTTP", "Support", "Images"], swiftSettings: strict),
        // A stand-in Discord webhook on 127.0.0.1 for tests: records requests, checks bodies
        // against Discord's limits, answers as scripted (2xx, 429, 503, 404, a hang).
        .target(name: "FakeDiscord", dependencies: ["Discord", "LocalHTTP", "Support"], swiftSettings: strict),
        // DocumentTree -> HTML / Markdown (libcmark), Mustache templates.
        .target(
            name: "Rendering",
            dependencies: ["DocumentTree", "CCmark", "FileSystem", "Support"],
            swiftSettings: strict
        ),
        // Templates/ and Demo/ compiled into the binary.
        .target(name: "BundledResources", plugins: ["EmbedResources"]),
        // Facts -> page views: the pages' and the character sheet's view models, the decoded
        // tooltips they show, links and charts. Pure values: no files, no threads of its own, no
        // store and no lock (history arrives as values, caches are the build's).
        .target(
            name: "SitePages",
            dependencies: [
                "LostArkAPI", "TooltipDecoder", "TooltipSemantics", "DocumentTree", "Rendering", "BundledResources", "Support",
                "Planning", "ArmoryTimeline", "Honing",
            ],
            swiftSettings: strict
        ),
        // Characters' histories read from the store as a build reads them: the renames of
        // loas.yml joined, each character's series and timeline; shared by the build and notify,
        // so a notice and the timeline page it links to never disagree.
        .target(
            name: "StoredHistory",
            dependencies: ["SitePages", "SnapshotStore", "ArmoryTimeline", "LostArkAPI", "TooltipSemantics", "JSON", "Support"],
            swiftSettings: strict),
        // A build: snapshots read, sheets rendered on worker threads through the templates,
        // caches and fingerprints, the output folder and its sinks, pictures, feeds.
        .target(
            name: "SiteWriter",
            dependencies: [
                "SitePages", "StoredHistory", "LostArkAPI", "SnapshotStore", "TooltipDecoder", "TooltipSemantics", "Rendering",
                "BundledResources", "JSON", "FileSystem", "Support", "Planning", "Images", "Honing",
            ],
            swiftSettings: strict
        ),
        // The built-in demo: its snapshots moved into the build's week and the history its charts show; not the build's.
        .target(
            name: "Demo",
            dependencies: ["BundledResources", "SnapshotStore", "LostArkAPI", "Planning", "ArmoryTimeline", "Support"],
            swiftSettings: strict),
        // What the scheduled run tells Discord: notices composed from the store (changes, the
        // day's schedule, the week's gains), posted in order and recorded once taken.
        .target(
            name: "Notices",
            dependencies: [
                "Discord", "StoredHistory", "SitePages", "SnapshotStore", "Planning", "ArmoryTimeline", "LostArkAPI", "Support",
                "FileSystem",
            ],
            swiftSettings: strict
        ),
        // `loas serve`: a built site held in memory, served over HTTP, rebuilt when its inputs change.
        .target(name: "SiteServer", dependencies: ["LocalHTTP", "FileSystem", "Support"], swiftSettings: strict),
        // The commands: argument parsing, config and store resolution (a store or config inside
        // `--out` refused), progress and messages, each through a `CommandContext` (output,
        // errors, environment, working folder) that a test gives its own to run them in process.
        .target(
            name: "Commands",
            dependencies: [
                "SiteWriter", "SitePages", "Demo", "TooltipDecoder", "TooltipSemantics", "Rendering", "DocumentTree", "SnapshotStore",
                "BundledResources", "LostArkAPI", "LostArkClient", "Fetching", "LOASConfig", "SiteServer", "LocalHTTP", "Support", "Images",
                "BuildInfo", "FileSystem", "Starter", "Checks", "Discord", "Notices", "Honing", "Planning",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        // The executable: the address space checked, then the commands of module Commands in the
        // process's own context.
        .executableTarget(
            name: "loas",
            dependencies: ["Commands"],
            swiftSettings: strict,
            // jemalloc (Debian's libjemalloc-dev) in place of glibc's malloc: a build allocates
            // and frees millions of small values on two threads, and spends 4-6% less CPU with
            // it (docs/development.md, Benchmarks). A release links it statically.
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ),
        // Synthetic benchmark corpora: N renamed, varied characters in the API-mirror layout.
        .target(name: "BenchCorpus", dependencies: ["LostArkAPI", "Support"], swiftSettings: strict),
        // Prints figures (decode, corpus, build, engines); run in release (`swift run -c release loas-bench`).
        .executableTarget(
            name: "loas-bench",
            dependencies: [
                "TooltipDecoder", "DocumentTree", "BundledResources", "BenchCorpus", "JSON", "LostArkAPI",
                "FakeLostArkAPI", "Fetching", "LostArkClient", "SnapshotStore", "Support", "SitePages", "Rendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: strict),
        .executableTarget(name: "embed-resources", path: "Sources/embed-resources"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["embed-resources"]),
        // What the tests share: the golden files, the corpus and fixtures, the commands run in
        // process (`LoasCall`), process runners (the `loas` binary, scripts, Python), headless
        // Chromium and axe-core, a raw HTTP client.
        .target(
            name: "LOASTestSupport",
            dependencies: ["SitePages", "Commands", "Support"],
            path: "Tests/LOASTestSupport",
            swiftSettings: strict
        ),
        .testTarget(
            name: "LOASTests",
            dependencies: [
                "DocumentTree", "TooltipDecoder", "TooltipSemantics", "LostArkAPI", "SnapshotStore", "Rendering", "SiteWriter", "SitePages",
                "Demo", "BundledResources", "FakeLostArkAPI", "LostArkClient", "Fetching", "LOASConfig", "LocalHTTP",
                "SiteServer", "Yams", "BenchCorpus", "JSON", "Support", "Planning", "Images", "LOASTestSupport", "ArmoryTimeline",
                "Starter", "Discord", "FakeDiscord", "Notices", "FileSystem", "Honing", "URLTasks", "StoredHistory",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["__Snapshots__", "Fixtures"],
            swiftSettings: strict
        ),
    ]
)
