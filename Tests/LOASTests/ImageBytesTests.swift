import Foundation
import Images
import LOASTestSupport
import Testing

/// What LOAS keeps as a picture (by its first bytes, within a size cap, no outside SVG) and
/// which addresses it fetches at all (plain http(s) names, one place each).
@Suite struct ImageBytesTests {
    @Test func eachKindIsToldByItsMagicNumber() {
        #expect(ImageKind(sniffing: StandInPictures.png(seed: "a")) == .png)
        #expect(ImageKind(sniffing: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])) == .jpeg)
        #expect(ImageKind(sniffing: Data("GIF89a\u{1}\0".utf8)) == .gif)
        #expect(ImageKind(sniffing: Data("RIFF\0\0\0\0WEBPVP8 ".utf8)) == .webp)
        #expect(ImageKind(sniffing: Data("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)) == .svg)
    }

    @Test func anErrorPageOrJSONIsNoPicture() {
        for text in ["<!DOCTYPE html><html><body>503</body></html>", #"{"Message": "maintenance"}"#, "plain text"] {
            #expect(ImageProblem.check(Data(text.utf8)) == .failure(.notAnImage), "\(text)")
        }
        #expect(ImageProblem.check(Data()) == .failure(.empty))
    }

    @Test func anOutsideSVGIsRefusedAndOnlyLOASsOwnDrawingsPass() {
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#.utf8)
        #expect(ImageProblem.check(svg) == .failure(.svgRefused))
        #expect(ImageProblem.check(svg, allowSVG: true) == .success(.svg))
    }

    @Test func aPictureOverFiveMegabytesIsRefused() {
        var big = StandInPictures.png(seed: "big")
        big.append(Data(count: ImageKind.maxBytes))
        #expect(ImageProblem.check(big) == .failure(.tooLarge(big.count)))
    }

    @Test func onlyPlainHTTPAddressesOnNamedHostsAreFetched() {
        for refused in [
            "javascript:alert(1)", "data:image/png;base64,iVBORw0KGgo=", "file:///etc/passwd", "ftp://cdn.example/a.png",
            "https://user:pw@cdn.example/a.png", "https://cdn.example:8443/a.png", "https://127.0.0.1/a.png",
            "https://cdn.example/../a.png", "https://cdn.example/a//b.png", "https://cdn.example/", "//cdn.example/a.png",
            "https://cdn.example/a%3Fb.png", "https://cdn.example/a*b.png", "",
        ] {
            #expect(ImageAddress(refused) == nil, "\(refused)")
        }
        let address = ImageAddress("https://CDN-lostark.game.onstove.com/efui_iconatlas/acc/acc_308.png")
        #expect(address?.key == "cdn-lostark.game.onstove.com/efui_iconatlas/acc/acc_308.png")
        #expect(address?.isGameHost == true)
        #expect(ImageAddress("https://cdn.example/a.png")?.isGameHost == false)
        #expect(ImageAddress("https://evil-onstove.com/a.png")?.isGameHost == false)
    }

    @Test func anAddressHasOneFileInASnapshotFolderAndBack() throws {
        let address = try #require(ImageAddress("https://img.lostark.co.kr/armory/4/ABC.jpg?v=20261121053012&x=a%2Fb"))
        #expect(address.mirrorPath == "images/img.lostark.co.kr/armory/4/ABC.jpg%3Fv%3D20261121053012%26x%3Da%252Fb")
        #expect(!address.mirrorPath.dropFirst("images/".count).contains("?"))
        #expect(ImageAddress(mirrorPath: address.mirrorPath) == address)
        #expect(ImageAddress(mirrorPath: "images/../etc/passwd") == nil)
        #expect(ImageAddress(mirrorPath: "armories/a.png") == nil)
    }

    @Test func theTestHookFetchesHostAndPathUnderItsBase() throws {
        let address = try #require(ImageAddress("https://cdn-lostark.game.onstove.com/efui_iconatlas/use/use_2_7.png?v=1"))
        #expect(address.url(base: nil)?.absoluteString == "https://cdn-lostark.game.onstove.com/efui_iconatlas/use/use_2_7.png?v=1")
        let base = try #require(URL(string: "http://127.0.0.1:8080/images/"))
        #expect(
            address.url(base: base)?.absoluteString
                == "http://127.0.0.1:8080/images/cdn-lostark.game.onstove.com/efui_iconatlas/use/use_2_7.png?v=1")
    }
}
