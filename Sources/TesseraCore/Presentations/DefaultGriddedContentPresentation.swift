import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The tutorial's "default gridded content": three square items per row, 8 pt apart, rows
/// 20 pt apart, inside the tutorial's section insets — a ``GridPresentation`` with the numbers of
/// `DefaultGriddedContentCollectionViewDelegate`.
///
/// An item is s × s with s = (collection width − 32 − 2 · 8) / 3.
public struct DefaultGriddedContentPresentation: PresentationFlowMetrics {
    var base: GridPresentation

    /// Creates the tutorial's presentation.
    public init() {
        base = GridPresentation(configuration: .init(unchecked: .count(TutorialMetrics.itemsPerRow), .aspectRatio(1),
                                              TutorialMetrics.itemSpacing, TutorialMetrics.gridLineSpacing,
                                              TutorialMetrics.sectionInsets, 0))
    }

    /// `DefaultCollectionViewDelegate.sectionInsets`: top 16, left 16, bottom 20, right 16.
    public var sectionInsets: EdgeInsets { TutorialMetrics.sectionInsets }

    // MARK: - PresentationFlowMetrics

    public func sizeForItem(at index: ItemIndex, collectionViewWidth: CGFloat) -> CGSize {
        let side = TutorialMetrics.gridSide(collectionViewWidth)
        return CGSize(width: side, height: side)
    }

    public func insetForSection(at section: Int) -> EdgeInsets { sectionInsets }

    public func minimumLineSpacingForSection(at section: Int) -> CGFloat { TutorialMetrics.gridLineSpacing }

    public func minimumInteritemSpacingForSection(at section: Int) -> CGFloat { TutorialMetrics.itemSpacing }

    // MARK: - Presentation

    public var kind: PresentationKind { .grid }
    public var context: LayoutContext { base.context }
    public var contentSize: CGSize { base.contentSize }
    public mutating func prepare(in context: LayoutContext) { base.prepare(in: context) }
    public func items(in rect: CGRect) -> [LayoutItem] { base.items(in: rect) }
    public func item(at index: ItemIndex) -> LayoutItem? { base.item(at: index) }
    public func index(at point: CGPoint) -> ItemIndex? { base.index(at: point) }

    public func supplementaryItem(ofKind kind: LayoutElementKind, at index: ItemIndex) -> LayoutItem? {
        base.supplementaryItem(ofKind: kind, at: index)
    }
}
