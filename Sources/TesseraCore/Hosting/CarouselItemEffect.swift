import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where an item is in its pass through a carousel, for a ``CarouselTransform/transition(reach:_:)``
/// effect: SwiftUI's `ScrollTransitionPhase`, continuous.
public struct CarouselTransitionPhase: Sendable, Equatable {
    /// Everything the layout knows of the item's place (signed distance in items and points,
    /// axis, indices).
    public var item: CarouselItemProgress

    /// Creates a phase.
    public init(_ item: CarouselItemProgress) {
        self.item = item
    }

    /// The item's distance from the resting position in items, in reading order, clamped to
    /// −1…1: 0 for the item the carousel rests on, −1 one item before it or further, 1 one item
    /// after it or further (`ScrollTransitionPhase.value`).
    public var value: CGFloat { min(max(item.progress, -1), 1) }

    /// Whether the item is at the resting position (within a millionth of an item).
    public var isIdentity: Bool { abs(item.progress) < 1e-6 }
}

/// What an effect does to an item, built the way SwiftUI's visual effects are chained in a
/// `scrollTransition` closure: `effect.scaleEffect(0.9).opacity(0.6)`. Scales and opacities
/// multiply, rotations and offsets add; it is applied as a transform about the item's centre,
/// an alpha and a stacking order, never by laying the item out again.
public struct CarouselItemEffect: Sendable, Equatable {
    /// The appearance the chain built.
    public var appearance: ItemAppearance

    /// An effect that changes nothing.
    public init(_ appearance: ItemAppearance = .plain) {
        self.appearance = appearance
    }

    /// Scales the item by `scale` about its centre.
    public func scaleEffect(_ scale: CGFloat) -> CarouselItemEffect {
        changing { $0.transform.scale *= scale }
    }

    /// Multiplies the item's opacity by `opacity` (0…1).
    public func opacity(_ opacity: CGFloat) -> CarouselItemEffect {
        changing { $0.alpha *= opacity }
    }

    /// Turns the item in the screen plane, clockwise, by `radians`.
    public func rotationEffect(radians: CGFloat) -> CarouselItemEffect {
        changing { $0.transform.rotation += radians }
    }

    /// Turns the item about its vertical axis by `radians`, seen in perspective (cover flow).
    public func rotation3DEffect(yRadians radians: CGFloat) -> CarouselItemEffect {
        changing { $0.transform.rotationY += radians }
    }

    /// Moves the item by `x`, `y` points on screen.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> CarouselItemEffect {
        changing {
            $0.transform.translation.x += x
            $0.transform.translation.y += y
        }
    }

    /// Draws the item above items of a lower `zIndex`.
    public func zIndex(_ zIndex: Int) -> CarouselItemEffect {
        changing { $0.zIndex = zIndex }
    }

    private func changing(_ change: (inout ItemAppearance) -> Void) -> CarouselItemEffect {
        var appearance = appearance
        change(&appearance)
        return CarouselItemEffect(appearance)
    }
}

extension CarouselTransform {
    /// Your own effect for each item, driven by its phase as SwiftUI's `scrollTransition` is:
    ///
    ///     .transition { effect, phase in
    ///         effect.scaleEffect(1 - 0.15 * abs(phase.value)).opacity(1 - 0.5 * abs(phase.value))
    ///     }
    ///
    /// - Parameters:
    ///   - reach: how many items beyond the viewport the effect may pull into view (0 if it
    ///     never moves items inward). Defaults to 0.
    ///   - body: the effect for an item, given a plain effect to chain on and the item's phase;
    ///     called for each visible item at every frame, so keep it cheap.
    public static func transition(reach: Int = 0,
                                  _ body: @escaping @Sendable (CarouselItemEffect, CarouselTransitionPhase)
                                      -> CarouselItemEffect) -> CarouselTransform {
        .custom(reach: reach) { item in body(CarouselItemEffect(), CarouselTransitionPhase(item)).appearance }
    }
}
