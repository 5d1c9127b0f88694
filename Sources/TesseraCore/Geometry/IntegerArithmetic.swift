/// Integer helpers for unbounded indices: grid coordinates, which an app may move past
/// `Int.max`, add saturating; and the one floor-divide / wrap pair that maps unbounded indices
/// (a loop's virtual items, an infinite grid's tiles) onto finite ones.

// MARK: - Saturating addition, floor division and wrapping

extension Int {
    /// `self + other`, clamped to `Int.min...Int.max`.
    func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
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
