import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Hashable

// `CGPoint` is `Hashable` in swift-corelibs-foundation but only `Equatable` on Apple
// platforms, so the synthesized conformance compiles on Linux and fails for iOS. Spelled out
// here, from the four control-point coordinates, it compiles on both.
extension TimingCurve {
    public static func == (lhs: TimingCurve, rhs: TimingCurve) -> Bool {
        lhs.c1.x == rhs.c1.x && lhs.c1.y == rhs.c1.y && lhs.c2.x == rhs.c2.x && lhs.c2.y == rhs.c2.y
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(c1.x)
        hasher.combine(c1.y)
        hasher.combine(c2.x)
        hasher.combine(c2.y)
    }
}
