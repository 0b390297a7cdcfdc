/// The answers every build reads besides the keyed ones, in the order a fetch asks them
/// (`Route.fixed`) and their pictures are listed.
package enum Answers {
    package static let calendar = KeptAnswer<[CalendarEntry]>(.calendar, pictures: PictureURLs.calendar)
    package static let notices = KeptAnswer<[Notice]>(.notices)
    package static let events = KeptAnswer<[GameEvent]>(.events, pictures: PictureURLs.events)
    /// Removed in API V7: still read, so an older store keeps its page and says it is gone.
    package static let abyssDungeons = KeptAnswer<[AbyssDungeon]>(.abyssDungeons, pictures: PictureURLs.abyss)
    package static let guardianRaids = KeptAnswer<GuardianRaids>(.guardianRaids, pictures: PictureURLs.guardian)

    package static let standard: [any AnyKeptAnswer] = [calendar, notices, events, abyssDungeons, guardianRaids]
}
