import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// YJCycleCollectionView's settings as plain values, and what they mean for the core: the
/// carousel's configuration, its auto-scroll mode, and when and with which index the "scroll
/// ended" block is called. `CycleCollectionView` keeps YJ's properties and hands them over
/// as one value, so every rule here runs on Linux.
///
///     var settings = CycleSettings()
///     settings.itemSizeScale = 1.6                  // width ÷ height
///     settings.style = .constantSpeed               // a marquee: no paging
///     let configuration = try settings.configuration()
public struct CycleSettings: Sendable {
    /// How the carousel scrolls by itself (YJ's `scrollType`).
    public enum Style: Sendable, Hashable {
        /// A page every `autoScrollTimeInterval` seconds.
        case page
        /// A marquee at `scrollSpeed` points per second; turns item paging off.
        case constantSpeed
    }

    public var axis: Axis = .horizontal
    /// YJ's `paddingInset`: the items' insets inside the collection view.
    public var paddingInsets: EdgeInsets = .zero
    /// Length along the axis ÷ across it; 0 uses `itemSize`. Above 5 counts as 5.
    public var itemSizeScale: CGFloat = 0
    /// The item size when `itemSizeScale` is 0; a zero side fills the inset area.
    public var itemSize: CGSize = .zero
    /// Sizes per data index, when the delegate gives them; they win over both above.
    public var itemSizes: [CGSize]?
    public var minimumLineSpacing: CGFloat = 0
    public var alignment: CarouselLayout.Alignment = .centered
    public var transform: CarouselTransform = .none
    public var isInfiniteLoop = true
    public var isPagingEnabled = true
    public var style = Style.page
    public var autoScrollTimeInterval: TimeInterval = 2.5
    public var scrollSpeed: CGFloat = 60

    /// YJ's defaults.
    public init() {}

    /// YJ's sizing precedence: the delegate's sizes, then `itemSizeScale` (at most 5), then
    /// `itemSize` when both its sides are positive, else the item fills the inset area.
    var itemSizing: CarouselLayout.ItemSizing {
        if let sizes = itemSizes { return .perItem { sizes.indices.contains($0) ? sizes[$0] : .zero } }
        if itemSizeScale > 0 { return .aspectRatio(min(itemSizeScale, 5)) }
        if itemSize.width > 0 && itemSize.height > 0 { return .fixed(itemSize) }
        return .fill
    }

    /// Whether releases rest on items: paging on, and not a marquee.
    public var pagesItems: Bool { isPagingEnabled && style == .page }

    /// The carousel's configuration.
    /// - Throws: `ConfigurationError` for a value no carousel can use (the view keeps the
    ///   previous configuration and reports it).
    public func configuration() throws -> CarouselLayout.Configuration {
        try CarouselLayout.Configuration(axis: axis, itemSizing: itemSizing, minimumLineSpacing: minimumLineSpacing,
                                         insets: paddingInsets, alignment: alignment, isInfinite: isInfiniteLoop,
                                         paging: pagesItems ? .item : .none, transform: transform)
    }

    /// The auto-scroll mode `style` asks for.
    public var autoScrollMode: AutoScroller.Mode {
        style == .page ? .page(interval: autoScrollTimeInterval) : .marquee(speed: scrollSpeed)
    }

    /// The index the "scroll ended" block reports: the current item while releases rest on
    /// items, −1 otherwise (YJ: no item is current between stops).
    public func reportedIndex(currentIndex: Int) -> Int {
        pagesItems ? currentIndex : -1
    }

    /// Whether the "scroll ended" block is called for what the carousel heard: a deceleration
    /// or a scrolling animation ended, or a drag ended without decelerating.
    public static func endsScrolling(_ event: ScrollEvent) -> Bool {
        switch event {
        case .didEndDecelerating, .didEndScrollingAnimation, .didEndDragging(willDecelerate: false): true
        default: false
        }
    }

    /// Whether a new current item calls the "scroll ended" block too: a marquee never comes
    /// to rest, so each item it reaches is reported.
    public var reportsEachNewItem: Bool { style == .constantSpeed }
}
