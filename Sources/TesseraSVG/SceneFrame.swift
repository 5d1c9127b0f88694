import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore
import TesseraTesting

/// One rendered moment of a scene: the viewport, the items around it and a few overlays.
/// Everything is in content coordinates, as the engine reports it.
public struct SceneFrame: Sendable, Equatable {
    /// Engine time, seconds.
    public var time: TimeInterval
    /// The viewport's size.
    public var viewportSize: CGSize
    /// The content offset: the viewport's origin in content coordinates.
    public var contentOffset: CGPoint
    /// Items on and near the screen.
    public var items: [SceneItem]
    /// Page dots under the viewport, if the component has pages.
    public var pageIndicator: PageIndicator?
    /// A line of text under the viewport ("t = 0.35 s · page 1 · offset 212").
    public var caption: String
    /// A second line of text (live-cell counts and the like).
    public var detail: String
    /// A second scroll view drawn above this one (a view pager's tab strip), if any.
    public var topPanel: ScenePanel?

    public init(time: TimeInterval, viewportSize: CGSize, contentOffset: CGPoint, items: [SceneItem],
                pageIndicator: PageIndicator? = nil, caption: String = "", detail: String = "",
                topPanel: ScenePanel? = nil) {
        self.time = time
        self.viewportSize = viewportSize
        self.contentOffset = contentOffset
        self.items = items
        self.pageIndicator = pageIndicator
        self.caption = caption
        self.detail = detail
        self.topPanel = topPanel
    }

    /// The visible rectangle in content coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: viewportSize) }

    /// The space between a top panel and the viewport, in points.
    static let panelGap: CGFloat = 12

    /// The size the viewport and the top panel take together, stacked.
    var stackedSize: CGSize {
        guard let panel = topPanel else { return viewportSize }
        return CGSize(width: max(viewportSize.width, panel.viewportSize.width),
                      height: panel.viewportSize.height + Self.panelGap + viewportSize.height)
    }
}

/// A scroll view drawn above a frame's viewport, with its own viewport and offset: a view
/// pager's tab strip over its pages.
public struct ScenePanel: Sendable, Equatable {
    /// The panel's viewport size.
    public var viewportSize: CGSize
    /// Its content offset.
    public var contentOffset: CGPoint
    /// Its items on and near the screen, in its content coordinates.
    public var items: [SceneItem]

    public init(viewportSize: CGSize, contentOffset: CGPoint, items: [SceneItem]) {
        self.viewportSize = viewportSize
        self.contentOffset = contentOffset
        self.items = items
    }
}

/// An item as drawn: frame, label, colour and the layout's alpha and transform.
public struct SceneItem: Sendable, Equatable {
    public var frame: CGRect
    public var label: String
    /// Hue 0…1; the same data item keeps its colour wherever it appears.
    public var hue: Double
    public var alpha: CGFloat
    public var zIndex: Int
    public var transform: ItemTransform
    /// How the item is drawn. Defaults to `.tile`.
    public var style: Style

    /// How an item is drawn.
    public enum Style: Sendable, Equatable {
        /// A coloured, outlined, labelled tile (cells).
        case tile
        /// A solid accent shape without a label (a tab strip's indicator).
        case indicator
    }

    public init(frame: CGRect, label: String, hue: Double, alpha: CGFloat = 1, zIndex: Int = 0,
                transform: ItemTransform = .identity, style: Style = .tile) {
        self.frame = frame
        self.label = label
        self.hue = hue
        self.alpha = alpha
        self.zIndex = zIndex
        self.transform = transform
        self.style = style
    }

    /// A stable, well-spread hue for a data index (golden-angle steps).
    public static func hue(for index: Int) -> Double {
        let golden = 0.618_033_988_749_895
        let value = (Double(index.magnitude % 10_000) * golden).truncatingRemainder(dividingBy: 1)
        return index < 0 ? 1 - value : value
    }
}

/// Page dots: `count` dots with `currentPage` lit. The component's own page-control model
/// decides which page is current (a loop wraps past its last page), not the renderer.
public struct PageIndicator: Sendable, Equatable {
    public var count: Int
    public var currentPage: Int
    /// Dots run right to left, as `UIPageControl` does in a right-to-left layout.
    public var isRightToLeft: Bool

    public init(count: Int, currentPage: Int, isRightToLeft: Bool = false) {
        self.count = count
        self.currentPage = currentPage
        self.isRightToLeft = isRightToLeft
    }
}

extension SceneFrame {
    /// Captures an engine: the items within `margin` of the viewport on every side (as `query`
    /// finds them in that rectangle; the layout's `items(in:)` without one), labelled and
    /// coloured by `describe` (label, colour index), with the live-cell counters as detail.
    public init<Behavior: ScrollBehavior>(engine: CollectionEngine<Behavior>, margin: CGSize,
                                          pageIndicator: PageIndicator? = nil, caption: String,
                                          query: ((CGRect) -> [LayoutItem])? = nil,
                                          describe: (LayoutItem) -> (label: String, colorIndex: Int)) {
        let around = engine.scroll.visibleRect.insetBy(dx: -margin.width, dy: -margin.height)
        let found = query?(around) ?? engine.layout.items(in: around)
        let items = found.map { item -> SceneItem in
            let (label, colorIndex) = describe(item)
            return SceneItem(frame: item.frame, label: label, hue: SceneItem.hue(for: colorIndex),
                             alpha: item.alpha, zIndex: item.zIndex, transform: item.transform)
        }
        let stats = engine.cells.statistics
        self.init(time: engine.now, viewportSize: engine.scroll.viewportSize, contentOffset: engine.contentOffset,
                  items: items, pageIndicator: pageIndicator, caption: caption,
                  detail: "cells on screen \(stats.inUse) · alive \(stats.alive) · ever created \(stats.created)")
    }
}
