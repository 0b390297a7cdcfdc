import Foundation
import JSON
import LOASTestSupport
import Testing

/// `FastJSONDecoder` gives what Foundation's `JSONDecoder` gives: the same values, and the
/// same errors, for input at the edges of JSON as much as for the API's answers.
@Suite struct FastJSONDecoderTests {
    struct Field<T: Decodable>: Decodable {
        let v: T
    }

    /// Reads nothing, so only the syntax decides whether it decodes.
    struct Anything: Decodable {
        init(from decoder: any Decoder) throws {}
    }

    enum Target: Sendable {
        case int, unsigned, double, bool, string, float, date, strings, anything, optionalString
    }

    struct EdgeCase: Sendable, CustomTestStringConvertible {
        let json: [UInt8]
        let target: Target
        let testDescription: String

        init(_ json: String, as target: Target) {
            self.init(Array(json.utf8), as: target, named: json)
        }

        init(_ json: [UInt8], as target: Target, named name: String) {
            self.json = json
            self.target = target
            testDescription = "\(name) as \(target)"
        }
    }

    static let edgeCases: [EdgeCase] = [
        .init(#"{"v":1.0}"#, as: .int), .init(#"{"v":1e2}"#, as: .int), .init(#"{"v":2.5e1}"#, as: .int),
        .init(#"{"v":1.5}"#, as: .int), .init(#"{"v":-0}"#, as: .int), .init(#"{"v":9007199254740993}"#, as: .int),
        .init(#"{"v":9223372036854775808}"#, as: .int), .init(#"{"v":"1"}"#, as: .int), .init(#"{"v":true}"#, as: .int),
        .init(#"{"v":null}"#, as: .int), .init(#"{"v":-0}"#, as: .unsigned), .init(#"{"v":-1}"#, as: .unsigned), .init(#"{}"#, as: .int),
        .init(#"{"v":1e20}"#, as: .int),
        .init(#"{"v":-0}"#, as: .double), .init(#"{"v":1e-400}"#, as: .double), .init(#"{"v":1e400}"#, as: .double),
        .init(#"{"v":"1.5"}"#, as: .double), .init(#"{"v":01}"#, as: .double), .init(#"{"v":1.}"#, as: .double),
        .init(#"{"v":9007199254740993}"#, as: .double), .init(#"{"v":0.1}"#, as: .float), .init(#"{"v":1}"#, as: .bool),
        .init(#"{"v":1,"v":2}"#, as: .int), .init(#"{"v":"\uD800"}"#, as: .string), .init(#"{"v":"\uD800\u0041"}"#, as: .string),
        .init(#"{"v":"\uD83D\uDE00"}"#, as: .string), .init(#"{"v":"\u0000"}"#, as: .string),
        .init(#"{"\u0076":"escaped key"}"#, as: .string), .init("{\"v\":\"a\tb\"}", as: .string),
        .init(#"{"v":"a",}"#, as: .string), .init(#"["a",null,]"#, as: .strings), .init(#"["a",null,3]"#, as: .strings),
        .init(Array(#"{"v":""#.utf8) + [0xFF] + Array(#""}"#.utf8), as: .string, named: "invalid UTF-8"),
        .init([0xEF, 0xBB, 0xBF] + Array(#"{"v":"bom"}"#.utf8), as: .string, named: "a byte order mark"),
        .init(#"{"v":"x"}"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, as: .string, named: "UTF-16"),
        .init("null", as: .optionalString), .init(" null ", as: .string), .init("", as: .string), .init("  ", as: .string),
        .init("{} x", as: .anything), .init(#"{"v":1.5}"#, as: .date),
        .init(#"{"v":-8.25e8}"#, as: .date), .init(#"{"v":"1.5"}"#, as: .date), .init(#"{"v":null}"#, as: .date),
        .init(
            Array((String(repeating: "[", count: 200) + String(repeating: "]", count: 200)).utf8), as: .anything, named: "200 levels deep"),
        .init(
            Array((String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8), as: .anything, named: "600 levels deep"),
    ]

    @Test(arguments: edgeCases)
    func readsEdgeCaseAsJSONDecoderDoes(edgeCase: EdgeCase) {
        let data = Data(edgeCase.json)
        #expect(Self.outcome(of: edgeCase.target, data, fast: true) == Self.outcome(of: edgeCase.target, data, fast: false))
    }

    /// The build's cache holds a Date per history point: handing each document to
    /// Foundation for them made the cache a tenth of a no-change rebuild.
    @Test func readsADateWithoutFoundation() {
        let decoded = FastJSONDecoder().decodeWithoutFoundation([Field<Date>].self, from: Data(#"[{"v":1.5},{"v":-8.25e8}]"#.utf8))
        #expect(decoded?.map(\.v) == [Date(timeIntervalSinceReferenceDate: 1.5), Date(timeIntervalSinceReferenceDate: -8.25e8)])
    }

    /// Paths are read back from the tape, not carried down: through objects and arrays, at
    /// every depth, they must still be Foundation's (a model's warnings name fields by them).
    @Test func codingPathsAtEveryDepthAreFoundations() throws {
        let json = Data(#"{"a":[{"b":{"c":1}},[2,{"d":null}],[]],"e":{},"f":"x"}"#.utf8)
        let fast = FastJSONDecoder().decodeWithoutFoundation(PathProbe.self, from: json)
        let foundation = try JSONDecoder().decode(PathProbe.self, from: json)
        #expect(fast?.paths == foundation.paths)
        #expect(foundation.paths.contains("a/- Index 1/1 Index 1/1 d/-"))
    }

    /// Objects past 32 members are looked up through an index: every member is found, and a
    /// repeated key among them is still refused as Foundation would read it differently.
    @Test func largeObjectsFindEveryMemberAndRefuseARepeatedKey() {
        let members = (0..<40).map { "\"k\($0)\":\($0)" }
        let json = Data("{\(members.joined(separator: ","))}".utf8)
        let decoded = FastJSONDecoder().decodeWithoutFoundation([String: Int].self, from: json)
        #expect(decoded == Dictionary(uniqueKeysWithValues: (0..<40).map { ("k\($0)", $0) }))
        let repeated = Data("{\(members.joined(separator: ",")),\"k7\":0}".utf8)
        #expect(FastJSONDecoder().decodeWithoutFoundation([String: Int].self, from: repeated) == nil)
    }

    @Test func superDecoderOfAMissingKeyReadsNull() throws {
        let json = Data(#"{"v":1}"#.utf8)
        #expect(FastJSONDecoder().decodeWithoutFoundation(SuperProbe.self, from: json)?.missingIsNull == true)
        #expect(try JSONDecoder().decode(SuperProbe.self, from: json).missingIsNull)
    }

    /// Every value's coding path, as "key/intValue" steps, children in key order.
    struct PathProbe: Decodable {
        let paths: [String]

        init(from decoder: any Decoder) throws {
            var paths = [decoder.codingPath.map { "\($0.stringValue)/\($0.intValue.map(String.init) ?? "-")" }.joined(separator: " ")]
            if let object = try? decoder.container(keyedBy: NameKey.self) {
                for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                    paths += try object.decode(PathProbe.self, forKey: key).paths
                }
            } else if var list = try? decoder.unkeyedContainer() {
                while !list.isAtEnd { paths += try list.decode(PathProbe.self).paths }
            }
            self.paths = paths
        }
    }

    struct SuperProbe: Decodable {
        let missingIsNull: Bool

        init(from decoder: any Decoder) throws {
            let object = try decoder.container(keyedBy: NameKey.self)
            missingIsNull = try object.superDecoder(forKey: NameKey(stringValue: "missing")).singleValueContainer().decodeNil()
        }
    }

    struct NameKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static func outcome(of target: Target, _ data: Data, fast: Bool) -> String {
        switch target {
        case .int: outcome(Field<Int>.self, data, fast: fast)
        case .unsigned: outcome(Field<UInt8>.self, data, fast: fast)
        case .double: outcome(Field<Double>.self, data, fast: fast)
        case .bool: outcome(Field<Bool>.self, data, fast: fast)
        case .string: outcome(Field<String>.self, data, fast: fast)
        case .float: outcome(Field<Float>.self, data, fast: fast)
        case .date: outcome(Field<Date>.self, data, fast: fast)
        case .strings: outcome([String?].self, data, fast: fast)
        case .anything: outcome(Anything.self, data, fast: fast)
        case .optionalString: outcome(String?.self, data, fast: fast)
        }
    }

    static func outcome<T: Decodable>(_ type: T.Type, _ data: Data, fast: Bool) -> String {
        do {
            let value = fast ? try FastJSONDecoder().decode(type, from: data) : try JSONDecoder().decode(type, from: data)
            return "value " + dump(value)
        } catch let error as DecodingError {
            return "error " + describe(error)
        } catch {
            return "other error \(error)"
        }
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context): "dataCorrupted \(describe(context))"
        case .keyNotFound(let key, let context): "keyNotFound \(key.stringValue) \(describe(context))"
        case .typeMismatch(let type, let context): "typeMismatch \(type) \(describe(context))"
        case .valueNotFound(let type, let context): "valueNotFound \(type) \(describe(context))"
        @unknown default: "\(error)"
        }
    }

    static func describe(_ context: DecodingError.Context) -> String {
        context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
    }

    static func dump<T>(_ value: T) -> String {
        var text = ""
        Swift.dump(value, to: &text)
        return text
    }
}
