// Yams keeps libyaml (its CYaml target) as an implementation detail, but its module is on our
// search path as a dependency of Yams; it is the only way to see the event stream before Yams
// composes and constructs anything.
internal import CYaml

/// What loas.yml may not contain, found by one pass over libyaml's events, before Yams builds
/// a node: an alias, or nesting deeper than any real config needs.
///
/// Aliases are why: Yams shares an anchored node in the composed tree, but constructing values
/// copies it at every alias, so nine lines of `&a [*a, *a, …]` grow into 387 million values
/// (and duplicate-key checking hashes such a tree when it is a mapping key). The pass itself
/// keeps one event at a time, so its memory and time follow the file's length.
enum YAMLShape {
    /// loas.yml needs two levels (a mapping of lists); anything much deeper is not a config.
    static let maxDepth = 16

    struct Problem: Equatable {
        let line: Int
        let text: String
    }

    /// The first alias or over-deep collection, in document order; nil when there is none,
    /// including when the YAML itself is malformed (Yams reports that, positioned, without
    /// having expanded anything: it composes the whole document before constructing).
    static func problem(in text: String) -> Problem? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var depth = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                let line = Int(event.start_mark.line) + 1
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_ALIAS_EVENT:
                    let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
                    return Problem(line: line, text: "uses a YAML alias (*\(name)); LOAS config files do not support anchors and aliases")
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    depth += 1
                    if depth > maxDepth {
                        return Problem(line: line, text: "nests lists and mappings more than \(maxDepth) levels deep")
                    }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    depth -= 1
                default:
                    break
                }
            }
        }
    }
}
