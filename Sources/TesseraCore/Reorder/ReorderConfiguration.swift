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

    /// Creates a configuration, rejecting values that cannot work.
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public init(minimumPressDuration: TimeInterval = 0.5, edgeDwell: TimeInterval = 0.5, edgeWidth: CGFloat = 32,
                liftScale: CGFloat = 1.1) throws {
        self.minimumPressDuration = minimumPressDuration
        self.edgeDwell = edgeDwell
        self.edgeWidth = edgeWidth
        self.liftScale = liftScale
        try validate()
    }

    private init() {}

    /// Half a second to lift and to turn a page, 32 pt edge zones, a 10% lift.
    public static let standard = ReorderConfiguration()

    /// Checks every field: durations from 0 to an hour, an edge width within `Limits.length`,
    /// a lift scale from 0.1 to 10.
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public func validate() throws {
        try Validate.number(minimumPressDuration, "minimumPressDuration", in: 0...3_600)
        try Validate.number(edgeDwell, "edgeDwell", in: 0...3_600)
        try Validate.length(edgeWidth, "edgeWidth")
        try Validate.number(liftScale, "liftScale", in: 0.1...10)
    }
}
