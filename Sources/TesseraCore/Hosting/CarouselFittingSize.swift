import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The size a carousel asks for when its parent lets it choose (SwiftUI's `sizeThatFits` with
/// an unspecified dimension: a carousel in a vertical `ScrollView` gets a width and no height).
///
/// A proposed finite length is taken as it is; an unspecified or infinite one is the
/// carousel's own: across its axis, the item's extent plus the insets; along it, a fixed
/// item's length plus the insets. An accessory below the items (a page control) adds its
/// height. Items that fill the carousel or have sizes per item have no extent of their own.
///
///     horizontal, fixed 300 × 160, insets 8 top / 8 bottom, page control 26:
///     ┌──────────── proposed width ────────────┐
///     │ 8                                      │
///     │   ┌──────────┐ ┌──────────┐ ┌──────    │  height = 8 + 160 + 8 + 26 = 202
///     │   │   160    │ │          │ │          │
///     │   └──────────┘ └──────────┘ └──────    │
///     │ 8                                      │
///     │               • ○ ○ ○  26              │
///     └────────────────────────────────────────┘
public enum CarouselFittingSize {
    /// The size for `configuration` given a proposal (`nil`: unspecified), or `nil` when the
    /// carousel has no size of its own for an unspecified dimension.
    /// - Parameter accessoryHeight: points below the items (a page control), 0 without one.
    public static func size(for configuration: CarouselLayout.Configuration, proposedWidth: CGFloat?,
                            proposedHeight: CGFloat?, accessoryHeight: CGFloat = 0) -> CGSize? {
        let axis = configuration.axis
        let proposed = (main: finite(axis == .horizontal ? proposedWidth : proposedHeight),
                        cross: finite(axis == .horizontal ? proposedHeight : proposedWidth))
        let extent = itemExtent(configuration, proposedMain: proposed.main, proposedCross: proposed.cross)
        let insets = configuration.insets
        // The accessory sits below the items: it adds to the height, whichever the axis.
        let belowMain = axis == .vertical ? max(0, accessoryHeight) : 0
        let belowCross = axis == .horizontal ? max(0, accessoryHeight) : 0
        guard let main = proposed.main ?? extent.main.map({ $0 + insets.total(along: axis) + belowMain }),
              let cross = proposed.cross ?? extent.cross.map({ $0 + insets.total(along: axis.cross) + belowCross })
        else { return nil }
        return axis.size(main: main, cross: cross)
    }

    /// An item's own lengths along and across the axis, when it has them.
    private static func itemExtent(_ configuration: CarouselLayout.Configuration, proposedMain: CGFloat?,
                                   proposedCross: CGFloat?) -> (main: CGFloat?, cross: CGFloat?) {
        let axis = configuration.axis, insets = configuration.insets
        switch configuration.itemSizing {
        case .fixed(let size):
            return (axis.main(size), axis.cross.main(size))
        case .aspectRatio(let ratio) where ratio > 0:
            // Along = ratio × across: the item that fills the proposed length along the axis.
            if let proposedMain {
                return (nil, max(0, proposedMain - insets.total(along: axis)) / ratio)
            }
            return (proposedCross.map { max(0, $0 - insets.total(along: axis.cross)) * ratio }, nil)
        case .fill, .aspectRatio, .perItem:
            return (nil, nil)
        }
    }

    private static func finite(_ length: CGFloat?) -> CGFloat? {
        guard let length, length.isFinite, length >= 0 else { return nil }
        return length
    }
}
