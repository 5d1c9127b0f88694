import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Where a held item lands in a presentation, against a brute force that looks at every cell.
@Suite("Presentation reorder targets against the brute force")
struct PresentationReorderTargetTests {
    /// The nearest cell to `position` (taken at the content's nearest edge) among every frame
    /// of the reference, the lower index on a tie; `nil` when it is in another section than
    /// `item`.
    static func bruteForce(_ reference: ReferencePresentation, _ position: CGPoint, moving item: ItemIndex) -> ItemIndex? {
        let size = reference.contentSize
        let p = CGPoint(x: min(max(position.x, 0), size.width), y: min(max(position.y, 0), size.height))
        var best: (distance: CGFloat, index: ItemIndex)?
        for cell in reference.frames where cell.kind == .cell {
            let dx = max(cell.frame.minX - p.x, 0, p.x - cell.frame.maxX)
            let dy = max(cell.frame.minY - p.y, 0, p.y - cell.frame.maxY)
            let d = dx * dx + dy * dy
            if best.map({ d < $0.distance || (d == $0.distance && cell.index < $0.index) }) ?? true { best = (d, cell.index) }
        }
        guard let best, best.index.section == item.section else { return nil }
        return best.index
    }

    /// Random presentations of every kind (counts 0 to 1,000 in up to three sections, headers,
    /// both directions, any scale); for each, positions on cells, in the spacing, over headers
    /// and beyond the content, for held items of every section.
    @Test(arguments: PresentationReferenceTests.Shape.allCases, 0..<12)
    func everyShape_matchesTheBruteForce(shape: PresentationReferenceTests.Shape, seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
        let (presentation, reference) = try PresentationReferenceTests.make(shape, &random)
        let layout = PresentationLayout(presentation)
        let cells = reference.frames.filter { $0.kind == .cell }
        guard let anyCell = cells.first else {
            #expect(layout.reorderTarget(for: CGPoint(x: 10, y: 10), moving: ItemIndex(item: 0)) == nil)
            return
        }
        let size = reference.contentSize
        for _ in 0..<60 {
            let held = random.element(cells).index
            let position: CGPoint
            switch random.int(0...3) {
            case 0: // on a cell, anywhere in it
                let frame = random.element(cells).frame
                position = CGPoint(x: frame.minX + CGFloat(random.int(0...100)) / 100 * frame.width,
                                   y: frame.minY + CGFloat(random.int(0...100)) / 100 * frame.height)
            case 1: // beyond the content
                position = CGPoint(x: CGFloat(random.int(-200...200)) + (random.bool() ? 0 : size.width),
                                   y: CGFloat(random.int(-300...300)) + (random.bool() ? 0 : size.height))
            default: // anywhere in the content, spacing and headers included
                position = CGPoint(x: CGFloat(random.int(0...1000)) / 1000 * size.width,
                                   y: CGFloat(random.int(0...100_000)) / 100_000 * size.height)
            }
            let expected = Self.bruteForce(reference, position, moving: held)
            #expect(layout.reorderTarget(for: position, moving: held) == expected,
                    "\(shape) seed \(seed): \(held) at \(position)")
            let own = try #require(presentation.base as? any ReorderTargeting, "\(shape) targets on its own")
            #expect(own.reorderTarget(for: position, moving: held) == expected)
        }
        _ = anyCell
    }

    /// The canonical list (112 pt rows, 10 pt apart, 16 pt inset): a centre over a row is that
    /// row; in the spacing, the nearer row; above the content, the first; another section, none.
    @Test func theCanonicalList_literally() throws {
        var list = try ListPresentation(rowHeight: 112, lineSpacing: 10,
                                        sectionInsets: EdgeInsets(top: 16, left: 16, bottom: 20, right: 16))
        list.prepare(in: LayoutContext(viewportSize: presentationViewport, sectionItemCounts: [50, 3]))
        let held = ItemIndex(item: 3)
        #expect(list.reorderTarget(for: CGPoint(x: 160, y: 16 + 56), moving: held) == ItemIndex(item: 0))
        #expect(list.reorderTarget(for: CGPoint(x: 160, y: 16 + 122 * 4 + 5), moving: held) == ItemIndex(item: 4))
        // 16 + 122·4 − 10 = 494 is row 3's bottom; 494 + 4 is nearer row 3, 494 + 6 row 4.
        #expect(list.reorderTarget(for: CGPoint(x: 160, y: 498), moving: held) == ItemIndex(item: 3))
        #expect(list.reorderTarget(for: CGPoint(x: 160, y: 500), moving: held) == ItemIndex(item: 4))
        #expect(list.reorderTarget(for: CGPoint(x: 160, y: -400), moving: held) == ItemIndex(item: 0))
        #expect(list.reorderTarget(for: CGPoint(x: 160, y: list.contentSize.height - 30), moving: held) == nil)
        #expect(list.reorderTarget(for: CGPoint(x: CGFloat.nan, y: 0), moving: held) == nil)
        #expect(list.reorderTarget(for: CGPoint(x: 0, y: 0), moving: ItemIndex(item: 50)) == nil)
    }
}
