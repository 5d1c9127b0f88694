import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Hosting: a per-item effect driven by the item's phase")
struct HostingCarouselItemEffectTests {
    @Test func chainedEffects_multiplyScalesAndOpacities_andAddTurnsAndOffsets() {
        let effect = CarouselItemEffect().scaleEffect(0.5).scaleEffect(0.5).opacity(0.5).opacity(0.5)
            .rotationEffect(radians: 0.1).rotationEffect(radians: 0.2).offset(x: 3).offset(x: 1, y: 2).zIndex(4)
        #expect(effect.appearance.transform.scale == 0.25 && effect.appearance.alpha == 0.25)
        #expect(abs(effect.appearance.transform.rotation - 0.3) < 1e-12)
        #expect(effect.appearance.transform.translation == CGPoint(x: 4, y: 2) && effect.appearance.zIndex == 4)
    }

    @Test func theTransition_fadesEachItemByItsPhase_asTheCarouselScrolls() throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.transform = .transition { effect, phase in
            effect.opacity(1 - 0.5 * abs(phase.value)).zIndex(phase.isIdentity ? 1 : 0)
        }
        var carousel = try makeCarouselEngine(configuration: configuration)
        carousel.runFrames(1)
        let resting = carousel.visibleItems.sorted { $0.frame.midX < $1.frame.midX }
        #expect(resting.map(\.alpha) == [0.5, 1, 0.5] && resting.map(\.zIndex) == [0, 1, 0])

        carousel.beginDragging()
        carousel.drag(by: CGPoint(x: 110, y: 0))        // half an item: the next one is half way in
        let halfway = carousel.visibleItems.sorted { $0.frame.midX < $1.frame.midX }
        #expect(halfway.contains { abs($0.alpha - 0.75) < 0.01 })
        #expect(halfway.allSatisfy { $0.zIndex == 0 })
    }

    @Test func thePhaseValue_isTheProgressClampedToOneItem() {
        func phase(_ progress: CGFloat) -> CarouselTransitionPhase {
            CarouselTransitionPhase(CarouselItemProgress(progress: progress, distance: progress * 220, screenSign: 1,
                                                         axis: .horizontal, virtualIndex: 0, dataIndex: 0))
        }
        #expect(phase(-3).value == -1 && phase(0.25).value == 0.25 && phase(2).value == 1)
        #expect(phase(0).isIdentity && !phase(0.01).isIdentity)
    }
}
