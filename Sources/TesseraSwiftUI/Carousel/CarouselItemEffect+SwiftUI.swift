#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TesseraCore

extension CarouselItemEffect {
    /// Turns the item in the screen plane, clockwise, by `angle` (SwiftUI's `rotationEffect`).
    public func rotationEffect(_ angle: Angle) -> CarouselItemEffect {
        rotationEffect(radians: angle.radians)
    }

    /// Turns the item about its vertical axis by `angle`, seen in perspective (cover flow).
    public func rotation3DEffect(y angle: Angle) -> CarouselItemEffect {
        rotation3DEffect(yRadians: angle.radians)
    }
}
#endif
