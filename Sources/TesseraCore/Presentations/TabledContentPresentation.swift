import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The tutorial's "tabled content": full-width rows 112 pt tall, 10 pt apart, inside the
/// tutorial's section insets — a ``ListPresentation`` with the numbers of
/// `TabledContentCollectionViewDelegate`.
///
/// An item is (collection width − 32) × 112.
public struct TabledContentPresentation: PresentationFlowMetrics {
    var base: ListPresentation

    /// Creates the tutorial's presentation.
    public init() {
        base = ListPresentation(configuration: .init(unchecked: TutorialMetrics.rowHeight, TutorialMetrics.listLineSpacing,
                                              TutorialMetrics.sectionInsets, 0))
    }

    /// `DefaultCollectionViewDelegate.sectionInsets`: top 16, left 16, bottom 20, right 16.
    public var sectionInsets: EdgeInsets { TutorialMetrics.sectionInsets }

    // MARK: - PresentationFlowMetrics

    public func sizeForItem(at index: ItemIndex, collectionViewWidth: CGFloat) -> CGSize {
        CGSize(width: TutorialMetrics.fullWidth(collectionViewWidth), height: TutorialMetrics.rowHeight)
    }

    public func insetForSection(at section: Int) -> EdgeInsets { sectionInsets }

    public func minimumLineSpacingForSection(at section: Int) -> CGFloat { TutorialMetrics.listLineSpacing }

    public func minimumInteritemSpacingForSection(at section: Int) -> CGFloat { TutorialMetrics.flowLayoutDefaultInteritemSpacing }

    // MARK: - Presentation

    public var kind: PresentationKind { .list }
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
