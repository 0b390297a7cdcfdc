/// Numbers that come from outside LOAS (an API answer, a file a user writes): any value an
/// `Int` or a `Double` can hold may arrive, so none is converted or summed unchecked.
///
/// Every count, level, point, price and amount of gold the game has is far below
/// ``limit``; a value at or beyond it is out of range, reported and left out. Within it,
/// thousands of values can be summed and any of them scaled by 100 without overflow, and
/// a `Double` converts to an `Int` exactly.
package enum OutsideNumber {
    package static let limit = 1_000_000_000_000_000

    package static func isInRange(_ value: Int) -> Bool {
        value > -limit && value < limit
    }

    package static func isInRange(_ value: Double) -> Bool {
        value.isFinite && value.magnitude < Double(limit)
    }

    /// `value` rounded to the nearest whole number; nil when it is not finite or beyond the
    /// range of `Int` (where `Int(_:)` traps).
    package static func rounded(_ value: Double) -> Int? {
        let whole = value.rounded()
        // 2^63 is the first Double past Int.max; -2^63 is Int.min itself.
        guard whole.isFinite, whole >= -9.223_372_036_854_775_808e18, whole < 9.223_372_036_854_775_808e18 else {
            return nil
        }
        return Int(whole)
    }
}

extension Int {
    /// `self + other`, held at `Int.min` or `Int.max` instead of trapping.
    package func clampedAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }

    /// `self - other`, held at `Int.min` or `Int.max` instead of trapping.
    package func clampedSubtracting(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        guard overflow else { return difference }
        return other < 0 ? .max : .min
    }
}

extension Sequence<Int> {
    /// The sum, held at `Int.min` or `Int.max` instead of trapping.
    package func clampedSum() -> Int {
        reduce(0) { $0.clampedAdding($1) }
    }
}
