#if canImport(UIKit)
import UIKit

/// A `CADisplayLink` that does not keep its owner alive.
///
/// A display link retains its target; targeting this proxy, which calls back through a
/// closure the owner builds with `[weak self]`, breaks the cycle. If the owner is gone the
/// closure returns `false` and the proxy invalidates the link itself, so nothing leaks even if
/// the owner never called `stop()`.
@MainActor
public final class DisplayLinkProxy: NSObject {
    /// Called every frame with the frame's timestamp; return `false` to stop.
    private let onFrame: (CFTimeInterval) -> Bool
    private var link: CADisplayLink?

    /// Creates a stopped proxy.
    public init(onFrame: @escaping (CFTimeInterval) -> Bool) {
        self.onFrame = onFrame
    }

    /// Whether frames are being delivered.
    public var isRunning: Bool { link != nil }

    /// Starts delivering frames on the main run loop in common modes (so tracking a finger
    /// elsewhere does not pause it).
    public func start() {
        guard link == nil else { return }
        let link = CADisplayLink(target: self, selector: #selector(frame(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops delivering frames.
    public func stop() {
        link?.invalidate()
        link = nil
    }

    @objc private func frame(_ link: CADisplayLink) {
        if !onFrame(link.timestamp) { stop() }
    }
}
#endif
