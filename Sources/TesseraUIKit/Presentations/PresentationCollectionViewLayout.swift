#if canImport(UIKit)
import UIKit
import TesseraCore

/// An invalidation a scroll with pinned headers or footers asks for: only they move, so a
/// batch update waiting for its items keeps the layout from before its counts changed.
@preconcurrency @MainActor
final class PresentationInvalidationContext: UICollectionViewLayoutInvalidationContext {
    var movesPinnedHeadersOnly = false
}

/// A `UICollectionViewLayout` showing a presentation — list, grid, mosaic, waterfall, or an
/// app's own — and, in a ``PresentationCollectionView``, every frame of a switch between two.
///
/// A thin wrapper over the core's `PresentationLayout`: frames, content size, headers and the
/// interpolated frames of a switch all come from the core, which is tested on Linux. Cells
/// get ``PresentationLayoutAttributes`` carrying their `PresentationCellStyle`; section headers
/// are `UICollectionView.elementKindSectionHeader` supplementary views, footers
/// `UICollectionView.elementKindSectionFooter` ones.
///
///     let layout = PresentationCollectionViewLayout(presentation: try GridPresentation(columns: .count(3)))
///     let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
///     layout.setPresentation(ListPresentation())   // the top item stays where it is
@preconcurrency @MainActor
open class PresentationCollectionViewLayout: UICollectionViewLayout {
    /// The core layout, prepared for the collection view's current state.
    public internal(set) var presentationLayout: PresentationLayout

    /// The offset a layout change in progress puts the content at.
    var pendingContentOffset: CGPoint?
    /// The layout as it was when UIKit's item counts changed in a batch update, until UIKit
    /// tells which items came and went (see `+Updates`).
    var layoutBeforeCountChange: PresentationLayout?
    /// Tells the owning view's switcher that a batch update was applied: from the layout
    /// before it to the one shown now, at the offset UIKit will rest on.
    var didApplyItemUpdates: ((_ before: PresentationLayout, _ updated: PresentationLayout, _ offset: CGPoint) -> Void)?
    /// Whether UIKit is between `prepare(forCollectionViewUpdates:)` and
    /// `finalizeCollectionViewUpdates()`.
    var isApplyingUpdates = false
    /// The visible area headers and footers were last pinned to.
    var lastPinningArea: CGRect?
    /// Whether the next `prepare()` prepares the core again: after every invalidation but a
    /// scroll's that only moves pinned headers and footers, whose geometry is the same (every
    /// frame of a scroll would otherwise read every section's count and rebuild the sections).
    var needsCorePrepare = true
    /// The owning view's adapter, asked first where a release rests.
    var releaseTarget: ((CGPoint, CGPoint) -> CGPoint)?

    /// Creates a layout showing `presentation`.
    public init(presentation: any Presentation) {
        presentationLayout = PresentationLayout(presentation)
        super.init()
    }

    /// Creates a layout from a storyboard or nib, showing a `ListPresentation`.
    public required init?(coder: NSCoder) {
        presentationLayout = PresentationLayout(ListPresentation())
        super.init(coder: coder)
    }

    /// The presentation shown (during a switch, the one it switches to).
    public var presentation: any Presentation { presentationLayout.presentation }

    /// Shows `presentation` without animation, keeping the item at the top of the visible area
    /// where it is (the core's `PresentationAnchor`). In a ``PresentationCollectionView`` use
    /// its `setPresentation(_:animated:anchorItem:)`, which also animates.
    public func setPresentation(_ presentation: any Presentation) {
        guard let collectionView else { return show(PresentationLayout(presentation), contentOffset: nil) }
        let offset = collectionView.contentOffset
        let switching = presentationLayout.switching(to: presentation, contentOffset: offset)
        let (settled, target) = switching.settled(atTarget: true)
        show(settled, contentOffset: target)
    }

    /// Keeps the user's place at `edge` from now on (``PresentationCollectionView/placeKeeping``).
    func keepPlace(at edge: PresentationPlaceKeeping) {
        presentationLayout.placeKeeping = edge
    }

    /// Makes `layout` the one shown and `contentOffset` the offset, in one layout pass: what
    /// the adapter's `setLayout` asks for.
    func show(_ layout: PresentationLayout, contentOffset: CGPoint?) {
        presentationLayout = layout
        pendingContentOffset = contentOffset
        invalidateLayout()
        guard let collectionView else { return }
        UIView.performWithoutAnimation {
            collectionView.layoutIfNeeded()
            if let contentOffset { collectionView.contentOffset = contentOffset }
            collectionView.layoutIfNeeded()
        }
        pendingContentOffset = nil
    }

    // MARK: - UICollectionViewLayout

    open override class var layoutAttributesClass: AnyClass { PresentationLayoutAttributes.self }

    open override func prepare() {
        super.prepare()
        guard let collectionView, needsCorePrepare else { return }
        needsCorePrepare = false
        presentationLayout.prepare(in: LayoutContext(collectionView: collectionView))
    }

    open override var collectionViewContentSize: CGSize { presentationLayout.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // Between a batch's new counts and its update items the layout cannot know where the
        // items went; UIKit takes no answer better than a wrong one (see `+Updates`).
        guard layoutBeforeCountChange == nil else { return nil }
        guard pins, let visibleArea else {
            return presentationLayout.items(in: rect).map(attributes)
        }
        // Where headers and footers were last pinned: the next scroll invalidates from there
        // (the insets may have changed since, with a refresh control or a large title).
        lastPinningArea = visibleArea
        return presentationLayout.items(in: rect, pinningTo: visibleArea).map(attributes)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        presentationLayout.item(at: ItemIndex(indexPath)).map(attributes)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let isFooter = elementKind == UICollectionView.elementKindSectionFooter
        guard isFooter || elementKind == UICollectionView.elementKindSectionHeader else { return nil }
        if pins, let visibleArea {
            let pinned = isFooter ? presentationLayout.pinnedFooter(ofSection: indexPath.section, visibleArea: visibleArea)
                : presentationLayout.pinnedHeader(ofSection: indexPath.section, visibleArea: visibleArea)
            return pinned.map(attributes)
        }
        return presentationLayout.supplementaryItem(ofKind: isFooter ? .presentationFooter : .presentationHeader,
                                                    at: ItemIndex(indexPath)).map(attributes)
    }

    /// During a layout change, the offset that keeps the anchor where it was.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        pendingContentOffset ?? proposedContentOffset
    }

    /// Where a release rests: a ``PresentationCollectionView``'s adapter decides; on its own,
    /// the presentation's own answer (where UIKit's deceleration ends, for the built-in ones).
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                           withScrollingVelocity velocity: CGPoint) -> CGPoint {
        if let releaseTarget { return releaseTarget(proposedContentOffset, velocity) }
        guard let collectionView else { return proposedContentOffset }
        let state = ScrollState(scrollView: collectionView)
        return presentationLayout.targetContentOffset(
            proposed: proposedContentOffset, current: state.contentOffset,
            velocity: ScrollVelocity.fromLayoutCallback(velocity, proposed: proposedContentOffset, scrollView: state))
    }

    /// A resize (the core's `isResize(to:)`), and while headers or footers pin every bounds
    /// change (as MagazineLayout answers): the context below keeps a scroll's cheap.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        presentationLayout.isResize(to: newBounds.size) || pins
    }

    /// A scroll with pinned headers or footers invalidates only those whose pinned place moves
    /// (``PresentationLayout/sectionsWithMovingPinnedHeaders(from:to:)``,
    /// ``PresentationLayout/sectionsWithMovingPinnedFooters(from:to:)``); a new size, everything.
    /// A new width in a self-sizing presentation also invalidates the cells on screen: UIKit asks
    /// a cell for its preferred attributes once, when it is dequeued, and the heights they gave
    /// were for the old width (the core forgets them, `PresentationLayout.needsCellHeight(at:)`).
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let collectionView, presentationLayout.remeasuresVisibleCells(at: newBounds.size) {
            context.invalidateItems(at: collectionView.indexPathsForVisibleItems)
        }
        guard let collectionView, pins, !presentationLayout.isResize(to: newBounds.size),
              let old = lastPinningArea ?? visibleArea else { return context }
        (context as? PresentationInvalidationContext)?.movesPinnedHeadersOnly = true
        let new = Self.pinningArea(of: newBounds, in: collectionView)
        invalidateExisting(.presentationHeader, of: presentationLayout.sectionsWithMovingPinnedHeaders(from: old, to: new),
                           in: context)
        invalidateExisting(.presentationFooter, of: presentationLayout.sectionsWithMovingPinnedFooters(from: old, to: new),
                           in: context)
        return context
    }

    /// Invalidates the headers or footers of `sections` that exist: UIKit throws when asked to
    /// invalidate a supplementary view its layout has no attributes for (rdar 25873296), and
    /// during a switch every section is named, whatever each end shows.
    func invalidateExisting(_ kind: LayoutElementKind, of sections: some Sequence<Int>,
                            in context: UICollectionViewLayoutInvalidationContext) {
        let paths = sections.map { IndexPath(item: 0, section: $0) }
            .filter { presentationLayout.supplementaryItem(ofKind: kind, at: ItemIndex($0)) != nil }
        guard !paths.isEmpty else { return }
        context.invalidateSupplementaryElements(ofKind: kind == .presentationFooter ? UICollectionView.elementKindSectionFooter
                                                                                    : UICollectionView.elementKindSectionHeader,
                                                at: paths)
    }

    /// Whether the presentation pins its section headers or footers.
    var pins: Bool { presentationLayout.pinsSectionHeaders || presentationLayout.pinsSectionFooters }

    /// Invalidates the pinned header and footer of `section` in `context` (a measured cell
    /// moved its section's footer, where a pinned header stops and a footer's place is).
    func invalidatePinnedSupplementaries(ofSection section: Int, in context: UICollectionViewLayoutInvalidationContext) {
        if presentationLayout.pinsSectionHeaders { invalidateExisting(.presentationHeader, of: [section], in: context) }
        if presentationLayout.pinsSectionFooters { invalidateExisting(.presentationFooter, of: [section], in: context) }
    }

    open override class var invalidationContextClass: AnyClass { PresentationInvalidationContext.self }

    /// Where headers and footers pin for the collection view's bounds now.
    private var visibleArea: CGRect? {
        collectionView.map { Self.pinningArea(of: $0.bounds, in: $0) }
    }

    /// Where headers and footers pin for `bounds` (the core's rule: the adjusted insets, less a
    /// refresh control's height while it refreshes).
    private static func pinningArea(of bounds: CGRect, in collectionView: UICollectionView) -> CGRect {
        let refresh = collectionView.refreshControl.map { $0.isRefreshing ? $0.bounds.height : 0 } ?? 0
        return PresentationLayout.pinningArea(bounds: bounds, adjustedContentInsets: EdgeInsets(collectionView.adjustedContentInset),
                                              refreshingControlHeight: refresh)
    }

    /// The core mirrors frames for right-to-left itself (grids fill rows from the right,
    /// waterfall columns mirror), so UIKit must not flip them a second time.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: - Attributes

    private func attributes(_ item: LayoutItem) -> UICollectionViewLayoutAttributes {
        let attributes: PresentationLayoutAttributes
        if item.elementKind == .cell {
            attributes = PresentationLayoutAttributes(forCellWith: item.index.indexPath)
            attributes.cellStyle = presentationLayout.cellStyle(for: item)
            attributes.sizesItself = presentationLayout.takesCellHeight(at: item.index)
        } else {
            let kind = item.elementKind == .presentationFooter ? UICollectionView.elementKindSectionFooter
                : UICollectionView.elementKindSectionHeader
            attributes = PresentationLayoutAttributes(forSupplementaryViewOfKind: kind, with: item.index.indexPath)
        }
        attributes.apply(item)
        return attributes
    }
}
#endif
