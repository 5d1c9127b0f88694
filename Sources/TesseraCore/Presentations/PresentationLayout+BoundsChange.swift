import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - A change of the scroll view's bounds, as a skin hears it

extension PresentationLayout {
    /// Whether bounds of `size` are a resize: another size than the one the layout was last
    /// prepared for (compared with that, not with the scroll view's bounds, which UIKit may or
    /// may not have set by the time it asks). A change that is no resize is a scroll.
    public func isResize(to size: CGSize) -> Bool { size != context.viewportSize }

    /// Whether bounds of `size` ask the cells on screen to be measured again: a new width while
    /// cells size themselves (UIKit asks a cell once, when it is dequeued, and the heights they
    /// gave were for the old width).
    public func remeasuresVisibleCells(at size: CGSize) -> Bool {
        isSelfSizing && size.width != context.viewportSize.width
    }
}
