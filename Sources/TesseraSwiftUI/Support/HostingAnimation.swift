#if canImport(SwiftUI) && canImport(UIKit)
import Foundation

/// What UIKit plays for a transaction that animates. Before iOS 17 SwiftUI's `Animation`
/// exposes neither its curve nor its duration, and a `UIViewRepresentable` has no way to run
/// UIKit changes inside it (`UIViewRepresentableContext.animate` arrived in iOS 18), so an
/// animated transaction plays UIKit's own animations: batch updates at `performBatchUpdates`'
/// duration, a reload as a cross-fade of this length.
enum HostingAnimation {
    /// A cross-fade, in seconds (UIKit's default for `UIView.animate` and batch updates).
    static let crossFadeDuration: TimeInterval = 0.3
}
#endif
