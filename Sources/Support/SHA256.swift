import CCrypto
import Foundation

/// SHA-256 (FIPS 180-4), the store's content address for answer bodies.
///
/// OpenSSL's libcrypto computes it: libcurl already loads it, and it costs no build time
/// (swift-crypto's BoringSSL tripled a fresh release build). A digest written out in Swift
/// hashed a few MB a second in the debug build the tests run, a quarter of the suite's time.
/// Checked against the NIST test vectors in the tests.
package enum SHA256 {
    /// The digest as 64 lower-case hex digits.
    package static func hex(of data: Data) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest(of: data) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    static func digest(of data: Data) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let done = data.withUnsafeBytes { bytes in
            digest.withUnsafeMutableBufferPointer { out in
                EVP_Digest(bytes.baseAddress, bytes.count, out.baseAddress, &length, EVP_sha256(), nil)
            }
        }
        // EVP_Digest fails only without memory for its context, and a store without its
        // content addresses cannot go on.
        precondition(done == 1 && length == 32, "libcrypto could not compute a SHA-256")
        return Array(digest.prefix(32))
    }
}
