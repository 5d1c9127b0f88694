import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Transform presets, from each item's signed distance to the resting position.
@Suite("Carousel transforms")
struct CarouselTransformTests {
    private func engine(_ transform: CarouselTransform, direction: LayoutDirection = .leftToRight) throws -> CarouselEngine {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.transform = transform
        return try makeCarouselEngine(configuration: configuration, direction: direction)
    }

    /// Progress is 0 at rest, ±1 for the neighbours, and moves continuously with a drag.
    @Test func progress_isTheSignedDistanceInItems() throws {
        var engine = try engine(.none)
        #expect(engine.shownItems.map(\.progress.progress) == [-1, 0, 1])
        #expect(engine.shownItems.map(\.progress.distance) == [-220, 0, 220])
        engine.beginDragging()
        engine.drag(by: CGPoint(x: 55, y: 0))
        #expect(engine.shownItems.map(\.progress.progress) == [-0.25, 0.75])
        var rtl = try self.engine(.none, direction: .rightToLeft)
        rtl.beginDragging()
        rtl.drag(by: CGPoint(x: -55, y: 0))
        #expect(rtl.shownItems.map(\.progress.progress) == [-0.25, 0.75])
        #expect(rtl.shownItems.map(\.progress.screenSign) == [-1, -1])
    }

    @Test func linearScaleAndFade_interpolateToTheirMinimumOneItemAway() throws {
        var scale = try engine(.linearScale(minimumScale: 0.8))
        #expect(scale.shownItems.map(\.layoutItem.transform.scale) == [0.8, 1, 0.8])
        scale.beginDragging()
        scale.drag(by: CGPoint(x: 110, y: 0))
        #expect(scale.shownItems.map(\.layoutItem.transform.scale).map { ($0 * 1000).rounded() / 1000 } == [0.9, 0.9])
        let fade = try engine(.fade(minimumAlpha: 0.4))
        #expect(fade.shownItems.map(\.layoutItem.alpha) == [0.4, 1, 0.4])
    }

    /// Cover flow: neighbours tilt towards the centre (mirrored in right-to-left), are pulled
    /// in by the overlap, and the centre item is on top.
    @Test func coverFlow_tiltsOverlapsAndStacksTowardsTheCentre() throws {
        let angle: CGFloat = .pi / 4
        let ltr = try engine(.coverFlow(maximumAngle: angle, overlap: 0.5))
        let items = ltr.shownItems
        #expect(items.map(\.virtualIndex) == [-2, -1, 0, 1, 2]) // pulled in by half, ±2 show too
        let centre = try #require(items.first { $0.virtualIndex == 0 })
        let right = try #require(items.first { $0.virtualIndex == 1 })
        #expect(centre.layoutItem.transform == .identity)
        #expect(right.layoutItem.transform.rotationY == -angle)
        #expect(right.layoutItem.transform.translation.x == -110)
        #expect(centre.layoutItem.zIndex > right.layoutItem.zIndex)
        let rtl = try engine(.coverFlow(maximumAngle: angle, overlap: 0.5), direction: .rightToLeft)
        let next = try #require(rtl.shownItems.first { $0.virtualIndex == 1 })
        #expect(next.layoutItem.frame.midX < rtl.contentOffset.x + 160) // on the left
        #expect(next.layoutItem.transform.rotationY == angle)
        #expect(next.layoutItem.transform.translation.x == 110)
    }

    /// Stacked cards: the next three cards wait behind the current one, each 12 pt further
    /// and 6% smaller, the current card on top; the fourth fades in as the stack advances.
    @Test func stackedCards_stackUpcomingItemsBehindTheCurrentOne() throws {
        var engine = try engine(.stackedCards(visibleCount: 3, offset: 12, scaleStep: 0.06))
        let items = engine.shownItems
        // Item −1, already passed, still peeks on the left, untransformed.
        #expect(items.map(\.virtualIndex) == [-1, 0, 1, 2, 3])
        #expect(items.map { ($0.displayedFrame.midX - engine.contentOffset.x).rounded() } == [-60, 160, 172, 184, 196])
        #expect(items.map { ($0.layoutItem.transform.scale * 100).rounded() } == [100, 100, 94, 88, 82])
        #expect(items.map(\.layoutItem.zIndex) == items.map(\.layoutItem.zIndex).sorted(by: >))
        engine.beginDragging()
        engine.drag(by: CGPoint(x: 110, y: 0))
        let moving = engine.shownItems
        #expect(moving.map(\.virtualIndex) == [0, 1, 2, 3, 4])
        #expect(moving[0].displayedFrame.midX - engine.contentOffset.x == 50) // slides away untransformed
        #expect(moving[4].layoutItem.alpha == 0.5)
    }

    /// A custom effect receives the same progress the presets use.
    @Test func custom_receivesTheProgress() throws {
        let engine = try engine(.custom(reach: 0) { item in
            ItemAppearance(alpha: 1 - min(abs(item.progress), 1) / 2, zIndex: item.dataIndex)
        })
        #expect(engine.shownItems.map(\.layoutItem.alpha) == [0.5, 1, 0.5])
        #expect(engine.shownItems.map(\.layoutItem.zIndex) == [6, 0, 1])
    }
}
