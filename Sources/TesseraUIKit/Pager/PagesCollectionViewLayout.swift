#if canImport(UIKit)
import UIKit
import TesseraCore

/// A `PagedView`'s layout: `PagerPagesLayout` (TesseraCore) answering UIKit's questions.
@MainActor
final class PagesCollectionViewLayout: UICollectionViewLayout {
    /// The core layout, prepared for the collection view's current state.
    private(set) var pagesLayout = PagerPagesLayout()
    /// Whether the pages loop (the core's `PagerPagesLayout.loops`); the owner relays out.
    var loops: Bool {
        get { pagesLayout.loops }
        set { pagesLayout.loops = newValue }
    }
    /// The owning view's adapter, asked first where a release rests.
    var releaseTarget: ((CGPoint, CGPoint) -> CGPoint)?

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        pagesLayout.prepare(in: LayoutContext(collectionView: collectionView))
    }

    override var collectionViewContentSize: CGSize { pagesLayout.contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        pagesLayout.items(in: rect).map(UICollectionViewLayoutAttributes.init)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        pagesLayout.item(at: ItemIndex(indexPath)).map(UICollectionViewLayoutAttributes.init)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        releaseTarget?(proposedContentOffset, velocity) ?? proposedContentOffset
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    /// The core mirrors right-to-left frames itself (page 0 at the right end).
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}
#endif
