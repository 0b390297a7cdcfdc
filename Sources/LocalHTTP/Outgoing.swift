import Foundation

/// An answer on its way to the client: its head, its body, and how much of both has gone.
///
/// The body is the handler's own `Data`, shared, never copied into a per-connection buffer:
/// a hundred clients fetching the same 4 MB file hold one copy of it between them, and one
/// that stops reading holds a reference and what the kernel took, not the file again.
///
/// A file's body (`FileBody`) goes after `body` from the file itself, never read into memory.
struct Outgoing: Sendable {
    let head: Data
    let body: Data
    let file: FileBody?
    /// Close the connection once it has all gone.
    let closing: Bool
    /// Bytes sent so far, the head's first.
    var sent = 0

    var count: Int { head.count + body.count + (file?.length ?? 0) }
    var isComplete: Bool { sent >= count }

    init(head: Data, body: Data, file: FileBody? = nil, closing: Bool) {
        self.head = head
        self.body = body
        self.file = file
        self.closing = closing
    }

    /// A HEAD answer is the GET answer's head alone, Content-Length included.
    init(_ response: HTTPResponse, closing: Bool, withBody: Bool = true) {
        self.init(
            head: response.head(closing: closing), body: withBody ? response.body : Data(), file: withBody ? response.file : nil,
            closing: closing)
    }
}
