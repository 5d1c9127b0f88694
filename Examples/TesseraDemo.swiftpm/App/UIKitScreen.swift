import SwiftUI
import UIKit

/// A UIKit screen in the SwiftUI navigation. SwiftUI makes the controller once, when the screen
/// appears, and keeps it while it is on the stack; nothing flows back, so nothing updates it.
///
/// A controller shown this way does not reach SwiftUI's navigation bar (its `title` and bar
/// buttons are not shown), so the UIKit screens keep their titles and buttons in their views.
struct UIKitScreen<Controller: UIViewController>: UIViewControllerRepresentable {
    let make: @MainActor () -> Controller

    func makeUIViewController(context: Context) -> Controller {
        make()
    }

    func updateUIViewController(_ controller: Controller, context: Context) {}
}
