#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// How an update's UIKit changes (batch updates of the items, a cross-fade of a reload) play
/// the update's transaction.
///
/// - iOS 18 and later: inside `UIViewRepresentableContext.animate(changes:completion:)`, which
///   Apple documents as combining `UIView.animate` with the transaction's animation: the
///   `withAnimation` curve and duration, springs included.
/// - Before iOS 18 SwiftUI's `Animation` exposes neither its curve nor its duration, so an
///   animated transaction plays UIKit's own animations (`performBatchUpdates`' duration, a
///   cross-fade of ``crossFadeDuration``), and a transaction without one plays none.
///
/// Scrolls the binding asks for are not UIKit animations: the component's own paging spring
/// (TesseraCore's physics, as UIKit pages) plays them whatever the curve.
@MainActor
struct HostingAnimation {
    /// A cross-fade, in seconds (UIKit's default for `UIView.animate` and batch updates).
    static let crossFadeDuration: TimeInterval = 0.3

    /// Whether the transaction animates (`withAnimation`, `.animation(_:value:)`), and the
    /// changes should.
    let isAnimated: Bool
    private let play: @MainActor (() -> Void) -> Void

    /// The animation of the update `context` describes.
    init<Representable: UIViewRepresentable>(_ context: UIViewRepresentableContext<Representable>) {
        isAnimated = context.transaction.animatesChanges
        #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, tvOS 18.0, *), isAnimated {
            play = { changes in context.animate(changes: changes) }
            return
        }
        #endif
        play = { changes in changes() }
    }

    /// Runs `changes`, in the transaction's animation where UIKit can take it.
    func perform(_ changes: () -> Void) {
        play(changes)
    }
}

extension Transaction {
    /// Whether changes made in this transaction animate (`withAnimation`, `.animation(_:value:)`).
    var animatesChanges: Bool {
        animation != nil && !disablesAnimations
    }
}
#endif
