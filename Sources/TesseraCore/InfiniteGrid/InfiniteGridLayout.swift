import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An infinite grid of equal tiles addressed by integer `GridCoordinates`, scrolling forever
/// in both directions with constant memory.
///
/// The content is a finite window a few thousand points across around a movable anchor tile
/// (see `recenteringShift(forContentOffset:)` and `InfiniteGridBehavior`, which keeps the
/// content offset near the window's middle while the user scrolls). The collection view sees a
/// fixed number of items, `slotCapacity`: the tiles near the viewport borrow those item
/// indices and give them back when they leave (see `InfiniteGridSlotTable`).
///
/// Every `Int` is a coordinate: the grid ends at `Int.min` and `Int.max` on each axis, where
/// the content has an edge and bounces, like an axis bounded by `Configuration.xBounds`.
/// Coordinates an app hands in are brought in once: clamped into the bounds to be centred
/// (`centerCoordinates`, `InfiniteGridBehavior.scroll(to:animated:scroll:layout:)`), or looked
/// up among the tiles near the content, beyond which a tile has no frame and no item.
///
///     var layout = InfiniteGridLayout(configuration: try .init(tileSize: CGSize(width: 80, height: 80)))
///     layout.centerCoordinates = GridCoordinates(x: 1_000, y: -42)
///     var engine = CollectionEngine(layout: layout, behavior: InfiniteGridBehavior(),
///                                   viewportSize: CGSize(width: 320, height: 200), itemCount: 0)
///     engine.visibleCoordinates   // the tiles around (1000, -42)
public struct InfiniteGridLayout: CollectionLayout {
    /// The grid's configuration. Setting an invalid one gives an empty layout; validate with
    /// `Configuration.validate()` or the throwing initializer. A change keeps the tile at the
    /// centre of the viewport where it is.
    public var configuration: Configuration {
        didSet { rebuild() }
    }
    /// The context of the last `prepare(in:)`.
    public private(set) var context: LayoutContext

    /// The visible rectangle of the last `prepare(forVisibleRect:)`, in content coordinates
    /// (`nil` before the first, and right after a jump or a change of geometry).
    var visibleRect: CGRect?
    /// Counts jumps (`centerCoordinates` set) and changes of geometry. When it changes, the
    /// content offset should become `focusContentOffset`; `InfiniteGridBehavior` does that.
    var focusRevision = 0

    var horizontal: InfiniteGridAxis
    var vertical: InfiniteGridAxis
    var slots = InfiniteGridSlotTable(capacity: 0)
    /// The point kept at the viewport's centre across jumps and changes of geometry.
    var focus: InfiniteGridFocus
    /// Whether nothing can be shown: an invalid configuration or an empty viewport.
    private(set) var isEmpty = true
    /// Whether the axes were built for a right-to-left layout.
    private(set) var isMirrored = false

    // MARK: - Creating

    /// Creates a layout showing `centerCoordinates` at the centre of the viewport.
    public init(configuration: Configuration = .standard, centerCoordinates: GridCoordinates = .zero) {
        self.configuration = configuration
        context = LayoutContext(viewportSize: .zero, itemCount: 0)
        focus = InfiniteGridFocus(coordinates: centerCoordinates)
        let none = InfiniteGridAxis.Metrics(tile: 1, spacing: 0, bounds: 0...0, viewport: 0, scale: 1)
        horizontal = InfiniteGridAxis(metrics: none, coordinate: 0, phase: 0)
        vertical = horizontal
    }

    // MARK: - CollectionLayout

    /// Recomputes the window for the context. Item counts are ignored: the grid defines its
    /// own, `slotCapacity`. A new viewport size keeps the tile at the viewport's centre.
    /// - Complexity: O(1), plus O(`slotCapacity`) when the capacity changes.
    public mutating func prepare(in context: LayoutContext) {
        self.context = context
        rebuild()
    }

    /// The window: a viewport plus the margins on each side (or a bounded axis's tiles);
    /// zero when the layout is empty.
    public var contentSize: CGSize {
        guard !isEmpty else { return .zero }
        return CGSize(width: horizontal.points(horizontal.metrics.length),
                      height: vertical.points(vertical.metrics.length))
    }

    /// The tiles in `rect` that hold an item index (those in the live region: visible after
    /// the last `prepare(forVisibleRect:)`, plus one ring), in index order.
    /// - Complexity: O(min(tiles in `rect` ∩ live region · log of that, `slotCapacity`)),
    ///   whatever the size of `rect`.
    public func items(in rect: CGRect) -> [LayoutItem] {
        guard let rect = QueryRect(rect), let live = slots.region, let range = tileRanges(in: rect),
              let region = live.intersection(GridRegion(columns: range.columns, rows: range.rows)) else { return [] }
        var found: [LayoutItem] = []
        found.reserveCapacity(region.count)
        // Walking the slots in order is far cheaper per slot than a hash lookup and a sort per
        // tile, and comes out sorted: it wins unless the query is a small part of the pool
        // (a tap, a single tile). A viewport is about a quarter to a half of it.
        if 16 * region.count >= slots.capacity {
            slots.forEachOccupied { slot, tile in
                guard region.contains(tile), let frame = frame(ofInternal: tile) else { return }
                found.append(LayoutItem(index: ItemIndex(item: slot), frame: frame))
            }
            return found
        }
        for y in region.rows {
            for x in region.columns {
                let tile = GridCoordinates(x: x, y: y)
                guard let slot = slots.slot(for: tile), let frame = frame(ofInternal: tile) else { continue }
                found.append(LayoutItem(index: ItemIndex(item: slot), frame: frame))
            }
        }
        found.sort { $0.index.item < $1.index.item }
        return found
    }

    /// The tile holding item `index` now, or `nil` for a free slot.
    /// - Complexity: O(1).
    public func item(at index: ItemIndex) -> LayoutItem? {
        guard index.section == 0, let tile = slots.tile(inSlot: index.item),
              let frame = frame(ofInternal: tile) else { return nil }
        return LayoutItem(index: index, frame: frame)
    }

    /// Moves every tile by `delta` (which `InfiniteGridBehavior` makes a whole number of
    /// pixels, so that nothing moves on screen). Coordinates, item indices and cells stay. A
    /// delta is a difference of offsets, up to twice `Limits.coordinate`: it is read in whole
    /// pixels (NaN as 0), and cut short where it would uncover space beyond the grid's first
    /// or last tile.
    /// - Complexity: O(1).
    public mutating func recenter(by delta: CGPoint) {
        guard !isEmpty else { return }
        let dx = horizontal.recenter(by: horizontal.pixels(delta.x))
        let dy = vertical.recenter(by: vertical.pixels(delta.y))
        visibleRect = visibleRect?.offsetBy(dx: horizontal.points(dx), dy: vertical.points(dy))
    }

    /// Gives the tiles in `visibleRect` plus one ring around them an item index each, keeping
    /// the indices of tiles that already had one and freeing those of tiles that left. A
    /// rectangle outside the content (or with a NaN edge) frees every index.
    /// - Complexity: O(1) while the same tiles are live; otherwise O(rows + tiles that
    ///   entered or left).
    public mutating func prepare(forVisibleRect visibleRect: CGRect) {
        let rect = QueryRect(visibleRect)
        // One wholly beyond the domain stands for the domain's point nearest its centre: the
        // point a later change of geometry keeps at the centre.
        let center = QueryRect.point(CGPoint(x: visibleRect.midX, y: visibleRect.midY))
        self.visibleRect = rect?.rect ?? center.map { CGRect(origin: $0, size: .zero) }
        slots.update(to: rect.flatMap(liveRegion(around:)))
    }

    // MARK: - Slots

    /// How many item indices the grid uses: give the collection view this many items. It is
    /// twice the largest number of tiles the viewport plus one ring can hold (so a slot can
    /// cool down for one update before it is reused), at most `Limits.tileSlots`; it changes
    /// with the viewport and the tile size.
    public var slotCapacity: Int { slots.capacity }

    /// Bytes the layout holds beyond its own value: the slot table. Constant for a viewport
    /// and tile size, however far the grid scrolls.
    public var slotTableByteCount: Int { slots.byteCount }

    /// Notes where the viewport is, so that the next rebuild (a rotation, a new tile size)
    /// keeps the point at its centre: without it, the rectangle of the last preparation
    /// (up to a tile behind) would be kept.
    public mutating func didScroll(to contentOffset: CGPoint) {
        guard let rect = QueryRect(CGRect(origin: contentOffset, size: context.viewportSize)) else { return }
        visibleRect = rect.rect
    }

    /// Whether `visibleRect` would move the live region: whether a collection view must lay out
    /// again for this visible rectangle (`shouldInvalidateLayout(forBoundsChange:)`).
    /// - Complexity: O(1).
    public func needsUpdate(forVisibleRect visibleRect: CGRect) -> Bool {
        QueryRect(visibleRect).flatMap(liveRegion(around:)) != slots.region
    }

    /// The visible tiles and one ring around them, cut to the middle `liveLimit` columns and
    /// rows (a viewport of 1-pixel tiles shows more than `Limits.tileSlots` can lend), or `nil`
    /// if there are none.
    private func liveRegion(around rect: QueryRect) -> GridRegion? {
        guard let range = tileRanges(in: rect) else { return nil }
        return GridRegion(columns: horizontal.ring(around: range.columns, atMost: liveLimit.columns),
                          rows: vertical.ring(around: range.rows, atMost: liveLimit.rows))
    }

    // MARK: - Rebuilding

    /// Recomputes both axes from the configuration and context. If their geometry changed,
    /// the point at the centre of the viewport stays there (`focusRevision` tells the behaviour
    /// to move the offset accordingly); if the capacity changed, every slot is freed.
    private mutating func rebuild() {
        if !isEmpty, let kept = focusAtVisibleCenter() { focus = kept }
        let mirrored = context.layoutDirection.isRightToLeft, turned = mirrored != isMirrored
        let metrics = configuration.isValid ? axisMetrics(mirrored: mirrored) : nil
        let empty = metrics.map { $0.x.viewport == 0 || $0.y.viewport == 0 } ?? true
        let changed = empty != isEmpty || turned
            || metrics.map { $0.x != horizontal.metrics || $0.y != vertical.metrics } ?? false
        isEmpty = empty
        isMirrored = mirrored
        guard changed else { return }
        visibleRect = nil
        if let metrics { place(metrics.x, metrics.y) }
        let liveLimit = liveLimit, capacity = empty ? 0 : 2 * liveLimit.columns * liveLimit.rows
        // Slots are keyed by internal coordinates, which a change of direction renames.
        if capacity != slots.capacity || turned { slots = InfiniteGridSlotTable(capacity: capacity) }
        if !empty { focusRevision += 1 }
    }

    /// Both axes' metrics for the configuration (valid) and the context. Right-to-left layouts
    /// number columns leftwards: internally column x is `~x`, so x bounds are mirrored.
    private func axisMetrics(mirrored: Bool) -> (x: InfiniteGridAxis.Metrics, y: InfiniteGridAxis.Metrics) {
        let scale = context.pixelGrid.scale, viewport = context.viewportSize
        let xBounds = configuration.xBounds.map { mirrored ? ~$0.upperBound...(~$0.lowerBound) : $0 }
        return (InfiniteGridAxis.Metrics(tile: configuration.tileSize.width, spacing: configuration.horizontalSpacing,
                                         bounds: xBounds ?? Int.min...Int.max, viewport: viewport.width, scale: scale),
                InfiniteGridAxis.Metrics(tile: configuration.tileSize.height, spacing: configuration.verticalSpacing,
                                         bounds: configuration.yBounds ?? Int.min...Int.max, viewport: viewport.height,
                                         scale: scale))
    }

    /// The most columns and rows of tiles that hold slots at once: those a viewport can show
    /// and a ring, shrunk (keeping their proportions roughly) until twice their product (a slot
    /// for each, and as many cooling down) fits `Limits.tileSlots`.
    private var liveLimit: (columns: Int, rows: Int) {
        var columns = horizontal.metrics.maximumLiveTiles, rows = vertical.metrics.maximumLiveTiles
        while 2 * columns * rows > Limits.tileSlots {
            if columns >= rows { columns = columns * 3 / 4 } else { rows = rows * 3 / 4 }
        }
        return (columns, rows)
    }

    /// Builds both axes with `focus` (clamped into the bounds) at the middle of the viewport at
    /// the ideal offset.
    mutating func place(_ x: InfiniteGridAxis.Metrics, _ y: InfiniteGridAxis.Metrics) {
        let tile = internalCoordinates(focus.coordinates)
        horizontal = InfiniteGridAxis(metrics: x, coordinate: tile.x, phase: focus.phase(along: .horizontal, in: x))
        vertical = InfiniteGridAxis(metrics: y, coordinate: tile.y, phase: focus.phase(along: .vertical, in: y))
    }
}
