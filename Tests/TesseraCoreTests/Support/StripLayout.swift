import Foundation
@testable import TesseraCore
@testable import TesseraTesting

/// A minimal layout for engine tests: one row of fixed-size items, which can be recentred.
struct StripLayout: CollectionLayout {
    var itemSize = CGSize(width: 100, height: 200)
    var spacing: CGFloat = 0
    /// Where item 0 starts; `recenter(by:)` moves it.
    var origin: CGFloat = 0
    private(set) var context = LayoutContext(viewportSize: .zero, itemCount: 0)

    mutating func prepare(in context: LayoutContext) { self.context = context }

    private var stride: CGFloat { itemSize.width + spacing }

    var contentSize: CGSize {
        let count = CGFloat(context.itemCount)
        return count > 0 ? CGSize(width: count * stride - spacing, height: itemSize.height) : .zero
    }

    func items(in rect: CGRect) -> [LayoutItem] {
        guard context.itemCount > 0 else { return [] }
        let first = max(0, Self.clamped(((rect.minX - origin) / stride).rounded(.down)))
        let last = min(context.itemCount - 1, Self.clamped(((rect.maxX - origin) / stride).rounded(.down)))
        guard first <= last else { return [] }
        return (first...last).compactMap { item(at: ItemIndex(item: $0)) }.filter { $0.frame.overlaps(rect) }
    }

    /// `Int(value)`, saturating (and 0 for NaN) instead of trapping far out.
    private static func clamped(_ value: CGFloat) -> Int {
        guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? .max : .min) }
        return Int(exactly: value) ?? (value > 0 ? .max : .min)
    }

    func item(at index: ItemIndex) -> LayoutItem? {
        guard index.section == 0, index.item >= 0, index.item < context.itemCount else { return nil }
        return LayoutItem(index: index, frame: CGRect(x: origin + CGFloat(index.item) * stride, y: 0,
                                                      width: itemSize.width, height: itemSize.height))
    }

    mutating func recenter(by delta: CGPoint) { origin += delta.x }
}

typealias StripEngine = CollectionEngine<PlainScrolling<StripLayout>>

func makeStripEngine(items: Int = 100, viewport: CGSize = canonicalViewport) -> StripEngine {
    StripEngine(layout: StripLayout(), behavior: PlainScrolling(), viewportSize: viewport, itemCount: items)
}

/// Plain scrolling of content that recentres (as a loop does): the adapter plays its releases,
/// and a `.recenter` effect can be sent at any moment.
struct RecenteringScrolling: ScrollBehavior {
    typealias Layout = StripLayout
    typealias Effect = ScrollCommand
    static func command(for effect: ScrollCommand) -> ScrollCommand? { effect }
    func recentersContent(layout: StripLayout) -> Bool { true }
}

func makeRecenteringStripEngine(items: Int = 1000) -> CollectionEngine<RecenteringScrolling> {
    CollectionEngine(layout: StripLayout(), behavior: RecenteringScrolling(), viewportSize: canonicalViewport,
                     itemCount: items)
}

/// A behaviour that adds nothing to plain scrolling.
struct PlainScrolling<Layout: CollectionLayout>: ScrollBehavior {
    typealias Effect = ScrollCommand
    static func command(for effect: ScrollCommand) -> ScrollCommand? { effect }
}
