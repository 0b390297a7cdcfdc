import Discord
import Foundation

/// Whatever posts one message to the webhook: module Discord's `DiscordPoster`, or a test's
/// recording stand-in. Returns once Discord has taken the message (2xx); throws otherwise,
/// with a message that names the failure and never the webhook's token.
package protocol NoticePoster: Sendable {
    func post(_ message: DiscordMessage) async throws
}

/// Module Discord's webhook client is the poster a real run uses.
extension DiscordPoster: NoticePoster {}

/// Posts notices in order and records each in the store once every message holding it was
/// taken: never twice (a recorded notice is not composed again), never lost (a notice is
/// recorded only after Discord answered, and the next run posts what a failure left).
package struct NoticeRun: Sendable {
    package let poster: any NoticePoster
    /// Records keys in the store (`SnapshotDatabase.recordPostedNotices`).
    package let record: @Sendable ([String]) throws -> Void

    package init(poster: any NoticePoster, record: @escaping @Sendable ([String]) throws -> Void) {
        (self.poster, self.record) = (poster, record)
    }

    /// How many messages were posted, holding how many notices; `left`: the messages the
    /// run's deadline came before (Discord asked to wait past it), which the next run posts.
    package struct Outcome: Sendable, Equatable {
        package var messages: Int
        package var notices: Int
        package var left: Int

        package init(messages: Int, notices: Int, left: Int = 0) {
            (self.messages, self.notices, self.left) = (messages, notices, left)
        }

        /// The run's summary line: "posted 1 message to Discord (2 notices)".
        package var summary: String {
            var line = "posted \(Self.count(messages, "message")) to Discord (\(Self.count(notices, "notice")))"
            if left > 0 {
                line +=
                    "; the run's deadline came while Discord asked to wait: \(Self.count(left, "message")) "
                    + "\(left == 1 ? "is" : "are") left for the next run"
            }
            return line
        }

        static func count(_ number: Int, _ noun: String) -> String {
            "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
    }

    package func post(_ notices: [OutgoingNotice]) async throws(NoticeFailure) -> Outcome {
        let steps = NoticeBatches.steps(notices)
        let total = steps.filter { $0.message != nil }.count
        // A notice shown in a message, by its first key (one without embeds is only recorded).
        let shown = Set(notices.filter { !$0.embeds.isEmpty }.compactMap(\.keys.first))
        var posted = 0
        var noticesPosted = 0
        for step in steps {
            if let message = step.message {
                do {
                    try await poster.post(message)
                } catch DiscordError.deadlineReached {
                    return Outcome(messages: posted, notices: noticesPosted, left: total - posted)
                } catch {
                    throw NoticeFailure.posting(String(describing: error), posted: posted, of: total)
                }
                posted += 1
            }
            do {
                try record(step.keys)
            } catch {
                throw NoticeFailure.recording(String(describing: error), posted: posted)
            }
            noticesPosted += step.keys.count(where: { shown.contains($0) })
        }
        return Outcome(messages: posted, notices: noticesPosted)
    }
}

/// A run that could not post everything, in the user's terms: what failed and what the next
/// run does about it.
package struct NoticeFailure: Error, Sendable, CustomStringConvertible {
    package let description: String

    init(description: String) {
        self.description = description
    }

    static func posting(_ reason: String, posted: Int, of total: Int) -> NoticeFailure {
        NoticeFailure(
            description: "could not post to Discord: \(reason); \(posted) of \(total) messages were posted and recorded, "
                + "and the next run posts the rest")
    }

    static func recording(_ reason: String, posted: Int) -> NoticeFailure {
        NoticeFailure(
            description: "posted to Discord but could not record it in the store: \(reason); "
                + "the next run may post the last message again")
    }
}

/// Notices as the messages that carry them, each message with the keys of the notices it
/// completes. Embeds are packed across notices into as few messages as Discord allows.
package enum NoticeBatches {
    package struct Step: Sendable {
        /// Nil: nothing to post, only keys to record (a notice without embeds leading the run).
        package var message: DiscordMessage?
        package var keys: [String]
    }

    package static func steps(_ notices: [OutgoingNotice]) -> [Step] {
        let embeds = notices.flatMap(\.embeds)
        let messages = DiscordBatches.pack(content: nil, embeds: embeds)
        // Each embed in exactly one message is what lets a notice be told complete; a packer
        // that merged or split embeds is given the notices one at a time instead.
        guard messages.reduce(0, { $0 + $1.embeds.count }) == embeds.count else { return oneByOne(notices) }
        var ends: [Int] = []
        for notice in notices { ends.append((ends.last ?? 0) + notice.embeds.count) }
        var next = 0
        func complete(through count: Int) -> [String] {
            var keys: [String] = []
            while next < notices.count && ends[next] <= count {
                keys += notices[next].keys
                next += 1
            }
            return keys
        }
        var steps: [Step] = []
        let leading = complete(through: 0)
        if !leading.isEmpty { steps.append(Step(message: nil, keys: leading)) }
        var sent = 0
        for message in messages {
            sent += message.embeds.count
            steps.append(Step(message: message, keys: complete(through: sent)))
        }
        return steps
    }

    private static func oneByOne(_ notices: [OutgoingNotice]) -> [Step] {
        notices.flatMap { notice -> [Step] in
            let messages = DiscordBatches.pack(content: nil, embeds: notice.embeds)
            guard let last = messages.last else { return [Step(message: nil, keys: notice.keys)] }
            return messages.dropLast().map { Step(message: $0, keys: []) } + [Step(message: last, keys: notice.keys)]
        }
    }
}
