import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Hosting: closures that change at every update")
struct HostingClosureRelayTests {
    @Test func aNewCustomTransform_ofTheSameReach_needsNoNewConfiguration_yetDrawsTheNewEffect() throws {
        let relay = ClosureRelay<CarouselItemProgress, ItemAppearance> { _ in .plain }
        var configuration = try CarouselLayout.Configuration.banner
        configuration.transform = CarouselTransform.custom(reach: 0) { _ in ItemAppearance(alpha: 0.5) }.relaying(through: relay)
        var carousel = try makeCarouselEngine(configuration: configuration)
        carousel.runFrames(1)
        #expect(carousel.visibleItems.allSatisfy { $0.alpha == 0.5 })

        let next = CarouselTransform.custom(reach: 0) { _ in ItemAppearance(alpha: 0.25) }
        #expect(configuration.transform.hasSameShape(as: next))
        _ = next.relaying(through: relay)               // what an update does: no new configuration
        carousel.runFrames(1)
        #expect(carousel.visibleItems.allSatisfy { $0.alpha == 0.25 })
    }

    @Test func presets_compareByValue_customsByReach() {
        let custom = CarouselTransform.custom(reach: 1) { _ in .plain }
        #expect(CarouselTransform.linearScale(minimumScale: 0.9).hasSameShape(as: .linearScale(minimumScale: 0.9)))
        #expect(!CarouselTransform.linearScale(minimumScale: 0.9).hasSameShape(as: .linearScale(minimumScale: 0.8)))
        #expect(custom.hasSameShape(as: .custom(reach: 1) { _ in ItemAppearance(alpha: 0) }))
        #expect(!custom.hasSameShape(as: .custom(reach: 2) { _ in .plain }) && !custom.hasSameShape(as: .none))
    }

    @Test func aCustomIndicator_relaysItsFrame_andComparesByWhereItIsDrawn() {
        let relay = ClosureRelay<PagerIndicatorTransition, CGRect> { _ in .zero }
        let first = PagerIndicatorStyle.custom(behindTabs: true) { _ in CGRect(x: 1, y: 2, width: 3, height: 4) }
        guard case .custom(_, let installed) = first.relaying(through: relay) else {
            Issue.record("a custom style stays custom")
            return
        }
        let transition = PagerIndicatorTransition(fromIndex: 0, from: .zero, toIndex: 0, to: .zero, fraction: 0)
        #expect(installed(transition) == CGRect(x: 1, y: 2, width: 3, height: 4))
        _ = PagerIndicatorStyle.custom(behindTabs: true) { _ in CGRect(x: 9, y: 9, width: 9, height: 9) }.relaying(through: relay)
        #expect(installed(transition) == CGRect(x: 9, y: 9, width: 9, height: 9))
        #expect(first.hasSameShape(as: .custom(behindTabs: true) { _ in .zero }))
        #expect(!first.hasSameShape(as: .custom(behindTabs: false) { _ in .zero }))
        #expect(PagerIndicatorStyle.underline().hasSameShape(as: .underline()) && !PagerIndicatorStyle.none.hasSameShape(as: .underline()))
    }
}
