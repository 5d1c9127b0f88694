import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Items in a row (or column) that can loop forever, paged by item or by screenful — a
/// banner, an onboarding pager, a product shelf.
///
/// **Looping without copies.** Positions are numbered by unbounded *virtual* indices and
/// virtual index `v` shows data item `CarouselLayout.wrap(v, count:)`. Only the items near the
/// viewport are ever computed, so 10⁹ items cost what 3 do. The content is a fixed 2¹⁹ pt
/// (plus a viewport) long; `CarouselBehavior` recentres the offset, and `recenter(by:)` moves
/// every item with it, so |offset| stays below 2²⁰ pt forever while nothing moves on screen.
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
    private(set) var shared: Shared
    var geometry: CarouselGeometry { shared.geometry }
    /// A virtual index whose leading edge is at a known unmirrored position; every other
    /// position is computed relative to it, which keeps coordinates small forever.
    private(set) var base = Base(index: 0, position: 0)
    /// Where the cycle holding `base` starts (unmirrored) and which cycle that is, for
    /// per-item sizes (uniform sizes count items from `base` itself).
    private(set) var cycleOrigin: CGFloat = 0
    private(set) var baseCycle = 0

    final class Shared: Sendable {
        let geometry: CarouselGeometry
        init(_ geometry: CarouselGeometry) { self.geometry = geometry }
    }

    /// A virtual index pinned at an unmirrored main-axis position.
    struct Base: Sendable, Equatable {
        var index: Int
        var position: CGFloat
    }

    /// The carousel's configuration. Setting an invalid one gives an empty layout; validate
    /// with `Configuration.validate()` or the throwing initializer.
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

    /// 2¹⁹ pt plus a viewport along the axis when looping (the offset rests around the
    /// middle); the items with their padding otherwise; zero when empty.
    public var contentSize: CGSize {
        isEmpty ? .zero : geometry.axis.size(main: geometry.contentMain, cross: geometry.viewportCross)
    }

    /// The items whose frames, as transformed, intersect `rect`, in index (slot) order, one
    /// per slot (what a brute force over every slot's `item(at:)` returns, for any rectangle
    /// holding the home viewport's centre or near it).
    ///
    /// Transforms are computed for a viewport centred in `rect` (its visible area moved by
    /// uneven content insets as a scroll view's is): exactly the visible rectangle when the
    /// engine asks for it, and the right one for a rectangle grown evenly around it (the
    /// gallery's stage). A rectangle whose centre is further than `recenterThreshold` from
    /// the slots it can show gets the transforms of the viewport nearest the home offset.
    /// The UIKit skin passes the real viewport through `carouselItems(in:visibleRect:)`.
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

    /// The item in slot `index.item` as the viewport at `homeOffset` shows it: the occurrence
    /// nearest the home offset in a loop (where the content always is, within
    /// `recenterThreshold`), the item with that index otherwise. `nil` for slots outside
    /// `0..<numberOfSlots` and in any section but 0. Use `item(forSlot:visibleRect:)` when you
    /// know the viewport.
    public func item(at index: ItemIndex) -> LayoutItem? {
        guard index.section == 0 else { return nil }
        return item(forSlot: index.item, unmirroredViewport: homeViewport)?.layoutItem
    }

    /// The slot whose `item(at:)` frame (untransformed) contains `point`; `nil` over spacing,
    /// outside the items, and in a loop beyond the `slotCount` positions around the home
    /// offset, where the content always is.
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

    /// Moves every item by `delta` (from `CarouselBehavior`'s `.recenter`), then re-pins
    /// `base` next to the home offset so that positions stay small however far the content
    /// travels. Ignored unless the carousel loops.
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
    /// Whether the items repeat (configuration allows it and there are enough items).
    public var isLooping: Bool { geometry.isLooping }
    /// Whether there is nothing to show.
    public var isEmpty: Bool { geometry.isEmpty }
    /// The number of index-path slots a collection view must show: `slotCount` in a loop,
    /// `min(itemCount, slotCount)` otherwise, 0 when empty.
    public var numberOfSlots: Int {
        isEmpty ? 0 : (isLooping ? geometry.slotCount : min(itemCount, geometry.slotCount))
    }
    /// The slot modulus: visible virtual indices fold into `0..<slotCount`.
    var slotCount: Int { geometry.slotCount }
    /// Stops per cycle: items, or screenfuls when paging by screenful (the page control's
    /// number of pages).
    public var numberOfStops: Int { isEmpty ? 0 : geometry.stops.count }

    /// The data item that virtual index `v` shows (`v` itself, clamped, if not looping).
    public func dataIndex(forVirtualIndex v: Int) -> Int {
        guard !isEmpty else { return 0 }
        return isLooping ? Self.wrap(v, count: itemCount) : min(max(v, 0), itemCount - 1)
    }

    /// The index-path slot of virtual index `v`.
    func slot(forVirtualIndex v: Int) -> Int { Self.wrap(v, count: geometry.slotCount) }

    /// The bytes the layout holds: its value, the geometry it shares with its copies, and
    /// its per-item tables (0 for uniform sizes, about 32–40 bytes per item otherwise). For
    /// memory comparisons.
    public var byteCount: Int {
        MemoryLayout<CarouselLayout>.size + MemoryLayout<CarouselGeometry>.size + geometry.tableByteCount
    }

    /// The one wrap function: the data index a virtual index shows.
    ///
    /// A looping carousel numbers its positions with unbounded *virtual* indices (…, −1, 0,
    /// 1, …); position `v` shows data item `v mod count`. Nothing else in Tessera maps a
    /// position to an item, so there is no ×N item multiplication and nothing to reload at
    /// the wrap.
    ///
    ///     wrap(-1, count: 7) == 6     wrap(7, count: 7) == 0     wrap(15, count: 7) == 1
    ///
    /// - Returns: a value in `0..<count`, or 0 when `count` is not positive.
    public static func wrap(_ virtualIndex: Int, count: Int) -> Int {
        count > 0 ? virtualIndex.positiveModulo(count) : 0
    }
}
