import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The "changing presentation on the fly" tutorial's three presentations — its list, grid and
/// every-4th-item-wide grid — as Tessera presentations with the tutorial's numbers, which
/// also answer `UICollectionViewDelegateFlowLayout`'s questions (`PresentationFlowMetrics`), so
/// the tutorial's delegate objects are one-line forwards in the UIKit skin.
///
/// One generic type rather than three: each lays out as the stock presentation `Base` with the
/// tutorial's insets and spacings, and the flow-layout answers differ only by its `Style`. Use
/// the names: ``TabledContentPresentation``, ``DefaultGriddedContentPresentation``,
/// ``CustomGriddedContentPresentation``.
public struct TutorialPresentation<Base: Presentation>: PresentationFlowMetrics, GeometryPresentation {
    var geometry = PresentationGeometry()
    let style: TutorialMetrics.Style

    public func sizeForItem(at index: ItemIndex, collectionViewWidth: CGFloat) -> CGSize {
        style.sizeForItem(at: index, collectionViewWidth: Limits.length(collectionViewWidth))
    }

    /// `DefaultCollectionViewDelegate.sectionInsets`: top 16, left 16, bottom 20, right 16.
    public func insetForSection(at section: Int) -> EdgeInsets { TutorialMetrics.sectionInsets }

    public func minimumLineSpacingForSection(at section: Int) -> CGFloat { style.lineSpacing }

    public func minimumInteritemSpacingForSection(at section: Int) -> CGFloat { style.interitemSpacing }

    // MARK: - GeometryPresentation

    var builtInKind: PresentationKind { style.kind }

    mutating func prepareGeometry(in context: LayoutContext) { style.prepare(&geometry, in: context) }
}

/// The tutorial's "tabled content": full-width rows 112 pt tall, 10 pt apart, inside the
/// tutorial's section insets — a ``ListPresentation`` with the numbers of
/// `TabledContentCollectionViewDelegate`. An item is (collection width − 32) × 112.
public typealias TabledContentPresentation = TutorialPresentation<ListPresentation>

/// The tutorial's "default gridded content": three square items per row, 8 pt apart, rows
/// 20 pt apart — a ``GridPresentation`` with the numbers of
/// `DefaultGriddedContentCollectionViewDelegate`. An item's side is
/// (collection width − 32 − 2 · 8) / 3.
public typealias DefaultGriddedContentPresentation = TutorialPresentation<GridPresentation>

/// The tutorial's "custom gridded content": every 4th item (0, 4, 8, …) full width and 112 pt
/// tall, the others three square items per row, spacings as the grid's — a
/// ``MosaicPresentation`` with the numbers of `CustomGriddedContentCollectionViewDelegate`.
/// A row left short at the end of a section keeps its items at the leading side.
public typealias CustomGriddedContentPresentation = TutorialPresentation<MosaicPresentation>

extension TutorialPresentation where Base == ListPresentation {
    /// Creates the tutorial's list.
    public init() { self.init(style: .tabled) }
}

extension TutorialPresentation where Base == GridPresentation {
    /// Creates the tutorial's grid.
    public init() { self.init(style: .gridded) }
}

extension TutorialPresentation where Base == MosaicPresentation {
    /// Creates the tutorial's every-4th-item-wide grid.
    public init() { self.init(style: .customGridded) }
}
