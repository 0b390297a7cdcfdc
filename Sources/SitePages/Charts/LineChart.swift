import Foundation
import Rendering
import Support

/// A history series drawn as an inline SVG line chart, without JavaScript.
///
/// The only things inside the SVG are fixed element and class names, numbers LOAS
/// computed, and text escaped here (title, description, labels). Colours come from
/// `currentColor` and the stylesheet's `.chart-*` classes, so the chart follows the
/// page's text colour in dark mode and prints in black.
package struct LineChart: Sendable {
    /// Unique within the page: the SVG's title and description are referenced by id.
    package let id: String
    package let title: String
    package let points: [HistoryPoint]
    /// Fraction digits of the values (2 for item level, 0 for prices).
    package let decimals: Int

    package static let width = 640.0
    package static let height = 220.0
    private static let left = 72.0, right = 16.0, top = 16.0, bottom = 32.0

    package func label(_ value: Double) -> String { ChartLabels.number(value, decimals: decimals) }

    /// A one-sentence summary for screen readers, also the SVG's `<desc>`.
    package func summary(_ words: Words) -> String {
        guard let first = points.first, let last = points.last else { return words(.chartNoData, ["title": title]) }
        let values = points.map(\.value)
        return words(
            .chartSummary,
            [
                "title": title, "count": String(points.count),
                "first": ChartLabels.kstDay(first.date), "firstValue": label(first.value),
                "last": ChartLabels.kstDay(last.date), "lastValue": label(last.value),
                "lowest": label(values.min() ?? 0), "highest": label(values.max() ?? 0),
            ])
    }

    package func svg(_ words: Words) -> String {
        let plotWidth = Self.width - Self.left - Self.right
        let plotHeight = Self.height - Self.top - Self.bottom
        let values = points.map(\.value)
        var low = values.min() ?? 0, high = values.max() ?? 0
        if high - low < 1e-9 {
            // A flat series sits in the middle rather than on an edge.
            low -= 1
            high += 1
        }
        let start = points.first?.date.timeIntervalSince1970 ?? 0
        let span = max((points.last?.date.timeIntervalSince1970 ?? 0) - start, 1)
        func x(_ point: HistoryPoint) -> Double {
            points.count == 1 ? Self.left + plotWidth / 2 : Self.left + (point.date.timeIntervalSince1970 - start) / span * plotWidth
        }
        func y(_ value: Double) -> Double { Self.top + (high - value) / (high - low) * plotHeight }

        let titleID = "\(id)-title", descID = "\(id)-desc"
        var svg = """
            <svg class="chart" id="\(id)" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(n(Self.width)) \(n(Self.height))" \
            role="img" aria-labelledby="\(titleID) \(descID)">
            <title id="\(titleID)">\(XMLText.escaped(title))</title>
            <desc id="\(descID)">\(XMLText.escaped(summary(words)))</desc>

            """
        svg += "<g class=\"chart-grid\" stroke=\"currentColor\" stroke-opacity=\"0.2\">\n"
        let ticks = [high, (high + low) / 2, low]
        for value in ticks {
            svg += "<line x1=\"\(n(Self.left))\" y1=\"\(n(y(value)))\" x2=\"\(n(Self.width - Self.right))\" y2=\"\(n(y(value)))\"/>\n"
        }
        svg += "</g>\n<g class=\"chart-axis\" fill=\"currentColor\" font-size=\"12\">\n"
        for value in ticks {
            svg +=
                "<text class=\"chart-value\" x=\"\(n(Self.left - 6))\" y=\"\(n(y(value) + 4))\" text-anchor=\"end\">\(label(value))</text>\n"
        }
        var dated: [(point: HistoryPoint, anchor: String)] = []
        if let first = points.first { dated.append((first, points.count == 1 ? "middle" : "start")) }
        if points.count > 1, let last = points.last { dated.append((last, "end")) }
        for (point, anchor) in dated {
            svg +=
                "<text class=\"chart-date\" x=\"\(n(x(point)))\" y=\"\(n(Self.height - 10))\" text-anchor=\"\(anchor)\">"
                + "\(ChartLabels.kstDay(point.date))</text>\n"
        }
        svg += "</g>\n"
        if points.count > 1 {
            let line = Self.thinned(points) { Int((x($0) - Self.left) / Self.columnWidth) }
            let path = line.map { "\(n(x($0))),\(n(y($0.value)))" }.joined(separator: " ")
            svg += "<polyline class=\"chart-line\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" points=\"\(path)\"/>\n"
        }
        svg += "<g class=\"chart-points\" fill=\"currentColor\">\n"
        // Past a dot every few pixels the dots are a band, not points: the latest alone is marked.
        for point in points.count <= Self.mostMarkedPoints ? points[...] : points.suffix(1) {
            svg +=
                "<circle cx=\"\(n(x(point)))\" cy=\"\(n(y(point.value)))\" r=\"3\"><title>"
                + "\(ChartLabels.kstDay(point.date)): \(label(point.value))</title></circle>\n"
        }
        return svg + "</g>\n</svg>"
    }

    /// The most points drawn as dots, about one every six pixels of the plot.
    static let mostMarkedPoints = 90
    /// The width of a column of the plot in which a long series keeps four points at most.
    static let columnWidth = 2.0

    /// The points the line goes through: every one while the series is shorter than the plot
    /// is wide; past that, in each column (`column`) the first, lowest, highest and last, in
    /// their order. A year of fetches four times a day then draws the same shape from a few
    /// hundred points instead of some three thousand, and the page stays its size.
    static func thinned(_ points: [HistoryPoint], column: (HistoryPoint) -> Int) -> [HistoryPoint] {
        guard Double(points.count) > width - left - right else { return points }
        var kept: [HistoryPoint] = []
        var start = points.startIndex
        while start < points.endIndex {
            let current = column(points[start])
            var end = start + 1
            while end < points.endIndex, column(points[end]) == current { end += 1 }
            let slice = points[start..<end]
            let lowest = slice.indices.min { slice[$0].value < slice[$1].value } ?? start
            let highest = slice.indices.max { slice[$0].value < slice[$1].value } ?? start
            for index in Set([start, lowest, highest, end - 1]).sorted() { kept.append(points[index]) }
            start = end
        }
        return kept
    }

    /// Coordinates to one decimal: enough for a 640-wide drawing, and stable text.
    private func n(_ value: Double) -> String {
        guard let tenths = OutsideNumber.rounded(value * 10) else { return "0" }
        return tenths % 10 == 0 ? String(tenths / 10) : String(format: "%.1f", Double(tenths) / 10)
    }
}
