import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything outside its configuration that a layout may depend on: a front door of the
/// domain (see `Limits`).
///
/// A layout never sees a view: the engine (or the UIKit skin) builds a context from the
/// scroll view and hands it to `CollectionLayout.prepare(in:)`. What the scroll view measured
/// is brought into the domain here, once: the viewport's sides into 0…65,536 pt, insets into
/// ±65,536 pt (a negative one to at most the viewport's length), each section's count into
/// 0…2³², the display scale into 1…4 (NaN as 0 or 1).
public struct LayoutContext: Sendable, Equatable {
    /// The size of the scroll view's bounds.
    public let viewportSize: CGSize
    /// The scroll view's (adjusted) content insets.
    public let contentInsets: EdgeInsets
    /// The number of items in each section.
    public let sectionItemCounts: [Int]
    /// Left-to-right or right-to-left.
    public let layoutDirection: LayoutDirection
    /// The display's scale, for pixel rounding.
    public let pixelGrid: PixelGrid

    /// Creates a context for several sections.
    public init(viewportSize: CGSize, contentInsets: EdgeInsets = .zero, sectionItemCounts: [Int],
                layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 2) {
        let size = Limits.size(viewportSize)
        self.viewportSize = size
        self.contentInsets = Limits.insets(contentInsets, viewport: size)
        var room = Limits.itemCount
        self.sectionItemCounts = sectionItemCounts.map { count in
            let kept = min(Limits.itemCount(count), room)
            room -= kept
            return kept
        }
        self.layoutDirection = layoutDirection
        self.pixelGrid = PixelGrid(scale: displayScale)
    }

    /// Creates a context for a single section of `itemCount` items.
    public init(viewportSize: CGSize, contentInsets: EdgeInsets = .zero, itemCount: Int,
                layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 2) {
        self.init(viewportSize: viewportSize, contentInsets: contentInsets, sectionItemCounts: [itemCount],
                  layoutDirection: layoutDirection, displayScale: displayScale)
    }

    /// The same context with other item counts (a reload).
    func withSectionItemCounts(_ counts: [Int]) -> LayoutContext {
        LayoutContext(viewportSize: viewportSize, contentInsets: contentInsets, sectionItemCounts: counts,
                      layoutDirection: layoutDirection, displayScale: pixelGrid.scale)
    }

    /// The total number of items in all sections.
    /// - Complexity: O(sections).
    public var itemCount: Int { sectionItemCounts.reduce(0, +) }

    /// The part of the viewport inside the content insets: the area a page fills (never
    /// negative).
    var visibleContentSize: CGSize {
        CGSize(width: max(0, viewportSize.width - contentInsets.horizontal),
               height: max(0, viewportSize.height - contentInsets.vertical))
    }
}
