import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The infinite grid's behaviour: keeps the content offset near the middle of the content
/// window by recentring *while* the content moves, reports the tile at the centre and taps,
/// and scrolls to coordinates.
///
/// Recentring happens in `didScroll`, during drags, decelerations and animations alike, as a
/// `ScrollCommand.recenter(by:)`: the offset and every tile move by the same whole number of
/// pixels, so nothing moves on screen, no cell appears or disappears, and the motion goes on
/// at the same velocity. The offset therefore stays within a few thousand points of the middle
/// (far below 2²⁰ pt) and an unbounded axis never reaches the edge of its content, however
/// long or fast the user scrolls.
public struct InfiniteGridBehavior: ScrollBehavior {
    /// What the behaviour reports or asks for.
    public enum Effect: Sendable, Equatable {
        /// Move offset and tiles together by this many points (`ScrollCommand.recenter(by:)`).
        case recenter(by: CGPoint)
        /// Move the content (`setContentOffset(_:animated:)`).
        case scroll(to: CGPoint, animated: Bool)
        /// The tile at the centre of the viewport changed.
        case centerChanged(GridCoordinates)
        /// The user tapped the tile at these coordinates (see
        /// `InfiniteGridLayout.dataCoordinates(for:)` for what it shows in torus mode).
        case tileSelected(GridCoordinates)
    }

    /// The tile at the centre of the viewport, as last reported (`nil` before the first
    /// layout or with an empty one).
    public private(set) var centerCoordinates: GridCoordinates?
    /// How many times the behaviour recentred.
    private(set) var recenterCount = 0
    /// The total shift of all recentrings, in points: the content offset plus this minus the
    /// starting offset is how far the user really scrolled.
    public private(set) var recenteredDistance = CGPoint(x: 0, y: 0)
    /// The layout's `focusRevision` this behaviour last acted on.
    private(set) var handledFocusRevision = 0

    /// Creates a behaviour.
    public init() {}

    /// Whether `layout` was rebuilt around a tile (a jump, a new configuration, viewport,
    /// direction or display scale) that the content offset has not followed yet: then
    /// `layoutDidChange(_:layout:reason:)` moves it. For a view that learns of a rebuild only
    /// by laying out.
    public func needsToFollow(_ layout: InfiniteGridLayout) -> Bool {
        layout.focusRevision != handledFocusRevision
    }

    /// Recentres and scrolls are scroll-view commands; reports are not.
    public static func command(for effect: Effect) -> ScrollCommand? {
        switch effect {
        case .recenter(let delta): .recenter(by: delta)
        case .scroll(let offset, let animated): .setContentOffset(offset, animated: animated)
        case .centerChanged, .tileSelected: nil
        }
    }

    // MARK: - Commands

    /// Scrolls so that the tile at `coordinates` is at the centre of the viewport (at the end
    /// of a bounded axis, as close as the content allows). Returns nothing if the tile is not
    /// in the content window: set `InfiniteGridLayout.centerCoordinates` to
    /// `InfiniteGridLayout.jumpTarget(forScrollingTo:animated:)` first
    /// (`CollectionEngine.scroll(to:animated:)` and the UIKit view do both steps).
    public mutating func scroll(to coordinates: GridCoordinates, animated: Bool, scroll: ScrollState,
                                layout: InfiniteGridLayout) -> [Effect] {
        guard let offset = layout.contentOffset(centering: coordinates) else { return [] }
        let grid = scroll.pixelGrid
        let there = abs(offset.x - scroll.contentOffset.x) <= grid.tolerance
            && abs(offset.y - scroll.contentOffset.y) <= grid.tolerance
        return there ? [] : [.scroll(to: offset, animated: animated)]
    }

    // MARK: - ScrollBehavior

    /// After a jump or a change of geometry, moves the offset so the focus is centred.
    public mutating func layoutDidChange(_ scroll: ScrollState, layout: InfiniteGridLayout,
                                         reason: LayoutChangeReason) -> [Effect] {
        guard layout.focusRevision != handledFocusRevision else { return trackCenter(scroll, layout: layout) }
        handledFocusRevision = layout.focusRevision
        let target = layout.focusContentOffset
        let grid = scroll.pixelGrid
        guard abs(target.x - scroll.contentOffset.x) > grid.tolerance
                || abs(target.y - scroll.contentOffset.y) > grid.tolerance else {
            return trackCenter(scroll, layout: layout)
        }
        // The scroll's didScroll reports the new centre.
        return [.scroll(to: target, animated: false)]
    }

    /// Recentres when the offset strayed too far from the middle; otherwise reports a new
    /// centre tile.
    public mutating func didScroll(_ scroll: ScrollState, layout: InfiniteGridLayout) -> [Effect] {
        // UIKit's own motions head for an absolute offset; the adapter lets the grid recentre
        // when they end.
        if scroll.canRecenter, let shift = layout.recenteringShift(forContentOffset: scroll.contentOffset) {
            recenterCount += 1
            recenteredDistance.x += shift.x
            recenteredDistance.y += shift.y
            // The recentre's own didScroll (offset moved by `shift`) reports the centre.
            return [.recenter(by: shift)]
        }
        return trackCenter(scroll, layout: layout)
    }

    /// The grid recentres while it moves, so the adapter plays its decelerations.
    public func recentersContent(layout: InfiniteGridLayout) -> Bool { true }

    /// A tap on an item reports the tile it shows.
    public mutating func didSelectItem(at index: ItemIndex, scroll: ScrollState,
                                       layout: InfiniteGridLayout) -> [Effect] {
        layout.coordinates(for: index).map { [.tileSelected($0)] } ?? []
    }

    // MARK: - Centre

    private mutating func trackCenter(_ scroll: ScrollState, layout: InfiniteGridLayout) -> [Effect] {
        let center = layout.centerCoordinates(forContentOffset: scroll.contentOffset)
        guard center != centerCoordinates else { return [] }
        centerCoordinates = center
        return center.map { [.centerChanged($0)] } ?? []
    }
}
