import Rendering
import Support

/// A history series as templates show it: an SVG in HTML, a table in Markdown (GitHub
/// strips inline SVG).
package struct ChartView: TemplateValueConvertible {
    package let title: String
    /// HTML fragment produced by ``LineChart``; only numbers and escaped text inside.
    package let svg: String
    package let summary: String
    /// The newest points, oldest first, for the Markdown table.
    package let rows: [Row]
    /// Set when the table leaves older points out.
    package let omitted: Int?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("title", title)
                $0.add("svg", svg)
                $0.add("summary", summary)
                $0.add("rows", rows)
                $0.add("omitted", omitted)
            })
    }

    package struct Row: TemplateValueConvertible {
        package let date: String
        package let value: String

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("date", date)
                    $0.add("value", value)
                })
        }
    }

    package static let tableRows = 30

    /// Nil below two points: one fetch is a figure the page already shows, not a history.
    /// A value out of range (``OutsideNumber``) is no point: it would flatten every other.
    package init?(id: String, title: String, points: [HistoryPoint], decimals: Int, words: Words) {
        let points = points.filter { OutsideNumber.isInRange($0.value) }
        guard points.count >= 2 else { return nil }
        let chart = LineChart(id: id, title: title, points: points, decimals: decimals)
        self.title = title
        summary = chart.summary(words)
        svg = chart.svg(words)
        rows = points.suffix(Self.tableRows).map { Row(date: ChartLabels.kstDay($0.date), value: chart.label($0.value)) }
        omitted = points.count > Self.tableRows ? points.count - Self.tableRows : nil
    }
}
