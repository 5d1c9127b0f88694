/// Integer helpers shared by every component: saturating arithmetic (coordinates and counts
/// that must never trap on overflow) and the one floor-divide / wrap pair that maps unbounded
/// indices (a loop's virtual items, an infinite grid's tiles) onto finite ones.

// MARK: - Saturating arithmetic, floor division and wrapping

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

    /// `self` divided by `divisor` (> 0), rounded towards negative infinity: the cycle or
    /// stride an unbounded index falls in (virtual indices are negative left of 0).
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && self < 0) ? quotient - 1 : quotient
    }

    /// `self` modulo `divisor` (> 0), always in `0..<divisor`: the one wrap of an unbounded
    /// index onto `divisor` items.
    func positiveModulo(_ divisor: Int) -> Int {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}

// MARK: - Converting floating-point values

extension Int {
    /// `value` rounded towards zero and clamped to `range`, or `nan` if `value` is NaN.
    ///
    /// `Int(someCGFloat)` traps on NaN, on infinities and on anything at or beyond 2⁶³, all
    /// of which a public entry point can be handed (an offset of 1e30, a NaN rectangle); every
    /// conversion of a computed page, tile or cell number goes through this instead.
    static func clamping<F: BinaryFloatingPoint>(_ value: F, to range: ClosedRange<Int>, nan: Int) -> Int {
        guard !value.isNaN else { return nan }
        // F(bound) may round away from the bound (Int.max becomes 2⁶³); comparing against the
        // rounded bound first keeps `Int(value)` in range, and the final min/max makes it exact.
        if value <= F(range.lowerBound) { return range.lowerBound }
        if value >= F(range.upperBound) { return range.upperBound }
        return Swift.min(Swift.max(Int(value), range.lowerBound), range.upperBound)
    }
}
