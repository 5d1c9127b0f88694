#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A collection-view cell showing SwiftUI content, reused like any cell: a cell that scrolls
/// away is given the next item's content, never re-created per frame.
///
/// - iOS 16 and later: a `UIHostingConfiguration` without margins, Apple's way of putting
///   SwiftUI in a cell.
/// - iOS 15: one `UIHostingController` per cell, created with the cell and given new content on
///   reuse. While the cell is in a window the controller is a child of the nearest view
///   controller up the responder chain (the one hosting the SwiftUI view around the
///   component), so it gets appearance and trait callbacks like any child; with no view
///   controller above it (a collection view outside any controller's hierarchy) its view is
///   hosted directly, which works but skips those callbacks. The content ignores the safe area:
///   a cell near the screen's edge must not pad its content.
@MainActor
class HostingCell: UICollectionViewCell {
    static let reuseIdentifier = "Tessera.SwiftUI.HostingCell"
    private var controller: UIHostingController<AnyView>?

    /// Shows `content` in place of what the cell showed.
    func show<Content: View>(_ content: Content) {
        if #available(iOS 16.0, tvOS 16.0, *) {
            contentConfiguration = UIHostingConfiguration { content }.margins(.all, 0)
        } else {
            host(AnyView(content.ignoresSafeArea()))
        }
    }

    private func host(_ root: AnyView) {
        if let controller {
            controller.rootView = root
            return
        }
        let controller = UIHostingController(rootView: root)
        controller.view.backgroundColor = .clear
        controller.view.frame = contentView.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(controller.view)
        self.controller = controller
        adoptController()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        adoptController()
    }

    /// Makes the controller a child of the nearest view controller while the cell is in a
    /// window, and of none otherwise (a controller must not outlive its parent's interest).
    private func adoptController() {
        guard let controller else { return }
        if window != nil, controller.parent == nil, let parent = nearestViewController() {
            parent.addChild(controller)
            controller.didMove(toParent: parent)
        } else if window == nil, controller.parent != nil {
            controller.willMove(toParent: nil)
            // The view stays in the cell: `removeFromParent` leaves the hierarchy alone.
            controller.removeFromParent()
        }
    }

    private func nearestViewController() -> UIViewController? {
        var responder = next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}
#endif
