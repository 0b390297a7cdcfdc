import Foundation
import Mustache

/// A template context reflected once.
///
/// Mustache looks a name up by reflecting the value with `Mirror` every time, over all of
/// its fields, and climbs the context stack doing the same for every enclosing value; a
/// character sheet makes hundreds of thousands of such lookups. This reads each value's
/// fields once into a dictionary, with the lookup rules Mustache's own reflection has
/// (the first field of that name, an optional unwrapped one level, nil as missing), so
/// templates render the same bytes.
final class ReflectedContext: MustacheParent, CustomStringConvertible, @unchecked Sendable {
    /// Read-only after init; `@unchecked` because `Any` is not Sendable.
    private let fields: [String: Any]
    private let value: Any

    private init(_ value: Any, _ mirror: Mirror) {
        self.value = value
        var fields: [String: Any] = [:]
        for child in mirror.children {
            guard let label = child.label, fields[label] == nil, let unwrapped = Self.unwrapOptional(child.value) else { continue }
            fields[label] = Self.wrap(unwrapped)
        }
        self.fields = fields
    }

    func child(named name: String) -> Any? {
        fields[name]
    }

    /// A struct printed as a variable prints as itself.
    var description: String {
        String(describing: value)
    }

    /// Structs and classes become reflected contexts, arrays their wrapped elements; every
    /// other value (strings, numbers, booleans, optionals, values with their own Mustache
    /// behaviour) is left as it is.
    static func wrap(_ value: Any) -> Any {
        // The leaves most fields are, told apart by cheap concrete casts.
        if value is String || value is Bool || value is Int || value is Double { return value }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .class?:
            return hasOwnBehaviour(value) ? value : ReflectedContext(value, mirror)
        case .collection?:
            guard let array = value as? [Any] else { return value }
            return array.map(wrap)
        default:
            return value
        }
    }

    /// Casts to a protocol existential search every conformance the program has; the
    /// answer per type is kept, since a sheet wraps the same few types thousands of times.
    private static let behaviour = BehaviourCache()

    /// True for values Mustache treats by a protocol rather than by their fields.
    private static func hasOwnBehaviour(_ value: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let known = behaviour[type] { return known }
        let own =
            value is any MustacheParent || value is any MustacheCustomRenderable || value is any MustacheCustomRepresentation
            || value is MustacheLambda
        behaviour[type] = own
        return own
    }

    private static func unwrapOptional(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}

/// Per type, whether Mustache treats it by a protocol; shared by the build's workers.
/// Every access holds the lock, which makes the unchecked conformance sound.
private final class BehaviourCache: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [ObjectIdentifier: Bool] = [:]

    subscript(type: ObjectIdentifier) -> Bool? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return known[type]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            known[type] = newValue
        }
    }
}
