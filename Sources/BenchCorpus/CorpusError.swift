/// Why a source could not be used or a corpus not written; each names its input.
package struct CorpusError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
