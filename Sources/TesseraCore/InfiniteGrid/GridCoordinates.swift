/// The integer address of a tile in the infinite grid: column `x`, row `y`.
///
/// `x` grows to the right (to the left in a right-to-left layout) and `y` grows downwards,
/// like content coordinates. Every `Int` is a valid coordinate; the grid ends at `Int.min`
/// and `Int.max` (see `InfiniteGridLayout`).
///
///     let origin = GridCoordinates(x: 0, y: 0)
///     origin.offsetBy(x: 3, y: -1)   // (3, -1)
public struct GridCoordinates: Sendable, Hashable {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// Creates coordinates for column `x` and row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// Column 0, row 0.
    public static let zero = GridCoordinates(x: 0, y: 0)

    /// These coordinates moved by `x` columns and `y` rows, stopping at the grid's ends
    /// (`Int.min` and `Int.max`).
    public func offsetBy(x dx: Int, y dy: Int) -> GridCoordinates {
        GridCoordinates(x: x.saturatingAdd(dx), y: y.saturatingAdd(dy))
    }
}

extension Int {
    /// How far `other` (at least `self`) lies beyond `self`: exact also where that exceeds
    /// `Int.max`, as between the ends of an unbounded axis (2⁶⁴ − 1 tiles).
    func distance(upTo other: Int) -> UInt { UInt(bitPattern: other &- self) }
}
