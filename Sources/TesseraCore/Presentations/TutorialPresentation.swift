import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A presentation that answers `UICollectionViewDelegateFlowLayout`'s questions, so the
/// tutorial's delegate objects become one-line forwards in the UIKit skin:
///
///     func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
///                         sizeForItemAt indexPath: IndexPath) -> CGSize {
///         presentation.sizeForItem(at: ItemIndex(indexPath), collectionViewWidth: collectionView.bounds.width)
///     }
///
/// The answers are the tutorial's formulas on the collection view's width; the
/// presentation's own frames are the same sizes, laid out by Tessera and rounded to pixels.
public protocol PresentationFlowMetrics: Presentation {
    /// `collectionView(_:layout:sizeForItemAt:)`: `collectionViewWidth` is UIKit's reading,
    /// brought into the domain as a length (`Limits.length`).
    func sizeForItem(at index: ItemIndex, collectionViewWidth: CGFloat) -> CGSize
    /// `collectionView(_:layout:insetForSectionAt:)`.
    func insetForSection(at section: Int) -> EdgeInsets
    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
    func minimumLineSpacingForSection(at section: Int) -> CGFloat
    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
    func minimumInteritemSpacingForSection(at section: Int) -> CGFloat
}

/// The numbers the tutorial's three delegates share.
enum TutorialMetrics {
    /// `DefaultCollectionViewDelegate.sectionInsets`.
    static let sectionInsets = EdgeInsets(top: 16, left: 16, bottom: 20, right: 16)
    /// The row height of the list and of the mosaic's full-width items.
    static let rowHeight: CGFloat = 112
    /// The list's line spacing.
    static let listLineSpacing: CGFloat = 10
    /// The grids' items per row, item spacing and line spacing.
    static let itemsPerRow = 3
    static let itemSpacing: CGFloat = 8
    static let gridLineSpacing: CGFloat = 20
    /// `UICollectionViewFlowLayout.minimumInteritemSpacing`'s default, which the list's
    /// delegate leaves alone.
    static let flowLayoutDefaultInteritemSpacing: CGFloat = 10

    /// The stock presentations' configurations with these numbers.
    static let list = try! ListPresentation.Configuration(rowHeight: rowHeight, lineSpacing: listLineSpacing,
                                                          sectionInsets: sectionInsets)
    static let grid = try! GridPresentation.Configuration(columns: .count(itemsPerRow), itemSpacing: itemSpacing,
                                                          lineSpacing: gridLineSpacing, sectionInsets: sectionInsets)
    static let mosaic = try! MosaicPresentation.Configuration(
        pattern: [.fullWidth(height: .fixed(rowHeight)), .row(columns: itemsPerRow)], itemSpacing: itemSpacing,
        lineSpacing: gridLineSpacing, sectionInsets: sectionInsets)

    /// Which of the tutorial's delegates, and its flow-layout answers.
    enum Style: Sendable, Hashable {
        case tabled, gridded, customGridded

        /// `collectionView(_:layout:sizeForItemAt:)` for a width in the domain: a full-width item,
        /// or a grid item's side, (width − insets − 2 spacings) / 3; at least 0 (UIKit rejects
        /// negative sizes).
        func sizeForItem(at index: ItemIndex, collectionViewWidth: CGFloat) -> CGSize {
            let m = TutorialMetrics.self
            if self == .tabled || (self == .customGridded && index.item % 4 == 0) {
                return CGSize(width: max(0, collectionViewWidth - m.sectionInsets.horizontal), height: m.rowHeight)
            }
            let padding = m.sectionInsets.horizontal + m.itemSpacing * CGFloat(m.itemsPerRow - 1)
            let side = max(0, (collectionViewWidth - padding) / CGFloat(m.itemsPerRow))
            return CGSize(width: side, height: side)
        }

        /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
        var lineSpacing: CGFloat { self == .tabled ? TutorialMetrics.listLineSpacing : TutorialMetrics.gridLineSpacing }

        /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`: the list's delegate
        /// leaves the flow layout's default.
        var interitemSpacing: CGFloat {
            self == .tabled ? TutorialMetrics.flowLayoutDefaultInteritemSpacing : TutorialMetrics.itemSpacing
        }

        /// The stock presentation the tutorial's delegate lays out.
        var kind: PresentationKind {
            switch self {
            case .tabled: .list
            case .gridded: .grid
            case .customGridded: .mosaic
            }
        }

        /// Prepares `geometry` as the stock presentation with the tutorial's numbers.
        func prepare(_ geometry: inout PresentationGeometry, in context: LayoutContext) {
            switch self {
            case .tabled: TutorialMetrics.list.prepare(&geometry, in: context)
            case .gridded: TutorialMetrics.grid.prepare(&geometry, in: context)
            case .customGridded: TutorialMetrics.mosaic.prepare(&geometry, in: context)
            }
        }
    }
}

/// The "changing presentation on the fly" tutorial's three presentations — its list, grid and
/// every-4th-item-wide grid — with the tutorial's numbers, answering its flow-layout questions
/// too (`PresentationFlowMetrics`).
///
/// One generic type rather than three: each lays out as the stock presentation `Base`, and the
/// flow-layout answers differ only by its `Style`. Use the names: ``TabledContentPresentation``,
/// ``DefaultGriddedContentPresentation``, ``CustomGriddedContentPresentation``.
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
