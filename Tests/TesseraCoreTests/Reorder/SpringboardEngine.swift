import Foundation
@testable import TesseraCore
@testable import TesseraTesting

typealias Springboard = ReorderingEngine<PagedGridBehavior>

/// The canonical springboard: the gallery's 4 × 2 grid (72.5 × 95 pt items, 82.5 pt columns,
/// 105 pt rows, pages 340 pt apart) in 320 × 200 pt.
func makeSpringboard(items: Int = 30, loops: Bool = false, axis: Axis = .horizontal,
                     direction: LayoutDirection = .leftToRight, uikit: UIKitModel = .standard) throws -> Springboard {
    let configuration = try PagedGridLayout.Configuration(pageAxis: axis, loopsPages: loops)
    return Springboard(engine: makeGridEngine(items: items, configuration: configuration, direction: direction, uikit: uikit))
}

/// Where a finger touches the centre of a cell of the page on screen (viewport coordinates),
/// mirrored in right-to-left, for the canonical grid.
func cellCentre(slot: Int, axis: Axis = .horizontal, direction: LayoutDirection = .leftToRight) -> CGPoint {
    let row = slot / 4, column = slot % 4
    let x = CGFloat(column) * 82.5 + 36.25
    return CGPoint(x: direction.isRightToLeft ? 320 - x : x, y: CGFloat(row) * 105 + 47.5)
}

extension ReorderingEngine {
    /// Every move dropped.
    var drops: [ReorderMove] {
        reorderEffects.compactMap { if case .dropped(let move) = $0 { move } else { nil } }
    }

    var cancels: [ReorderCancelReason] {
        reorderEffects.compactMap { if case .cancelled(let reason) = $0 { reason } else { nil } }
    }

    var turns: [ReorderDirection] {
        reorderEffects.compactMap { if case .turn(let direction) = $0 { direction } else { nil } }
    }

    /// Presses `point` and holds still until the item lifts.
    mutating func longPress(at point: CGPoint) {
        press(at: point)
        hold(for: session.configuration.minimumPressDuration + 1.0 / 60)
    }

    /// Moves the finger to `point` in `steps` frames at 60 Hz.
    mutating func slide(to point: CGPoint, steps: Int = 6) {
        guard let start = finger else { return }
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            advance(by: 1.0 / 60)
            moveFinger(to: CGPoint(x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t))
        }
    }

    /// Holds still until `count` more pages have turned (and the last turn has settled).
    mutating func holdThroughTurns(_ count: Int) {
        let target = turns.count + count
        var frames = 0
        while turns.count < target && frames < 600 {
            advance(by: 1.0 / 60)
            frames += 1
        }
        // Let the last turn come to rest, but not long enough for another.
        hold(for: 0.4)
    }

    /// The frame the layout gives the item now at `index` on the page on screen.
    func layoutFrame(ofIndex index: Int) -> CGRect? {
        let visible = engine.scroll.visibleRect
        return engine.layout.items(in: visible.insetBy(dx: -visible.width, dy: -visible.height))
            .first { $0.index.item == index }?.frame ?? engine.layout.item(at: ItemIndex(item: index))?.frame
    }
}
