import Foundation
@testable import TesseraCore
@testable import TesseraTesting

/// The canonical viewport of the presentation tests: an iPhone SE-sized portrait screen.
let presentationViewport = CGSize(width: 320, height: 480)

/// Seeded random shapes for the reference tests.
extension SeededGenerator {
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func bool() -> Bool { Bool.random(using: &self) }
    /// A multiple of ½ in `range / 2`: exact in binary, so equal sums stay equal.
    mutating func half(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(int(range)) / 2 }
    /// A spacing: 0 one time in five, else a multiple of ½ up to 12.
    mutating func spacing() -> CGFloat { int(0...4) == 0 ? 0 : half(1...24) }
    mutating func insets() -> EdgeInsets {
        EdgeInsets(top: CGFloat(int(0...20)), left: CGFloat(int(0...20)), bottom: CGFloat(int(0...20)),
                   right: CGFloat(int(0...20)))
    }
    mutating func headerHeight() -> CGFloat { bool() ? 0 : half(10...60) }
    mutating func element<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    /// A context with 1–3 sections of the counts the design asks for, either direction, any scale.
    mutating func context() -> LayoutContext {
        let counts = [0, 1, 2, 3, 5, 10, 1000]
        return LayoutContext(
            viewportSize: CGSize(width: CGFloat(int(40...500)), height: CGFloat(int(40...600))),
            contentInsets: EdgeInsets(top: CGFloat(int(0...30)), left: CGFloat(int(0...10)),
                                      bottom: CGFloat(int(0...30)), right: CGFloat(int(0...10))),
            sectionItemCounts: (0..<int(1...3)).map { _ in element(counts) },
            layoutDirection: bool() ? .leftToRight : .rightToLeft,
            displayScale: CGFloat(int(1...3)))
    }

    /// Measured heights: mostly multiples of ½ (many ties between columns), sometimes fewer
    /// or more than the items, now and then a value the layout must sanitize.
    mutating func heights(for counts: [Int]) -> [[CGFloat]] {
        counts.map { count in
            let n = int(0...4) == 0 ? max(0, count - int(0...5)) : count + int(0...2)
            return (0..<n).map { _ in
                switch int(0...40) {
                case 0: .nan
                case 1: -5
                case 2: .infinity
                case 3...8: 50
                default: half(0...400)
                }
            }
        }
    }

    /// One group of a mosaic pattern.
    mutating func group() -> MosaicPresentation.Group {
        let height: PresentationItemHeight = bool() ? .fixed(half(2...200)) : .aspectRatio(element([0.5, 0.75, 1, 1.5, 2]))
        switch int(0...4) {
        case 0: return .row(columns: int(1...4), height: height)
        case 1: return .uniform(columns: int(1...4), items: int(1...9), height: height)
        case 2: return .fullWidth(height: height)
        case 3: return .largeAndSmall(largeLeading: bool(), height: height)
        default:
            return MosaicPresentation.Group(columns: 4, rows: 2, tiles: [
                .init(column: 0, row: 0, columnSpan: 2), .init(column: 2, row: 0, columnSpan: 2, rowSpan: 2),
                .init(column: 0, row: 1), .init(column: 1, row: 1),
            ], rowHeight: height)
        }
    }
}

extension PresentationAnchor {
    /// The content offset in `new` (prepared for the same context as `old`) that keeps the
    /// user's place: the anchor named by `anchorItem`, or the default anchor, at the same
    /// distance from the top of the visible area — what a switch settles at.
    static func contentOffset(switchingFrom old: some CollectionLayout, to new: some CollectionLayout,
                              contentOffset: CGPoint, anchorItem: ItemIndex? = nil) -> CGPoint {
        let anchor = anchorItem.flatMap { PresentationAnchor.named($0, in: old, contentOffset: contentOffset) }
            ?? PresentationAnchor.defaultAnchor(in: old, at: contentOffset)
        return anchor?.contentOffset(in: new, fallback: contentOffset) ?? clamped(contentOffset, in: new)
    }
}

extension Presentation {
    /// What the cell at `index` reads (as `PresentationCollectionViewLayout` gives it): this
    /// presentation's kind and the shape of the cell's frame; `nil` when there is no such cell.
    func cellStyle(at index: ItemIndex) -> PresentationCellStyle? {
        item(at: index).map { PresentationCellStyle(kind: kind, aspect: .init(size: $0.frame.size)) }
    }
}

extension GridPresentation {
    /// Columns in the last context (1 before the first `prepare` and when none fits).
    var columnCount: Int { geometry.pattern?.groups[0].columns ?? 1 }
}

/// A test's description of an item: "1.4 cell".
func describe(_ index: ItemIndex, _ kind: LayoutElementKind) -> String { "\(index.section).\(index.item) \(kind)" }

/// A prepared presentation.
func prepared<P: Presentation>(_ presentation: P, items: Int = 50, viewport: CGSize = presentationViewport,
                               contentInsets: EdgeInsets = .zero, direction: LayoutDirection = .leftToRight) -> P {
    var presentation = presentation
    presentation.prepare(in: LayoutContext(viewportSize: viewport, contentInsets: contentInsets, itemCount: items,
                                           layoutDirection: direction))
    return presentation
}
