import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The one snapping rule, against the rules the paged grid and the carousel had before they
/// shared it (kept here as references), over many releases.
@Suite("SnapRule")
struct SnapRuleTests {
    /// The paged grid's former rule: slower than the flick velocity, the nearest page; a
    /// flick, the next page its way; more per flick as projection reaches, up to a limit.
    private func pagedGridReference(_ g: CGFloat, projected: CGFloat, speed: CGFloat, flick: CGFloat,
                                    maximum: Int, epsilon: CGFloat) -> Int {
        var target: Int
        if abs(speed) < flick { target = Int(g.rounded()) }
        else if speed > 0 { target = Int((g - epsilon).rounded(.up)) }
        else { target = Int((g + epsilon).rounded(.down)) }
        let extra = maximum - 1
        if extra > 0, abs(speed) >= flick {
            let reach = Int(projected.rounded())
            target = speed > 0 ? min(max(target, reach), target + extra) : max(min(target, reach), target - extra)
        }
        return target
    }

    /// The carousel's former rule, with its paging threshold and the drag's direction.
    private func carouselReference(_ g: CGFloat, projected: CGFloat, speed: CGFloat, flick: CGFloat, threshold: CGFloat,
                                   multiple: CGFloat?, direction: ReleaseDirection, epsilon: CGFloat) -> Int {
        if abs(speed) > flick {
            var target = speed > 0 ? Int((g - epsilon).rounded(.up)) : Int((g + epsilon).rounded(.down))
            if let multiple, abs(speed) > multiple {
                let reach = Int(projected.rounded())
                target = speed > 0 ? max(target, reach) : min(target, reach)
            }
            return target
        }
        let heading: ReleaseDirection = speed > 0 ? .forward : (speed < 0 ? .backward : direction)
        switch heading {
        case .forward:
            let from = (g + epsilon).rounded(.down)
            return Int(from) + (g - from >= threshold ? 1 : 0)
        case .backward:
            let from = (g - epsilon).rounded(.up)
            return Int(from) - (from - g >= threshold ? 1 : 0)
        case .none:
            return Int(g.rounded())
        }
    }

    @Test func matchesThePagedGridsRule_awayFromExactHalves() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<20_000 {
            let g = CGFloat.random(in: -3...12, using: &random)
            guard abs(g - g.rounded(.down) - 0.5) > 1e-6 else { continue }
            let projected = g + CGFloat.random(in: -8...8, using: &random)
            let speed = CGFloat.random(in: -5000...5000, using: &random)
            let maximum = Int.random(in: 1...4, using: &random)
            let rule = SnapRule(flickVelocity: 400, threshold: 0.5, maximumStopsPerFlick: maximum)
            #expect(rule.targetStop(from: g, projected: projected, speed: speed, tolerance: 0.001)
                    == pagedGridReference(g, projected: projected, speed: speed, flick: 400, maximum: maximum,
                                          epsilon: 0.001))
        }
    }

    @Test func matchesTheCarouselsRule_awayFromTheFlickVelocity() {
        var random = SeededGenerator(seed: 11)
        let directions: [ReleaseDirection] = [.forward, .backward, .none]
        for _ in 0..<20_000 {
            let g = CGFloat.random(in: -5...5, using: &random)
            let projected = g + CGFloat.random(in: -8...8, using: &random)
            let speed = Bool.random(using: &random) ? 0 : CGFloat.random(in: -6000...6000, using: &random)
            guard abs(abs(speed) - 400) > 1e-6, abs(abs(speed) - 2500) > 1e-6 else { continue }
            let multiple: CGFloat? = Bool.random(using: &random) ? 2500 : nil
            let direction = directions[Int.random(in: 0..<3, using: &random)]
            let rule = SnapRule(flickVelocity: 400, threshold: 1.0 / 3.0,
                                maximumStopsPerFlick: multiple == nil ? 1 : .max, multiStopVelocity: multiple ?? 0)
            #expect(rule.targetStop(from: g, projected: projected, speed: speed, direction: direction, tolerance: 0.001)
                    == carouselReference(g, projected: projected, speed: speed, flick: 400, threshold: 1.0 / 3.0,
                                         multiple: multiple, direction: direction, epsilon: 0.001))
        }
    }

    /// One rule at the threshold: exactly the flick velocity is a flick (UIKit's "at least
    /// 0.4 pt/ms"), for every component.
    @Test func exactlyTheFlickVelocity_isAFlick() {
        let rule = SnapRule()
        #expect(rule.targetStop(from: 2.1, projected: 2.3, speed: 400) == 3)
        #expect(rule.targetStop(from: 2.1, projected: 2.3, speed: 399.99) == 2)
        #expect(rule.targetStop(from: 2.9, projected: 2.7, speed: -400) == 2)
    }
}
