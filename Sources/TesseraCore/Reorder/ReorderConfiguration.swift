import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a held item behaves: how long it must be pressed, how it looks lifted, where and how
/// long it must be held to turn a page.
public struct ReorderConfiguration: Sendable, Hashable {
    /// How long a finger presses an item before it lifts, in seconds (the long-press
    /// recognizer's `minimumPressDuration`). Defaults to 0.5.
    public var minimumPressDuration: TimeInterval = 0.5
    /// How long the held item must stay in an edge zone before the page turns, and between
    /// two turns while it stays there, in seconds. Defaults to 0.5.
    public var edgeDwell: TimeInterval = 0.5
    /// How deep the edge zones are, in points from the viewport's leading and trailing edges
    /// along the page axis. Defaults to 32.
    public var edgeWidth: CGFloat = 32
    /// How much the lifted item grows. Defaults to 1.1.
    public var liftScale: CGFloat = 1.1
    /// How fast the content of a continuously scrolling layout (a presentation) scrolls under
    /// an item held at the very edge, in points per second (see
    /// ``edgeScrollSpeed(atDepth:)``). Defaults to 1,200.
    public var maximumEdgeScrollSpeed: CGFloat = 1_200

    /// Creates a configuration, rejecting values that cannot work.
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public init(minimumPressDuration: TimeInterval = 0.5, edgeDwell: TimeInterval = 0.5, edgeWidth: CGFloat = 32,
                liftScale: CGFloat = 1.1, maximumEdgeScrollSpeed: CGFloat = 1_200) throws {
        self.minimumPressDuration = minimumPressDuration
        self.edgeDwell = edgeDwell
        self.edgeWidth = edgeWidth
        self.liftScale = liftScale
        self.maximumEdgeScrollSpeed = maximumEdgeScrollSpeed
        try validate()
    }

    private init() {}

    /// Half a second to lift and to turn a page, 32 pt edge zones, a 10% lift.
    public static let standard = ReorderConfiguration()

    /// Checks every field: durations from 0 to an hour, an edge width within `Limits.length`,
    /// a lift scale from 0.1 to 10, an edge scroll speed from 0 to 50,000 pt/s.
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public func validate() throws {
        try Validate.number(minimumPressDuration, "minimumPressDuration", in: 0...3_600)
        try Validate.number(edgeDwell, "edgeDwell", in: 0...3_600)
        try Validate.length(edgeWidth, "edgeWidth")
        try Validate.number(liftScale, "liftScale", in: 0.1...10)
        try Validate.number(maximumEdgeScrollSpeed, "maximumEdgeScrollSpeed", in: 0...50_000)
    }

    /// How fast the content scrolls under an item held `depth` into an edge zone, in points per
    /// second: `maximumEdgeScrollSpeed · depth²`, where `depth` is 0 where the zone begins and 1
    /// at the visible area's edge (and beyond it, over a bar or the home indicator).
    ///
    /// Quadratic, so the first half of the zone is for fine placing (a quarter of the speed at
    /// most) and the outer half for travelling; continuous, so a finger sliding deeper speeds
    /// up without a jump.
    ///
    ///     speed ▲                    ·  maximum
    ///           │                 ·
    ///           │            ·
    ///           │   ·  ·
    ///           └─────────────────────▶ depth
    ///           0     zone begins     1
    public func edgeScrollSpeed(atDepth depth: CGFloat) -> CGFloat {
        let d = depth.isNaN ? 0 : min(max(depth, 0), 1)
        return maximumEdgeScrollSpeed * d * d
    }
}
