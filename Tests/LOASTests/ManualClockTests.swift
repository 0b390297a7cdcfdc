import Foundation
import LOASTestSupport
import Support
import Testing

@Suite(.timeLimit(.minutes(1))) struct ManualClockTests {
    @Test func aSleeperWakesWhenTheClockReachesItsDeadlineAndNotBefore() async throws {
        let clock = ManualClock()
        let deadline = clock.now + 60
        let woke = Locked(false)
        let sleeper = Task {
            try await clock.sleep(until: deadline)
            woke.withLock { $0 = true }
        }
        try #require(await eventually { clock.sleepingUntil == [deadline] })
        clock.advance(by: .seconds(59))
        #expect(clock.sleepingUntil == [deadline])
        #expect(!woke.withLock { $0 })
        clock.advance(by: .seconds(1))
        try await sleeper.value
        #expect(woke.withLock { $0 })
        #expect(clock.sleepingUntil.isEmpty)
    }

    @Test func aDeadlineAlreadyPassedReturnsAtOnce() async throws {
        let clock = ManualClock()
        try await clock.sleep(until: clock.now)
        try await clock.sleep(until: clock.now - 10)
        #expect(clock.sleepingUntil.isEmpty)
    }

    @Test func cancellingASleeperWakesItWithCancellation() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(until: clock.now + 3_600) }
        try #require(await eventually { clock.sleepingUntil.count == 1 })
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleepingUntil.isEmpty)
    }

    @Test func aTaskCancelledBeforeItSleepsDoesNotSleep() async throws {
        let clock = ManualClock()
        let sleeper = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(until: clock.now + 3_600)
        }
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleepingUntil.isEmpty)
    }

    @Test func theClockNeverGoesBack() {
        let clock = ManualClock()
        let start = clock.now
        clock.advance(to: start - 100)
        #expect(clock.now == start)
    }
}
