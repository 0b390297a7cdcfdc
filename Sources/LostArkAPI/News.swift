/// One entry of `GET /news/notices`.
package struct Notice: Sendable, Decodable {
    package var title: String
    /// Local KST time without a zone ("2025-08-20T09:59:54.163").
    package var date: String?
    package var link: String?
    /// "점검", "공지", "상점" or "이벤트" (the API's own words).
    package var type: String?

    package init(title: String, date: String?, link: String?, type: String?) {
        self.title = title
        self.date = date
        self.link = link
        self.type = type
    }

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        title = f.string("Title") ?? ""
        date = f.string("Date")
        link = f.string("Link")
        type = f.string("Type")
    }
}

/// One entry of `GET /news/events`: a running event with its banner.
package struct GameEvent: Sendable, Decodable {
    package var title: String
    package var thumbnail: String?
    package var link: String?
    /// Local KST times without a zone ("2025-08-20T06:00:00").
    package var startDate: String?
    package var endDate: String?
    /// When rewards are handed out; null for events without a reward day.
    package var rewardDate: String?

    package init(
        title: String, thumbnail: String?, link: String?, startDate: String?, endDate: String?, rewardDate: String?
    ) {
        self.title = title
        self.thumbnail = thumbnail
        self.link = link
        self.startDate = startDate
        self.endDate = endDate
        self.rewardDate = rewardDate
    }

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        title = f.string("Title") ?? ""
        thumbnail = f.string("Thumbnail")
        link = f.string("Link")
        startDate = f.string("StartDate")
        endDate = f.string("EndDate")
        rewardDate = f.string("RewardDate")
    }
}
