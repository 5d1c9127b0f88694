import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

extension PresentationProperties {
    /// The independent reference for the case's presentation (`ReferencePresentation`, from the
    /// case's values and context alone), when its configuration is valid and its items few
    /// enough to enumerate.
    static func reference(for c: PresentationCase) -> ReferencePresentation? {
        guard c.universe != nil, c.expectedInvalidField(c.kind) == nil else { return nil }
        let place: ReferencePresentation.Placer
        switch c.kind {
        case 0:
            place = c.heights.isEmpty
                ? ReferencePresentation.groups([.fullWidth(height: .fixed(c.rowHeight))], itemSpacing: 0, lineSpacing: c.lineSpacing)
                : ReferencePresentation.waterfall(columns: 1, heights: c.heights, estimate: c.rowHeight, itemSpacing: 0,
                                                  lineSpacing: c.lineSpacing)
        case 1:
            place = ReferencePresentation.groups([.row(columns: gridColumns(c), height: .aspectRatio(c.aspectRatio))],
                                                 itemSpacing: c.itemSpacing, lineSpacing: c.lineSpacing)
        case 2:
            guard let pattern = try? c.mosaicPattern else { return nil }
            place = ReferencePresentation.groups(pattern, itemSpacing: c.itemSpacing, lineSpacing: c.lineSpacing)
        default:
            place = ReferencePresentation.waterfall(columns: c.columns, heights: c.heights, estimate: c.rowHeight,
                                                    itemSpacing: c.itemSpacing, lineSpacing: c.lineSpacing)
        }
        return ReferencePresentation(context: c.context, insets: c.sectionInsets, headerHeight: c.headerHeight,
                                     footerHeight: c.footerHeight, place: place)
    }

    /// The literal reading of the grid's columns: the count, or as many items of the minimum
    /// width as fit, counted one by one, from 1 to 1,000.
    private static func gridColumns(_ c: PresentationCase) -> Int {
        guard c.minimumWidth > 0 else { return c.columns }
        let available = c.context.visibleContentSize.width - c.sectionInsets.left - c.sectionInsets.right
        var count = 1
        while count < 1_000, CGFloat(count + 1) * c.minimumWidth + CGFloat(count) * c.itemSpacing <= available { count += 1 }
        return count
    }

    /// Every cell, header and footer of `layout` is the reference's (an edge on a rounding tie, half a
    /// pixel reached through differently ordered sums, may round either way, by one pixel), and
    /// the layout has no other cell.
    /// - Returns: whether they agree (every disagreement is recorded as an issue).
    @discardableResult
    static func checkAgainst(_ reference: ReferencePresentation, _ layout: any Presentation) -> Bool {
        let scale = layout.context.pixelGrid.scale
        func onTie(_ value: CGFloat) -> Bool { abs(abs((value * scale).truncatingRemainder(dividingBy: 1)) - 0.5) < 1e-6 }
        func agrees(_ mine: CGFloat, _ theirs: CGFloat, _ exact: CGFloat) -> Bool {
            mine == theirs || (onTie(exact) && abs(mine - theirs) <= 1 / scale + 1e-9)
        }
        let size = layout.contentSize, expected = reference.contentSize
        if size.width != expected.width || abs(size.height - expected.height) > 1e-6 * max(1, expected.height) {
            Issue.record("content size \(size), the reference's \(expected)")
            return false
        }
        func agrees(_ mine: CGRect, _ theirs: CGRect, _ exact: CGRect) -> Bool {
            agrees(mine.minX, theirs.minX, exact.minX) && agrees(mine.maxX, theirs.maxX, exact.maxX)
                && agrees(mine.minY, theirs.minY, exact.minY) && agrees(mine.maxY, theirs.maxY, exact.maxY)
        }
        var cells = 0
        for (index, kind, frame) in reference.frames {
            let mine = kind == .cell ? layout.item(at: index) : layout.supplementaryItem(ofKind: kind, at: index)
            let exact = kind == .cell ? reference.unrounded[index]
                : kind == .presentationFooter ? reference.unroundedFooters[index.section] : reference.unroundedHeaders[index.section]
            if kind == .cell { cells += 1 }
            guard let mine, let exact, agrees(mine.frame, frame, exact) else {
                Issue.record("\(kind) \(index) at \(String(describing: mine?.frame)), the reference's at \(frame)")
                return false
            }
        }
        let shown = layout.context.sectionItemCounts.enumerated().reduce(0) { total, section in
            total + (0..<section.element).filter { layout.item(at: ItemIndex(item: $0, section: section.offset)) != nil }.count
        }
        guard shown == cells else {
            Issue.record("\(shown) cells, the reference has \(cells)")
            return false
        }
        return true
    }
}
