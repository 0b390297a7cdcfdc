import Foundation

/// The figures of `loas build`'s last line:
/// `wrote OUT/: F files (W written, U unchanged, R removed)`.
struct WriteSummary: Equatable {
    let files: Int
    let written: Int

    init(files: Int, written: Int) {
        self.files = files
        self.written = written
    }

    /// Nil when the output has no such line (the build failed, or its wording changed).
    init?(output: String) {
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("wrote ") }),
            let files = Self.number(before: " files (", in: line),
            let written = Self.number(before: " written", in: line)
        else { return nil }
        self.files = files
        self.written = written
    }

    private static func number(before marker: String, in line: Substring) -> Int? {
        guard let range = line.range(of: marker) else { return nil }
        let digits = line[..<range.lowerBound].reversed().prefix { $0.isASCII && $0.isNumber }
        return Int(String(digits.reversed()))
    }
}
