import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The tutorial's paging rule (`YJCycleCollectionViewFlowLayout`): a release faster than
/// 0.4 pt/ms goes to the next item in its direction; any slower one settles on the nearest
/// item, `round(offset / (itemWidth + lineSpacing))`. Each case both ways, left to right and
/// right to left, under every plausible UIKit (the layout asked first or the delegate, either
/// velocity unit, any still-release and touch-up order). The banner: 7 items, stride 220 pt.
@Suite("Carousel: the tutorial's slow-release rule")
struct CarouselSlowReleaseRuleTests {
    /// One release: dragged `fraction` of a stride forward (backward when `forward` is off,
    /// mirrored right to left), released at `speed` pt/ms along the drag (against it when
    /// negative), then the item the carousel rests on, as a step from item 0.
    enum Release: CaseIterable, CustomTestStringConvertible {
        case slowAt40Percent, slowAt60Percent, slowAt60PercentDriftingBack, flickAt10Percent, notQuiteAFlickAt10Percent

        var fraction: CGFloat {
            switch self {
            case .slowAt40Percent: 0.4
            case .slowAt60Percent, .slowAt60PercentDriftingBack: 0.6
            case .flickAt10Percent, .notQuiteAFlickAt10Percent: 0.1
            }
        }

        /// Points per millisecond, along the drag.
        var speed: CGFloat {
            switch self {
            case .slowAt40Percent, .slowAt60Percent: 0.1
            case .slowAt60PercentDriftingBack: -0.1
            case .flickAt10Percent: 0.41
            case .notQuiteAFlickAt10Percent: 0.39
            }
        }

        /// Items moved in the drag's direction.
        var expectedStep: Int {
            switch self {
            case .slowAt40Percent, .notQuiteAFlickAt10Percent: 0
            case .slowAt60Percent, .slowAt60PercentDriftingBack, .flickAt10Percent: 1
            }
        }

        var testDescription: String { "\(self)" }
    }

    static let cases: [(Release, Bool, LayoutDirection, UIKitModel)] =
        Release.allCases.flatMap { release in
            [true, false].flatMap { forward in
                [LayoutDirection.leftToRight, .rightToLeft].flatMap { direction in
                    UIKitModel.allPlausible.map { (release, forward, direction, $0) }
                }
            }
        }

    @Test(arguments: cases)
    func aRelease_restsWhereTheTutorialsLayoutRestsIt(release: Release, forward: Bool, direction: LayoutDirection,
                                                       uikit: UIKitModel) throws {
        var engine = try makeCarouselEngine(items: 7, direction: direction, uikit: uikit)
        // Forward in reading order is towards higher offsets left to right, lower right to left.
        let sign: CGFloat = (forward ? 1 : -1) * (direction == .rightToLeft ? -1 : 1)
        let drag = sign * release.fraction * 220
        engine.fling(by: CGPoint(x: drag, y: 0), velocity: CGPoint(x: sign * release.speed * 1000, y: 0))
        engine.runUntilIdle()
        let step = forward ? release.expectedStep : -release.expectedStep
        #expect(engine.behavior.currentIndex == CarouselLayout.wrap(step, count: 7))
        #expect(engine.contentOffset == engine.layout.restingOffset(forStop: engine.behavior.currentStop))
        #expect(!engine.isMoving)
    }

    /// `pagingThreshold` stays configurable: at ⅓, a slow release 40% of the way moves on.
    @Test func aThirdThreshold_stillMovesOnAt40Percent() throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.pagingThreshold = 1.0 / 3.0
        var engine = try makeCarouselEngine(items: 7, configuration: configuration)
        engine.fling(by: CGPoint(x: 88, y: 0), velocity: CGPoint(x: 100, y: 0))
        engine.runUntilIdle()
        #expect(engine.behavior.currentIndex == 1)
    }

    @Test func theDefaultThreshold_isHalfAStop() {
        #expect(CarouselLayout.Configuration.standard.pagingThreshold == 0.5)
    }
}
