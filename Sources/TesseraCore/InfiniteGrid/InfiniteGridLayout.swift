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
/// The grid ends at `Int.min` and `Int.max` on each axis (coordinates *saturate*): the content
/// there has an edge and bounces, like an axis bounded by `Configuration.xBounds`. At 8,000 pt/s
/// with 4 pt tiles that edge is 10¹¹ years of flinging away; the point is that no coordinate
/// ever overflows.
///
///     var layout = try InfiniteGridLayout(tileSize: CGSize(width: 80, height: 80), spacing: 4)
///     layout.centerCoordinates = GridCoordinates(x: 1_000, y: -42)
///     var engine = CollectionEngine(layout: layout, behavior: InfiniteGridBehavior(),
///                                   viewportSize: CGSize(width: 320, height: 200), itemCount: 0)
///     engine.layout.visibleCoordinates   // the tiles around (1000, -42)
public struct InfiniteGridLayout: CollectionLayout {
    /// The grid's configuration. Setting an invalid one gives an empty layout; validate with
    /// `Configuration.validate()` or the throwing initializers. A change keeps the tile at
    /// the centre of the viewport where it is.
    public var configuration: Configuration {
        didSet { rebuild() }
    }
    /// The context of the last `prepare(in:)`.
    public private(set) var context: LayoutContext

    /// The visible rectangle of the last `prepare(forVisibleRect:)`, in content coordinates
    /// (`nil` before the first, and right after a jump or a change of geometry).
    public internal(set) var visibleRect: CGRect?
    /// Counts jumps (`centerCoordinates` set) and changes of geometry. When it changes, the
    /// content offset should become `focusContentOffset`; `InfiniteGridBehavior` does that.
    public internal(set) var focusRevision = 0

    var horizontal: InfiniteGridAxis
    var vertical: InfiniteGridAxis
    var slots: InfiniteGridSlotTable
    /// The point kept at the viewport's centre across jumps and changes of geometry.
    var focus: InfiniteGridFocus
    /// Whether nothing can be shown (invalid configuration, a zero-size viewport, or one of
    /// `maximumViewportPixels` or more).
    private(set) var isEmpty = true

    // MARK: - Creating

    /// Creates a layout showing `centerCoordinates` at the centre of the viewport.
    public init(configuration: Configuration = .standard, centerCoordinates: GridCoordinates = .zero) {
        self.configuration = configuration
        context = LayoutContext(viewportSize: .zero, itemCount: 0)
        focus = InfiniteGridFocus(coordinates: centerCoordinates)
        horizontal = InfiniteGridAxis(metrics: .init(axis: .horizontal, tile: 1, spacing: 0, bounds: 0...0, viewport: 0,
                                                      scale: 1),
                                      coordinate: 0, phase: 0)
        vertical = horizontal
        slots = InfiniteGridSlotTable(capacity: 0)
        rebuild()
    }

    /// Creates a layout, rejecting values that cannot work.
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public init(tileSize: CGSize, spacing: CGFloat = 0, torus: GridTorus? = nil,
                centerCoordinates: GridCoordinates = .zero) throws {
        self.init(configuration: try Configuration(tileSize: tileSize, spacing: spacing, torus: torus),
                  centerCoordinates: centerCoordinates)
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
        return CGSize(width: points(horizontal.metrics.length), height: points(vertical.metrics.length))
    }

    /// The tiles in `rect` that hold an item index (those in the live region: visible after
    /// the last `prepare(forVisibleRect:)`, plus one ring), in index order. Any rectangle is
    /// answered: one with a NaN edge meets no tile, infinite edges reach the content's edges.
    /// - Complexity: O(min(tiles in `rect` ∩ live region · log of that, `slotCapacity`)),
    ///   whatever the size of `rect`.
    public func items(in rect: CGRect) -> [LayoutItem] {
        guard !isEmpty, let live = slots.region, let range = tileRanges(in: rect),
              let columns = intersection(range.columns, live.columns),
              let rows = intersection(range.rows, live.rows) else { return [] }
        let region = GridRegion(columns: columns, rows: rows)
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
        for y in rows {
            for x in columns {
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
        guard !isEmpty, index.section == 0, let tile = slots.tile(inSlot: index.item),
              let frame = frame(ofInternal: tile) else { return nil }
        return LayoutItem(index: index, frame: frame)
    }

    /// The item of the tile under `point`, or `nil` over spacing or a tile without an index.
    /// - Complexity: O(1).
    public func index(at point: CGPoint) -> ItemIndex? {
        guard let tile = internalTile(at: point), let slot = slots.slot(for: tile) else { return nil }
        return ItemIndex(item: slot)
    }

    /// Moves every tile by `delta` (which `InfiniteGridBehavior` makes a whole number of
    /// pixels, so that nothing moves on screen). Coordinates, item indices and cells stay. A
    /// non-finite delta is ignored; one beyond ±2⁴⁰ pixels moves by ±2⁴⁰ pixels.
    /// - Complexity: O(1).
    public mutating func recenter(by delta: CGPoint) {
        guard !isEmpty, delta.x.isFinite, delta.y.isFinite else { return }
        let dx = pixels(delta.x), dy = pixels(delta.y)
        horizontal.recenter(by: dx)
        vertical.recenter(by: dy)
        if let rect = visibleRect {
            visibleRect = CGRect(x: rect.minX + points(dx), y: rect.minY + points(dy),
                                 width: rect.width, height: rect.height)
        }
    }

    /// Gives the tiles in `visibleRect` plus one ring around them an item index each, keeping
    /// the indices of tiles that already had one and freeing those of tiles that left. A
    /// rectangle with a NaN edge (or one outside the content) frees every index.
    /// - Complexity: O(1) while the same tiles are live; otherwise O(rows + tiles that
    ///   entered or left).
    public mutating func prepare(forVisibleRect visibleRect: CGRect) {
        self.visibleRect = visibleRect
        slots.update(to: liveRegion(around: visibleRect))
    }

    // MARK: - Slots

    /// How many item indices the grid uses: give the collection view this many items. It is
    /// twice the largest number of tiles the viewport plus one ring can hold (so a slot can
    /// cool down for one update before it is reused); it changes with the viewport and the tile
    /// size.
    public var slotCapacity: Int { slots.capacity }

    /// Bytes the layout holds beyond its own value: the slot table. Constant for a viewport
    /// and tile size, however far the grid scrolls.
    public var slotTableByteCount: Int { slots.byteCount }

    /// The tiles that hold an item index, as a region (`nil` before the first visible rect).
    var liveRegion: GridRegion? { slots.region }

    /// Where `visibleRect` would move the live region: whether a collection view must lay out
    /// again for this visible rectangle (`shouldInvalidateLayout(forBoundsChange:)`).
    /// - Complexity: O(1).
    public func needsUpdate(forVisibleRect visibleRect: CGRect) -> Bool {
        liveRegion(around: visibleRect) != slots.region
    }

    /// The visible tiles and one ring around them, cut to at most the tiles one viewport can
    /// show (a larger rectangle keeps its middle), or `nil` if there are none.
    private func liveRegion(around rect: CGRect) -> GridRegion? {
        guard !isEmpty, let range = tileRanges(in: rect),
              let columns = ring(around: range.columns, on: horizontal),
              let rows = ring(around: range.rows, on: vertical) else { return nil }
        return GridRegion(columns: columns, rows: rows)
    }

    private func ring(around range: ClosedRange<Int>, on axis: InfiniteGridAxis) -> ClosedRange<Int>? {
        var low = range.lowerBound.saturatingSubtract(1), high = range.upperBound.saturatingAdd(1)
        let limit = axis.metrics.axis == .horizontal ? liveLimit.columns : liveLimit.rows
        if high.saturatingSubtract(low) >= limit {
            low = low.saturatingAdd((high.saturatingSubtract(low) - limit + 1) / 2)
            high = low.saturatingAdd(limit - 1)
        }
        return axis.bounded(low...high)
    }

    // MARK: - Rebuilding

    /// Recomputes both axes from the configuration and context. If their geometry changed,
    /// the point at the centre of the viewport stays there (`focusRevision` tells the scroller
    /// to move the offset accordingly); if the capacity changed, every slot is freed.
    private mutating func rebuild() {
        if !isEmpty, let kept = focusAtVisibleCenter() { focus = kept }
        let scale = context.pixelGrid.scale
        let viewport = context.viewportSize
        let mirrored = context.layoutDirection.isRightToLeft
        let bounds = (x: configuration.xBounds.map { mirrored ? ~$0.upperBound...(~$0.lowerBound) : $0 }
                          ?? Int.min...Int.max,
                      y: configuration.yBounds ?? Int.min...Int.max)
        let metricsX = InfiniteGridAxis.Metrics(axis: .horizontal, tile: configuration.tileSize.width,
                                                spacing: configuration.horizontalSpacing,
                                                bounds: bounds.x, viewport: viewport.width, scale: scale)
        let metricsY = InfiniteGridAxis.Metrics(axis: .vertical, tile: configuration.tileSize.height,
                                                spacing: configuration.verticalSpacing,
                                                bounds: bounds.y, viewport: viewport.height, scale: scale)
        // Positions are whole pixels clamped to ±2⁴⁰: a larger viewport could not be laid out
        // (its offsets would fall outside content narrower than itself).
        let oversized = viewport.width * scale >= Self.maximumViewportPixels
            || viewport.height * scale >= Self.maximumViewportPixels
        let empty = !configuration.isValid || metricsX.viewport == 0 || metricsY.viewport == 0 || oversized
        let changed = metricsX != horizontal.metrics || metricsY != vertical.metrics
            || mirrored != isMirrored || empty != isEmpty
        isEmpty = empty
        guard changed else { return }
        let directionChanged = mirrored != isMirrored
        isMirrored = mirrored
        horizontal = InfiniteGridAxis(metrics: metricsX, coordinate: 0, phase: 0)
        vertical = InfiniteGridAxis(metrics: metricsY, coordinate: 0, phase: 0)
        placeAtFocus()
        visibleRect = nil
        liveLimit = Self.liveLimit(metricsX.maximumLiveTiles, metricsY.maximumLiveTiles)
        let capacity = empty ? 0 : 2 * liveLimit.columns * liveLimit.rows
        // Slots are keyed by internal coordinates, which a change of direction renames.
        if capacity != slots.capacity || directionChanged { slots = InfiniteGridSlotTable(capacity: capacity) }
        if !empty { focusRevision += 1 }
    }

    /// The most columns and rows of tiles that hold slots at once.
    private var liveLimit = (columns: 1, rows: 1)

    /// The longest viewport side the grid lays out, in pixels: 2⁴⁰ (about 5·10¹¹ pt at 2×).
    /// A longer one leaves the layout empty.
    public static let maximumViewportPixels: CGFloat = 0x1p40

    /// The most slots a layout lends out: 2²⁰ (a few tens of megabytes at most). Only a
    /// viewport showing more than half a million tiles at once (1 pt tiles on a very large
    /// screen) reaches it; it then shows the middle half million.
    public static let maximumSlotCapacity = 1 << 20

    /// Columns × rows of live tiles, shrunk (keeping their proportions roughly) until twice
    /// their product fits `maximumSlotCapacity`.
    private static func liveLimit(_ columns: Int, _ rows: Int) -> (columns: Int, rows: Int) {
        cut(columns: columns, rows: rows, toAtMost: maximumSlotCapacity / 2)
    }

    /// `columns × rows` shrunk (keeping their proportions roughly) until the product is at
    /// most `limit`; each at least 1.
    static func cut(columns: Int, rows: Int, toAtMost limit: Int) -> (columns: Int, rows: Int) {
        var columns = max(1, min(columns, limit)), rows = max(1, min(rows, limit))
        while columns.saturatingMultiply(rows) > limit {
            if columns >= rows { columns = max(1, columns * 3 / 4) } else { rows = max(1, rows * 3 / 4) }
        }
        return (columns, rows)
    }

    /// Whether the axes were built for a right-to-left layout.
    private var isMirrored = false

    /// Places both axes so that `focus` is at the middle of the viewport at the ideal offset.
    mutating func placeAtFocus() {
        let tile = internalCoordinates(focus.coordinates)
        horizontal.place(tile.x, phase: focus.phasePixels(along: horizontal.metrics, axis: .horizontal))
        vertical.place(tile.y, phase: focus.phasePixels(along: vertical.metrics, axis: .vertical))
    }

    // MARK: - Helpers

    /// The ranges of internal coordinates of the tiles overlapping `rect`, within the content.
    /// A rectangle with a NaN edge overlaps nothing; infinite edges reach the content's edges.
    func tileRanges(in rect: CGRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        guard !isEmpty, !rect.isNull, !(rect.minX.isNaN || rect.maxX.isNaN || rect.minY.isNaN || rect.maxY.isNaN)
        else { return nil }
        let scale = self.scale
        guard let columns = horizontal.tiles(overlapping: rect.minX * scale, rect.maxX * scale),
              let rows = vertical.tiles(overlapping: rect.minY * scale, rect.maxY * scale) else { return nil }
        return (columns, rows)
    }

    /// The frame of the tile at internal coordinates `tile`, or `nil` if it is out of bounds or
    /// too far away to be represented.
    func frame(ofInternal tile: GridCoordinates) -> CGRect? {
        guard tile.x >= horizontal.metrics.lower, tile.x <= horizontal.metrics.upper,
              tile.y >= vertical.metrics.lower, tile.y <= vertical.metrics.upper,
              let x = horizontal.position(of: tile.x), let y = vertical.position(of: tile.y) else { return nil }
        return CGRect(x: points(x), y: points(y),
                      width: points(horizontal.metrics.tile), height: points(vertical.metrics.tile))
    }

    /// The internal coordinates of the tile containing `point`.
    func internalTile(at point: CGPoint) -> GridCoordinates? {
        guard !isEmpty else { return nil }
        let scale = self.scale
        guard let x = horizontal.tile(at: point.x * scale), let y = vertical.tile(at: point.y * scale) else {
            return nil
        }
        return GridCoordinates(x: x, y: y)
    }

    /// Right-to-left layouts number columns from right to left: internally the column is
    /// `~x` (−x − 1, a bijection of `Int` that cannot overflow), so all geometry is written once.
    func internalCoordinates(_ coordinates: GridCoordinates) -> GridCoordinates {
        context.layoutDirection.isRightToLeft ? GridCoordinates(x: ~coordinates.x, y: coordinates.y) : coordinates
    }

    /// The public coordinates of internal coordinates (`~` is its own inverse).
    func publicCoordinates(_ coordinates: GridCoordinates) -> GridCoordinates {
        internalCoordinates(coordinates)
    }

    /// Pixels per point, read from the axes (the context's, without copying the context).
    var scale: CGFloat { horizontal.metrics.scale }

    func points(_ pixels: Int) -> CGFloat { CGFloat(pixels) / scale }

    func pixels(_ points: CGFloat) -> Int { InfiniteGridAxis.Metrics.pixels(points, scale) }

    private func intersection(_ a: ClosedRange<Int>, _ b: ClosedRange<Int>) -> ClosedRange<Int>? {
        let low = max(a.lowerBound, b.lowerBound), high = min(a.upperBound, b.upperBound)
        return low <= high ? low...high : nil
    }
}
