import CZlib
import Foundation
import Support

/// zlib (RFC 1950) for the store's sections: answers are JSON full of repeated keys and
/// markup, which deflate shrinks about tenfold.
enum Deflate {
    /// How a section's bytes are kept.
    enum Codec: Int {
        /// As they are: deflate would not make them smaller (a `\n}` between two sections).
        case raw = 0
        case zlib = 1
    }

    /// `data` compressed, with its codec: raw when deflate does not save anything.
    static func compress(_ data: Data) -> (codec: Codec, bytes: Data) {
        guard !data.isEmpty else { return (.raw, data) }
        var length = compressBound(uLong(data.count))
        var status = Z_OK
        let compressed = Data.unzeroed(count: Int(length)) { target in
            status = data.withUnsafeBytes { source in
                compress2(
                    target.bindMemory(to: Bytef.self).baseAddress, &length, source.bindMemory(to: Bytef.self).baseAddress,
                    uLong(data.count), Z_DEFAULT_COMPRESSION)
            }
            return status == Z_OK ? Int(length) : 0
        }
        guard let compressed, status == Z_OK, Int(length) < data.count else { return (.raw, data) }
        return (.zlib, compressed)
    }

    /// No answer of the API comes near this; a larger size is a damaged row, and allocating
    /// it would end the program rather than report the damage.
    static let largestSize = 1 << 28

    /// The `size` bytes `stored` holds; nil when they cannot be had (an unknown codec, a
    /// damaged stream, one that does not give exactly `size` bytes, or an absurd `size`).
    static func decompress(_ stored: Data, codec: Int, size: Int) -> Data? {
        guard size <= largestSize else { return nil }
        switch Codec(rawValue: codec) {
        case .raw:
            return stored.count == size ? stored : nil
        case .zlib:
            guard size > 0 else { return nil }
            // Not zeroed first (`UnzeroedBytes`); only what zlib wrote is kept.
            var length = uLongf(size)
            var status = Z_OK
            let output = Data.unzeroed(count: size) { target in
                status = stored.withUnsafeBytes { source in
                    uncompress(
                        target.bindMemory(to: Bytef.self).baseAddress, &length, source.bindMemory(to: Bytef.self).baseAddress,
                        uLong(stored.count))
                }
                return status == Z_OK ? Int(length) : 0
            }
            guard let output, status == Z_OK, Int(length) == size else { return nil }
            return output
        case nil:
            return nil
        }
    }
}
