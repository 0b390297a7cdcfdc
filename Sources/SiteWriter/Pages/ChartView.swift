import SnapshotStore

/// A history series as templates show it: an SVG in HTML, a table in Markdown (GitHub
/// strips inline SVG).
struct ChartView: Encodable {
    let title: String
    /// HTML fragment produced by ``LineChart``; only numbers and escaped text inside.
    let svg: String
    let summary: String
    /// The newest points, oldest first, for the Markdown table.
    let rows: [Row]
    /// Set when the table leaves older points out.
    let omitted: Int?

    struct Row: Encodable {
        let date: String
        let value: String
    }

    static let tableRows = 30

    /// Nil below two points: one fetch is a figure the page already shows, not a history.
    init?(id: String, title: String, points: [HistoryPoint], decimals: Int, words: Words) {
        guard points.count >= 2 else { return nil }
        let chart = LineChart(id: id, title: title, points: points, decimals: decimals)
        self.title = title
        summary = chart.summary(words)
        svg = chart.svg(words)
        rows = points.suffix(Self.tableRows).map { Row(date: ChartLabels.kstDay($0.date), value: chart.label($0.value)) }
        omitted = points.count > Self.tableRows ? points.count - Self.tableRows : nil
    }
}
