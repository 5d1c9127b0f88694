import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a scroll view exposes to its delegate at one moment (the readable part of
/// `UIScrollView`), as `ScrollViewAdapter` knows it. Behaviours receive it with every event.
///
/// The UIKit skin reads it off the scroll view (`ScrollState(scrollView:now:)`) and the engine
/// off its fake; the adapter then overlays what only it knows: whether its own motion (a
/// settle spring, an animation) is running, and whether the motion under way can follow a
/// recentre.
public struct ScrollState: Sendable, Equatable {
    /// The content offset, rounded to the pixel grid.
    public internal(set) var contentOffset: CGPoint
    /// The size of the viewport (the scroll view's bounds).
    public internal(set) var viewportSize: CGSize
    /// The size of the content.
    public internal(set) var contentSize: CGSize
    /// The content insets.
    public internal(set) var contentInsets: EdgeInsets
    /// A finger is dragging the content.
    public var isDragging: Bool
    /// The content is moving on its own after a drag (deceleration, bounce or snap).
    public var isDecelerating: Bool
    /// A programmatic animation is running, or something other than the user and the
    /// component moves the content (an app's `setContentOffset(_:animated: true)`, VoiceOver
    /// scrolling a focused cell into view).
    var isAnimating: Bool
    /// Whether the motion under way follows a `ScrollCommand.recenter(by:)`: true at rest,
    /// under a finger and during the adapter's own motion; false during UIKit's own
    /// deceleration or animation, which move towards an absolute offset that a recentre would
    /// not move. Defaults to `true`.
    var canRecenter: Bool
    /// The scroll view's deceleration rate. Defaults to `.normal`.
    public var decelerationRate: DecelerationRate
    /// Whether the content rubber-bands past its edges. Defaults to `true`.
    public var bounces: Bool
    /// The clock, in seconds (`CACurrentMediaTime()` on the device).
    public internal(set) var now: TimeInterval
    /// The display's pixel grid; offsets are rounded to it.
    public var pixelGrid: PixelGrid

    /// Creates a state (the UIKit skin builds one from a `UIScrollView`): a front door of the
    /// domain (see `Limits`). What UIKit measured is brought in here: the offset within
    /// ±2⁵⁰ pt, the viewport's sides within 0…65,536 pt, the content's within 0…2⁵⁰ pt, insets
    /// within ±65,536 pt (NaN as 0 throughout), and a time that is not finite as 0.
    public init(contentOffset: CGPoint, viewportSize: CGSize, contentSize: CGSize, contentInsets: EdgeInsets,
                isDragging: Bool, isDecelerating: Bool, isAnimating: Bool = false, canRecenter: Bool = true,
                decelerationRate: DecelerationRate = .normal, bounces: Bool = true, now: TimeInterval,
                pixelGrid: PixelGrid) {
        self.contentOffset = Limits.point(contentOffset)
        self.viewportSize = Limits.size(viewportSize)
        self.contentSize = CGSize(width: max(0, Limits.coordinate(contentSize.width)),
                                  height: max(0, Limits.coordinate(contentSize.height)))
        self.contentInsets = Limits.insets(contentInsets)
        self.isDragging = isDragging
        self.isDecelerating = isDecelerating
        self.isAnimating = isAnimating
        self.canRecenter = canRecenter
        self.decelerationRate = decelerationRate
        self.bounces = bounces
        self.now = now.isFinite ? now : 0
        self.pixelGrid = pixelGrid
    }

    /// The visible rectangle in content coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: viewportSize) }

    /// The lowest offset at rest (`-contentInset.left`, `-contentInset.top`).
    public var minimumOffset: CGPoint { CGPoint(x: -contentInsets.left, y: -contentInsets.top) }

    /// The highest offset at rest: the content's far edge plus its inset at the viewport's far edge.
    public var maximumOffset: CGPoint {
        CGPoint(x: max(-contentInsets.left, contentSize.width + contentInsets.right - viewportSize.width),
                y: max(-contentInsets.top, contentSize.height + contentInsets.bottom - viewportSize.height))
    }

    /// Whether the viewport shows `offset`, within half a pixel.
    func isShowing(_ offset: CGPoint) -> Bool {
        abs(offset.x - contentOffset.x) <= pixelGrid.tolerance && abs(offset.y - contentOffset.y) <= pixelGrid.tolerance
    }

    /// `offset` clamped into the range the scroll view rests in.
    public func clamped(_ offset: CGPoint) -> CGPoint {
        let low = minimumOffset, high = maximumOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Whether nothing is moving the content.
    var isIdle: Bool { !isDragging && !isDecelerating && !isAnimating }
}

/// The scroll view's settings (the settable part of `UIScrollView` that physics depends on).
public struct ScrollConfiguration: Sendable, Equatable {
    /// How fast free scrolling slows down. Defaults to `.normal`.
    public var decelerationRate: DecelerationRate
    /// Whether the content rubber-bands past its edges. Defaults to `true`.
    public var bounces: Bool
    /// Whether a horizontal drag bounces even when the content is no wider than the viewport.
    /// Defaults to `false`.
    public var alwaysBounceHorizontal: Bool
    /// Whether a vertical drag bounces even when the content is no taller than the viewport.
    /// Defaults to `false`.
    public var alwaysBounceVertical: Bool
    /// Whether the user can scroll at all. Defaults to `true`.
    public var isScrollEnabled: Bool
    /// The content insets. Defaults to zero.
    public var contentInsets: EdgeInsets

    /// Creates a configuration.
    public init(decelerationRate: DecelerationRate = .normal, bounces: Bool = true,
                alwaysBounceHorizontal: Bool = false, alwaysBounceVertical: Bool = false,
                isScrollEnabled: Bool = true, contentInsets: EdgeInsets = .zero) {
        self.decelerationRate = decelerationRate
        self.bounces = bounces
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.alwaysBounceVertical = alwaysBounceVertical
        self.isScrollEnabled = isScrollEnabled
        self.contentInsets = contentInsets
    }

    /// A scroll view that pages along `axis` (the paged grid, the pager's pages): it always
    /// bounces along the axis, so even one page answers a drag with a rubber band, and never
    /// across it.
    public static func paging(along axis: Axis) -> ScrollConfiguration {
        ScrollConfiguration(alwaysBounceHorizontal: axis == .horizontal, alwaysBounceVertical: axis == .vertical)
    }
}
