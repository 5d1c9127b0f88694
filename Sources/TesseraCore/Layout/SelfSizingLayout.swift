import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A layout whose cells may size themselves, in UIKit's order: a cell is dequeued with the
/// layout's (estimated) frame, reports the height it fits (`preferredLayoutAttributesFitting`),
/// the layout says whether that changes anything and, if so, records it and answers with an
/// invalidation that moves the content offset so that what the user is looking at stays put.
///
/// The UIKit skin forwards `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
/// to ``shouldInvalidate(forPreferredHeight:ofItemAt:)`` and
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` to
/// ``invalidate(forPreferredHeight:ofItemAt:contentOffset:)``, setting the context's
/// `contentOffsetAdjustment` and `contentSizeAdjustment` from the answer.
public protocol SelfSizingLayout: CollectionLayout {
    /// Whether a cell that prefers `height` changes the layout.
    func shouldInvalidate(forPreferredHeight height: CGFloat, ofItemAt index: ItemIndex) -> Bool

    /// Records `height` for the item at `index`, with the content at `contentOffset`, and says
    /// how to move the offset; `nil` when nothing changed.
    mutating func invalidate(forPreferredHeight height: CGFloat, ofItemAt index: ItemIndex,
                             contentOffset: CGPoint) -> SelfSizingInvalidation?

    /// Whether the cell of the item at `index`, on screen already, must be asked for its height
    /// again: the layout takes its cell's height but has none for the width it lays the item
    /// out at now (the width changed — a rotation — or the cell was shown during a switch,
    /// when no height is taken). UIKit asks a cell once when it is dequeued; the skin
    /// invalidates such items so that it asks again. Defaults to `false`.
    func needsCellHeight(at index: ItemIndex) -> Bool
}

extension SelfSizingLayout {
    public func needsCellHeight(at index: ItemIndex) -> Bool { false }
}

/// What a self-sizing layout answers for one measured cell: the item whose height changed and
/// how far to move the content offset (`contentOffsetAdjustment`) and how much the content
/// grew (`contentSizeAdjustment`).
public struct SelfSizingInvalidation: Sendable, Equatable {
    /// The item measured.
    public var item: ItemIndex
    /// Add this to the content offset.
    public var contentOffsetAdjustment: CGPoint
    /// The content size changed by this.
    public var contentSizeAdjustment: CGSize

    /// Creates an invalidation.
    public init(item: ItemIndex, contentOffsetAdjustment: CGPoint, contentSizeAdjustment: CGSize) {
        self.item = item
        self.contentOffsetAdjustment = contentOffsetAdjustment
        self.contentSizeAdjustment = contentSizeAdjustment
    }
}
