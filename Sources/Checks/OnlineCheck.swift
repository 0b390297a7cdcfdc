import LostArkClient

/// What `loas check --online` says of the key's one request (`KeyProbe`): a line for the
/// terminal and whether it is a problem. The key itself is never in it, only where it came from.
package enum OnlineCheck {
    package static func describe(_ outcome: KeyProbe.Outcome, keySource: String) -> (line: String, isProblem: Bool) {
        switch outcome {
        case .accepted(let quota):
            return ("the API key (\(keySource)) works: " + left(quota), false)
        case .refused(let status):
            return (
                "the API key (\(keySource)) was refused (\(status)): it is mistyped, revoked or not yet active; "
                    + "copy it again from https://developer-lostark.game.onstove.com", true
            )
        case .rateLimited(let quota, let retryAfter):
            let wait = retryAfter.map { ", the API asks to wait \($0) s" } ?? ""
            return (
                "the API key (\(keySource)) works, but its rate limit is spent (429)\(wait): " + left(quota)
                    + "; is another program using the same key?", false
            )
        case .failed(let why):
            return ("the API key (\(keySource)) could not be tried: \(why)", true)
        }
    }

    private static func left(_ quota: KeyProbe.Quota?) -> String {
        guard let quota else { return "the API sent no rate-limit headers" }
        let reset = quota.resetsIn.map { ", the window ends in \($0) s" } ?? ""
        return "\(quota.remaining) of \(quota.limit) requests left in this minute\(reset)"
    }
}
