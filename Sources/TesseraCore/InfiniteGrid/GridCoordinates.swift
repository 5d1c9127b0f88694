/// The integer address of a tile in the infinite grid: column `x`, row `y`.
///
/// `x` grows to the right (to the left in a right-to-left layout) and `y` grows downwards,
/// like content coordinates. Every `Int` is a valid coordinate; the grid ends at `Int.min`
/// and `Int.max` (see `InfiniteGridLayout`), so no arithmetic on coordinates ever overflows.
///
///     let origin = GridCoordinates(x: 0, y: 0)
///     origin.offsetBy(x: 3, y: -1)   // (3, -1)
public struct GridCoordinates: Sendable, Hashable, CustomStringConvertible {
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

    /// These coordinates moved by `x` columns and `y` rows, saturating at the `Int` limits
    /// (the edges of the grid) instead of overflowing.
    public func offsetBy(x dx: Int, y dy: Int) -> GridCoordinates {
        GridCoordinates(x: x.saturatingAdd(dx), y: y.saturatingAdd(dy))
    }

    /// "(x, y)".
    public var description: String { "(\(x), \(y))" }
}

// MARK: - Saturating arithmetic

extension Int {
    /// `self + other`, clamped to `Int.min...Int.max`.
    func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }

    /// `self - other`, clamped to `Int.min...Int.max`.
    func saturatingSubtract(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        guard overflow else { return difference }
        return other < 0 ? .max : .min
    }

    /// `self * other`, clamped to `Int.min...Int.max`.
    func saturatingMultiply(_ other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        guard overflow else { return product }
        return (self < 0) == (other < 0) ? .max : .min
    }

    /// `self` divided by `divisor` (> 0), rounded towards negative infinity.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && self < 0) ? quotient - 1 : quotient
    }

    /// `self` modulo `divisor` (> 0), always in `0..<divisor`.
    func positiveModulo(_ divisor: Int) -> Int {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
