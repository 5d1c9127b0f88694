import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where an item is relative to the resting position, handed to transforms: `progress` is 0
/// for the item the carousel rests on, 1 for the next in reading order, −1 for the previous,
/// continuous while scrolling, and measured in items (the same with variable item sizes).
public struct CarouselItemProgress: Sendable, Equatable {
    /// Signed distance to the resting position, in items, in reading order.
    public var progress: CGFloat
    /// The same distance in points along the scroll axis, in reading order.
    public var distance: CGFloat
    /// +1 when reading order runs towards +x / +y on screen, −1 towards −x (right to left):
    /// reading-order values times it are screen values.
    public var screenSign: CGFloat
    /// The scroll axis.
    public var axis: Axis
    /// The item's virtual index (unbounded in a loop).
    public var virtualIndex: Int
    /// The item's data index.
    public var dataIndex: Int

    /// Creates a progress value.
    public init(progress: CGFloat, distance: CGFloat, screenSign: CGFloat, axis: Axis,
                virtualIndex: Int, dataIndex: Int) {
        (self.progress, self.distance, self.screenSign) = (progress, distance, screenSign)
        (self.axis, self.virtualIndex, self.dataIndex) = (axis, virtualIndex, dataIndex)
    }

    /// A translation of `readingOrderDistance` points along the scroll axis, in screen space.
    public func translation(alongAxis readingOrderDistance: CGFloat) -> CGPoint {
        axis.point(main: readingOrderDistance * screenSign, cross: 0)
    }
}

/// What a transform does to one item: a transform about its centre, opacity and stacking.
public struct ItemAppearance: Sendable, Equatable {
    /// Scale, rotations and translation. Defaults to the identity.
    public var transform: ItemTransform
    /// Opacity from 0 to 1. Defaults to 1.
    public var alpha: CGFloat
    /// Stacking order; higher is drawn on top. Defaults to 0.
    public var zIndex: Int

    /// Creates an appearance.
    public init(transform: ItemTransform = .identity, alpha: CGFloat = 1, zIndex: Int = 0) {
        (self.transform, self.alpha, self.zIndex) = (transform, alpha, zIndex)
    }

    /// An untransformed, opaque item.
    public static let plain = ItemAppearance()
}

/// Transform presets computed from each item's `CarouselItemProgress`.
public enum CarouselTransform: Sendable {
    /// No transform.
    case none
    /// Items shrink linearly to `minimumScale` one item away from the resting position.
    case linearScale(minimumScale: CGFloat)
    /// Items fade linearly to `minimumAlpha` one item away from the resting position.
    case fade(minimumAlpha: CGFloat)
    /// Cover flow: items turn about the vertical axis by up to `maximumAngle` radians and
    /// are pulled towards the centre by `overlap` of their distance, so neighbours overlap.
    /// Vertical carousels only overlap (ItemTransform has no rotation about x).
    case coverFlow(maximumAngle: CGFloat, overlap: CGFloat)
    /// Stacked cards: upcoming items wait behind the resting one, each `offset` points
    /// further along and `scaleStep` smaller, `visibleCount` of them (1 to 1,000);
    /// passed items slide away.
    case stackedCards(visibleCount: Int, offset: CGFloat, scaleStep: CGFloat)
    /// Your own effect. `reach` is how many items beyond the viewport your transform may
    /// pull into view (0 if it never moves items inward; at most 1,000). What it returns comes
    /// through a gate: non-finite values are replaced (scale 1, no rotation or translation,
    /// alpha 1) and alpha is clamped to 0…1.
    case custom(reach: Int, @Sendable (CarouselItemProgress) -> ItemAppearance)

    /// Cover flow with a 50° tilt and 35% overlap.
    public static let standardCoverFlow = CarouselTransform.coverFlow(maximumAngle: 50 * .pi / 180, overlap: 0.35)
    /// Three stacked cards, 12 pt and 6% apart.
    public static let standardStackedCards = CarouselTransform.stackedCards(visibleCount: 3, offset: 12, scaleStep: 0.06)

    // MARK: - Applying

    /// The appearance of an item at `item`'s progress.
    public func appearance(for item: CarouselItemProgress) -> ItemAppearance {
        let near = min(abs(item.progress), 1)
        switch self {
        case .none:
            return .plain
        case .linearScale(let minimumScale):
            return ItemAppearance(transform: ItemTransform(scale: 1 - (1 - minimumScale) * near),
                                  zIndex: Self.zIndex(item.progress))
        case .fade(let minimumAlpha):
            return ItemAppearance(alpha: 1 - (1 - minimumAlpha) * near)
        case .coverFlow(let angle, let overlap):
            // The tilt follows the screen side, so a right-to-left carousel mirrors it.
            let side = min(max(item.progress * item.screenSign, -1), 1)
            let tilt = item.axis == .horizontal ? -side * angle : 0
            let transform = ItemTransform(rotationY: tilt, translation: item.translation(alongAxis: -item.distance * overlap))
            return ItemAppearance(transform: transform, zIndex: Self.zIndex(item.progress))
        case .stackedCards(let count, let offset, let scaleStep):
            guard item.progress > 0 else {
                // The card leaving the stack slides over it.
                return ItemAppearance(zIndex: Self.zIndex(0) + 1)
            }
            let depth = min(item.progress, CGFloat(count))
            let back = -item.distance + depth * offset
            let alpha = item.progress <= CGFloat(count) ? 1 : max(0, 1 - (item.progress - CGFloat(count)))
            return ItemAppearance(transform: ItemTransform(scale: 1 - depth * scaleStep,
                                                          translation: item.translation(alongAxis: back)),
                                  alpha: alpha, zIndex: Self.zIndex(item.progress))
        case .custom(_, let appearance):
            return appearance(item).sanitized
        }
    }

    /// The nearest item is drawn on top: 1000 at the resting position, one less per 1% of
    /// an item further away (at most 9 items).
    static func zIndex(_ progress: CGFloat) -> Int {
        1000 - Int(min(abs(progress), 9) * 100, rounding: .towardZero)
    }

    // MARK: - Reach

    /// How far beyond the viewport (points, before / after in reading order) items may be
    /// whose transformed frames still show in it. Queries look that much further.
    /// `anchor` is where in the viewport the resting item's anchor sits (from its leading
    /// edge): distances are measured from it, so a leading carousel has all of the viewport
    /// after it.
    func reach(viewportLength: CGFloat, anchor: CGFloat, maximumStride: CGFloat) -> (before: CGFloat, after: CGFloat) {
        switch self {
        case .none, .linearScale, .fade:
            return (0, 0)
        case .coverFlow(_, let overlap):
            // Pulled in by `overlap` of its distance, an item at distance d shows at d(1 − o):
            // one that shows a length L beyond the anchor is up to (L + stride)/(1 − o) away.
            func extra(_ length: CGFloat) -> CGFloat {
                (max(0, length) + maximumStride) * overlap / (1 - overlap) + maximumStride
            }
            return (extra(anchor), extra(viewportLength - anchor))
        case .stackedCards(let count, let offset, _):
            // Cards up to `count + 1` items past the anchor show, stacked `offset` apart from
            // it: each is drawn at most `count·|offset| + (count + 1)·stride` from where it
            // is, either way (tiny items with a 12 pt offset move forward, past the cards
            // after them).
            let extra = CGFloat(count) * abs(offset) + CGFloat(count + 1) * maximumStride
            return (extra, extra)
        case .custom(let reach, _):
            let extra = CGFloat(reach) * maximumStride
            return (extra, extra)
        }
    }

    /// How much further than `reach` items may be per point a rectangle extends beyond the
    /// viewport: cover flow's pull grows with distance (o / (1 − o)); the other presets pull
    /// items a bounded distance, or not at all.
    var reachGrowth: CGFloat {
        guard case .coverFlow(_, let overlap) = self else { return 0 }
        return overlap / (1 - overlap)
    }

    /// Checks the preset's parameters.
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    func validate() throws {
        switch self {
        case .none:
            break
        case .linearScale(let minimumScale):
            try Validate.number(minimumScale, "transform.linearScale.minimumScale", in: 0...1)
        case .fade(let minimumAlpha):
            try Validate.number(minimumAlpha, "transform.fade.minimumAlpha", in: 0...1)
        case .coverFlow(let angle, let overlap):
            try Validate.number(angle, "transform.coverFlow.maximumAngle", in: -.pi / 2 ... .pi / 2)
            try Validate.number(overlap, "transform.coverFlow.overlap", in: 0...0.9)
        case .stackedCards(let count, let offset, let scaleStep):
            try Validate.integer(count, "transform.stackedCards.visibleCount", in: 1...Limits.transformReach)
            try CarouselLayout.Configuration.length(offset, "transform.stackedCards.offset")
            guard scaleStep.isFinite, scaleStep >= 0, CGFloat(count) * scaleStep < 1 else {
                throw ConfigurationError(field: "transform.stackedCards.scaleStep", value: "\(scaleStep)",
                                         requirement: "≥ 0 with visibleCount × scaleStep < 1")
            }
        case .custom(let reach, _):
            try Validate.integer(reach, "transform.custom.reach", in: 0...Limits.transformReach)
        }
    }

    /// Whether items look the same wherever the content is (no need to re-query per frame).
    public var isIdentity: Bool {
        if case .none = self { return true }
        return false
    }
}

extension ItemAppearance {
    /// This appearance with non-finite values replaced (scale 1, no rotation or
    /// translation, alpha 1, alpha clamped to 0…1): what a layout hands on from a custom
    /// transform, so that no frame or transform it answers is NaN or infinite.
    var sanitized: ItemAppearance {
        var result = self
        let t = transform
        if !t.scale.isFinite { result.transform.scale = 1 }
        if !t.rotation.isFinite { result.transform.rotation = 0 }
        if !t.rotationY.isFinite { result.transform.rotationY = 0 }
        if !t.translation.x.isFinite { result.transform.translation.x = 0 }
        if !t.translation.y.isFinite { result.transform.translation.y = 0 }
        result.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
        return result
    }
}
