import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Random sequences of everything an app and a finger do to a bound component, on the engine:
/// app values (animated or not, repeated, out of range), flicks, drags with app values in the
/// middle, taps on moving content, interrupted animations, inserts and removals. Whatever
/// happens, SwiftUI's echo never scrolls, no input answers with a burst of commands, nothing
/// is written twice without the app setting a value in between, no report of the component is
/// answered with a scroll (which would run inside the component's own callback), and once
/// everything rests the binding holds the value the component shows.
@Suite("Binding: random sequences")
struct BindingPropertyTests {
    @Test(arguments: 0..<24)
    func pagedGrid_randomSequences_endInStep(seed: UInt64) {
        var random = SeededGenerator(seed: seed &* 31 &+ 7)
        var identities = RandomIdentities(count: 40, largestInsert: 12, largestRemoval: 12, insertsBelow: 10)
        var grid = makeBoundGrid(items: identities.ids.count, page: Int.random(in: 0...4, using: &random))
        for step in 0..<60 {
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1:
                grid.appSets(Int.random(in: -1...7, using: &random), animated: Bool.random(using: &random))
            case 2:
                grid.update(animated: Bool.random(using: &random))
            case 3:
                let direction: CGFloat = Bool.random(using: &random) ? 1 : -1
                grid.drive { $0.fling(by: CGPoint(x: 60 * direction, y: 0), velocity: CGPoint(x: 1500 * direction, y: 0)) }
            case 4:
                grid.drive { $0.beginDragging(); $0.drag(by: CGPoint(x: CGFloat.random(in: -200...200, using: &random), y: 0)) }
                if Bool.random(using: &random) {
                    grid.appSets(Int.random(in: 0...5, using: &random), animated: Bool.random(using: &random))
                }
                let velocity = CGFloat.random(in: -2000...2000, using: &random)
                grid.drive { $0.endDragging(velocity: CGPoint(x: velocity, y: 0)) }
            case 5:
                grid.drive { $0.touchDown() }
                grid.drive { $0.touchUp() }
            case 6:
                let edit = identities.edit(using: &random)
                grid.changeData(from: edit.old, to: edit.new)
            default:
                grid.frames(Int.random(in: 1...12, using: &random))
            }
            #expect(grid.keepsTheSyncRules, "seed \(seed) step \(step)")
        }
        grid.runUntilIdle()
        #expect(grid.isInStep, "seed \(seed): binding \(grid.appValue), page \(grid.engine.behavior.currentPage)")
    }

    @Test(arguments: 0..<24)
    func carousel_randomSequences_endInStep(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed &* 17 &+ 3)
        var identities = RandomIdentities(count: 7, largestInsert: 3, largestRemoval: 1, insertsBelow: 3)
        var carousel = try makeBoundCarousel(index: Int.random(in: 0...6, using: &random),
                                             autoScroller: try autoScroller(.page(interval: 1.5)))
        for step in 0..<60 {
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1:
                carousel.appSets(Int.random(in: -1...8, using: &random), animated: Bool.random(using: &random))
            case 2:
                carousel.update(animated: Bool.random(using: &random))
            case 3:
                carousel.flick(items: Bool.random(using: &random) ? 1 : -1)
            case 4:
                carousel.drive { $0.beginDragging(); $0.drag(by: CGPoint(x: CGFloat.random(in: -300...300, using: &random), y: 0)) }
                if Bool.random(using: &random) {
                    carousel.appSets(Int.random(in: 0...6, using: &random), animated: Bool.random(using: &random))
                }
                let velocity = CGFloat.random(in: -2000...2000, using: &random)
                carousel.drive { $0.endDragging(velocity: CGPoint(x: velocity, y: 0)) }
            case 5:
                carousel.drive { $0.touchDown() }
                carousel.frames(Int.random(in: 0...3, using: &random))
                carousel.drive { $0.touchUp() }
            case 6:
                let edit = identities.edit(using: &random)
                carousel.changeData(from: edit.old, to: edit.new)
            default:
                carousel.frames(Int.random(in: 1...90, using: &random))
            }
            #expect(carousel.keepsTheSyncRules, "seed \(seed) step \(step)")
        }
        // Auto-scroll stops so the carousel can rest.
        carousel.drive { $0.setAutoScroll(false) }
        carousel.runUntilIdle()
        #expect(carousel.isInStep, "seed \(seed): binding \(carousel.appValue), item \(carousel.engine.behavior.currentIndex)")
    }

    @Test(arguments: 0..<16)
    func infiniteGrid_randomSequences_endInStep(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed &* 13 &+ 11)
        var plane = try makeBoundPlane()
        func anywhere() -> GridCoordinates {
            let far = Bool.random(using: &random)
            let reach = far ? 1_000_000 : 6
            return GridCoordinates(x: Int.random(in: -reach...reach, using: &random),
                                   y: Int.random(in: -reach...reach, using: &random))
        }
        for step in 0..<50 {
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                plane.appSets(anywhere(), animated: Bool.random(using: &random))
            case 2:
                plane.update(animated: true)
            case 3:
                let velocity = CGPoint(x: CGFloat.random(in: -3000...3000, using: &random),
                                       y: CGFloat.random(in: -3000...3000, using: &random))
                plane.drive { $0.fling(by: CGPoint(x: velocity.x / 20, y: velocity.y / 20), velocity: velocity) }
            case 4:
                plane.drive { $0.beginDragging(); $0.drag(by: CGPoint(x: 150, y: -90)) }
                if Bool.random(using: &random) { plane.appSets(anywhere(), animated: true) }
                plane.drive { $0.endDragging(velocity: .zero) }
            default:
                plane.frames(Int.random(in: 1...20, using: &random))
            }
            #expect(plane.keepsTheSyncRules, "seed \(seed) step \(step)")
        }
        plane.runUntilIdle()
        let centre = String(describing: plane.engine.behavior.centerCoordinates)
        #expect(plane.isInStep, "seed \(seed): binding \(plane.appValue), centre \(centre)")
    }
}
