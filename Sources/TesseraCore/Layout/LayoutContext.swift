import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything outside its configuration that a layout may depend on.
///
/// A layout never sees a view: the engine (or the UIKit skin) builds a context from the
/// scroll view and hands it to `CollectionLayout.prepare(in:)`.
public struct LayoutContext: Sendable, Equatable {
    /// The size of the scroll view's bounds. Negative or non-finite values are stored as 0,
    /// also when assigned after creation.
    public var viewportSize: CGSize {
        didSet { viewportSize = Self.sanitized(viewportSize) }
    }
    /// The scroll view's (adjusted) content insets. Non-finite values are stored as 0, also
    /// when assigned after creation.
    public var contentInsets: EdgeInsets {
        didSet { contentInsets = contentInsets.finite }
    }
    /// The number of items in each section. Negative counts are stored as 0 (`Int.max` is a
    /// legal count: layouts must not multiply or add counts without checking for overflow).
    public var sectionItemCounts: [Int] {
        didSet { sectionItemCounts = Self.sanitized(sectionItemCounts) }
    }
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection
    /// The display's scale, for pixel rounding.
    public var pixelGrid: PixelGrid

    /// Creates a context for several sections.
    public init(viewportSize: CGSize, contentInsets: EdgeInsets = .zero, sectionItemCounts: [Int],
                layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 2) {
        self.viewportSize = Self.sanitized(viewportSize)
        self.contentInsets = contentInsets.finite
        self.sectionItemCounts = Self.sanitized(sectionItemCounts)
        self.layoutDirection = layoutDirection
        self.pixelGrid = PixelGrid(scale: displayScale)
    }

    /// Creates a context for a single section of `itemCount` items.
    public init(viewportSize: CGSize, contentInsets: EdgeInsets = .zero, itemCount: Int,
                layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 2) {
        self.init(viewportSize: viewportSize, contentInsets: contentInsets, sectionItemCounts: [itemCount],
                  layoutDirection: layoutDirection, displayScale: displayScale)
    }

    /// The total number of items in all sections, saturating at `Int.max` (sections of
    /// `Int.max` items each sum past it).
    /// - Complexity: O(sections).
    public var itemCount: Int { sectionItemCounts.reduce(0) { $0.saturatingAdd(max(0, $1)) } }

    /// The part of the viewport inside the content insets: the area a page fills. Never
    /// negative; finite (negative insets of 10³⁰⁸ cannot make it infinite, see
    /// `EdgeInsets.horizontal`).
    public var visibleContentSize: CGSize {
        CGSize(width: Self.length(viewportSize.width - contentInsets.horizontal),
               height: Self.length(viewportSize.height - contentInsets.vertical))
    }

    private static func sanitized(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? max(0, size.width) : 0,
               height: size.height.isFinite ? max(0, size.height) : 0)
    }

    private static func sanitized(_ counts: [Int]) -> [Int] {
        counts.allSatisfy { $0 >= 0 } ? counts : counts.map { max(0, $0) }
    }

    /// A difference of finite lengths as a length: ≥ 0, and at most the largest finite value.
    private static func length(_ value: CGFloat) -> CGFloat { min(max(0, value), .greatestFiniteMagnitude) }
}
