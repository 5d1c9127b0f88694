import Foundation
@testable import TesseraCore
@testable import TesseraTesting

typealias CarouselEngine = CollectionEngine<CarouselBehavior>

extension CarouselLayout.Configuration {
    /// The gallery's banner: 200 × 160 pt items 20 pt apart, centred in 320 × 200 pt, so the
    /// neighbours peek 40 pt on each side. Stride 220 pt.
    static var banner: Self {
        get throws { try Self(itemSizing: .fixed(CGSize(width: 200, height: 160)), minimumLineSpacing: 20) }
    }
}

/// A carousel engine with the recommended deceleration rate (`.fast` when paging).
func makeCarouselEngine(items: Int = 7, configuration: CarouselLayout.Configuration? = nil,
                        viewport: CGSize = canonicalViewport, direction: LayoutDirection = .leftToRight,
                        autoScroller: AutoScroller? = nil, displayScale: CGFloat = 2,
                        uikit: UIKitModel = .standard) throws -> CarouselEngine {
    let configuration = try configuration ?? .banner
    return CarouselEngine(layout: CarouselLayout(configuration: configuration), behavior: CarouselBehavior(autoScroller: autoScroller),
                          viewportSize: viewport, itemCount: items,
                          configuration: ScrollConfiguration(decelerationRate: configuration.recommendedDecelerationRate),
                          layoutDirection: direction, displayScale: displayScale, uikit: uikit)
}

extension CollectionEngine where Behavior == CarouselBehavior {
    /// Every `currentIndexChanged` the pager reported, in order.
    var reportedIndices: [Int] {
        effects.compactMap { if case .currentIndexChanged(let index) = $0 { index } else { nil } }
    }

    /// Every `itemSelected` the pager reported, in order.
    var selectedItems: [Int] {
        effects.compactMap { if case .itemSelected(let index) = $0 { index } else { nil } }
    }

    /// The shifts of every recentring so far.
    var recenterDeltas: [CGPoint] {
        effects.compactMap { if case .recenter(let delta) = $0 { delta } else { nil } }
    }

    /// The items in the viewport, in virtual order, with transforms for this viewport.
    var shownItems: [CarouselItem] {
        layout.carouselItems(in: scroll.visibleRect, visibleRect: scroll.visibleRect)
    }

    /// The data indices in the viewport, in reading order.
    var shownData: [Int] { shownItems.map(\.dataIndex) }

    /// The frame of the item the carousel rests on, in viewport coordinates.
    var currentFrameInViewport: CGRect? {
        shownItems.first { $0.virtualIndex == behavior.currentVirtualIndex }.map {
            $0.layoutItem.frame.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
        }
    }

    mutating func scrollToItem(_ index: Int, animated: Bool) {
        send { pager, scroll, layout in pager.scrollToItem(index, animated: animated, scroll: scroll, layout: layout) }
    }

    mutating func setEnvironment(_ environment: AutoScroller.Environment) {
        send { pager, scroll, layout in pager.updateEnvironment(environment, scroll: scroll, layout: layout) }
    }

    mutating func setAutoScroll(_ enabled: Bool) {
        send { pager, scroll, layout in pager.setAutoScrollEnabled(enabled, scroll: scroll, layout: layout) }
    }

    /// Advances to the absolute times `start + k / frameRate` for k = 1…frames (no
    /// accumulated clock error), calling `each` after every frame.
    mutating func runFrames(_ frames: Int, frameRate: Double = 60, each: (inout Self) -> Void = { _ in }) {
        let start = now
        for k in 1...max(1, frames) {
            advance(to: start + Double(k) / frameRate)
            each(&self)
        }
    }
}

/// An auto-scroller that is on, in `mode`.
func autoScroller(_ mode: AutoScroller.Mode, policy: AutoScroller.Policy = AutoScroller.Policy()) throws -> AutoScroller {
    try AutoScroller(mode: mode, isEnabled: true, policy: policy)
}
