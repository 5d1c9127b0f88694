#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

private struct PresentationsSwitchDurationKey: EnvironmentKey {
    static var defaultValue: TimeInterval { 0.35 }
}

extension EnvironmentValues {
    var presentationsSwitchDuration: TimeInterval {
        get { self[PresentationsSwitchDurationKey.self] }
        set { self[PresentationsSwitchDurationKey.self] = newValue }
    }
}

extension View {
    /// How long an animated switch of the `Presentations` in this view takes, in seconds
    /// (`withAnimation` asks for one; its own duration cannot be read). Defaults to 0.35.
    public func presentationsSwitchDuration(_ seconds: TimeInterval) -> some View {
        environment(\.presentationsSwitchDuration, seconds)
    }
}
#endif
