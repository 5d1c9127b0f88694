import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Hosting: a pager's page keeps its host")
struct HostingPageHostsTests {
    private let sections = ["top", "world", "sport", "arts", "tech", "food", "travel"]

    /// The identities of the pages the pager loaded, in order (each load is where a naive skin
    /// would make a new host).
    private func loads(of pager: BoundPager) -> [String] {
        pager.engine.leader.effects.compactMap { effect in
            if case .page(.load(let index)) = effect { return sections[index] }
            return nil
        }
    }

    @Test func aPageSwipedFarAwayAndBack_isShownByTheHostItWasMadeIn() {
        var pager = makeBoundPager(pages: sections.count)
        for _ in 0..<5 { pager.flick(pages: 1) }      // forward to "travel": "top" is unloaded
        #expect(pager.selectedPage == 5 && pager.engine.leader.effects.contains(.page(.unload(0))))
        for _ in 0..<5 { pager.flick(pages: -1) }     // and back: "top" is loaded again
        #expect(pager.selectedPage == 0 && pager.isInStep)
        let loaded = loads(of: pager)
        #expect(loaded.filter { $0 == "top" }.count == 2 && loaded.count > sections.count)

        var pages = HostedPages<String>()
        let made = loaded.filter { pages.load($0) }
        #expect(made == Array(sections.prefix(made.count)) && made.count == sections.count)
    }

    @Test func aPageTheDataLoses_isLetGo_andANewOneOfThatIdentityStartsAfresh() {
        var pages = HostedPages<String>()
        for section in sections { _ = pages.load(section) }
        let gone = pages.dataDidChange(to: sections.filter { $0 != "sport" && $0 != "arts" })
        #expect(Set(gone) == ["sport", "arts"] && pages.kept.count == 5)
        #expect(!pages.load("top") && pages.load("sport"))
    }
}
