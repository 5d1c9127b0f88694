import SwiftUI

/// Tessera's demo: every component as a user meets it, each built with UIKit and with SwiftUI.
@main
struct TesseraDemoApp: App {
    var body: some Scene {
        WindowGroup {
            DemoRootView()
        }
    }
}
