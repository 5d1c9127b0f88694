import Foundation
import PropertyBased
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A carousel, its context and what to ask it, decoded from random choices: ordinary
/// carousels mostly, and every degenerate and adversarial value a fuzzer would try (NaN,
/// infinite, 1e300 and `Int.max` configurations, contexts, rectangles, points and releases),
/// handed to the layout as they are: the gate brings them in.
///
/// A carousel lays items out for a viewport (transforms depend on the distance to it), and
/// `item(at:)` answers for the viewport at `homeOffset`; so the brute-force and `item(at:)`
/// comparisons use rectangles centred on that viewport, and every other rectangle is checked
/// for the rules that hold everywhere (finite, on-pixel, overlapping, each slot once).
struct CarouselCase: CustomStringConvertible, Sendable {
    var axis = Axis.horizontal
    var itemSizing = "fill"
    var itemSize = CGSize(width: 200, height: 160)
    var aspectRatio: CGFloat = 1.5
    var minimumLineSpacing: CGFloat = 0
    var insets = EdgeInsets.zero
    var alignment = CarouselLayout.Alignment.centered
    var isInfinite = true, loopsSingleItem = false, allowsMultipleItemScroll = false
    var paging = CarouselLayout.Paging.item
    var flickVelocity: CGFloat = 400, pagingThreshold: CGFloat = 1.0 / 3.0, multipleItemScrollVelocityLimit: CGFloat = 2500
    var transform = "none"
    var context = LayoutContext(viewportSize: .zero, itemCount: 0)
    var rects: [CGRect] = []
    var points: [CGPoint] = []
    var releases: [(current: CGPoint, proposed: CGPoint, velocity: CGPoint)] = []
    var choices: Choices

    init(_ c: inout Choices) {
        choices = c
        axis = c.pick([.horizontal, .vertical])
        itemSizing = c.pick(["fill", "fixed", "aspectRatio"])
        itemSize = CGSize(width: c.length { CGFloat($0.int(in: 20...600)) / 2 }, height: c.length { CGFloat($0.int(in: 20...600)) / 2 })
        aspectRatio = c.length { CGFloat($0.int(in: 1...40)) / 8 }
        minimumLineSpacing = c.length { $0.steps(40, of: 1) }
        insets = !c.chance(25) ? .zero : EdgeInsets(top: c.length({ $0.steps(30, of: 1) }, invalidPercent: 1),
                                                     left: c.length({ $0.steps(30, of: 1) }, invalidPercent: 1),
                                                     bottom: c.length({ $0.steps(30, of: 1) }, invalidPercent: 1),
                                                     right: c.length({ $0.steps(30, of: 1) }, invalidPercent: 1))
        alignment = c.pick([.centered, .leading])
        isInfinite = !c.chance(30)
        loopsSingleItem = c.chance(20)
        paging = c.pick([.item, .none, .screenful])
        flickVelocity = c.length { $0.pick([400, 0, 1500]) }
        pagingThreshold = [1.0 / 3.0, c.pick([0.5, 0.1, 0.99]), c.pick([0, 1, -0.5, .nan, .infinity])][c.weighted([85, 10, 5])]
        allowsMultipleItemScroll = c.chance(25)
        multipleItemScrollVelocityLimit = c.length { $0.pick([2500, 0, 600]) }
        transform = c.pick(["none", "linearScale", "fade", "coverFlow", "stackedCards"])
        let count = !c.chance(8) ? c.pick([0, 1, 2, 3, 5, 7, 10, 40]) : c.pick([100, 1000, 1_000_000_000, Int.max, -3])
        let base = PagedGridCase.context(&c)
        context = LayoutContext(viewportSize: base.viewportSize, contentInsets: base.contentInsets, itemCount: count,
                                layoutDirection: base.layoutDirection, displayScale: base.pixelGrid.scale)
        guard let layout = layout else { return }
        let home = homeViewport(of: layout)
        rects = (0..<2).map { _ in
            let dx = c.pick([CGFloat(0), 10, -50, 120, -home.width / 2 + 1]), dy = c.pick([CGFloat(0), 25, -30, 200])
            return home.insetBy(dx: dx, dy: dy)
        } + (0..<2).map { _ in c.rect(around: home) }
        points = (0..<4).map { _ in c.point(around: home) }
        releases = (0..<3).map { _ in (c.point(around: home), c.point(around: home), c.velocity()) }
    }

    var carouselTransform: CarouselTransform {
        switch transform {
        case "linearScale": .linearScale(minimumScale: 0.8)
        case "fade": .fade(minimumAlpha: 0.4)
        case "coverFlow": .standardCoverFlow
        case "stackedCards": .standardStackedCards
        default: .none
        }
    }

    var sizing: CarouselLayout.ItemSizing {
        switch itemSizing {
        case "fixed": .fixed(itemSize)
        case "aspectRatio": .aspectRatio(aspectRatio)
        default: .fill
        }
    }

    /// The first field `validate()` must name, in its order, or `nil` for a valid carousel.
    /// Lengths are finite, at most 65,536 pt, and positive or non-negative.
    var expectedInvalidField: (field: String, value: String)? {
        func positive(_ value: CGFloat) -> Bool { value.isFinite && value > 0 && value <= 65_536 }
        func nonNegative(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 && value <= 65_536 }
        if itemSizing == "fixed", !positive(itemSize.width) { return ("itemSizing.fixed.width", "\(itemSize.width)") }
        if itemSizing == "fixed", !positive(itemSize.height) { return ("itemSizing.fixed.height", "\(itemSize.height)") }
        if itemSizing == "aspectRatio", !positive(aspectRatio) { return ("itemSizing.aspectRatio", "\(aspectRatio)") }
        if !nonNegative(minimumLineSpacing) { return ("minimumLineSpacing", "\(minimumLineSpacing)") }
        for (edge, value) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
        where !nonNegative(value) {
            return ("insets.\(edge)", "\(value)")
        }
        if !(flickVelocity.isFinite && flickVelocity >= 0) { return ("flickVelocity", "\(flickVelocity)") }
        if !(pagingThreshold.isFinite && pagingThreshold > 0 && pagingThreshold < 1) {
            return ("pagingThreshold", "\(pagingThreshold)")
        }
        if !(multipleItemScrollVelocityLimit.isFinite && multipleItemScrollVelocityLimit >= 0) {
            return ("multipleItemScrollVelocityLimit", "\(multipleItemScrollVelocityLimit)")
        }
        return nil
    }

    func makeConfiguration() throws -> CarouselLayout.Configuration {
        try CarouselLayout.Configuration(axis: axis, itemSizing: sizing, minimumLineSpacing: minimumLineSpacing, insets: insets,
                                         alignment: alignment, isInfinite: isInfinite, loopsSingleItem: loopsSingleItem,
                                         paging: paging, flickVelocity: flickVelocity, pagingThreshold: pagingThreshold,
                                         allowsMultipleItemScroll: allowsMultipleItemScroll,
                                         multipleItemScrollVelocityLimit: multipleItemScrollVelocityLimit,
                                         transform: carouselTransform)
    }

    var layout: CarouselLayout? {
        guard let configuration = try? makeConfiguration() else { return nil }
        var layout = CarouselLayout(configuration: configuration)
        layout.prepare(in: context)
        return layout
    }

    func homeViewport(of layout: CarouselLayout) -> CGRect {
        CGRect(origin: layout.homeOffset, size: context.viewportSize)
    }

    /// The items an independent model (`ReferenceCarousel`: sizes summed one by one from item
    /// 0, resting at `homeOffset`) puts in a rectangle, as the slots a collection view knows
    /// them by; `nil` where the model does not apply (transforms, which move items off their
    /// frames; content insets, which the model leaves out; a display scale off the whole-point
    /// home, 2.608×, where the model's rounded home would move it; more than 100 items or 512
    /// slots, too many to sum).
    func reference(for layout: CarouselLayout) -> ((CGRect) -> [LayoutItem])? {
        let count = layout.itemCount, slots = layout.numberOfSlots
        guard transform == "none", context.contentInsets == .zero, context.pixelGrid.scale.rounded() == context.pixelGrid.scale,
              count > 0, count <= 100, slots <= 512,
              let c = try? makeConfiguration() else { return nil }
        let visible = context.visibleContentSize
        let band = CGSize(width: visible.width - insets.horizontal, height: visible.height - insets.vertical)
        let size: CGSize
        switch c.itemSizing {
        case .fixed(let fixed): size = fixed
        case .aspectRatio(let ratio):
            let cross = axis == .horizontal ? band.height : band.width, main = min(cross * ratio, 65_536)
            size = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
        default: size = band
        }
        let model = ReferenceCarousel(sizes: Array(repeating: size, count: count), spacing: minimumLineSpacing,
                                      insets: insets, axis: axis, centered: alignment == .centered,
                                      infinite: isInfinite && (count >= 2 || loopsSingleItem), context: context,
                                      home: layout.homeOffset, window: slots / 2, loopsSingleItem: loopsSingleItem)
        return { rect in
            model.items(in: rect).map { LayoutItem(index: ItemIndex(item: CarouselLayout.wrap($0.virtualIndex, count: slots)),
                                                   frame: $0.frame) }
        }
    }

    var description: String {
        """
        CarouselCase(axis: \(axis), itemSizing: \(itemSizing), itemSize: \(itemSize), aspectRatio: \(aspectRatio), \
        minimumLineSpacing: \(minimumLineSpacing), insets: \(insets), alignment: \(alignment), isInfinite: \(isInfinite), \
        loopsSingleItem: \(loopsSingleItem), paging: \(paging), flickVelocity: \(flickVelocity), \
        pagingThreshold: \(pagingThreshold), allowsMultipleItemScroll: \(allowsMultipleItemScroll), \
        multipleItemScrollVelocityLimit: \(multipleItemScrollVelocityLimit), transform: \(transform),
          context: \(context),
          rects: \(rects), points: \(points), releases: \(releases),
          \(choices))
        """
    }
}

/// Each family of invariants runs on its own, so that one failing family does not hide the
/// others (a property check stops at its first failing case).
struct CarouselProperties {
    enum Family: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// Invalid configurations throw, naming the field and value.
        case validation
        /// Content size; `items(in:)`: frames, overlap, each slot once, brute force, `item(at:)`.
        case items
        /// `index(at:)` names an item containing the point, or `nil` when none does.
        case hitTesting
        /// `targetContentOffset` is finite and inside the offset range.
        case targeting
        /// `items(in:)` comes in index order, as `CollectionLayout` promises.
        case indexOrder

        var testDescription: String { rawValue }
    }

    static func check(_ testCase: CarouselCase, _ family: Family) {
        if family == .validation { return checkValidation(testCase.makeConfiguration, rejects: testCase.expectedInvalidField) }
        guard let layout = testCase.layout else { return }
        let home = testCase.homeViewport(of: layout)
        var invariants = LayoutInvariants(layout)
        invariants.requiresIndexOrder = family == .indexOrder
        invariants.hitBox = displayedFrame
        invariants.answersExactly = { rect in
            family == .items && rect.midX.isFinite && rect.midY.isFinite
                && abs(rect.midX - home.midX) < 1e-6 && abs(rect.midY - home.midY) < 1e-6
        }
        invariants.hitTestsExactly = { home.contains($0) }
        switch family {
        case .validation:
            break
        case .items, .indexOrder:
            invariants.checkGeometry()
            for rect in testCase.rects { invariants.checkItems(in: rect) }
            if family == .items, let reference = testCase.reference(for: layout) {
                // Where a slot's occurrence is unambiguous: rectangles no longer than the viewport.
                let viewportMain = testCase.axis.main(layout.context.visibleContentSize)
                for rect in testCase.rects where invariants.answersExactly(rect) && testCase.axis.length(of: rect) <= viewportMain {
                    checkAgainstReference(layout.items(in: rect), reference(rect), in: rect, pixel: 1 / layout.context.pixelGrid.scale)
                }
            }
        case .hitTesting:
            for point in testCase.points { invariants.checkIndex(at: point) }
        case .targeting:
            for release in testCase.releases {
                invariants.checkTargetContentOffset(proposed: release.proposed, current: release.current,
                                                    velocity: release.velocity)
            }
        }
    }


    /// `items(in:)` against the independent model, to the pixel: the model sums the same
    /// lengths in another order, so an edge exactly on a half pixel may round either way.
    /// Every item the model shows more than a pixel inside `rect` is returned, none more than a
    /// pixel outside it is, and each returned frame is within a pixel of the model's.
    static func checkAgainstReference(_ items: [LayoutItem], _ model: [LayoutItem], in rect: CGRect, pixel onePixel: CGFloat) {
        // A pixel, give or take the rounding of edges far from the origin (a third of a point
        // at 262,144 pt differs from 1/3 by 2·10⁻¹¹).
        let pixel = onePixel * (1 + 1e-9)
        let returned = Dictionary(items.map { ($0.index, $0.frame) }, uniquingKeysWith: { first, _ in first })
        for expected in model {
            let clearlyIn = expected.frame.insetBy(dx: pixel, dy: pixel).overlaps(rect)
            if let frame = returned[expected.index] {
                if abs(frame.minX - expected.frame.minX) > pixel || abs(frame.maxX - expected.frame.maxX) > pixel
                    || abs(frame.minY - expected.frame.minY) > pixel || abs(frame.maxY - expected.frame.maxY) > pixel {
                    Issue.record("items(in: \(rect)): \(expected.index) at \(frame), the model puts it at \(expected.frame)")
                }
            } else if clearlyIn {
                Issue.record("items(in: \(rect)) misses \(expected.index), which the model shows at \(expected.frame)")
            }
        }
        let near = Set(model.filter { $0.frame.insetBy(dx: -pixel, dy: -pixel).overlaps(rect) }.map(\.index))
        for index in returned.keys where !near.contains(index) {
            Issue.record("items(in: \(rect)) returned \(index), which the model does not show there")
        }
    }

    /// The bounding box after scaling and translating about the centre
    /// (`CarouselItem.displayedFrame`), from the layout item alone.
    static func displayedFrame(_ item: LayoutItem) -> CGRect {
        let frame = item.frame, transform = item.transform
        // Untransformed, the frame itself: rebuilt from its centre it can move an ulp, onto a
        // neighbour it only touches (an item ending exactly where the rectangle starts).
        if transform.scale == 1, transform.translation == .zero { return frame }
        let width = frame.width * abs(transform.scale), height = frame.height * abs(transform.scale)
        return CGRect(x: frame.midX + transform.translation.x - width / 2,
                      y: frame.midY + transform.translation.y - height / 2, width: width, height: height)
    }
}
