import LOASTestSupport
import Support
import Testing

/// The bounded table behind the build's text caches.
@Suite struct TwoGenerationsTests {
    @Test func aFullGenerationDropsTheOlderButKeepsWhatWasUsed() {
        var table = TwoGenerations<String, Int>(limit: 2)
        table.insert(1, for: "a", cost: 1)
        table.insert(2, for: "b", cost: 1)
        table.insert(3, for: "c", cost: 1)  // a and b become the older generation
        #expect(table.value(for: "a") == 1)  // used again: moves forward
        table.insert(4, for: "d", cost: 1)  // c and a become older, b is dropped
        #expect(table.value(for: "b") == nil)
        #expect(table.value(for: "a") == 1)
        #expect(table.value(for: "c") == 3)
        #expect(table.value(for: "d") == 4)
    }

    @Test func takeAllHandsOverEverythingAndLeavesAnEmptyTableWithItsLimit() {
        var table = TwoGenerations<String, Int>(limit: 2)
        table.insert(1, for: "a", cost: 1)
        table.insert(2, for: "b", cost: 1)
        table.insert(3, for: "c", cost: 1)
        var taken = table.takeAll()
        #expect(table.value(for: "a") == nil)
        #expect(table.value(for: "c") == nil)
        #expect(taken.value(for: "a") == 1)
        #expect(taken.value(for: "c") == 3)
        table.insert(4, for: "d", cost: 1)
        table.insert(5, for: "e", cost: 1)
        table.insert(6, for: "f", cost: 1)
        table.insert(7, for: "g", cost: 1)
        table.insert(8, for: "h", cost: 1)  // d and e were dropped: the limit held
        #expect(table.value(for: "d") == nil)
        #expect(table.value(for: "g") == 7)
    }
}
