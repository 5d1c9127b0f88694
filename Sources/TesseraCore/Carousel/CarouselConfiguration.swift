import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension CarouselLayout {
    // MARK: - Options

    /// How large each item is. The main axis is the scroll axis, the cross axis the other one.
    public enum ItemSizing: Sendable {
        /// Every item fills the area inside `insets` (a full-width banner).
        case fill
        /// Every item has this size (each side finite, positive, at most 65,536 pt). An item
        /// taller (horizontal carousel) or wider (vertical) than the area inside `insets` is
        /// scaled down, keeping its aspect ratio.
        case fixed(CGSize)
        /// Every item spans the area inside `insets` across the scroll axis and is `ratio`
        /// times as long along it: width ÷ height in a horizontal carousel, height ÷ width in
        /// a vertical one (`itemSizeScale` of `CycleCollectionView`); finite, positive, at most
        /// 65,536, and the length at most 65,536 pt.
        case aspectRatio(CGFloat)
        /// Item `i` (a data index) has `size(i)`, clamped across the scroll axis as for
        /// `fixed`; a negative or non-finite length counts as 0 and a length over 65,536 pt as
        /// 65,536. Asked once per item in `prepare(in:)`, which keeps prefix sums so that every
        /// query is a binary search. More than 2²² items (`Limits.tableItemCount`) give an
        /// empty layout.
        case perItem(@Sendable (Int) -> CGSize)
    }

    /// Where the item the carousel rests on sits in the viewport.
    public enum Alignment: Sendable, Hashable {
        /// Its leading edge at the leading inset (a shelf of cards).
        case leading
        /// Its centre at the centre of the area inside the insets (a banner with peeking
        /// neighbours).
        case centered
    }

    /// Which offsets a release may come to rest on.
    public enum Paging: Sendable, Hashable {
        /// Free deceleration: anywhere.
        case none
        /// One item at a time: every item is a stop.
        case item
        /// A screenful at a time: items are grouped, from the first item of each cycle, into
        /// as many whole items as fit inside the insets; each group is a stop.
        case screenful
    }

    /// What a carousel looks like and how it pages.
    ///
    /// Velocities are in points per second, the core's unit (UIKit's 0.4 pt/ms is 400).
    public struct Configuration: Sendable {
        /// The scroll axis. Defaults to `.horizontal`.
        public var axis: Axis
        /// Item sizes. Defaults to `.fill`.
        public var itemSizing: ItemSizing
        /// Space between consecutive items along the scroll axis, in points (finite, 0 to
        /// 65,536). Defaults to 0.
        public var minimumLineSpacing: CGFloat
        /// Insets of the item area inside the viewport (`paddingInset`). Across the scroll
        /// axis items are centred between them; along it they place the resting item. `left`
        /// is the leading edge and is mirrored in right-to-left layouts. Each finite, 0 to 65,536.
        /// Defaults to zero.
        public var insets: EdgeInsets
        /// Where the resting item sits. Defaults to `.centered`.
        public var alignment: Alignment
        /// Whether the items repeat forever in both directions. Defaults to `true`.
        public var isInfinite: Bool
        /// Whether a single item loops (it then shows beside copies of itself). Defaults to
        /// `false`: one item sits still, as users expect of a one-image banner.
        public var loopsSingleItem: Bool
        /// Where releases come to rest. Defaults to `.item`.
        public var paging: Paging
        /// Releases faster than this (points per second) move one stop in their direction,
        /// however little the content was dragged. Defaults to 400 (0.4 pt/ms).
        public var flickVelocity: CGFloat
        /// Slower releases move to the next stop once this fraction of the distance to it was
        /// dragged in the direction of the release. Defaults to ½: a slow release settles on the
        /// nearest stop, as `YJCycleCollectionViewFlowLayout` (`round(offset / stride)`) and
        /// `UIScrollView.isPagingEnabled` do.
        public var pagingThreshold: CGFloat
        /// Whether a fast fling may move several stops, as many as deceleration's projection
        /// reaches. Defaults to `false`.
        public var allowsMultipleItemScroll: Bool
        /// Releases faster than this (points per second) may move several stops when
        /// `allowsMultipleItemScroll` is on. Defaults to 2,500 (2.5 pt/ms).
        public var multipleItemScrollVelocityLimit: CGFloat
        /// How items are transformed by their distance to the resting position. Defaults to
        /// `.none`.
        public var transform: CarouselTransform

        /// Creates a configuration, rejecting values that cannot work.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        public init(axis: Axis = .horizontal, itemSizing: ItemSizing = .fill, minimumLineSpacing: CGFloat = 0,
                    insets: EdgeInsets = .zero, alignment: Alignment = .centered, isInfinite: Bool = true,
                    loopsSingleItem: Bool = false, paging: Paging = .item, flickVelocity: CGFloat = 400,
                    pagingThreshold: CGFloat = 0.5, allowsMultipleItemScroll: Bool = false,
                    multipleItemScrollVelocityLimit: CGFloat = 2500, transform: CarouselTransform = .none) throws {
            self.axis = axis
            self.itemSizing = itemSizing
            self.minimumLineSpacing = minimumLineSpacing
            self.insets = insets
            self.alignment = alignment
            self.isInfinite = isInfinite
            self.loopsSingleItem = loopsSingleItem
            self.paging = paging
            self.flickVelocity = flickVelocity
            self.pagingThreshold = pagingThreshold
            self.allowsMultipleItemScroll = allowsMultipleItemScroll
            self.multipleItemScrollVelocityLimit = multipleItemScrollVelocityLimit
            self.transform = transform
            try validate()
        }

        /// Full-size items, centred, looping, paged by item (the initializer's defaults).
        public static let standard = try! Configuration()

        // MARK: - Validation

        /// Checks every field. Lengths are at most 65,536 pt (`Limits.length`).
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        public func validate() throws {
            switch itemSizing {
            case .fill, .perItem:
                break
            case .fixed(let size):
                try Self.length(size.width, "itemSizing.fixed.width", positive: true)
                try Self.length(size.height, "itemSizing.fixed.height", positive: true)
            case .aspectRatio(let ratio):
                try Self.length(ratio, "itemSizing.aspectRatio", positive: true)
            }
            try Self.length(minimumLineSpacing, "minimumLineSpacing")
            try Validate.lengths(insets, "insets")
            try Validate.nonNegative(flickVelocity, "flickVelocity")
            guard pagingThreshold > 0, pagingThreshold < 1 else {
                throw ConfigurationError(field: "pagingThreshold", value: "\(pagingThreshold)",
                                         requirement: "a fraction between 0 and 1, exclusive")
            }
            try Validate.nonNegative(multipleItemScrollVelocityLimit, "multipleItemScrollVelocityLimit")
            try transform.validate()
        }

        /// Whether `validate()` passes.
        var isValid: Bool { (try? validate()) != nil }

        /// Checks a length: finite, ≥ 0 (> 0 if `positive`) and at most `Limits.length`.
        static func length(_ value: CGFloat, _ field: @autoclosure () -> String, positive: Bool = false) throws {
            try Validate.length(value, field(), positive: positive)
        }

        /// The deceleration a scroll view showing this carousel should use: UIKit's `.fast`
        /// when releases snap to stops, so a one-item settle takes about half a second
        /// (FSPagerView and YJCycleCollectionView set the same), `.normal` otherwise.
        public var recommendedDecelerationRate: DecelerationRate {
            paging == .none ? .normal : .fast
        }
    }
}
