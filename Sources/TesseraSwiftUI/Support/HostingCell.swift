#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraUIKit

/// A collection-view cell showing SwiftUI content, reused like any cell: a cell that scrolls
/// away is given the next item's content, never re-created per frame.
///
/// - iOS 16 and later: a `UIHostingConfiguration` without margins, Apple's way of putting
///   SwiftUI in a cell.
/// - iOS 15: a ``HostingView`` (one `UIHostingController`, a child of the view controller
///   around the component while on screen) created with the cell and given new content on
///   reuse. The content ignores the safe area: a cell near the screen's edge must not pad it.
///
/// The cell remembers what it hosts (``stamp``), so a coordinator re-hosts it only when its item
/// or its content changed (`HostingRevisions`).
@MainActor
class HostingCell: UICollectionViewCell, ItemAccessibilityActivating, ReorderActionCarrying {
    static let reuseIdentifier = "Tessera.SwiftUI.HostingCell"
    private var hostingView: HostingView?
    /// What the cell hosts: a `HostedStamp` of its coordinator's identity type.
    var stamp: Any?
    /// Whether VoiceOver's double-tap on the item reports a selection (the app set a select
    /// handler), asked at the double-tap; otherwise it activates the content's own button.
    var selectsOnActivate: () -> Bool = { true }

    /// Shows `root` in place of what the cell showed.
    func host<Root: View>(_ root: Root) {
        if #available(iOS 16.0, tvOS 16.0, *) {
            contentConfiguration = UIHostingConfiguration { root }.margins(.all, 0)
        } else if let hostingView {
            hostingView.rootView = AnyView(root.ignoresSafeArea())
        } else {
            let view = HostingView(rootView: AnyView(root.ignoresSafeArea()))
            view.frame = contentView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(view)
            hostingView = view
        }
        setNeedsLayout()
    }

    /// The height the hosted content needs at `width` (a self-sizing presentation's cell):
    /// the hosting configuration's content view fitted by Auto Layout with the width
    /// required, or on iOS 15 the hosting controller's `sizeThatFits(in:)`.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        if let hostingView {
            return hostingView.controller.sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        // The content view's autoresizing constraints can keep an old width (after a
        // rotation): give it the width being measured first, as PresentationCollectionViewCell does.
        if contentView.bounds.width != width { contentView.bounds.size.width = width }
        return PresentationLayoutAttributes.autoLayoutHeight(of: contentView, width: width)
    }

    // MARK: - VoiceOver

    // A cell hosting SwiftUI is a container: VoiceOver reaches the content's own elements (a
    // paged grid's items, a button inside one). A component that is one adjustable element
    // (carousel, infinite grid) reads its current item from the cell's label and actions
    // instead, so the cell answers them from its content, read when asked (the content as it
    // is now: another item, new state). UIKit asks these on the main thread, through getters
    // the SDK declares nonisolated.

    override var accessibilityLabel: String? {
        get {
            let own = super.accessibilityLabel
            return own ?? onMainThread(otherwise: own) { HostedAccessibility(of: contentView).label }
        }
        set { super.accessibilityLabel = newValue }
    }

    /// A carousel or an infinite grid is one element, so a double-tap cannot reach a button
    /// inside the item: without a select handler (which would drop the selection), the
    /// content's first button or link takes it, and `false` tells VoiceOver nothing happened.
    func accessibilityActivateItem(select: () -> Void) -> Bool {
        guard selectsOnActivate() else { return HostedAccessibility.activateFirstButton(in: contentView) }
        select()
        return true
    }

    /// A reorderable component's move actions for the cell's place now, listed after the
    /// cell's own and its content's (kept apart, so a write-back does not copy them).
    var reorderActions: [UIAccessibilityCustomAction] = []

    /// A reused cell shows another item: its moves are given again as it is configured.
    override func prepareForReuse() {
        super.prepareForReuse()
        reorderActions = []
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            let own = super.accessibilityCustomActions
            let hosted: [UIAccessibilityCustomAction]? = onMainThread(otherwise: nil) {
                HostedAccessibility(of: contentView).actions
            }
            let moves: [UIAccessibilityCustomAction] = onMainThread(otherwise: []) { reorderActions }
            let all = (own ?? []) + (hosted ?? []) + moves
            return own == nil && hosted == nil && moves.isEmpty ? nil : all
        }
        set { super.accessibilityCustomActions = newValue }
    }
}

extension UICollectionView {
    /// The hosting cells on screen with their index paths.
    func visibleHostingCells<Cell: HostingCell>(_ type: Cell.Type = HostingCell.self) -> [(cell: Cell, indexPath: IndexPath)] {
        indexPathsForVisibleItems.compactMap { indexPath in
            (cellForItem(at: indexPath) as? Cell).map { ($0, indexPath) }
        }
    }
}
#endif
