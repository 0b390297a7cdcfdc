import Foundation

/// The address space the process may use (`ulimit -v`), checked before anything starts.
///
/// Below about 200 MB loas cannot start its threads: the concurrency runtime's thread pool
/// waits for a thread it can never get (a hang), or a thread's stack cannot be mapped (a
/// crash). Said in a message instead, with the figure a user can raise.
enum AddressSpace {
    /// What a build of a small roster needs with room to spare (the demo needs about 200 MB).
    static let floorMB = 256

    /// Why loas cannot run under the current limit, or nil when it can.
    static func problem() -> String? {
        var limit = rlimit()
        #if canImport(Glibc)
        let read = getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
        #else
        let read = getrlimit(RLIMIT_AS, &limit)
        #endif
        guard read == 0, limit.rlim_cur != rlim_t.max else { return nil }  // RLIM_INFINITY
        let megabytes = Int(clamping: limit.rlim_cur / (1024 * 1024))
        guard megabytes < floorMB else { return nil }
        return "the address space this process may use is limited to \(megabytes) MB (ulimit -v), "
            + "and loas needs at least \(floorMB) MB to start its threads; raise the limit, such as ulimit -v \(floorMB * 1024 * 2)"
    }
}
