import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// No public entry point of the carousel traps, whatever it is given (DESIGN.md rule 7):
/// NaN, infinities, huge coordinates, `Int.min` / `Int.max` counts and indices. Invalid
/// configurations throw naming the field; runtime geometry and commands clamp or ignore.
@Suite("Carousel hardening")
struct CarouselHardeningTests {
    static let extremes: [CGFloat] = [.nan, .infinity, -.infinity, 1e30, -1e30, .greatestFiniteMagnitude,
                                      -.greatestFiniteMagnitude]
    static let extremeInts = [Int.min, Int.min + 1, -1, 0, Int.max - 1, Int.max]

    static func prepared(_ configuration: CarouselLayout.Configuration, items: Int,
                         viewport: CGSize = canonicalViewport) -> CarouselLayout {
        var layout = CarouselLayout(configuration: configuration)
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: items))
        return layout
    }

    static var notLooping: CarouselLayout.Configuration {
        get throws {
            var configuration = try CarouselLayout.Configuration.banner
            configuration.isInfinite = false
            return configuration
        }
    }

    static func state(_ layout: CarouselLayout, offset: CGPoint? = nil, now: TimeInterval = 0) -> ScrollState {
        ScrollState(contentOffset: offset ?? layout.homeOffset, viewportSize: layout.context.viewportSize,
                    contentSize: layout.contentSize, contentInsets: .zero, isDragging: false, isDecelerating: false,
                    isAnimating: false, now: now, pixelGrid: layout.context.pixelGrid)
    }

    /// Every frame finite with a non-negative size, slots distinct.
    static func expectSane(_ items: [LayoutItem], _ comment: Comment? = nil) {
        for item in items {
            let frame = item.frame
            #expect(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite,
                    comment)
            #expect(frame.size.width >= 0 && frame.size.height >= 0, comment)
            #expect(item.alpha.isFinite && item.transform.scale.isFinite && item.transform.translation.x.isFinite)
        }
        #expect(Set(items.map(\.index)).count == items.count, comment)
    }

    static func expectFinite(_ point: CGPoint, _ comment: Comment? = nil) {
        #expect(point.x.isFinite && point.y.isFinite, comment)
    }

    // MARK: - Known defects (issue 10)

    @Test func indexAtHugeOffset_returnsNilInsteadOfTrapping() throws {
        for layout in [Self.prepared(try .banner, items: 7), Self.prepared(try Self.notLooping, items: 10)] {
            #expect(layout.index(at: CGPoint(x: 1e30, y: 100)) == nil)
            #expect(layout.index(at: CGPoint(x: -1e30, y: 100)) == nil)
            #expect(layout.index(at: CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 100)) == nil)
            #expect(layout.index(at: CGPoint(x: 100, y: 1e30)) == nil)
        }
    }

    @Test func itemsInHugeRect_doNotTrapAndStayFinite() throws {
        let layout = Self.prepared(try .banner, items: 7)
        let home = CGRect(origin: layout.homeOffset, size: canonicalViewport)
        for x in Self.extremes where x.isFinite {
            let rect = CGRect(x: x, y: 0, width: 320, height: 200)
            Self.expectSane(layout.items(in: rect), "at \(x)")
            Self.expectSane(layout.carouselItems(in: rect, visibleRect: rect).map(\.layoutItem), "at \(x)")
            Self.expectSane(layout.carouselItems(in: home, visibleRect: rect).map(\.layoutItem), "seen from \(x)")
            Self.expectSane(layout.carouselItems(in: rect, visibleRect: home).map(\.layoutItem), "at \(x) from home")
        }
    }

    @Test func indexAtNonFinitePoint_returnsNil() throws {
        let layout = Self.prepared(try .banner, items: 7)
        for value in [CGFloat.nan, .infinity, -.infinity] {
            #expect(layout.index(at: CGPoint(x: value, y: 100)) == nil)
            #expect(layout.index(at: CGPoint(x: layout.homeOffset.x + 160, y: value)) == nil)
        }
    }

    @Test func itemsInNonFiniteOrNullRect_areEmpty() throws {
        let layout = Self.prepared(try .banner, items: 7)
        let home = layout.homeOffset
        let rects = [CGRect(x: CGFloat.nan, y: 0, width: 320, height: 200),
                     CGRect(x: CGFloat.infinity, y: 0, width: 320, height: 200),
                     CGRect(x: -CGFloat.infinity, y: 0, width: 320, height: 200),
                     CGRect(x: home.x, y: 0, width: CGFloat.nan, height: 200),
                     CGRect(x: home.x, y: CGFloat.nan, width: 320, height: 200),
                     CGRect.null]
        for rect in rects {
            #expect(layout.items(in: rect).isEmpty, "\(rect)")
            #expect(layout.carouselItems(in: rect, visibleRect: CGRect(origin: home, size: canonicalViewport)).isEmpty)
            #expect(layout.carouselItems(in: CGRect(origin: home, size: canonicalViewport), visibleRect: rect).isEmpty
                    || rect.origin.x.isFinite)
        }
    }

    /// The infinite rectangle holds every item: a loop's one window of slots.
    @Test func itemsInInfiniteRect_areEveryItemOfTheSlots() throws {
        let loop = Self.prepared(try .banner, items: 7)
        let all = loop.items(in: .infinite)
        #expect(all.count == loop.numberOfSlots)
        #expect(Set(all.map(\.index)).count == all.count)
        let line = Self.prepared(try Self.notLooping, items: 10)
        #expect(line.items(in: .infinite).map(\.index.item) == Array(0..<10))
    }

    @Test func notLooping_itemAtAgreesWithItemsIn() throws {
        let layout = Self.prepared(try Self.notLooping, items: 10)
        let everything = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
        let all = layout.items(in: everything)
        #expect(all.map(\.index.item) == Array(0..<10))
        for item in all {
            #expect(layout.item(at: item.index) == item)
        }
        #expect(layout.item(at: ItemIndex(item: 10)) == nil)
        #expect(layout.item(at: ItemIndex(item: -1)) == nil)
        #expect(layout.item(at: ItemIndex(item: 0, section: 1)) == nil)
    }

    @Test func stackedCardsWithHugeVisibleCount_throwsInsteadOfTrapping() throws {
        for count in [Int.max, 1_001, 0, Int.min] {
            #expect { _ = try CarouselLayout.Configuration(transform: .stackedCards(visibleCount: count, offset: 8, scaleStep: 0)) }
                throws: { ($0 as? ConfigurationError)?.field == "transform.stackedCards.visibleCount" }
        }
        // Set without validation: an empty layout rather than a trap.
        var configuration = try CarouselLayout.Configuration.banner
        configuration.transform = .stackedCards(visibleCount: .max, offset: 8, scaleStep: 0)
        let layout = Self.prepared(configuration, items: 7)
        #expect(layout.isEmpty)
        let progress = CarouselItemProgress(progress: 2, distance: 440, screenSign: 1, axis: .horizontal,
                                            virtualIndex: 2, dataIndex: 2)
        let appearance = configuration.transform.appearance(for: progress)
        #expect(appearance.alpha.isFinite && appearance.transform.scale.isFinite)
    }

    /// Int.max is a multiple of 7 (2⁶³ ≡ 1 mod 7), Int.min one short of one: a loop moves
    /// the remainder, the same item, without spinning through cycles; without a loop the
    /// carousel stops at an end.
    @Test(arguments: [(Int.max, 0, 6), (Int.min, 6, 0), (Int.max - 1, 6, 6), (Int.min + 1, 0, 0)])
    func scrollByExtremeStops_doesNotTrap(count: Int, loopIndex: Int, lineIndex: Int) throws {
        for (configuration, expected) in [(try CarouselLayout.Configuration.banner, loopIndex), (try Self.notLooping, lineIndex)] {
            let layout = Self.prepared(configuration, items: 7)
            var pager = CarouselBehavior()
            _ = pager.layoutDidChange(Self.state(layout), layout: layout, reason: .reload)
            for animated in [true, false] {
                let effects = pager.scrollByStops(count, animated: animated, scroll: Self.state(layout), layout: layout)
                for case .scroll(let offset, _) in effects { Self.expectFinite(offset) }
            }
            var fresh = CarouselBehavior()
            _ = fresh.layoutDidChange(Self.state(layout), layout: layout, reason: .reload)
            _ = fresh.scrollByStops(count, animated: false, scroll: Self.state(layout), layout: layout)
            #expect(fresh.currentIndex == expected)
        }
    }
}
