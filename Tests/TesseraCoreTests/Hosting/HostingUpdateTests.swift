import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Hosting: what an update means")
struct HostingUpdateTests {
    @Test func aChangeOfIdentities_orOfTheEnvironment_isNeverAnEcho() {
        #expect(HostingUpdate.classify(identitiesChanged: true, environmentChanged: false, isEcho: true) == .data)
        #expect(HostingUpdate.classify(identitiesChanged: false, environmentChanged: true, isEcho: true) == .content)
        #expect(HostingUpdate.classify(identitiesChanged: false, environmentChanged: false, isEcho: true) == .echo)
        #expect(HostingUpdate.classify(identitiesChanged: false, environmentChanged: false, isEcho: false) == .content)
    }

    @Test func onlyTheComponentsOwnWriteComingBack_isAnEcho() {
        var sync = BindingSync<Int>()
        _ = sync.appSet(2, animated: false)
        #expect(!sync.isEcho(2))                       // the parent updated for another reason
        _ = sync.componentSettled(at: 3)                // a flick wrote 3
        #expect(sync.isEcho(3) && !sync.isEcho(4))
        _ = sync.appSet(3, animated: false)
        #expect(!sync.isEcho(3))                        // handed back once; later updates are the parent's
    }

    @Test func everyUpdateStartsARevision_andFlushesAreOnePerRequest() {
        var revisions = HostingRevisions()
        let asked = [revisions.update(.content), revisions.update(.data), revisions.takeFlush(), revisions.takeFlush()]
        #expect(asked == [true, false, true, false] && revisions.current == 2)
        #expect(revisions.needsRehost(HostedStamp(identity: "a", revision: 1), showing: "a"))
        #expect(!revisions.needsRehost(HostedStamp(identity: "a", revision: 2), showing: "a"))
        #expect(revisions.needsRehost(HostedStamp(identity: "a", revision: 2), showing: "b"))
        #expect(revisions.needsRehost(nil as HostedStamp<String>?, showing: "a"))
    }

    @Test(arguments: [HostingEchoTiming.firstInMotion, .atSettle])
    func anEchoAtRest_isFlushedAtOnce(timing: HostingEchoTiming) {
        // A carousel writes where it settled, after the end of its motion: no other end will come.
        var revisions = HostingRevisions(echoTiming: timing)
        let before = revisions.stamp(for: "card")
        let asks = revisions.update(.echo), flushes = revisions.takeFlush()
        #expect(asks && flushes)
        #expect(revisions.needsRehost(before, showing: "card"))  // `isCurrent: item.id == current` changed
    }

    @Test func onAnInfiniteGrid_theEchoesOfAMotionWait_andAreFlushedOnceWhenItSettles() {
        var revisions = HostingRevisions(echoTiming: .atSettle)
        var asked: [Bool] = []
        asked.append(revisions.heard(.willBeginDragging))
        let early = revisions.stamp(for: "tile")
        asked.append(revisions.update(.echo))
        #expect(revisions.isEchoDue)
        let late = revisions.stamp(for: "tile")             // a tile dequeued after the echo
        asked.append(revisions.update(.echo))
        asked.append(revisions.heard(.didEndDragging(willDecelerate: true)))
        asked.append(revisions.takeFlush())
        #expect(asked == [false, false, false, false, false])
        let settles = revisions.receive(BehaviorReport<Never>.heard(.didEndDecelerating))
        let flushes = revisions.takeFlush()
        #expect(settles && flushes && !revisions.isEchoDue && !revisions.isMoving)
        #expect(revisions.needsRehost(early, showing: "tile") && revisions.needsRehost(late, showing: "tile"))
        let settlesAgain = revisions.heard(.didEndScrollingAnimation)
        #expect(!settlesAgain)                               // once per settle
    }

    @Test func withFewCells_theFirstEchoOfAMotionFlushesAtOnce_laterOnesWhenItSettles() {
        var revisions = HostingRevisions(echoTiming: .firstInMotion)
        var asked: [Bool] = []
        _ = revisions.heard(.willBeginDragging)
        asked += [revisions.update(.echo), revisions.takeFlush()]
        asked += [revisions.update(.echo), revisions.update(.echo), revisions.takeFlush()]
        asked += [revisions.heard(.didEndScrollingAnimation), revisions.takeFlush()]
        _ = revisions.heard(.willBeginDragging)              // the next motion flushes its first echo again
        asked.append(revisions.update(.echo))
        #expect(asked == [true, true, false, false, false, true, true, true])
    }

    @Test func aFlushBeforeTheSettle_coversADeferredEcho() {
        var revisions = HostingRevisions(echoTiming: .atSettle)
        var asked: [Bool] = []
        _ = revisions.heard(.willBeginDragging)
        asked.append(revisions.update(.echo))
        asked.append(revisions.update(.content))
        #expect(!revisions.isEchoDue)
        asked += [revisions.takeFlush(), revisions.heard(.didEndDragging(willDecelerate: false))]
        #expect(asked == [false, true, true, false])
    }

    @Test func aSettleWithNoEchoDue_flushesNothing() {
        var revisions = HostingRevisions(echoTiming: .atSettle)
        var asked: [Bool] = []
        asked.append(revisions.heard(.willBeginDragging))
        asked.append(revisions.heard(.didScroll(CGPoint(x: 4, y: 0))))
        asked.append(revisions.receive(BehaviorReport<Never>.heard(.didEndDragging(willDecelerate: false))))
        asked.append(revisions.takeFlush())
        #expect(asked == [false, false, false, false])
    }
}
