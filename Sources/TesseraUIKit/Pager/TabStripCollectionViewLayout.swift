#if canImport(UIKit)
import UIKit
import TesseraCore

/// A `TabbedView`'s layout: `PagerTabStripLayout` (TesseraCore) answering UIKit's questions,
/// with the indicator as a supplementary view of kind `"indicator"`.
@MainActor
final class TabStripCollectionViewLayout: UICollectionViewLayout {
    /// The core layout, prepared for the collection view's current state.
    private(set) var stripLayout: PagerTabStripLayout
    /// The owning view's adapter, asked first where a release rests.
    var releaseTarget: ((CGPoint, CGPoint) -> CGPoint)?

    static let indicatorKind = PagerTabStripLayout.indicatorElementKind.name
    private static let indicatorPath = IndexPath(item: 0, section: 0)

    init(configuration: PagerTabStripLayout.Configuration) {
        stripLayout = PagerTabStripLayout(configuration: configuration)
        super.init()
    }

    required init?(coder: NSCoder) {
        stripLayout = PagerTabStripLayout()
        super.init(coder: coder)
    }

    var configuration: PagerTabStripLayout.Configuration {
        get { stripLayout.configuration }
        set { stripLayout.configuration = newValue }
    }

    /// Whether the indicator wraps with looping pages (the core's `indicatorWraps`).
    var indicatorWraps: Bool {
        get { stripLayout.indicatorWraps }
        set { stripLayout.indicatorWraps = newValue }
    }

    /// The tabs' measured content widths (self-sizing tabs).
    func setMeasuredWidths(_ widths: [CGFloat]) {
        stripLayout.setMeasuredWidths(widths)
    }

    /// Moves the indicator: only its supplementary view is laid out again.
    func setSelectionProgress(_ progress: CGFloat) {
        guard stripLayout.selectionProgress != progress else { return }
        stripLayout.selectionProgress = progress
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateSupplementaryElements(ofKind: Self.indicatorKind, at: [Self.indicatorPath])
        invalidateLayout(with: context)
    }

    // MARK: - UICollectionViewLayout

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        stripLayout.prepare(in: LayoutContext(collectionView: collectionView))
    }

    override var collectionViewContentSize: CGSize { stripLayout.contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        stripLayout.elements(in: rect).map(attributes)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        stripLayout.item(at: ItemIndex(indexPath)).map(UICollectionViewLayoutAttributes.init)
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.indicatorKind else { return nil }
        return stripLayout.indicatorItem.map(attributes)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        releaseTarget?(proposedContentOffset, velocity) ?? proposedContentOffset
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    /// The core mirrors right-to-left frames itself.
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    private func attributes(_ item: LayoutItem) -> UICollectionViewLayoutAttributes {
        guard item.elementKind.category == .supplementaryView else { return UICollectionViewLayoutAttributes(item) }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind.name,
                                                          with: Self.indicatorPath)
        attributes.apply(item)
        return attributes
    }
}
#endif
