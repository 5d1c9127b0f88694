import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// What every `CollectionLayout` promises, whatever it is asked (DESIGN.md rule 7), checked on
/// one prepared layout. Property tests build layouts from random (and adversarial)
/// configurations and contexts and run these checks with random rectangles, points and
/// releases; any layout can use them:
///
///     var invariants = LayoutInvariants(layout)
///     invariants.reference = { rect in model.items(in: rect) } // an independent model
///     invariants.checkGeometry()
///     invariants.checkItems(in: rect)
///     invariants.checkIndex(at: point)
///     invariants.checkTargetContentOffset(proposed: p, current: c, velocity: v)
///
/// - `items(in:)` equals the reference's items (an independent model of the layout, built
///   from its configuration and context, never from the layout's answers), when there is one,
///   for any rectangle: empty, null, huge, NaN or infinite; items come in index order, each
///   once, each overlapping;
/// - every item `items(in:)` returns is what `item(at:)` returns for its index;
/// - `index(at:)` names an item whose frame contains the point, or `nil` when no item's does,
///   and never traps;
/// - frames are finite, non-negative in size and on the pixel grid; the content size is
///   finite and non-negative;
/// - `targetContentOffset` is finite and inside the offset range.
///
/// Failures are recorded as issues (not thrown), so a property check records them, shrinks
/// the case and prints it with its seed.
struct LayoutInvariants<Layout: CollectionLayout> {
    let layout: Layout
    /// The items whose hit boxes overlap a rectangle, found the slow way by an independent
    /// model; `nil` when there is none (too many items to enumerate, a shape it does not cover).
    var reference: ((CGRect) -> [LayoutItem])?
    /// The box that decides whether an item is in a rectangle (a transformed layout's
    /// displayed frame); the frame by default.
    var hitBox: (LayoutItem) -> CGRect = { $0.frame }
    /// Whether `items(in:)` for this rectangle must match `reference` and `item(at:)` (a
    /// layout whose frames depend on the viewport answers both only for rectangles it
    /// centres its viewport in); always by default.
    var answersExactly: (CGRect) -> Bool = { _ in true }
    /// Whether `index(at:)` must agree with `item(at:)` at this point; always by default.
    var hitTestsExactly: (CGPoint) -> Bool = { _ in true }
    /// Whether `items(in:)` must come in `ItemIndex` order (the protocol's promise).
    var requiresIndexOrder = true
    /// Whether `targetContentOffset` must also give a finite offset in range for proposals
    /// outside the range and non-finite ones (layouts that document it).
    var acceptsAnyProposal = false

    /// Invariants without a reference: set `reference` to an independent model where there is one.
    init(_ layout: Layout) { self.layout = layout }

    private var scale: CGFloat { layout.context.pixelGrid.scale }

    // MARK: - Checks

    /// The content size is finite and non-negative.
    func checkGeometry() {
        let size = layout.contentSize
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            fail("content size \(size) is not finite and non-negative")
        }
    }

    /// How many items of one answer are checked one by one (the first and last half of
    /// them): an absurd rectangle may meet tens of thousands.
    static var detailedItems: Int { 1024 }

    /// `items(in: rect)` against the frame rules, `item(at:)` and the reference.
    func checkItems(in rect: CGRect) {
        let items = layout.items(in: rect)
        let detailed = items.count <= Self.detailedItems ? items[...]
            : items.prefix(Self.detailedItems / 2) + items.suffix(Self.detailedItems / 2)
        for item in detailed {
            checkFrame(item.frame, of: item.index, "items(in: \(rect))")
            if !hitBox(item).overlaps(rect) { fail("items(in: \(rect)) returned \(item.index) at \(item.frame), outside it") }
        }
        if requiresIndexOrder {
            for (previous, next) in zip(items, items.dropFirst()) where !(previous.index < next.index) {
                return fail("items(in: \(rect)) is not in strictly increasing index order: \(previous.index) before \(next.index)")
            }
        } else if Set(items.map(\.index)).count != items.count {
            fail("items(in: \(rect)) returned an index twice")
        }
        guard answersExactly(rect) else { return }
        for item in detailed where layout.item(at: item.index) != item {
            fail("items(in: \(rect)) gave \(item), item(at: \(item.index)) gives \(String(describing: layout.item(at: item.index)))")
        }
        guard let reference else { return }
        let expected = reference(rect).filter { hitBox($0).overlaps(rect) }.sorted { $0.index < $1.index }
        let actual = items.sorted { $0.index < $1.index }
        if actual.map(\.index) != expected.map(\.index) {
            let missing = Set(expected.map(\.index)).subtracting(actual.map(\.index)).sorted()
            let extra = Set(actual.map(\.index)).subtracting(expected.map(\.index)).sorted()
            fail("items(in: \(rect)) differs from the brute-force filter: missing \(missing.prefix(8)), extra \(extra.prefix(8))")
        } else if actual.map(\.frame) != expected.map(\.frame) {
            fail("items(in: \(rect)) frames differ from item(at:)'s")
        }
    }

    /// `index(at: point)` names an item containing the point, or none when no item does.
    func checkIndex(at point: CGPoint) {
        let index = layout.index(at: point)
        guard hitTestsExactly(point) else { return }
        if let index {
            guard let item = layout.item(at: index) else { return fail("index(at: \(point)) is \(index), which has no item") }
            if !item.frame.contains(point) { fail("index(at: \(point)) is \(index) at \(item.frame), not containing it") }
        } else if let reference {
            let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -1, dy: -1)
            if let hit = reference(probe).first(where: { $0.frame.contains(point) }) {
                fail("index(at: \(point)) is nil over item \(hit.index) at \(hit.frame)")
            }
        }
    }

    /// A release comes to rest at a finite offset inside the offset range. `proposed` is
    /// clamped into the range first (the protocol's precondition) unless the layout accepts
    /// any proposal.
    func checkTargetContentOffset(proposed: CGPoint, current: CGPoint, velocity: CGPoint) {
        let (low, high) = offsetRange
        var proposals = [CGPoint(x: Self.clamp(proposed.x, low.x, high.x), y: Self.clamp(proposed.y, low.y, high.y))]
        if acceptsAnyProposal { proposals.append(proposed) }
        for proposal in proposals {
            let target = layout.targetContentOffset(proposed: proposal, current: current, velocity: velocity)
            let tolerance = layout.context.pixelGrid.tolerance + 1e-9 * max(abs(high.x), abs(high.y), 1)
            guard target.x.isFinite, target.y.isFinite,
                  target.x >= low.x - tolerance, target.x <= high.x + tolerance,
                  target.y >= low.y - tolerance, target.y <= high.y + tolerance else {
                return fail("targetContentOffset(proposed: \(proposal), current: \(current), velocity: \(velocity)) is \(target), outside \(low)...\(high)")
            }
        }
    }

    /// The offsets a scroll view rests between: UIKit's, from the context and content size.
    var offsetRange: (low: CGPoint, high: CGPoint) {
        let insets = layout.context.contentInsets, size = layout.contentSize, viewport = layout.context.viewportSize
        let low = CGPoint(x: -insets.left, y: -insets.top)
        return (low, CGPoint(x: max(low.x, size.width + insets.right - viewport.width),
                             y: max(low.y, size.height + insets.bottom - viewport.height)))
    }

    // MARK: - Helpers

    /// A frame is finite, not negative in size, and on the pixel grid.
    func checkFrame(_ frame: CGRect, of index: ItemIndex, _ origin: @autoclosure () -> String) {
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.width.isFinite, frame.size.height.isFinite,
              frame.size.width >= 0, frame.size.height >= 0 else {
            return fail("\(origin()): \(index) has frame \(frame)")
        }
        // A CGRect holds an origin and a size: its far edge is their sum, exact only to the
        // ulps of the larger (a 3·10¹⁸ pt indicator ending near 0 ends within 512 pt of it).
        let spanX = max(abs(frame.origin.x), frame.size.width), spanY = max(abs(frame.origin.y), frame.size.height)
        if !(isOnPixelGrid(frame.minX) && isOnPixelGrid(frame.minY)
             && isOnPixelGrid(frame.maxX, summedFrom: spanX) && isOnPixelGrid(frame.maxY, summedFrom: spanY)) {
            fail("\(origin()): \(index) has frame \(frame), off the \(scale)× pixel grid")
        }
    }

    /// Whether `value` is a whole number of pixels, to its own precision and, for a sum, to
    /// the precision of its largest term (`summedFrom`).
    func isOnPixelGrid(_ value: CGFloat, summedFrom term: CGFloat = 0) -> Bool {
        let pixels = value * scale
        return abs(pixels - pixels.rounded()) <= max(1e-6, abs(pixels) * 1e-12, 4 * (term * scale).ulp)
    }

    static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        value.isNaN ? low : min(max(value, low), high)
    }

    func fail(_ message: String) {
        Issue.record(Comment(rawValue: message))
    }
}

/// Invalid configurations throw a `ConfigurationError` naming the first invalid field and its
/// value (`rejects`); valid ones are accepted.
func checkValidation<Configuration>(_ make: () throws -> Configuration,
                                    rejects expected: (field: String, value: String)?) {
    do {
        _ = try make()
        if let expected { Issue.record("accepted invalid \(expected.field) = \(expected.value)") }
    } catch let error as ConfigurationError {
        if let expected {
            if error.field != expected.field || error.value != expected.value {
                Issue.record("threw \(error), expected \(expected.field) = \(expected.value)")
            }
        } else {
            Issue.record("rejected a valid configuration: \(error)")
        }
    } catch {
        Issue.record("threw \(error), which is not a ConfigurationError")
    }
}

// MARK: - Self-sizing

extension LayoutInvariants where Layout == AnyPresentation {
    /// A cell measuring itself moves nothing that ends above its line (a grid's row, a mosaic's
    /// group; the item itself in a list or waterfall): every item whose frame ends at or above
    /// the line's top, within `window` points of it, keeps its frame (what the user already saw
    /// does not move when a height below it arrives).
    /// - Returns: the presentation after the measurement.
    static func checkMeasurement(of index: ItemIndex, height: CGFloat, in presentation: Layout,
                                 window: CGFloat = 2_000) -> Layout {
        var measured = presentation
        guard let top = presentation.lineExtent(of: index)?.lowerBound else {
            _ = measured.setMeasuredHeight(height, forItemAt: index)
            return measured
        }
        let above = presentation.items(in: CGRect(x: -1e6, y: top - window, width: 2e6, height: window))
            .filter { $0.frame.maxY <= top && !($0.index == index && $0.elementKind == .cell) }
        _ = measured.setMeasuredHeight(height, forItemAt: index)
        for item in above {
            let now = item.elementKind == .cell ? measured.item(at: item.index)
                : measured.supplementaryItem(ofKind: item.elementKind, at: item.index)
            if now != item {
                Issue.record("measuring \(index) at \(height) moved \(item.index) above it: \(item.frame) → \(String(describing: now?.frame))")
            }
        }
        return measured
    }
}
