import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Items in a row (or column) that can loop forever, paged by item or by screenful — a
/// banner, an onboarding pager, a product shelf.
///
/// **Looping without copies.** Positions are numbered by unbounded *virtual* indices and
/// virtual index `v` shows data item `CarouselLayout.wrap(v, count:)`. Only the items near the viewport are
/// ever computed, so 10⁹ items cost what 3 do. The content is a fixed 2¹⁹ pt (plus a
/// viewport) long; `CarouselBehavior` recentres the offset, and `recenter(by:)` moves every item
/// with it, so |offset| stays below 2²⁰ pt forever while nothing moves on screen.
///
/// **Slots.** A collection view sees `slotCount` items, not the virtual indices: virtual
/// index `v` is index path `v mod slotCount`. `slotCount` depends only on how many items fit
/// in the viewport, never on the item count, and items keep their slot through recentring
/// and the wrap, so no cell is ever reloaded there.
///
///     var layout = CarouselLayout(configuration: try .init(itemSizing: .fixed(CGSize(width: 200, height: 160)),
///                                                          minimumLineSpacing: 20))
///     layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 200), itemCount: 7))
///     layout.restingOffset(forVirtualItem: 0)     // item 0 centred, items 6 and 1 peeking
public struct CarouselLayout: CollectionLayout {
    /// The configuration, the context of the last `prepare(in:)` and the metrics derived
    /// from them, in one immutable shared object: callers copy the layout to query it (the
    /// engine and UIKit read it out of a property at every call), and the layout's own value
    /// stays a few words, where the metrics alone are about 400 bytes.
    private var prepared: CarouselPrepared
    /// The geometry of the last `prepare(in:)`.
    var metrics: CarouselMetrics {
        @inline(__always) _read { yield prepared.metrics }
    }
    /// A virtual index whose leading edge is at a known unmirrored position; every other
    /// position is computed relative to it, which keeps coordinates small forever.
    private(set) var base = Base(index: 0, position: 0)
    /// Where the cycle holding `base` starts (unmirrored), and which cycle that is: derived
    /// from `base` whenever it moves, so queries need not. Read only for per-item sizes and
    /// without a loop: uniform loops count from `base` itself (see `origin(ofVirtualItem:)`).
    private(set) var cycleOrigin: CGFloat = 0
    private(set) var baseCycle = 0

    /// A virtual index pinned at an unmirrored main-axis position.
    struct Base: Sendable, Equatable {
        var index: Int
        var position: CGFloat
    }

    /// The carousel's configuration. Setting an invalid one gives an empty layout; validate
    /// with `Configuration.validate()` or the throwing initializer.
    public var configuration: Configuration {
        get { prepared.configuration }
        set { rebuild(CarouselPrepared(configuration: newValue, context: prepared.context)) }
    }

    /// The context of the last `prepare(in:)`.
    public var context: LayoutContext { prepared.context }

    /// Creates a layout (`.standard` by default: full-size items, looping, paged by item).
    public init(configuration: Configuration = .standard) {
        prepared = CarouselPrepared(configuration: configuration, context: LayoutContext(viewportSize: .zero, itemCount: 0))
    }

    // MARK: - CollectionLayout

    /// - Complexity: O(1) for uniform item sizes, O(n) for per-item sizes.
    public mutating func prepare(in context: LayoutContext) {
        rebuild(CarouselPrepared(configuration: prepared.configuration, context: context))
    }

    /// Adopts `next`, keeping the item at `base` resting where it rested (so a reload or a
    /// rotation at rest does not move the content).
    private mutating func rebuild(_ next: CarouselPrepared) {
        let previousObject = prepared, previousBase = base
        prepared = next
        guard metrics.isLooping else {
            setBase(Base(index: 0, position: metrics.leadingPadding))
            return
        }
        let index = previousObject.metrics.isLooping ? previousBase.index : 0
        // `previousObject` alone now holds its per-item tables, which its stop table reads
        // unretained.
        let restingAt = withExtendedLifetime(previousObject) {
            let previous = previousObject.metrics
            return previous.isLooping
                ? previousBase.position + Self.anchorWithin(previous, Self.wrap(index, count: previous.count))
                    - previous.viewportAnchor
                : metrics.home
        }
        setBase(Base(index: index,
                     position: restingAt + metrics.viewportAnchor - Self.anchorWithin(metrics, Self.wrap(index, count: metrics.count))))
    }

    /// Moves `base` and the values derived from it.
    private mutating func setBase(_ newBase: Base) {
        base = newBase
        guard metrics.isLooping else {
            cycleOrigin = metrics.leadingPadding
            baseCycle = 0
            return
        }
        cycleOrigin = base.position - metrics.items.start(Self.wrap(base.index, count: metrics.count))
        baseCycle = base.index.floorDivided(by: metrics.count)
    }

    /// 2¹⁹ pt plus a viewport along the axis when looping (the offset rests around the middle);
    /// the items with their padding otherwise; zero when empty.
    public var contentSize: CGSize {
        metrics.isEmpty ? .zero : metrics.axis.size(main: metrics.contentMain, cross: metrics.viewportCross)
    }

    /// The items whose frames, as transformed, intersect `rect`, in index (slot) order, one
    /// per slot (the filter of every slot's `item(at:)` that a brute-force layout would run,
    /// for any rectangle holding the home viewport's centre or near it).
    ///
    /// - Transforms are computed for a viewport centred in `rect` (its visible area moved by
    ///   uneven content insets as a scroll view's is): exactly the visible
    ///   rectangle when the engine asks for it, and the right one for a rectangle grown evenly
    ///   around it (the gallery's stage). A rectangle whose centre is further than
    ///   `recenterThreshold` from the slots it can show (one far larger than the viewport)
    ///   gets the transforms of the viewport nearest the home offset instead.
    /// - Each slot shows the position nearest the point of `rect` closest to the home
    ///   viewport's centre, so a huge rectangle returns exactly the positions `item(at:)` does.
    /// - A rectangle with a NaN edge, or `CGRect.null`, holds nothing; infinite edges are
    ///   fine (`CGRect.infinite` holds every slot's item).
    ///
    /// The UIKit skin passes the real viewport through `carouselItems(in:visibleRect:)`.
    /// - Complexity: O(items in `rect`), at most `slotCount`; O(log n) more for per-item sizes.
    public func items(in rect: CGRect) -> [LayoutItem] {
        guard let bounds = QueryBounds(rect) else { return [] }
        let (lowU, highU) = unmirroredMainRange(of: bounds)
        // The content offset of a viewport centred in `rect`, converted as `item(at:)` converts
        // `homeOffset` (so the viewport rectangle at an offset gives bit-identical transforms);
        // the visible area inside the content insets follows from it.
        let horizontal = metrics.axis == .horizontal
        let start = horizontal ? bounds.minX : bounds.minY, end = horizontal ? bounds.maxX : bounds.maxY
        // On the pixel grid, as every scroll view's offset is: a rectangle grown evenly around
        // the viewport at `homeOffset` gives that viewport, not one an ulp away.
        let offset = metrics.pixels.round(start + ((end - start) - metrics.boundsMain) / 2)
        var viewport = unmirroredMain(ofOffset: metrics.axis.point(main: offset, cross: 0))
        let middle = viewport + metrics.viewportMain / 2
        // Slots show the positions nearest the home centre clamped into the rectangle, or
        // into that viewport's visible area (content insets move it off the rectangle), so
        // the home viewport's rectangle gives `item(at:)`'s positions.
        let (low, high) = middle.isFinite ? (min(lowU, viewport), max(highU, viewport + metrics.viewportMain)) : (lowU, highU)
        let windowCentre = min(max(homeCentre, low), high)
        if !(middle.isFinite && abs(middle - windowCentre) <= metrics.recenterThreshold) {
            viewport = windowCentre - metrics.viewportMain / 2
        }
        var items = carouselItems(in: bounds, viewport: viewport, windowCentre: windowCentre, as: \.layoutItem)
        // Found in virtual-index order, where slots wrap once at most (…, 22, 23, 0, 1, …); the
        // protocol promises index order: rotate the wrapped tail to the front, in place.
        if let wrap = items.indices.dropFirst().first(where: { items[$0].index.item < items[$0 - 1].index.item }) {
            items[..<wrap].reverse()
            items[wrap...].reverse()
            items.reverse()
        }
        return items
    }

    /// The item in slot `index.item` as the viewport at `homeOffset` shows it: the occurrence
    /// nearest the home offset in a loop (where the content always is, within
    /// `recenterThreshold`), the item with that index otherwise (slots are data indices when
    /// there are no more items than slots). `nil` for slots outside `0..<numberOfSlots`. Use
    /// `item(forSlot:visibleRect:)` when you know the viewport. `nil` in any section but 0,
    /// where every slot is.
    public func item(at index: ItemIndex) -> LayoutItem? {
        guard !metrics.isEmpty, index.section == 0 else { return nil }
        // The viewport at the pixel-rounded `homeOffset`, not at `home`: at 2.608× they differ
        // by a fraction of a pixel, which moves transforms.
        return item(forSlot: index.item, unmirroredViewport: homeViewport)?.layoutItem
    }

    /// The slot of the item whose untransformed frame contains `point` (content
    /// coordinates): the slot whose `item(at:)` contains it. `nil` over spacing, outside the
    /// items, for a non-finite point, and in a loop beyond the positions `item(at:)` answers
    /// for (the `slotCount` around the home offset, where the content always is).
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise; plus O(items in a pixel)
    ///   for items narrower than a pixel.
    public func index(at point: CGPoint) -> ItemIndex? {
        guard !metrics.isEmpty, point.x.isFinite, point.y.isFinite else { return nil }
        let u = unmirroredMain(ofPoint: point)
        guard abs(u) < CarouselMetrics.coordinateLimit else { return nil }
        let window = metrics.isLooping ? slotWindow(around: homeCentre) : 0...(metrics.count - 1)
        func hit(_ candidate: Int) -> ItemIndex? {
            guard window.contains(candidate), frame(ofVirtualItem: candidate).contains(point) else { return nil }
            return ItemIndex(item: slot(forVirtualIndex: candidate))
        }
        let v = virtualItem(containing: u)
        if let found = hit(v) { return found }
        // Frames are rounded to pixels, which can move an edge half a pixel past the
        // unrounded extent `v` was found in. On a coarse grid (16 pt at 1/16×) that spans
        // several narrow items: every item within a pixel (and a few ulps) is a candidate.
        let reach = context.pixelGrid.searchSlack(atMagnitude: u)
        let first = max(virtualItem(containing: u - reach), window.lowerBound)
        let last = min(virtualItem(containing: u + reach), window.upperBound,
                       first.saturatingAdd(PagedGridLayout.maximumItemsPerQuery))
        guard first <= last else { return nil }
        return (first...last).lazy.compactMap(hit).first
    }

    /// Moves every item by `delta` (from `CarouselBehavior`'s `.recenter`), then re-pins `base`
    /// next to the home offset so that positions stay small however far the content
    /// travels. Ignored unless the carousel loops, and for a non-finite `delta` or one
    /// longer than 2⁵⁰ pt (no content is; `recenteringShift(forContentOffset:)` never asks
    /// for one).
    public mutating func recenter(by delta: CGPoint) {
        guard metrics.isLooping, delta.x.isFinite, delta.y.isFinite else { return }
        let main = metrics.axis.main(delta)
        guard abs(main) <= CarouselMetrics.coordinateLimit else { return }
        var shifted = base
        shifted.position += mirrorsMain ? -main : main
        setBase(shifted)
        let nearest = Self.nearestWhole(stopPosition(atUnmirroredOffset: metrics.home, metrics.itemStops))
        setBase(Base(index: nearest, position: origin(ofVirtualItem: nearest)))
    }

    /// Renumbers the loop's positions by `items` (from `CarouselBehavior`'s `.renumberLoop`): the
    /// virtual item `items` further on now lies where each item lay, and the offset stays, so
    /// what the viewport shows changes. Ignored unless the carousel loops.
    ///
    /// How the pager jumps further than a recentring can carry exactly
    /// (`loopRenumbering(bringingHome:)`): it moves the pinned item by index, an exact integer,
    /// where moving the offset 10²¹ pt by points would round to a multiple of 2¹⁷ pt. The sum
    /// wraps: the difference of two far virtual items may overflow, the item it pins does not.
    public mutating func renumberLoop(byItems items: Int) {
        guard metrics.isLooping, items != 0 else { return }
        setBase(Base(index: base.index &+ items, position: base.position))
    }

    /// The `renumberLoop(byItems:)` after which virtual stop `s` rests where the stop nearest
    /// home rests now, or `nil` when `s` rests within a quarter of the loop's range of home
    /// (a scroll gets there, and recentring brings it back) or the carousel does not loop.
    public func loopRenumbering(bringingHome s: Int) -> Int? {
        guard metrics.isLooping else { return nil }
        let distance = restingOffset(ofStop: s, metrics.stops) - metrics.home
        guard !(abs(distance) <= CarouselMetrics.loopMargin / 2) else { return nil }
        let atHome = Self.nearestWhole(stopPosition(atUnmirroredOffset: metrics.home, metrics.stops))
        return firstVirtualItem(ofStop: s, metrics.stops) &- firstVirtualItem(ofStop: atHome, metrics.stops)
    }

    // MARK: - Counts

    /// The number of data items.
    public var itemCount: Int { metrics.count }
    /// Whether the items repeat (configuration allows it and there are enough items).
    public var isLooping: Bool { metrics.isLooping }
    /// Whether there is nothing to show.
    public var isEmpty: Bool { metrics.isEmpty }
    /// The number of index-path slots a collection view must show: `slotCount` in a loop,
    /// `min(itemCount, slotCount)` otherwise, 0 when empty.
    public var numberOfSlots: Int {
        metrics.isEmpty ? 0 : (metrics.isLooping ? metrics.slotCount : min(metrics.count, metrics.slotCount))
    }
    /// The slot modulus: visible virtual indices fold into `0..<slotCount`.
    public var slotCount: Int { metrics.slotCount }
    /// Stops per cycle: items, or screenfuls when paging by screenful (the page control's
    /// number of pages).
    public var numberOfStops: Int { metrics.isEmpty ? 0 : metrics.stops.count }

    /// The data item that virtual index `v` shows (`v` itself, clamped, if not looping).
    public func dataIndex(forVirtualIndex v: Int) -> Int {
        guard !metrics.isEmpty else { return 0 }
        return metrics.isLooping ? Self.wrap(v, count: metrics.count) : min(max(v, 0), metrics.count - 1)
    }

    /// The bytes of per-item tables the layout keeps: 0 with uniform item sizes (everything
    /// is analytic), about 32–40 bytes per item with per-item sizes (prefix sums, lengths,
    /// stop anchors). For memory comparisons.
    public var tableByteCount: Int { metrics.tableByteCount }

    /// All the bytes the layout holds: its value, the configuration and context it shares
    /// with its copies, and `tableByteCount`. Constant for uniform item sizes. For memory
    /// comparisons.
    public var byteCount: Int {
        MemoryLayout<CarouselLayout>.size + MemoryLayout<CarouselPrepared.Stored>.size + tableByteCount
    }

    /// The index-path slot of virtual index `v`.
    public func slot(forVirtualIndex v: Int) -> Int { Self.wrap(v, count: metrics.slotCount) }

    // MARK: - Helpers

    /// Where within data item `r` its stop anchor lies (its centre, or its leading edge).
    static func anchorWithin(_ metrics: CarouselMetrics, _ r: Int) -> CGFloat {
        guard metrics.count > 0 else { return 0 }
        return metrics.itemStops.anchorPastFirstItem(r, items: metrics.items)
    }

    /// Whether offsets along the scroll axis are mirrored (horizontal, right-to-left).
    var mirrorsMain: Bool { metrics.mirrorsMain }
}

/// A layout's configuration and context and the metrics derived from them, immutable and
/// shared by the layout's copies (a new one replaces it when either input changes).
final class CarouselPrepared: Sendable {
    /// What the object holds, for `CarouselLayout.byteCount`.
    typealias Stored = (CarouselLayout.Configuration, LayoutContext, CarouselMetrics)

    let configuration: CarouselLayout.Configuration
    let context: LayoutContext
    let metrics: CarouselMetrics

    /// - Complexity: O(1) for uniform item sizes, O(n) for per-item sizes.
    init(configuration: CarouselLayout.Configuration, context: LayoutContext) {
        self.configuration = configuration
        self.context = context
        metrics = CarouselMetrics(configuration: configuration, context: context)
    }
}
