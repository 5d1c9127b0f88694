import Foundation
import TesseraCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A headless pager with a collapsing header: the horizontal pages' engine, one vertical
/// engine per page (the page's own scroll view, extended under the header by
/// `PagerHeaderConfiguration.topInset(stripHeight:)`), and the `PagerHeaderCoordinator`
/// between them, wired as the UIKit skin wires them: every move of a page's scroll view is
/// reported (KVO of `contentOffset`), a page coming on screen is aligned before it is seen,
/// and a new selection hands the header to its page.
///
/// Drive a page's content with `content(_:_:)`, the pages with `pages(_:)`, time with
/// `advance(by:)` / `runUntilIdle()`; read `header.state`.
public struct HeaderedPagerEngine<Content: ScrollBehavior>: Sendable {
    /// The horizontal pages.
    public private(set) var pages: CollectionEngine<PagerPagesBehavior>
    /// Each page's vertical scroll view.
    public private(set) var contents: [CollectionEngine<Content>]
    /// The header between them.
    public private(set) var header: PagerHeaderCoordinator
    /// The extra top inset of every page's scroll view.
    public let topInset: CGFloat
    /// Where each page rests at its top without a refresh control's inset.
    private var restingTops: [PagerHeaderRestingTop]
    /// Each page's own bottom inset, and the extra that lets it pin the strip.
    private let ownBottoms: [CGFloat]
    private var extraBottoms: [CGFloat]

    /// - Parameters:
    ///   - pages: the horizontal pages' engine, one item per page.
    ///   - contents: one vertical engine per page, its `contentInsets.top` already including
    ///     `header.configuration.topInset(stripHeight:)` and resting at its top.
    public init(pages: CollectionEngine<PagerPagesBehavior>, contents: [CollectionEngine<Content>],
                header: PagerHeaderCoordinator, stripHeight: CGFloat) {
        self.pages = pages
        self.contents = contents
        self.header = header
        topInset = header.configuration.topInset(stripHeight: stripHeight)
        restingTops = contents.map { _ in PagerHeaderRestingTop() }
        ownBottoms = contents.map(\.configuration.contentInsets.bottom)
        extraBottoms = contents.map { _ in 0 }
        sync()
    }

    /// How far page `page`'s scroll view is from where it rests at its top (a refresh
    /// control's inset left out, as the skin leaves it out).
    public func distance(of page: Int) -> CGFloat {
        contents[page].contentOffset.y + (restingTops[page].value ?? contents[page].configuration.contentInsets.top)
    }

    /// Drives page `page`'s scroll view (a finger, a command), then syncs.
    public mutating func content(_ page: Int, _ body: (inout CollectionEngine<Content>) -> Void) {
        body(&contents[page])
        sync()
    }

    /// Drives the horizontal pages, then syncs.
    public mutating func pages(_ body: (inout CollectionEngine<PagerPagesBehavior>) -> Void) {
        body(&pages)
        sync()
    }

    /// One frame on every scroll view's clock, syncing after it (as KVO reports each move).
    public mutating func advance(by interval: TimeInterval) {
        pages.advance(by: interval)
        for page in contents.indices { contents[page].advance(by: interval) }
        sync()
    }

    /// Frames until nothing moves (or `limit` seconds pass); calls `eachFrame` after each.
    @discardableResult
    public mutating func runUntilIdle(frameRate: Double = 60, limit: TimeInterval = 10,
                                      eachFrame: (Self) -> Void = { _ in }) -> Int {
        var frames = 0
        while (pages.isMoving || contents.contains(where: \.isMoving)) && Double(frames) < limit * frameRate {
            advance(by: 1 / frameRate)
            eachFrame(self)
            frames += 1
        }
        return frames
    }

    /// What the skin does after each callback: align a page that came on screen and hand the
    /// header to a new selection (`PagerHeaderCoordinator.pagesDidMove`), then report every
    /// page's offset, its distance read through the page's `PagerHeaderRestingTop`.
    private mutating func sync() {
        for page in contents.indices {
            restingTops[page].observe(adjustedTop: contents[page].configuration.contentInsets.top,
                                      isRefreshing: contents[page].isRefreshing)
        }
        for page in contents.indices { makeRoomToPin(page) }
        let onScreen = Set(pages.visibleIndices.map(\.item)).filter { contents.indices.contains($0) }
        for (page, distance) in header.pagesDidMove(selected: pages.behavior.selectedPage, onScreen: onScreen) {
            contents[page].setContentOffset(CGPoint(x: contents[page].contentOffset.x, y: distance - (restingTops[page].value ?? 0)),
                                            animated: false)
        }
        for page in contents.indices { header.pageDidScroll(page, distance: distance(of: page)) }
    }

    /// A short page gets the bottom inset it needs to pin the strip, as the skin gives it.
    private mutating func makeRoomToPin(_ page: Int) {
        let content = contents[page]
        let extra = header.configuration.bottomInsetToPin(contentHeight: content.layout.contentSize.height,
                                                          viewportHeight: content.context.viewportSize.height,
                                                          restingTop: restingTops[page].value ?? content.configuration.contentInsets.top,
                                                          ownBottom: ownBottoms[page])
        guard extra != extraBottoms[page] else { return }
        extraBottoms[page] = extra
        let bottom = ownBottoms[page] + extra
        contents[page].updateConfiguration { $0.contentInsets.bottom = bottom }
    }
}
