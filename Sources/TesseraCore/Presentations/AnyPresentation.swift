import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Any presentation as one value type, so a switch can hold both of its ends (built-in or an
/// app's own, or a switching layout frozen where it was).
struct AnyPresentation: Presentation {
    /// The wrapped presentation.
    private(set) var base: any Presentation

    /// Wraps `base` (an `AnyPresentation` is not wrapped twice).
    init(_ base: some Presentation) {
        if let any = base as? AnyPresentation { self = any } else { self.base = base }
    }

    var kind: PresentationKind { base.kind }
    var context: LayoutContext { base.context }
    var contentSize: CGSize { base.contentSize }

    mutating func prepare(in context: LayoutContext) { base.prepare(in: context) }
    func items(in rect: CGRect) -> [LayoutItem] { base.items(in: rect) }
    func item(at index: ItemIndex) -> LayoutItem? { base.item(at: index) }
    func index(at point: CGPoint) -> ItemIndex? { base.index(at: point) }

    func targetContentOffset(proposed: CGPoint, current: CGPoint, velocity: CGPoint) -> CGPoint {
        base.targetContentOffset(proposed: proposed, current: current, velocity: velocity)
    }

    func supplementaryItem(ofKind kind: LayoutElementKind, at index: ItemIndex) -> LayoutItem? {
        base.supplementaryItem(ofKind: kind, at: index)
    }

    /// Whether the wrapped presentation has measured heights (and so takes `appendItems`).
    var isMeasured: Bool { base is any MeasuredPresentation }

    /// Appends measured items when the wrapped presentation is a measured one; otherwise does
    /// nothing and returns an empty range.
    /// - Complexity: that of the wrapped presentation's `appendItems(heights:toSection:)`.
    @discardableResult
    mutating func appendItems(heights: [CGFloat], toSection section: Int) -> Range<Int> {
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
