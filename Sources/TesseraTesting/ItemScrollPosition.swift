import Foundation
import TesseraCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where `scrollToItem(_:at:animated:)` puts an item (`UICollectionView.ScrollPosition`).
/// An axis with no option keeps its offset.
///
/// Not named `ScrollPosition`: SwiftUI (iOS 18) has a type of that name, and a file importing
/// SwiftUI and a Tessera module (which re-exports this one) could not name either unqualified.
public struct ItemScrollPosition: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = ItemScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ItemScrollPosition(rawValue: 1 << 1)
    public static let bottom = ItemScrollPosition(rawValue: 1 << 2)
    public static let left = ItemScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ItemScrollPosition(rawValue: 1 << 4)
    public static let right = ItemScrollPosition(rawValue: 1 << 5)

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
