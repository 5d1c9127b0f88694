import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("PagerPagesLayout geometry and paging")
struct PagerPagesLayoutTests {
    static let viewport = CGSize(width: 320, height: 480)

    private func pages(_ count: Int = 4, direction: LayoutDirection = .leftToRight, viewport: CGSize = viewport,
                       insets: EdgeInsets = .zero) -> PagerPagesLayout {
        var layout = PagerPagesLayout()
        layout.prepare(in: LayoutContext(viewportSize: viewport, contentInsets: insets, itemCount: count,
                                         layoutDirection: direction))
        return layout
    }

    // MARK: - Frames

    @Test func pages_sitSideBySide_eachTheViewport() {
        let layout = pages()
        #expect((0..<4).compactMap { layout.item(at: ItemIndex(item: $0))?.frame } == [
            CGRect(x: 0, y: 0, width: 320, height: 480), CGRect(x: 320, y: 0, width: 320, height: 480),
            CGRect(x: 640, y: 0, width: 320, height: 480), CGRect(x: 960, y: 0, width: 320, height: 480)])
        #expect(layout.contentSize == CGSize(width: 1280, height: 480))
        #expect(layout.items(in: CGRect(x: 480, y: 0, width: 320, height: 480)).map(\.index.item) == [1, 2])
        #expect(layout.index(at: CGPoint(x: 700, y: 10)) == ItemIndex(item: 2))
        #expect(layout.item(at: ItemIndex(item: 4)) == nil)
    }

    @Test func rightToLeft_putsPageZeroAtTheRightEnd() {
        let layout = pages(direction: .rightToLeft)
        #expect(layout.item(at: ItemIndex(item: 0))?.frame.minX == 960)
        #expect(layout.item(at: ItemIndex(item: 3))?.frame.minX == 0)
        #expect(layout.contentOffset(forPage: 0) == CGPoint(x: 960, y: 0))
        #expect(layout.contentOffset(forPage: 2) == CGPoint(x: 320, y: 0))
        #expect(layout.fractionalPage(forContentOffset: CGPoint(x: 480, y: 0)) == 1.5)
        #expect(layout.index(at: CGPoint(x: 10, y: 10)) == ItemIndex(item: 3))
    }

    @Test func fractionalPage_andOffsets_roundTrip() {
        let layout = pages(insets: EdgeInsets(top: 20, left: 10, bottom: 0, right: 10))
        #expect(layout.pageSize == CGSize(width: 300, height: 460))
        #expect(layout.contentOffset(forPage: 2) == CGPoint(x: 590, y: -20))
        #expect(layout.fractionalPage(forContentOffset: CGPoint(x: 590, y: -20)) == 2)
        #expect(layout.fractionalPage(forContentOffset: CGPoint(x: 440, y: -20)) == 1.5)
        #expect(layout.fractionalPage(forContentOffset: CGPoint(x: -160, y: -20)) == -0.5)   // bouncing
        #expect(layout.contentOffset(forPage: 99) == layout.contentOffset(forPage: 3))
        #expect(layout.nearestPage(toFractionalPage: 2.6) == 3)
        #expect(layout.nearestPage(toFractionalPage: -0.6) == 0)
    }

    // MARK: - Snapping

    /// At page 1.3: a flick forward goes to 2, back to 1, a slow release to the nearest.
    @Test(arguments: [(416.0, 500.0, 2), (416, -500, 1), (416, 399, 1), (512, 100, 2), (640, 2000, 2),
                      (640.2, 2000, 2), (639.8, -2000, 2), (960, 5000, 3), (0, -5000, 0)])
    func release_targetsOnePagePerFlick(current: CGFloat, velocity: CGFloat, page: Int) {
        let layout = pages()
        let offset = layout.targetContentOffset(proposed: CGPoint(x: current + velocity, y: 0),
                                                current: CGPoint(x: current, y: 0), velocity: CGPoint(x: velocity, y: 0))
        #expect(offset == layout.contentOffset(forPage: page))
    }

    @Test func release_rightToLeft_readsVelocityInReadingOrder() {
        let layout = pages(direction: .rightToLeft)
        // Page 1.3 right to left is offset 544; moving leftwards (negative x) is forward.
        let target = layout.targetPage(current: CGPoint(x: 544, y: 0), velocity: CGPoint(x: -500, y: 0))
        #expect(target == 2)
        #expect(layout.targetPage(current: CGPoint(x: 544, y: 0), velocity: CGPoint(x: 500, y: 0)) == 1)
    }

    // MARK: - Live pages

    @Test(arguments: [(2.0, 5, 1, 1..<4), (2.3, 5, 1, 1..<4), (2.6, 5, 1, 2..<5), (0, 5, 1, 0..<2),
                      (4, 5, 1, 3..<5), (-0.3, 5, 1, 0..<2), (7.5, 5, 1, 3..<5), (2.5, 5, 0, 2..<4),
                      (2.0, 5, 0, 2..<3), (2.0, 5, 2, 0..<5), (1.0, 1, 1, 0..<1), (1.0, 0, 1, 0..<0),
                      (3.2, 10, 511, 0..<10)])
    func livePages_areTheVisiblePagesAndNeighbours(progress: CGFloat, count: Int, neighbours: Int,
                                                    expected: Range<Int>) {
        #expect(PagerPagesLayout.livePages(forFractionalPage: progress, pageCount: count, neighbours: neighbours) == expected)
    }

    /// Never more than 2·neighbours + 1 pages (or the two visible), always the visible ones.
    @Test func livePages_alwaysHoldTheVisiblePages() {
        var random = SeededGenerator(seed: 42)
        for _ in 0..<2000 {
            let count = Int.random(in: 1...20, using: &random), neighbours = Int.random(in: 0...3, using: &random)
            let p = CGFloat.random(in: -1...CGFloat(count), using: &random)
            let live = PagerPagesLayout.livePages(forFractionalPage: p, pageCount: count, neighbours: neighbours)
            let clamped = min(max(p, 0), CGFloat(count - 1))
            #expect(live.contains(Int(clamped.rounded(.down))) && live.contains(Int(clamped.rounded(.up))))
            #expect(live.count <= max(2 * neighbours + 1, 2))
        }
        let most = PagerPagesLayout.livePages(forFractionalPage: 0x1p32, pageCount: 1 << 32, neighbours: 511)
        #expect(most == ((1 << 32) - 512)..<(1 << 32))
    }

    // MARK: - Accessibility

    @Test func accessibility_describesPagesAndScrollsInReadingOrder() {
        let layout = pages()
        #expect(layout.accessibility(forPage: 1) == .page(index: 1, count: 4))
        #expect(PagerAccessibility.page(index: 1, count: 4).position == 2)
        #expect(layout.accessibility(forPage: 4) == nil)
        #expect(layout.page(afterAccessibilityScroll: .left, from: 1) == 2)
        #expect(layout.page(afterAccessibilityScroll: .right, from: 0) == nil)
        #expect(layout.page(afterAccessibilityScroll: .up, from: 1) == nil)
        let rtl = pages(direction: .rightToLeft)
        #expect(rtl.page(afterAccessibilityScroll: .left, from: 1) == 0)
        #expect(rtl.page(afterAccessibilityScroll: .next, from: 3) == nil)
    }

    // MARK: - Against a reference

    @Test(arguments: 0..<40)
    func randomPages_matchFramesComputedOneByOne(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 1234)
        let count = [0, 1, 2, 3, 5, 10, 1000].randomElement(using: &random)!
        let size = CGSize(width: CGFloat(Int.random(in: 0...800, using: &random)) / 2,
                          height: CGFloat(Int.random(in: 1...800, using: &random)) / 2)
        let direction: LayoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
        let layout = pages(count, direction: direction, viewport: size)
        let width = size.width * CGFloat(count)
        let frames: [CGRect] = size.width > 0 ? (0..<count).map {
            let x = CGFloat($0) * size.width
            return CGRect(x: direction == .rightToLeft ? width - x - size.width : x, y: 0,
                          width: size.width, height: size.height)
        } : []
        #expect(layout.numberOfPages == frames.count)
        for _ in 0..<30 {
            let rect = CGRect(x: CGFloat.random(in: -200...(width + 200), using: &random), y: 0,
                              width: CGFloat.random(in: 0...900, using: &random), height: 10)
            #expect(layout.items(in: rect).map(\.index.item) == frames.indices.filter { frames[$0].overlaps(rect) })
            let point = CGPoint(x: rect.minX, y: 5)
            #expect(layout.index(at: point)?.item == frames.indices.first { frames[$0].contains(point) })
        }
        for page in frames.indices.prefix(20) {
            #expect(layout.item(at: ItemIndex(item: page))?.frame == frames[page])
            #expect(layout.fractionalPage(forContentOffset: layout.contentOffset(forPage: page)) == CGFloat(page))
        }
    }
}

/// The pages snap by the shared `SnapRule`: over many random releases, the page a release
/// settles on is a brute-force reading of UIKit's paging (flick: the next page in its
/// direction; slower: the page past which half a page was dragged), clamped to the pages.
@Suite("PagerPagesLayout snapping against the reference")
struct PagerSnappingReferenceTests {
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func randomReleases_snapAsUIKitsPagingDoes(direction: LayoutDirection) {
        var generator = SeededGenerator(seed: 8)
        for _ in 0..<2_000 {
            let count = Int.random(in: 1...12, using: &generator)
            var layout = PagerPagesLayout()
            layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: count,
                                             layoutDirection: direction))
            let fraction = CGFloat(Int.random(in: -40...(count * 40 + 40), using: &generator)) / 40
            let speed = CGFloat([0, 50, 399, 400, 1500, 8000].randomElement(using: &generator)!)
                * (Bool.random(using: &generator) ? 1 : -1)
            let offset = CGPoint(x: direction.isRightToLeft ? CGFloat(count - 1) * 320 - fraction * 320 : fraction * 320, y: 0)
            let velocity = CGPoint(x: direction.isRightToLeft ? -speed : speed, y: 0)
            let expected: Int
            if abs(speed) >= 400 {
                expected = speed > 0 ? Int(fraction.rounded(.up)) : Int(fraction.rounded(.down))
            } else if speed > 0 {
                expected = Int(fraction.rounded(.down)) + (fraction - fraction.rounded(.down) >= 0.5 ? 1 : 0)
            } else if speed < 0 {
                expected = Int(fraction.rounded(.up)) - (fraction.rounded(.up) - fraction >= 0.5 ? 1 : 0)
            } else {
                expected = Int(fraction.rounded())
            }
            let target = layout.targetPage(current: offset, velocity: velocity)
            #expect(target == min(max(expected, 0), count - 1), "\(fraction) at \(speed) pt/s of \(count)")
        }
    }
}
