/// Markup LOAS made — a tooltip its renderer wrote — held apart from text: a page takes
/// it as it is (`{{{body}}}`), without the scan for control characters every other value
/// gets on its way into a page, because that scan was made once, when it was made.
///
/// A tooltip is rendered once per build and shown on the page of every character who has
/// it: scanned there, its bytes would be read again on every page that shows it.
package struct Markup: Sendable, Equatable, Encodable {
    package let text: String

    /// `text` without control characters (`ControlCharacters`): the rule every page keeps.
    package init(_ text: String) {
        self.text = ControlCharacters.removed(from: text)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
