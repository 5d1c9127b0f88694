import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - VoiceOver

extension InfiniteGridBehavior: AccessibleScrollBehavior {
    /// What VoiceOver reads for the grid: the tile at the centre ("Column 3, row −2"), by its
    /// data coordinates in torus mode; nothing with an empty layout.
    public func accessibilityAnnouncement(layout: InfiniteGridLayout) -> AccessibilityAnnouncement? {
        centerCoordinates.map { .tile(layout.dataCoordinates(for: $0)) }
    }

    /// A three-finger scroll or an adjustable increment/decrement: one tile, without animation
    /// (VoiceOver announces the new tile at once). Swiping left or right moves by a column,
    /// up or down by a row; next and previous move by a column in reading order (to the
    /// left in right-to-left layouts, where columns grow leftwards). Returns no effects where
    /// the grid ends, so VoiceOver can play its boundary sound.
    public mutating func accessibilityScroll(_ direction: AccessibilityScrollDirection, scroll: ScrollState,
                                             layout: InfiniteGridLayout) -> [Effect] {
        guard let center = centerCoordinates ?? layout.centerCoordinates(forContentOffset: scroll.contentOffset) else {
            return []
        }
        let step: (x: Int, y: Int)
        switch direction {
        case .next: step = (1, 0)
        case .previous: step = (-1, 0)
        // A swipe moves the content with the fingers, showing what lies the other way; columns
        // grow leftwards in right-to-left layouts, so the same swipe then means −1.
        case .left, .right:
            step = (direction.step(along: .horizontal, layoutDirection: layout.context.layoutDirection) ?? 0, 0)
        case .up, .down:
            step = (0, direction.step(along: .vertical, layoutDirection: layout.context.layoutDirection) ?? 0)
        }
        let target = center.offsetBy(x: step.x, y: step.y)
        guard target != center, layout.frame(for: target) != nil else { return [] }
        return self.scroll(to: target, animated: false, scroll: scroll, layout: layout)
    }
}
