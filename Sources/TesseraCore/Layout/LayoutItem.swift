import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where and how one item is shown (the core's `UICollectionViewLayoutAttributes`).
public struct LayoutItem: Sendable, Equatable {
    /// Which item this is.
    public var index: ItemIndex
    /// A cell, or a supplementary view (a header, a tab indicator) or decoration of some kind.
    /// Defaults to `.cell`.
    public var elementKind: LayoutElementKind
    /// The item's frame in content coordinates, before `transform`.
    public var frame: CGRect
    /// Items with a higher z-index are drawn above others. Defaults to 0.
    public var zIndex: Int
    /// Opacity from 0 to 1. Defaults to 1.
    public var alpha: CGFloat
    /// Scale and rotation about the frame's centre. Defaults to the identity.
    public var transform: ItemTransform

    /// Creates a layout item.
    public init(index: ItemIndex, frame: CGRect, zIndex: Int = 0, alpha: CGFloat = 1,
                transform: ItemTransform = .identity, elementKind: LayoutElementKind = .cell) {
        self.index = index
        self.elementKind = elementKind
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
        self.transform = transform
    }
}

/// What kind of view a layout item stands for, as `UICollectionViewLayoutAttributes`
/// distinguishes cells, supplementary views (identified by an element-kind string such as a
/// section header) and decoration views.
///
/// The kind's name is a `StaticString` (a pointer and a length), not a `String`: a
/// `LayoutItem` then holds no reference, so arrays of them are copied and destroyed without
/// reference counting, which is most of what a visible-items query costs per frame.
public struct LayoutElementKind: Sendable, Hashable, CustomStringConvertible {
    /// The three families of views a collection view shows.
    public enum Category: UInt8, Sendable, Hashable {
        case cell, supplementaryView, decorationView
    }

    /// Which family the view belongs to.
    public let category: Category
    private let staticName: StaticString

    init(category: Category, name: StaticString) {
        self.category = category
        self.staticName = name
    }

    /// The element kind string (empty for cells), e.g. `"header"`.
    public var name: String { staticName.description }

    /// A cell.
    public static let cell = LayoutElementKind(category: .cell, name: "")

    /// A supplementary view of kind `name` (a section header, a tab strip's indicator).
    public static func supplementary(_ name: StaticString) -> LayoutElementKind {
        LayoutElementKind(category: .supplementaryView, name: name)
    }

    /// A decoration view of kind `name` (a section background).
    static func decoration(_ name: StaticString) -> LayoutElementKind {
        LayoutElementKind(category: .decorationView, name: name)
    }

    public static func == (lhs: LayoutElementKind, rhs: LayoutElementKind) -> Bool {
        guard lhs.category == rhs.category else { return false }
        return lhs.staticName.withUTF8Buffer { left in rhs.staticName.withUTF8Buffer { left.elementsEqual($0) } }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        staticName.withUTF8Buffer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    public var description: String { category == .cell ? "cell" : name }
}

/// A transform about an item's centre, expressible both as a `CATransform3D` on iOS and as
/// an SVG transform.
public struct ItemTransform: Sendable, Equatable {
    /// Uniform scale. Defaults to 1.
    public var scale: CGFloat
    /// Rotation in the screen plane, radians, clockwise. Defaults to 0.
    public var rotation: CGFloat
    /// Rotation about the vertical axis (a cover-flow tilt), radians; seen in perspective from
    /// `perspectiveDistance`. Defaults to 0.
    public var rotationY: CGFloat
    /// Translation applied after scaling and rotating. Defaults to zero.
    public var translation: CGPoint

    /// How far the eye is from the screen, in points, when a tilted item is drawn in
    /// perspective (Core Animation's `m34 = -1 / d`): 500 pt, the distance cover-flow
    /// carousels conventionally use, close enough for a tilt to read as depth.
    public static let perspectiveDistance: CGFloat = 500

    /// Creates a transform.
    public init(scale: CGFloat = 1, rotation: CGFloat = 0, rotationY: CGFloat = 0,
                translation: CGPoint = CGPoint(x: 0, y: 0)) {
        self.scale = scale
        self.rotation = rotation
        self.rotationY = rotationY
        self.translation = translation
    }

    /// No transform.
    public static let identity = ItemTransform()

    /// Whether this transform changes nothing.
    public var isIdentity: Bool { self == .identity }
}
