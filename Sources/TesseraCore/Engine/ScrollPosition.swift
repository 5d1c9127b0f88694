import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where `scrollToItem(_:at:animated:)` puts an item (`UICollectionView.ScrollPosition`).
/// An axis with no option keeps its offset.
public struct ScrollPosition: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)

    /// The offset that puts `frame` at this position in `scroll`'s viewport (not clamped).
    func offset(showing frame: CGRect, in scroll: ScrollState) -> CGPoint {
        var offset = scroll.contentOffset
        let size = scroll.viewportSize, insets = scroll.contentInsets
        if contains(.left) { offset.x = frame.minX - insets.left }
        else if contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
        else if contains(.right) { offset.x = frame.maxX - size.width + insets.right }
        if contains(.top) { offset.y = frame.minY - insets.top }
        else if contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
        else if contains(.bottom) { offset.y = frame.maxY - size.height + insets.bottom }
        return offset
    }
}
