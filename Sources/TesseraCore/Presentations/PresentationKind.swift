import Foundation

/// Which presentation a collection shows: a name cells and apps can read and compare.
///
/// The four built-in presentations have their own kinds; a presentation an app writes names
/// its own (`let cards: PresentationKind = "cards"`). A cell reads the kind (with its aspect, see
/// ``PresentationCellStyle``) to arrange its content, as the tutorial's cell switches its stack
/// view between a row and a column.
public struct PresentationKind: Sendable, Hashable, RawRepresentable, ExpressibleByStringLiteral,
                                CustomStringConvertible {
    /// The kind's name.
    public let rawValue: String

    /// Creates a kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a kind from a string literal: `let cards: PresentationKind = "cards"`.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Full-width rows (``ListPresentation``).
    public static let list: PresentationKind = "list"
    /// Rows of equal items (``GridPresentation``).
    public static let grid: PresentationKind = "grid"
    /// A repeating pattern of groups (``MosaicPresentation``).
    public static let mosaic: PresentationKind = "mosaic"
    /// Columns of measured items (``WaterfallPresentation``).
    public static let waterfall: PresentationKind = "waterfall"

    public var description: String { rawValue }
}
