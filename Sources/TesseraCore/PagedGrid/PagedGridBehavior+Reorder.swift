import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Turning pages under a held item

extension PagedGridBehavior: ReorderEdgeScrolling {
    /// A held item waited at an edge: one page that way, animated, from the page the content
    /// is heading to if a turn is still under way (so turns queue rather than repeat). At the
    /// first or last page nothing happens, unless the pages loop: then the page after the
    /// last is the first.
    public mutating func reorderEdgeReached(_ direction: ReorderDirection, scroll: ScrollState,
                                            layout: PagedGridLayout) -> [Effect] {
        guard layout.numberOfPages > 0 else { return [] }
        let target = (headingVirtualPage ?? restingVirtualPage) + direction.step
        guard layout.isLooping || (target >= 0 && target < layout.numberOfPages) else { return [] }
        return scrollToVirtualPage(target, animated: true, scroll: scroll, layout: layout)
    }

    /// A page turned by a held item is on its way until the content rests on it.
    public var isReorderScrollUnderWay: Bool { headingVirtualPage != nil }
}
