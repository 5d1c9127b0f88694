import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension CGPoint {
    /// This point moved by `other`.
    func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }
    /// This point moved back by `other`.
    func subtracting(_ other: CGPoint) -> CGPoint { CGPoint(x: x - other.x, y: y - other.y) }
}
