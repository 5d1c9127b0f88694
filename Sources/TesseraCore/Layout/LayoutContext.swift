import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything outside its configuration that a layout may depend on.
///
/// A layout never sees a view: the engine (or the UIKit skin) builds a context from the
/// scroll view and hands it to `CollectionLayout.prepare(in:)`.
public struct LayoutContext: Sendable, Equatable {
    /// The size of the scroll view's bounds. Negative or non-finite values are stored as 0.
    public var viewportSize: CGSize
    /// The scroll view's (adjusted) content insets. Non-finite values are stored as 0.
    public var contentInsets: EdgeInsets
    /// The number of items in each section. Negative counts are stored as 0.
    public var sectionItemCounts: [Int]
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection
    /// The display's scale, for pixel rounding.
    public var pixelGrid: PixelGrid

    /// Creates a context for several sections.
    public init(viewportSize: CGSize, contentInsets: EdgeInsets = .zero, sectionItemCounts: [Int],
                layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 2) {
        self.viewportSize = CGSize(width: Self.sanitized(viewportSize.width),
                                   height: Self.sanitized(viewportSize.height))
        self.contentInsets = EdgeInsets(top: Self.finite(contentInsets.top), left: Self.finite(contentInsets.left),
                                        bottom: Self.finite(contentInsets.bottom),
                                        right: Self.finite(contentInsets.right))
        self.sectionItemCounts = sectionItemCounts.map { max(0, $0) }
        self.layoutDirection = layoutDirection
        self.pixelGrid = PixelGrid(scale: displayScale)
    }

    /// Creates a context for a single section of `itemCount` items.
    public init(viewportSize: CGSize, contentInsets: EdgeInsets = .zero, itemCount: Int,
                layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 2) {
        self.init(viewportSize: viewportSize, contentInsets: contentInsets, sectionItemCounts: [itemCount],
                  layoutDirection: layoutDirection, displayScale: displayScale)
    }

    /// The total number of items in all sections.
    public var itemCount: Int { sectionItemCounts.reduce(0, +) }

    /// The part of the viewport inside the content insets: the area a page fills.
    public var visibleContentSize: CGSize {
        CGSize(width: max(0, viewportSize.width - contentInsets.horizontal),
               height: max(0, viewportSize.height - contentInsets.vertical))
    }

    private static func sanitized(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
