import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Items in a row (or column) that can loop forever, paged by item or by screenful — a
/// banner, an onboarding pager, a product shelf.
///
/// **Looping without copies.** Positions are numbered by unbounded *virtual* indices and
/// virtual index `v` shows data item `CarouselLayout.wrap(v, count:)`. Only the items near the
/// viewport are ever computed, so 10⁹ items cost what 3 do. The content is a fixed range
/// (2¹⁹ pt and a viewport for a banner); `CarouselBehavior` recentres the offset and
/// `recenter(by:)` moves every item with it, so the offset stays in it while nothing moves.
///
/// **Slots.** A collection view sees `numberOfSlots` items, not the virtual indices: virtual
/// index `v` is index path `v mod slotCount`. `slotCount` depends only on how many items fit
/// in the viewport, never on the item count, and items keep their slot through recentring
/// and the wrap, so no cell is ever reloaded there.
///
///     var layout = CarouselLayout(configuration: try .init(itemSizing: .fixed(CGSize(width: 200, height: 160)),
///                                                          minimumLineSpacing: 20))
///     layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 200), itemCount: 7))
///     layout.homeOffset     // item 0 centred, items 6 and 1 peeking
public struct CarouselLayout: CollectionLayout {
    /// Everything derived from the configuration and the context, shared by copies.
    private(set) var shared: Shared<CarouselGeometry>
    var geometry: CarouselGeometry { shared.value }
    /// A virtual index whose leading edge is at a known unmirrored position; every other
    /// position is computed relative to it, which keeps coordinates small forever.
    private(set) var base = Base(index: 0, position: 0)
    /// Where the cycle holding `base` starts (unmirrored) and which cycle that is, for
    /// per-item sizes (uniform sizes count items from `base` itself).
    private(set) var cycleOrigin: CGFloat = 0
    private(set) var baseCycle = 0

    struct Base: Sendable, Equatable { var index: Int, position: CGFloat }

    /// The configuration. An invalid one (set field by field) gives an empty layout.
    public var configuration: Configuration {
        get { geometry.configuration }
        set { rebuild(CarouselGeometry(configuration: newValue, context: geometry.context)) }
    }

    /// The context of the last `prepare(in:)`.
    public var context: LayoutContext { geometry.context }

    /// Creates a layout (`.standard` by default: full-size items, looping, paged by item).
    public init(configuration: Configuration = .standard) {
        shared = Shared(CarouselGeometry(configuration: configuration, context: LayoutContext(viewportSize: .zero, itemCount: 0)))
    }

    // MARK: - CollectionLayout

    /// - Complexity: O(1) for uniform item sizes, O(n) for per-item sizes.
    public mutating func prepare(in context: LayoutContext) {
        rebuild(CarouselGeometry(configuration: geometry.configuration, context: context))
    }

    /// Adopts `next`, keeping the item at `base` resting where it rested (so a reload or a
    /// rotation at rest does not move the content).
    private mutating func rebuild(_ next: CarouselGeometry) {
        let previous = self
        shared = Shared(next)
        guard next.isLooping else { return setBase(Base(index: 0, position: next.leadingPadding)) }
        let index = previous.isLooping ? previous.base.index : 0
        let restingAt = previous.isLooping
            ? previous.base.position + previous.anchorWithin(item: index) - previous.geometry.viewportAnchor : next.home
        setBase(Base(index: index, position: restingAt + next.viewportAnchor - anchorWithin(item: index)))
    }

    /// Moves `base` and the values derived from it.
    private mutating func setBase(_ newBase: Base) {
        base = newBase
        guard isLooping else {
            (cycleOrigin, baseCycle) = (geometry.leadingPadding, 0)
            return
        }
        cycleOrigin = base.position - geometry.items.start(dataIndex(forVirtualIndex: base.index))
        baseCycle = base.index.floorDivided(by: itemCount)
    }

    /// A loop's whole range (twice its margin and a viewport); the items with their padding
    /// otherwise; zero when empty.
    public var contentSize: CGSize {
        isEmpty ? .zero : geometry.axis.size(main: geometry.contentMain, cross: geometry.viewportCross)
    }

    /// The items whose frames, as transformed, intersect `rect`, one per slot, in slot order.
    /// Transforms are computed for a viewport centred in `rect` (the visible rectangle, or a
    /// stage grown evenly around it), or, for a rectangle far from every slot, the viewport
    /// nearest home. The UIKit skin passes its viewport through `carouselItems(in:visibleRect:)`.
    /// - Complexity: O(items in `rect`), at most `slotCount`; O(log n) more for per-item sizes.
    public func items(in rect: CGRect) -> [LayoutItem] {
        guard let bounds = QueryRect(rect), !isEmpty else { return [] }
        let (low, high) = unmirroredRange(of: bounds)
        let (start, end) = bounds.range(along: geometry.axis)
        // On the pixel grid, as every scroll view's offset is: a rectangle grown evenly around
        // the viewport at `homeOffset` gives that viewport, not one an ulp away.
        let offset = geometry.pixels.round(start + ((end - start) - geometry.boundsMain) / 2)
        var viewport = unmirroredMain(ofOffset: geometry.axis.point(main: offset, cross: 0))
        // Slots show the positions nearest the home centre clamped into the rectangle or the
        // viewport's visible area, so the home viewport's rectangle gives `item(at:)`'s.
        let windowCentre = min(max(homeCentre, min(low, viewport)), max(high, viewport + geometry.viewportMain))
        if abs(viewport + geometry.viewportMain / 2 - windowCentre) > geometry.recenterThreshold {
            viewport = windowCentre - geometry.viewportMain / 2
        }
        var items = carouselItems(in: bounds, viewport: viewport, windowCentre: windowCentre, as: \.layoutItem)
        // Found in virtual-index order, where slots wrap once at most (…, 22, 23, 0, 1, …);
        // the protocol promises index order: rotate the wrapped tail to the front, in place.
        if let wrap = items.indices.dropFirst().first(where: { items[$0].index.item < items[$0 - 1].index.item }) {
            items[..<wrap].reverse()
            items[wrap...].reverse()
            items.reverse()
        }
        return items
    }

    /// The item in slot `index.item` as the viewport at `homeOffset` shows it (in a loop, the
    /// occurrence nearest home, where the content always is); `nil` for other slots and
    /// sections. `item(forSlot:visibleRect:)` answers for a given viewport.
    public func item(at index: ItemIndex) -> LayoutItem? {
        guard index.section == 0 else { return nil }
        return item(forSlot: index.item, unmirroredViewport: homeViewport)?.layoutItem
    }

    /// The slot whose `item(at:)` frame (untransformed) contains `point`; `nil` over spacing
    /// and outside the slots' items.
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    public func index(at point: CGPoint) -> ItemIndex? {
        guard !isEmpty, let point = QueryRect.point(point) else { return nil }
        let u = unmirroredMain(ofPoint: point)
        let window = isLooping ? slotWindow(around: homeCentre) : 0...(itemCount - 1)
        // Frames are rounded to pixels, which can move an edge half a pixel past the extent
        // the point lies in: the item there and its neighbours are the candidates.
        let candidates = (virtualItem(containing: u) - 1)...(virtualItem(containing: u) + 1)
        return candidates.clamped(to: window)
            .first { frame(ofVirtualItem: $0).contains(point) }
            .map { ItemIndex(item: slot(forVirtualIndex: $0)) }
    }

    /// Moves every item by `delta` (a loop's recentring), then re-pins `base` next to home so
    /// that positions stay small however far the content travels.
    public mutating func recenter(by delta: CGPoint) {
        guard isLooping else { return }
        let main = geometry.axis.main(Limits.point(delta))
        setBase(Base(index: base.index, position: base.position + (mirrorsMain ? -main : main)))
        let nearest = Self.nearestWhole(stopPosition(atUnmirroredOffset: geometry.home, geometry.itemStops))
        setBase(Base(index: nearest, position: origin(ofVirtualItem: nearest)))
    }

    // MARK: - Counts

    /// The number of data items.
    public var itemCount: Int { geometry.items.count }
    /// Whether the items repeat (the configuration allows it and there are enough items).
    var isLooping: Bool { geometry.isLooping }
    /// Whether there is nothing to show.
    public var isEmpty: Bool { geometry.isEmpty }
    /// The number of index-path slots a collection view must show.
    public var numberOfSlots: Int { isEmpty ? 0 : (isLooping ? slotCount : min(itemCount, slotCount)) }
    /// The slot modulus: visible virtual indices fold into `0..<slotCount`.
    var slotCount: Int { geometry.slotCount }
    /// Stops per cycle: items, or screenfuls when paging by screenful (the page control's
    /// number of pages).
    var numberOfStops: Int { isEmpty ? 0 : geometry.stops.count }

    /// The data item that virtual index `v` shows (`v` itself, clamped, if not looping).
    public func dataIndex(forVirtualIndex v: Int) -> Int {
        guard !isEmpty else { return 0 }
        return isLooping ? Self.wrap(v, count: itemCount) : min(max(v, 0), itemCount - 1)
    }

    /// The index-path slot of virtual index `v`.
    func slot(forVirtualIndex v: Int) -> Int { Self.wrap(v, count: geometry.slotCount) }

    /// The bytes the layout holds: its value, its shared geometry and per-item tables (none for
    /// uniform sizes, about 32–40 bytes per item otherwise).
    public var byteCount: Int {
        MemoryLayout<CarouselLayout>.size + MemoryLayout<CarouselGeometry>.size + geometry.tableByteCount
    }

    /// The one wrap function: position `v` of a loop shows data item `v mod count` (0 when
    /// there are no items), so there is no ×N item multiplication and nothing to reload at the
    /// wrap.
    ///
    ///     wrap(-1, count: 7) == 6     wrap(7, count: 7) == 0     wrap(15, count: 7) == 1
    public static func wrap(_ virtualIndex: Int, count: Int) -> Int {
        count > 0 ? virtualIndex.positiveModulo(count) : 0
    }

    /// The virtual index nearest `virtualIndex` that shows data index `dataIndex` in a loop of
    /// `count`: the shortest way round, ties forward (the carousel's, the looping pager's and
    /// the looping grid's rule).
    static func nearest(_ virtualIndex: Int, showing dataIndex: Int, count: Int) -> Int {
        var delta = wrap(dataIndex - virtualIndex, count: count)
        if delta > count / 2 { delta -= count }
        return virtualIndex + delta
    }
}
