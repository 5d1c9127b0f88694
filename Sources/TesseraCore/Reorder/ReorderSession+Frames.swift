import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - What the hover shows

extension ReorderSession {
    /// The lifted item as it is drawn: centred on its centre (which follows the finger),
    /// grown by `liftScale`, above every other item (UIKit's
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`). `nil` with
    /// nothing held.
    public func liftedItem(contentOffset: CGPoint) -> LayoutItem? {
        guard let hover else { return nil }
        let centre = hover.centre.adding(contentOffset)
        let frame = CGRect(x: centre.x - hover.size.width / 2, y: centre.y - hover.size.height / 2,
                           width: hover.size.width, height: hover.size.height)
        return LayoutItem(index: hover.move.from, frame: frame, zIndex: Self.liftedZIndex,
                          transform: ItemTransform(scale: configuration.liftScale))
    }

    /// Above anything a layout draws.
    static let liftedZIndex = 1 << 20

    /// The items in `rect` as the hover shows them: each place the layout has there shows
    /// the item the live move brings to it (the others flow; no data changes), the held
    /// item's own place is left empty, and the held item follows the finger. Without a hover,
    /// the layout's items.
    /// - Complexity: the layout's query, plus O(items in `rect`).
    public func items<Layout: CollectionLayout>(in rect: CGRect, layout: Layout, contentOffset: CGPoint) -> [LayoutItem] {
        let places = layout.items(in: rect)
        guard let move = liveMove, let lifted = liftedItem(contentOffset: contentOffset) else { return places }
        var shown: [LayoutItem] = []
        shown.reserveCapacity(places.count + 1)
        for var place in places where place.index != move.to || place.elementKind != .cell {
            if place.elementKind == .cell { place.index = move.source(of: place.index) }
            shown.append(place)
        }
        shown.append(lifted)
        return shown
    }
}
