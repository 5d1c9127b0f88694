import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Pinned section headers

extension PresentationLayout {
    /// Whether the presentation shown pins its section headers (its `pinsSectionHeaders`; an
    /// app's own presentation does not).
    public var pinsSectionHeaders: Bool { shown.pinsSectionHeaders }

    /// Like ``items(in:)``, with each section header where it pins when the presentation shown
    /// pins them (``pinsSectionHeaders``): at the top of `visibleArea` while that lies inside
    /// its section, never above its own place, and never lower than its section's end (the
    /// next section's header, the bottom inset included) less its height — so the next header
    /// pushes it up and away, as with UIKit's `sectionHeadersPinToVisibleBounds`. A header is
    /// included when its pinned frame meets `rect`.
    ///
    /// `visibleArea` is the collection view's bounds inset by its `adjustedContentInset`: with a
    /// refresh control or a navigation bar above the content, the header pins under them. A
    /// pull past the top leaves headers in their places. A `visibleArea` out of the domain (NaN,
    /// `.null`) pins nothing.
    ///
    /// While a switch runs, headers are not pinned (they move with the switch's frames); they
    /// pin again when it ends.
    ///
    /// What a UIKit skin does with it: answer `layoutAttributesForElements(in:)` from this query
    /// and `layoutAttributesForSupplementaryView(ofKind:at:)` from
    /// ``pinnedHeader(ofSection:visibleArea:)``, both with the visible area of the bounds being
    /// laid out; return `true` from `shouldInvalidateLayout(forBoundsChange:)` when
    /// ``pinsSectionHeaders`` (and the bounds' origin moved), and from
    /// `invalidationContext(forBoundsChange:)` invalidate only the headers
    /// (`invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at:)`)
    /// of the sections from the one at the higher of the old and new visible tops through the
    /// one at the lower of the two visible bottoms: a header's pinned place changes only while
    /// the visible top crosses its section, and a jump moves every section it passes over from
    /// its own place to its section's end.
    /// - Complexity: O(log sections + sections shown + items found).
    public func items(in rect: CGRect, pinningHeadersTo visibleArea: CGRect) -> [LayoutItem] {
        guard activeSwitch == nil, let pinnedTop = Self.pinnedTop(visibleArea) else { return items(in: rect) }
        var found: [LayoutItem] = []
        found.reserveCapacity(64)
        shown.visitItems(in: rect, pinnedTo: pinnedTop) { found.append($0) }
        return found
    }

    /// Section `section`'s header where it pins below the top of `visibleArea` (see
    /// ``items(in:pinningHeadersTo:)``); where it is when the presentation does not pin headers
    /// or a switch runs; `nil` without a header. For
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    /// - Complexity: O(1) for a built-in presentation.
    public func pinnedHeader(ofSection section: Int, visibleArea: CGRect) -> LayoutItem? {
        let index = ItemIndex(item: 0, section: section)
        guard activeSwitch == nil, let pinnedTop = Self.pinnedTop(visibleArea) else {
            return supplementaryItem(ofKind: .presentationHeader, at: index)
        }
        return shown.header(ofSection: section, pinnedTo: pinnedTop)
    }

    /// The visible area's top brought into the domain; `nil` for an area out of it.
    private static func pinnedTop(_ visibleArea: CGRect) -> CGFloat? {
        QueryRect(visibleArea)?.minY
    }
}
