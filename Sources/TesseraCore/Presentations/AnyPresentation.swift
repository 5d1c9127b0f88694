import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Any presentation, so one collection can hold and switch among several (built-in or an
/// app's own).
///
///     var presentation = AnyPresentation(ListPresentation())
///     presentation.prepare(in: context)
///     let grid = AnyPresentation(GridPresentation())
///     let offset = PresentationAnchor.contentOffset(switchingFrom: presentation, to: grid,
///                                                   contentOffset: current)
public struct AnyPresentation: Presentation {
    /// The wrapped presentation.
    public private(set) var base: any Presentation

    /// Wraps `base` (an `AnyPresentation` is not wrapped twice).
    public init(_ base: some Presentation) {
        if let any = base as? AnyPresentation { self = any } else { self.base = base }
    }

    public var kind: PresentationKind { base.kind }
    public var context: LayoutContext { base.context }
    public var contentSize: CGSize { base.contentSize }

    public mutating func prepare(in context: LayoutContext) { base.prepare(in: context) }
    public func items(in rect: CGRect) -> [LayoutItem] { base.items(in: rect) }
    public func item(at index: ItemIndex) -> LayoutItem? { base.item(at: index) }
    public func index(at point: CGPoint) -> ItemIndex? { base.index(at: point) }

    public func targetContentOffset(proposed: CGPoint, current: CGPoint, velocity: CGPoint) -> CGPoint {
        base.targetContentOffset(proposed: proposed, current: current, velocity: velocity)
    }

    public mutating func recenter(by delta: CGPoint) { base.recenter(by: delta) }
    public mutating func prepare(forVisibleRect visibleRect: CGRect) { base.prepare(forVisibleRect: visibleRect) }

    public func supplementaryItem(ofKind kind: LayoutElementKind, at index: ItemIndex) -> LayoutItem? {
        base.supplementaryItem(ofKind: kind, at: index)
    }

    /// Whether the wrapped presentation has measured heights (and so takes `appendItems`).
    public var isMeasured: Bool { base is any MeasuredPresentation }

    /// Appends measured items when the wrapped presentation is a ``MeasuredPresentation``;
    /// otherwise does nothing and returns an empty range.
    /// - Complexity: that of the wrapped presentation's `appendItems(heights:toSection:)`.
    @discardableResult
    public mutating func appendItems(heights: [CGFloat], toSection section: Int) -> Range<Int> {
        guard var measured = base as? any MeasuredPresentation else { return 0..<0 }
        // Drop the second reference first, so the measured storage is mutated in place
        // rather than copied (O(n)) on write.
        base = EmptyPresentation()
        let added = measured.appendItems(heights: heights, toSection: section)
        base = measured
        return added
    }
}

/// A placeholder with nothing to show.
struct EmptyPresentation: Presentation {
    var kind: PresentationKind { "empty" }
    var context = LayoutContext(viewportSize: .zero, itemCount: 0)
    var contentSize: CGSize { .zero }
    mutating func prepare(in context: LayoutContext) { self.context = context }
    func items(in rect: CGRect) -> [LayoutItem] { [] }
    func item(at index: ItemIndex) -> LayoutItem? { nil }
}
