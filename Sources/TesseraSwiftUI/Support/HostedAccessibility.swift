#if canImport(SwiftUI) && canImport(UIKit)
import UIKit

/// What VoiceOver finds in hosted SwiftUI content: its elements' labels, and an action for each
/// element that does something when activated (a `Button`, a link, an element with actions of
/// its own).
///
/// A component that is one adjustable element (the looping carousel, the infinite grid) reads
/// these from the cell of its current item: its label becomes the content's, and the content's
/// buttons stay reachable from the actions rotor ("Actions available"), as
/// `UIAccessibilityCustomAction` is documented to offer for elements whose children are not
/// reachable by swiping.
@MainActor
struct HostedAccessibility {
    /// The labels joined, each followed by its element's value (a toggle's state, a slider's
    /// level), as SwiftUI's `.combine` merges its children; `nil` without any.
    var label: String?
    /// One action per activatable element, named by its label.
    var actions: [UIAccessibilityCustomAction]

    /// Reads `view`'s accessibility tree (SwiftUI exposes its elements through the hosting
    /// view's `UIAccessibilityContainer` methods), at most `depth` containers deep.
    init(of view: UIView, depth: Int = 8) {
        var labels: [String] = [], actions: [UIAccessibilityCustomAction] = []
        for element in Self.leaves(of: view, depth: depth) {
            let name = element.accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 }
            if let name { labels.append(name) }
            if let value = element.accessibilityValue, !value.isEmpty { labels.append(value) }
            actions += element.accessibilityCustomActions ?? []
            let traits = element.accessibilityTraits
            if let name, traits.contains(.button) || traits.contains(.link) {
                actions.append(UIAccessibilityCustomAction(name: name) { [weak element] _ in
                    element?.accessibilityActivate() ?? false
                })
            }
        }
        label = labels.isEmpty ? nil : labels.joined(separator: ", ")
        self.actions = actions
    }

    /// Activates the first button or link in `view`'s content (a single one is the first), as
    /// VoiceOver's double-tap on it would. Returns whether an element took the activation:
    /// `false` when there is none, as `accessibilityActivate()` reports failure.
    static func activateFirstButton(in view: UIView, depth: Int = 8) -> Bool {
        let button = leaves(of: view, depth: depth).first {
            $0.accessibilityTraits.contains(.button) || $0.accessibilityTraits.contains(.link)
        }
        return button?.accessibilityActivate() ?? false
    }

    /// The accessibility elements under `container`, depth first.
    private static func leaves(of container: NSObject, depth: Int) -> [NSObject] {
        guard depth > 0 else { return [] }
        let children = (container.accessibilityElements as? [NSObject])
            ?? (0..<max(0, container.accessibilityElementCount())).compactMap { container.accessibilityElement(at: $0) as? NSObject }
        if children.isEmpty, let view = container as? UIView {
            return view.subviews.flatMap { $0.isAccessibilityElement ? [$0] : leaves(of: $0, depth: depth - 1) }
        }
        return children.flatMap { $0.isAccessibilityElement ? [$0] : leaves(of: $0, depth: depth - 1) }
    }
}
#endif

#if canImport(SwiftUI) && canImport(UIKit)
import Foundation

/// Runs main-actor code from a getter the SDK declares nonisolated that UIKit calls on the main
/// thread (`accessibilityLabel` and its kind): `MainActor.assumeIsolated`, which the iOS 16
/// SDK's concurrency library lacks. Off the main thread (an app's or a tool's read), it answers
/// `fallback` (what UIKit itself holds) rather than race the content or trap in a release build.
func onMainThread<T>(otherwise fallback: @autoclosure () -> T, _ body: @MainActor () -> T) -> T {
    guard Thread.isMainThread else { return fallback() }
    return withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> T).self)()
    }
}
#endif
