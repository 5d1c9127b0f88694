#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A view showing SwiftUI content through its own `UIHostingController`, where a content
/// configuration cannot be used (a cell on iOS 15, a tab of the strip, a page of a pager).
///
/// While the view is in a window, the controller is a child of the nearest view controller up
/// the responder chain (the one hosting the SwiftUI view around the component), in UIKit's
/// documented order for adding a child ("Implementing a Container View Controller"):
/// `addChild(_:)`, then its view into the hierarchy, then `didMove(toParent:)`; removal runs
/// the reverse. Only then does the child get appearance callbacks (`onAppear` in SwiftUI) and
/// trait changes. With no view controller above it, the controller's view is hosted directly,
/// which works but skips those callbacks.
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
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
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

    /// The width the content needs at `height`, measured by SwiftUI without moving the view.
    func fittingWidth(height: CGFloat) -> CGFloat {
        controller.sizeThatFits(in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: height)).width
    }

    // UIKit documents no order between a cell (or page) reaching the window and the view
    // controllers around it appearing, nor whether a collection view keeps reused cells in the
    // window. Attaching on entering a window and detaching on leaving it is right in every
    // order: a view taken out and put back (a page moving between reused cells) leaves and
    // re-enters, so its content hears it disappear and appear; one re-parented directly within
    // a window may get neither call and stays the child of the same controller; one whose
    // nearest controller changed is moved to the new one (`attachController` detaches it first).
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { attachController() } else { detachController() }
    }

    private func attachController() {
        let parent = nearestViewController()
        if controller.parent !== parent { detachController() }
        let adopts = parent != nil && controller.parent == nil
        if adopts, let parent { parent.addChild(controller) }
        if controller.view.superview !== self {
            controller.view.frame = bounds
            addSubview(controller.view)
        }
        if adopts, let parent { controller.didMove(toParent: parent) }
    }

    private func detachController() {
        guard controller.parent != nil else { return }
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
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
