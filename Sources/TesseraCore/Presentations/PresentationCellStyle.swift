import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a cell may read about where it is shown: the presentation's kind and the shape of
/// its frame.
///
/// The tutorial's cell lays its image and title out side by side when the cell is more than
/// twice as wide as it is tall, and stacked otherwise; ``aspect`` is that decision, made once
/// in the core so every cell and every presentation agree.
public struct PresentationCellStyle: Sendable, Hashable {
    /// The shape of a cell's frame.
    public enum Aspect: Sendable, Hashable {
        /// Wider than twice its height: lay content out side by side (a list row).
        case horizontal
        /// Anything else: stack content (a grid tile).
        case vertical

        /// The tutorial's rule: `.horizontal` when `width > 2 × height`.
        public init(size: CGSize) {
            self = size.width > 2 * size.height ? .horizontal : .vertical
        }
    }

    /// The presentation the cell is shown in.
    public var kind: PresentationKind
    /// The shape of the cell's frame.
    public var aspect: Aspect

    /// Creates a style.
    public init(kind: PresentationKind, aspect: Aspect) {
        self.kind = kind
        self.aspect = aspect
    }
}
