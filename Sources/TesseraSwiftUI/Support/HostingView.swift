#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A view showing SwiftUI content through its own `UIHostingController`, where a content
/// configuration cannot be used (a cell on iOS 15, a tab view of the strip).
///
/// While the view is in a window the controller is a child of the nearest view controller up
/// the responder chain (the one hosting the SwiftUI view around the component), so it gets
/// appearance and trait callbacks like any child; with no view controller above it (a
/// collection view outside any controller's hierarchy) its view is hosted directly, which works
/// but skips those callbacks.
@MainActor
class HostingView: UIView {
    let controller: UIHostingController<AnyView>

    /// - Parameter sizesToContent: whether the view's intrinsic size follows the content's
    ///   ideal size (a self-sizing tab), rather than being set from outside (a cell's content).
    init(rootView: AnyView, sizesToContent: Bool = false) {
        controller = UIHostingController(rootView: rootView)
        super.init(frame: .zero)
        if sizesToContent, #available(iOS 16.0, tvOS 16.0, *) { controller.sizingOptions = .intrinsicContentSize }
        controller.view.backgroundColor = .clear
        controller.view.frame = bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(controller.view)
        backgroundColor = .clear
    }

    /// Not for storyboards: the content comes from code.
    required init?(coder: NSCoder) {
        return nil
    }

    /// The content shown.
    var rootView: AnyView {
        get { controller.rootView }
        set {
            controller.rootView = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// The content's ideal size, for a strip that measures its tabs.
    override var intrinsicContentSize: CGSize {
        controller.view.intrinsicContentSize
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        adoptController()
    }

    /// Makes the controller a child of the nearest view controller while the view is in a
    /// window, and of none otherwise (a controller must not outlive its parent's interest).
    private func adoptController() {
        if window != nil, controller.parent == nil, let parent = nearestViewController() {
            parent.addChild(controller)
            controller.didMove(toParent: parent)
        } else if window == nil, controller.parent != nil {
            controller.willMove(toParent: nil)
            // The view stays here: `removeFromParent` leaves the hierarchy alone.
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
