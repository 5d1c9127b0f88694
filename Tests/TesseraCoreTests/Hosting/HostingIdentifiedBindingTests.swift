import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

private let banners = (0..<7).map { "banner\($0)" }
private let stickers = (0..<40).map { "sticker\($0)" }

private func boundCarousel(_ initial: String?) throws -> IdentifiedBoundEngine<CarouselBehavior> {
    IdentifiedBoundEngine(engine: try makeCarouselEngine(items: banners.count), identities: banners, initial: initial) {
        engine, index, animated in engine.scrollToItem(index, animated: animated)
    }
}

private func boundGrid(_ initial: String?) -> IdentifiedBoundEngine<PagedGridBehavior> {
    IdentifiedBoundEngine(engine: makeGridEngine(items: stickers.count), identities: stickers, initial: initial) {
        engine, page, animated in engine.scrollToPage(page, animated: animated)
    }
}

@Suite("Hosting: a position bound by identity")
struct HostingIdentifiedBindingTests {
    @Test func theAppsIdentity_scrollsToItsItem_andAFlickWritesTheNextOnesIdentity() throws {
        var carousel = try boundCarousel("banner3")
        #expect(carousel.engine.behavior.currentIndex == 3 && carousel.writes.isEmpty)
        carousel.appSets("banner5", animated: true)
        carousel.runUntilIdle()
        #expect(carousel.engine.behavior.currentIndex == 5 && carousel.writes.isEmpty)
        carousel.drive { $0.fling(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1200, y: 0)) }
        carousel.runUntilIdle()
        #expect(carousel.writes == ["banner6"] && carousel.appValue == "banner6")
        #expect(carousel.echoCommands.isEmpty)
    }

    @Test(arguments: [nil, "gone"])
    func noIdentity_orOneNotInTheData_staysAndIsAnsweredOnceWithWhatIsShown(identity: String?) throws {
        var carousel = try boundCarousel("banner2")
        carousel.appSets(identity, animated: true)
        carousel.runUntilIdle()
        #expect(carousel.engine.behavior.currentIndex == 2)
        #expect(carousel.writes == ["banner2"] && carousel.scrolls.count == 1 && carousel.echoCommands.isEmpty)
    }

    @Test func anInitialNil_isAnsweredWithTheFirstItem() throws {
        let carousel = try boundCarousel(nil)
        #expect(carousel.writes == ["banner0"] && carousel.appValue == "banner0")
    }

    @Test func anotherItemOfThePageShown_changesNothing_andIsNotWrittenBack() {
        var grid = boundGrid("sticker8")
        #expect(grid.engine.behavior.currentPage == 1)
        grid.appSets("sticker13", animated: true)
        grid.runUntilIdle()
        #expect(grid.engine.behavior.currentPage == 1 && grid.writes.isEmpty && grid.appValue == "sticker13")
        #expect(grid.scrolls.count == 1)
    }

    @Test func aFlickOfTheGrid_writesTheIdentityOfThePagesFirstItem() {
        var grid = boundGrid("sticker13")
        grid.drive { $0.fling(by: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 1500, y: 0)) }
        grid.runUntilIdle()
        #expect(grid.engine.behavior.currentPage == 2 && grid.writes == ["sticker16"])
        #expect(grid.echoCommands.isEmpty)
    }

    @Test func anIdentitySetBeforeTheFirstLayout_isShownAtIt() {
        var grid = IdentifiedBoundEngine(engine: makeGridEngine(items: stickers.count, viewport: .zero),
                                         identities: stickers, initial: "sticker20") {
            engine, page, animated in engine.scrollToPage(page, animated: animated)
        }
        #expect(grid.scrolls.isEmpty && grid.writes.isEmpty)
        grid.resize(to: canonicalViewport)
        #expect(grid.engine.behavior.currentPage == 2 && grid.scrolls == [.scroll(to: 2, animated: false)])
        #expect(grid.writes.isEmpty)
    }

    @Test func aBindingThatStaysNil_isAnsweredOnlyOnce() throws {
        let engine = try makeCarouselEngine(items: banners.count)
        var binding = IdentifiedBinding<CarouselBehavior, String>()
        let first = binding.appSet(nil, identities: banners, animated: false, behavior: engine.behavior, layout: engine.layout)
        let second = binding.appSet(nil, identities: banners, animated: false, behavior: engine.behavior, layout: engine.layout)
        #expect(first.compactMap(\.writtenValue) == [0] && second.isEmpty)
    }

    @Test func aPagerSelectedByIdentity_showsThatPage_andAFlickWritesTheNextPagesIdentity() {
        let sections = ["top", "world", "sport", "arts", "tech"]
        var pager = IdentifiedBoundEngine(engine: makePagesEngine(pages: sections.count), identities: sections,
                                          initial: "sport") { engine, page, animated in
            engine.send { $0.select(page: page, animated: animated, scroll: $1, layout: $2) }
        }
        pager.runUntilIdle()
        #expect(pager.engine.behavior.selectedPage == 2 && pager.writes.isEmpty)
        pager.drive { $0.fling(by: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 1500, y: 0)) }
        pager.runUntilIdle()
        #expect(pager.engine.behavior.selectedPage == 3 && pager.writes == ["arts"] && pager.echoCommands.isEmpty)
    }
}
