import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One `@Sendable` closure that always calls the latest body it was given.
///
/// A SwiftUI modifier builds a new closure at every update, and closures cannot be compared: a
/// layout handed each new one would be configured again (the carousel laid out, every tab
/// measured) at every update. Installed once, a relay's ``relayed`` closure stays the same
/// while ``set(_:)`` swaps what it calls; the layout only needs to draw again.
public final class ClosureRelay<Input, Output>: @unchecked Sendable {
    // The layout calls the closure while UIKit lays out (on the main thread); the lock keeps
    // the relay sound for any caller.
    private let lock = NSLock()
    private var body: @Sendable (Input) -> Output

    /// Creates a relay calling `body`.
    public init(_ body: @escaping @Sendable (Input) -> Output) {
        self.body = body
    }

    /// Makes the relay call `body` from now on.
    public func set(_ body: @escaping @Sendable (Input) -> Output) {
        lock.lock()
        self.body = body
        lock.unlock()
    }

    /// Calls the latest body.
    public func callAsFunction(_ input: Input) -> Output {
        lock.lock()
        let body = self.body
        lock.unlock()
        return body(input)
    }

    /// A closure that calls the latest body (install it once).
    public var relayed: @Sendable (Input) -> Output {
        { [self] input in self(input) }
    }
}

extension CarouselTransform {
    /// Whether `other` asks for the same transform, a custom closure aside: presets by their
    /// values, custom transforms by their reach (their closures go through a relay).
    public func hasSameShape(as other: CarouselTransform) -> Bool {
        switch (self, other) {
        case (.none, .none): true
        case let (.linearScale(a), .linearScale(b)): a == b
        case let (.fade(a), .fade(b)): a == b
        case let (.coverFlow(a1, a2), .coverFlow(b1, b2)): a1 == b1 && a2 == b2
        case let (.stackedCards(a1, a2, a3), .stackedCards(b1, b2, b3)): a1 == b1 && a2 == b2 && a3 == b3
        case let (.custom(a, _), .custom(b, _)): a == b
        default: false
        }
    }

    /// This transform with a custom closure replaced by `relay`'s (which is given the
    /// closure); presets as they are.
    public func relaying(through relay: ClosureRelay<CarouselItemProgress, ItemAppearance>) -> CarouselTransform {
        guard case .custom(let reach, let body) = self else { return self }
        relay.set(body)
        return .custom(reach: reach, relay.relayed)
    }
}

extension PagerIndicatorStyle {
    /// Whether `other` asks for the same indicator, a custom frame closure aside: presets by
    /// their values, custom styles by where they are drawn (their closures go through a relay).
    public func hasSameShape(as other: PagerIndicatorStyle) -> Bool {
        switch (self, other) {
        case (.none, .none): true
        case let (.underline(h1, i1, w1), .underline(h2, i2, w2)): h1 == h2 && i1 == i2 && w1 == w2
        case let (.capsule(i1, r1, w1), .capsule(i2, r2, w2)): i1 == i2 && r1 == r2 && w1 == w2
        case let (.custom(a, _), .custom(b, _)): a == b
        default: false
        }
    }

    /// This style with a custom frame closure replaced by `relay`'s (which is given the
    /// closure); presets as they are.
    public func relaying(through relay: ClosureRelay<PagerIndicatorTransition, CGRect>) -> PagerIndicatorStyle {
        guard case .custom(let behindTabs, let frame) = self else { return self }
        relay.set(frame)
        return .custom(behindTabs: behindTabs, frame: relay.relayed)
    }
}
