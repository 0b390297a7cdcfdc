import DocumentTree
import Foundation
import Rendering
import Support
import TooltipDecoder

/// Tooltips decoded, and fragments rendered, once per build for each distinct text.
///
/// A roster repeats itself: every card, gem, skill at a given level and tripod reads the
/// same for every character who has it, and a character's gem effects repeat its skills.
/// Decoding and rendering are pure functions of the text, so reusing them changes no byte
/// of the site. What is kept, and how it is shared between threads, is the `cache`'s
/// business: the build's (`SiteWriter`), since the build owns the threads.
package final class TooltipMemo: Sendable {
    private let cache: any TooltipCache

    /// By default nothing is kept: every tooltip is decoded where it is asked for, which
    /// makes the same pages.
    package init(cache: any TooltipCache = NoTooltipCache()) {
        self.cache = cache
    }

    /// The tooltip JSON `text`, decoded. Failures carry no item: callers add their own.
    package func tooltip(_ text: String) -> DecodedTooltip {
        decoded(TextKey(text)) { DecodedTooltip(text, derived: $0) }
    }

    /// Markup text (a name or a description: `<FONT COLOR='…'>…</FONT>`), decoded once per
    /// build for each distinct text as a tooltip is: every character with a gem or a node
    /// has its name and description again. Kept apart from tooltips (a text could be both).
    package func markup(_ text: String) -> DecodedTooltip {
        decoded(TextKey(text, kind: .markup)) { DecodedTooltip(markup: text, derived: $0) }
    }

    /// The text of a markup string (gem names come as `<P><FONT>…</FONT></P>`), through
    /// `markup(_:)`.
    package func plain(_ text: String) -> String {
        markup(text).facts(PlainText.init)?.text ?? ""
    }

    /// The document kept under `key`, else the one `decode` makes with the cache's table for
    /// what is derived from it, kept.
    private func decoded(_ key: TextKey, _ decode: (any DerivedTable) -> DecodedTooltip) -> DecodedTooltip {
        if let known = cache.tooltip(for: key) { return known }
        // Decoded outside the cache; two workers meeting the same new text both decode it.
        let made = decode(cache.derivedTable())
        cache.put(made, for: key, cost: key.text.utf8.count * 4)
        return made
    }

    /// A fragment made from markup text by `make`; `key` must name everything the fragment
    /// depends on (the text, the format, the kind of fragment).
    package func fragment(_ key: String, _ make: () -> String) -> String {
        fragment(TextKey(key, kind: .fragment), make)
    }

    /// A fragment made by `make`, kept under `key` (its text and its kind name it all).
    package func fragment(_ key: TextKey, _ make: () -> String) -> String {
        if let known = cache.fragment(for: key) { return known }
        let made = make()
        cache.put(fragment: made, for: key, cost: key.text.utf8.count + made.utf8.count)
        return made
    }
}

/// One tooltip text decoded, with what is derived from it (rendered fragments, facts)
/// kept beside it the first time it is asked for.
package final class DecodedTooltip: Sendable {
    package let result: Result<Document, TooltipError>
    private let derived: any DerivedTable

    /// `derived` keeps what is made from the document; the cache that keeps this tooltip
    /// hands it over.
    package init(_ text: String, derived: any DerivedTable = NoDerivedTable()) {
        result = Result { () throws(TooltipError) in try TooltipDecoder.decode(text) }
        self.derived = derived
    }

    /// Markup text decoded (`TooltipDecoder.decode(markup:)`), which always reads.
    package init(markup text: String, derived: any DerivedTable = NoDerivedTable()) {
        result = .success(TooltipDecoder.decode(markup: [text]))
        self.derived = derived
    }

    package var document: Document? {
        if case .success(let document) = result { return document }
        return nil
    }

    /// The document rendered by `renderer`; nil for an empty or unreadable tooltip. Kept as
    /// `Markup`: rid of controls once here, not on every page that shows it.
    package func rendered(by renderer: DocumentRenderer) -> Markup? {
        guard let document, !document.isEmpty else { return nil }
        return derive(.rendered(renderer.format, headingLevel: renderer.headingLevel)) { Markup(renderer.render(document)) }
    }

    /// Facts of the document, computed once per kind; nil for an unreadable tooltip.
    package func facts<Facts: Sendable>(_ make: (Document) -> Facts) -> Facts? {
        guard let document else { return nil }
        return derive(.facts(ObjectIdentifier(Facts.self))) { make(document) }
    }

    private func derive<Value: Sendable>(_ key: DerivedKey, _ make: () -> Value) -> Value {
        if let known = derived.value(for: key) as? Value { return known }
        let made = make()
        derived.put(made, for: key)
        return made
    }
}

/// A string compared and hashed by its UTF-8 bytes. `String`'s own `Hashable` works on the
/// canonical (normalised) form, which for Korean text is several times slower, and
/// tooltips are compared as the bytes the API sent.
///
/// The bytes are digested once, when the key is made: a key is looked up and then, when
/// missing, inserted, and both happen under the cache's lock.
///
/// A key's `kind` says what the text keys (a tooltip, a markup text, a fragment of one
/// kind in one format), so that one text keys each apart without a longer key spelled out
/// for each: a sheet asks for a fragment of every tripod, once per format.
package struct TextKey: Hashable, Sendable {
    package let text: String
    package let kind: Kind
    private let digest: UInt64

    package enum Kind: UInt8, Sendable {
        /// Tooltip JSON (`TooltipMemo.tooltip`), or any text kept for itself.
        case text
        /// Markup decoded as a document (`TooltipMemo.markup`).
        case markup
        /// A fragment whose key text names its kind and format (`TooltipMemo.fragment`).
        case fragment
        /// One line of markup rendered as paragraphs, or as a run, in each format
        /// (`SheetContext.markup`, `inline`).
        case paragraphsHTML, paragraphsMarkdown, runHTML, runMarkdown
    }

    package init(_ text: String, kind: Kind = .text) {
        var text = text
        text.makeContiguousUTF8()
        digest = text.withUTF8 { byteDigest(UnsafeRawBufferPointer($0)) }
        self.text = text
        self.kind = kind
    }

    /// The same text for another kind, without digesting it again.
    package func with(kind: Kind) -> TextKey {
        TextKey(text: text, kind: kind, digest: digest)
    }

    private init(text: String, kind: Kind, digest: UInt64) {
        (self.text, self.kind, self.digest) = (text, kind, digest)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
        hasher.combine(kind)
    }

    package static func == (a: TextKey, b: TextKey) -> Bool {
        guard a.digest == b.digest, a.kind == b.kind, a.text.utf8.count == b.text.utf8.count else { return false }
        let same = a.text.utf8.withContiguousStorageIfAvailable { x in
            b.text.utf8.withContiguousStorageIfAvailable { y in
                guard let x = x.baseAddress, let y = y.baseAddress else { return true }  // both empty
                return x == y || memcmp(x, y, a.text.utf8.count) == 0
            }
        }
        return same.flatMap { $0 } ?? a.text.utf8.elementsEqual(b.text.utf8)
    }
}

/// A document's text as facts, so that it is kept beside the decoded markup.
private struct PlainText: Sendable {
    let text: String

    init(_ document: Document) {
        text = document.plainText
    }
}
