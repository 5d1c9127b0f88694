import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The tutorial's "custom gridded content": every 4th item (0, 4, 8, …) full width and 112 pt
/// tall, the others three square items per row, spacings as the grid's — a
/// ``MosaicPresentation`` with the numbers of `CustomGriddedContentCollectionViewDelegate`.
///
/// Item `i` is (collection width − 32) × 112 when `i % 4 == 0`, else s × s with
/// s = (collection width − 32 − 2 · 8) / 3. A row left short at the end of a section keeps
/// its items at the leading side.
public struct CustomGriddedContentPresentation: PresentationFlowMetrics {
    var base: MosaicPresentation

    /// Creates the tutorial's presentation.
    public init() {
        base = MosaicPresentation(configuration: .init(
            unchecked: [.fullWidth(height: .fixed(TutorialMetrics.rowHeight)),
                        .row(columns: TutorialMetrics.itemsPerRow, height: .aspectRatio(1))],
            TutorialMetrics.itemSpacing, TutorialMetrics.gridLineSpacing, TutorialMetrics.sectionInsets, 0))
    }

    /// `DefaultCollectionViewDelegate.sectionInsets`: top 16, left 16, bottom 20, right 16.
    public var sectionInsets: EdgeInsets { TutorialMetrics.sectionInsets }

    // MARK: - PresentationFlowMetrics

    public func sizeForItem(at index: ItemIndex, collectionViewWidth: CGFloat) -> CGSize {
        if index.item % 4 == 0 {
            return CGSize(width: TutorialMetrics.fullWidth(collectionViewWidth), height: TutorialMetrics.rowHeight)
        }
        let side = TutorialMetrics.gridSide(collectionViewWidth)
        return CGSize(width: side, height: side)
    }

    public func insetForSection(at section: Int) -> EdgeInsets { sectionInsets }

    public func minimumLineSpacingForSection(at section: Int) -> CGFloat { TutorialMetrics.gridLineSpacing }

    public func minimumInteritemSpacingForSection(at section: Int) -> CGFloat { TutorialMetrics.itemSpacing }

    // MARK: - Presentation

    public var kind: PresentationKind { .mosaic }
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
