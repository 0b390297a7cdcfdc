import Foundation

extension DemoWeek {
    /// A `markets/items/ID` answer without its days after `day` ("2026-11-26", KST): moved
    /// into the week of its build, the demo would otherwise list prices of days to come.
    static func marketDays(in body: Data, through day: String) -> Data {
        guard var entries = (try? JSONSerialization.jsonObject(with: body)) as? [[String: Any]] else { return body }
        var cut = false
        for index in entries.indices {
            guard let stats = entries[index]["Stats"] as? [[String: Any]] else { continue }
            let kept = stats.filter { String(($0["Date"] as? String ?? "").prefix(10)) <= day }
            if kept.count < stats.count {
                entries[index]["Stats"] = kept
                cut = true
            }
        }
        guard cut else { return body }
        return (try? JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys])) ?? body
    }
}
