/// A view that makes its template value itself, field by field, in the order and with the
/// rules its synthesized `encode(to:)` follows (a nil field is left out, a number is its
/// `description`). For the views a sheet has hundreds of (pictures, tooltips, skills,
/// pieces), `Encodable`'s containers cost more than the rendering; these skip them.
///
/// Debug builds encode every such view both ways and refuse a page whose two values differ,
/// so a field added to a view and not to its `templateValue` fails the tests.
package protocol TemplateValueConvertible: Encodable {
    var templateValue: TemplateValue { get }
    /// False for a value `Encodable` cannot express (one that differs by format): debug
    /// builds then take its `templateValue` as it is.
    static var checksEncodable: Bool { get }
}

extension TemplateValueConvertible {
    package static var checksEncodable: Bool { true }
}
