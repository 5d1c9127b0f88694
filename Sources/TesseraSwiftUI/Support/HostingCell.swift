#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A collection-view cell showing SwiftUI content, reused like any cell: a cell that scrolls
/// away is given the next item's content, never re-created per frame.
///
/// - iOS 16 and later: a `UIHostingConfiguration` without margins, Apple's way of putting
///   SwiftUI in a cell.
/// - iOS 15: a `HostingView` (one `UIHostingController`, a child of the view controller around
///   the component while on screen) created with the cell and given new content on reuse. The
///   content ignores the safe area: a cell near the screen's edge must not pad its content.
@MainActor
class HostingCell: UICollectionViewCell {
    static let reuseIdentifier = "Tessera.SwiftUI.HostingCell"
    private var hostingView: HostingView?

    /// Shows `content` in place of what the cell showed.
    func show<Content: View>(_ content: Content) {
        if #available(iOS 16.0, tvOS 16.0, *) {
            contentConfiguration = UIHostingConfiguration { content }.margins(.all, 0)
        } else {
            host(AnyView(content.ignoresSafeArea()))
        }
    }

    private func host(_ root: AnyView) {
        if let hostingView {
            hostingView.rootView = root
            return
        }
        let view = HostingView(rootView: root)
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        hostingView = view
    }
}

extension UICollectionView {
    /// The hosting cells on screen with their index paths: at each update a wrapper gives them
    /// the latest content closure, which may read state that changed.
    func visibleHostingCells<Cell: HostingCell>(_ type: Cell.Type = HostingCell.self) -> [(cell: Cell, indexPath: IndexPath)] {
        indexPathsForVisibleItems.compactMap { indexPath in
            (cellForItem(at: indexPath) as? Cell).map { ($0, indexPath) }
        }
    }
}
#endif
