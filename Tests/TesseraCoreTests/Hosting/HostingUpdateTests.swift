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

    @Test func anEchoStartsNoRevision_andFlushesAreOnePerRequest() {
        var revisions = HostingRevisions()
        #expect(!revisions.update(.echo) && revisions.current == 0 && !revisions.takeFlush())
        #expect(revisions.update(.content) && !revisions.update(.data) && revisions.current == 2)
        #expect(revisions.takeFlush() && !revisions.takeFlush())
        #expect(revisions.needsRehost(HostedStamp(identity: "a", revision: 1), showing: "a"))
        #expect(!revisions.needsRehost(HostedStamp(identity: "a", revision: 2), showing: "a"))
        #expect(revisions.needsRehost(HostedStamp(identity: "a", revision: 2), showing: "b"))
        #expect(revisions.needsRehost(nil as HostedStamp<String>?, showing: "a"))
    }
}
