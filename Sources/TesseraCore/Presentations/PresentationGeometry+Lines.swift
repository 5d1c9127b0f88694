import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a self-sizing pattern's measured lines were measured for: the same groups at the same
/// width and spacings keep them; anything else (a rotation) asks the cells again.
struct PresentationPatternKey: Sendable, Equatable {
    var groups: [MosaicPresentation.Group]
    var availableWidth: CGFloat
    var itemSpacing: CGFloat
    var lineSpacing: CGFloat
}

extension PresentationGeometry {
    /// Keeps the measured lines of a self-sizing pattern for new counts (or forgets them for a
    /// new pattern or width), and gives each section's content height.
    /// - Complexity: O(sections + lines whose items changed + periods added or removed / 64).
    mutating func syncLines(key: PresentationPatternKey?, estimating: [Bool]) -> [CGFloat] {
        guard let pattern, let key, estimating.contains(true) else {
            lines = []
            linesKey = nil
            return counts.map { pattern?.contentHeight(itemCount: $0) ?? 0 }
        }
        if let old = linesKey, old != key, old.groups == key.groups, old.itemSpacing == key.itemSpacing,
           old.lineSpacing == key.lineSpacing {
            // Another width (a rotation, new side insets): every measured height is outdated —
            // text reflows — but still sizes its line, a better guess than the estimate, so
            // nothing jumps; each cell is asked again (`needsCellHeight`) and measured anew.
            // The periods are sized again: the pattern's other groups may follow the width.
            lines = lines.map { Self.rebuilt($0, pattern: pattern, estimating: estimating, itemCount: $0.itemCount,
                                              outdatingAll: true) { $0 } }
            linesKey = key
        } else if linesKey != key {
            lines = []
            linesKey = key
        }
        self.estimating = estimating
        if lines.count > counts.count { lines.removeLast(lines.count - counts.count) }
        for s in lines.indices where lines[s].itemCount != counts[s] { recount(s, pattern) }
        return counts.indices.map { contentHeight(section: $0) }
    }

    /// Section `s` now has `counts[s]` items: the lines from the last item both counts share
    /// on are sized again (they lost or gained items); heights of items gone are forgotten.
    /// - Complexity: O(lines measured + items in the period sized again + periods added or removed / 64).
    private mutating func recount(_ s: Int, _ pattern: PresentationPatternMetrics) {
        let count = counts[s], shared = min(count, lines[s].itemCount), groups = pattern.groups.count
        let firstRep = shared > 0 ? (shared - 1) / pattern.itemsPerPeriod : 0
        for line in lines[s].units.keys where line >= firstRep * groups { lines[s].units[line] = nil }
        for item in lines[s].measured.keys where item >= count { lines[s].measured[item] = nil }
        for item in lines[s].outdated where item >= count { lines[s].outdated.remove(item) }
        lines[s].periods.resize(to: PresentationLineHeights.periodCount(pattern, count))
        lines[s].itemCount = count
        guard firstRep < lines[s].periods.count else { return }
        lines[s].periods.setHeight(pattern.period, at: firstRep)
        for g in 0..<groups where estimating[g] { pattern.resize(line: firstRep, g, itemCount: count, &lines[s]) }
    }

    /// Whether section `s` has measured lines (its positions are no longer the pattern's).
    @inline(__always)
    func hasMeasuredLines(_ s: Int) -> Bool { s < lines.count && !lines[s].units.isEmpty }

    func contentHeight(section s: Int) -> CGFloat {
        guard let pattern else { return 0 }
        return hasMeasuredLines(s) ? pattern.contentHeight(itemCount: counts[s], lines[s])
            : pattern.contentHeight(itemCount: counts[s])
    }

    /// Records a cell's height in a self-sizing pattern. Returns whether any frame changed.
    /// - Complexity: O(log n + items in its line + groups + sections).
    mutating func measurePattern(_ index: ItemIndex, height: CGFloat, sections: Sections) -> Bool {
        guard !isEmpty, let pattern, linesKey != nil, index.section < counts.count else { return false }
        let s = index.section
        while lines.count <= s { lines.append(PresentationLineHeights(pattern: pattern, itemCount: counts[lines.count])) }
        guard index.item >= 0, index.item < counts[s] else { return false }
        guard pattern.measure(index.item, height: height, itemCount: counts[s], estimating: estimating,
                              &lines[s]) else { return false }
        restackPattern(sections)
        return true
    }

    /// The stack again from each section's content height.
    private mutating func restackPattern(_ sections: Sections) {
        restack(sections, contentHeights: counts.indices.map { contentHeight(section: $0) }, valid: pattern != nil)
    }

    /// Whether the height of a self-sizing pattern's item is known.
    func patternKnowsHeight(_ index: ItemIndex) -> Bool {
        guard let pattern, linesKey != nil else { return true }
        let g = pattern.group(containing: index.item % pattern.itemsPerPeriod)
        guard estimating[g] else { return true }
        return index.section < lines.count && lines[index.section].measured[index.item] != nil
            && !lines[index.section].outdated.contains(index.item)
    }

    /// Items inserted or deleted in a self-sizing pattern: measured heights move with their
    /// items, and the lines of the section are sized again from them.
    /// - Complexity: O(measured items · items per line + sections).
    mutating func updatePattern(_ update: PresentationItemUpdate, sections: Sections) {
        let s = update.section
        context = context.withSectionItemCounts(update.counts(after: context.sectionItemCounts))
        counts = context.sectionItemCounts
        if let pattern, s < lines.count, s < counts.count {
            lines[s] = Self.rebuilt(lines[s], pattern: pattern, estimating: estimating, itemCount: counts[s],
                                    outdatingAll: false) { i in
                update.newIndex(for: ItemIndex(item: i, section: s)).map(\.item)
            }
        }
        restackPattern(sections)
    }

    /// `old`'s measured heights (and which of them are outdated) for a section of `itemCount`
    /// items of `pattern`, each item at `newIndex(item)` (`nil`: gone), the lines sized again;
    /// with `outdatingAll`, every height kept is outdated.
    /// - Complexity: O(measured items · items per line).
    static func rebuilt(_ old: PresentationLineHeights, pattern: PresentationPatternMetrics, estimating: [Bool],
                        itemCount: Int, outdatingAll: Bool, newIndex: (Int) -> Int?) -> PresentationLineHeights {
        var lines = PresentationLineHeights(pattern: pattern, itemCount: itemCount)
        for (i, height) in old.measured {
            guard let new = newIndex(i), new < itemCount else { continue }
            lines.measured[new] = height
            if outdatingAll || old.outdated.contains(i) { lines.outdated.insert(new) }
        }
        for rep in Set(lines.measured.keys.map { $0 / pattern.itemsPerPeriod }) {
            for g in 0..<pattern.groups.count where estimating[g] {
                pattern.resize(line: rep, g, itemCount: itemCount, &lines)
            }
        }
        return lines
    }
}

extension PresentationGeometry {
    /// From the top of the line of the item at `index` to its bottom, in content coordinates:
    /// the cells a measurement of the item resizes or moves unevenly (a grid's row, a
    /// mosaic's group; the item alone in a list or a waterfall). `nil` without the item.
    /// - Complexity: O(log n + groups).
    func lineExtent(of index: ItemIndex) -> ClosedRange<CGFloat>? {
        guard let frame = item(at: index)?.frame else { return nil }
        guard let pattern else { return frame.minY...frame.maxY }
        let s = index.section, i = index.item, start = stack.contentStarts[s]
        let rep = i / pattern.itemsPerPeriod, g = pattern.group(containing: i % pattern.itemsPerPeriod)
        let rows = CGFloat(pattern.groups[g].rows)
        let top = hasMeasuredLines(s) ? pattern.lineTop(rep, g, lines[s]) : pattern.groupTop(rep, g)
        let step = hasMeasuredLines(s) ? pattern.rowStep(rep, g, lines[s]) : pattern.groups[g].rowStep
        return min(frame.minY, start + top)...max(frame.maxY, start + top + rows * step - pattern.lineSpacing)
    }
}
