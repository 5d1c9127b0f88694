#if canImport(UIKit)
import Foundation

/// Runs main-actor code from a handler the SDK declares nonisolated that UIKit calls on the
/// main thread (KVO of a scroll view's `contentOffset` and `contentInset`, which UIKit writes
/// on it). Synchronously, as a report must come before the frame is drawn: not through a task.
/// `MainActor.assumeIsolated` would say the same, but the iOS 16 SDK's concurrency library lacks
/// it (`check-ios.sh` builds against the iOS 16.5 SDK, so the device review's suggestion to call
/// it is not taken). Off the main thread (a write UIKit forbids), nothing runs rather than race
/// the view, and a debug build stops to say so.
func runOnMainThread(_ body: @MainActor () -> Void) {
    guard Thread.isMainThread else {
        assertionFailure("A scroll view was changed off the main thread")
        return
    }
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> Void).self)()
    }
}
#endif
