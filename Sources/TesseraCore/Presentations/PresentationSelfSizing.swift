import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Lists and waterfalls keep per-item heights either way; whether their cells are asked for
// those heights is the app's choice, so a list of fixed rows never grows to what an Auto
// Layout cell would prefer. (Grids and mosaics choose per group: `PresentationItemHeight.estimated`.)

extension ListPresentation {
    /// Whether cells size themselves (``cellsSizeThemselves``).
    public var isSelfSizing: Bool { cellsSizeThemselves }

    /// A list whose rows are as tall as their cells need (Auto Layout or SwiftUI content
    /// measured by UIKit's self-sizing), `estimatedRowHeight` until each is measured.
    ///
    ///     let feed = try ListPresentation.selfSizing(estimatedRowHeight: 80, lineSpacing: 8)
    ///
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public static func selfSizing(estimatedRowHeight: CGFloat, lineSpacing: CGFloat = 0,
                                  sectionInsets: EdgeInsets = .zero, headerHeight: CGFloat = 0) throws -> ListPresentation {
        var list = try ListPresentation(rowHeight: estimatedRowHeight, lineSpacing: lineSpacing,
                                        sectionInsets: sectionInsets, headerHeight: headerHeight)
        list.cellsSizeThemselves = true
        return list
    }
}

extension WaterfallPresentation {
    /// Whether cells size themselves (``cellsSizeThemselves``).
    public var isSelfSizing: Bool { cellsSizeThemselves }

    /// A waterfall whose items are as tall as their cells need for the column width,
    /// `estimatedItemHeight` until each is measured; a measured item keeps its column.
    ///
    ///     let cards = try WaterfallPresentation.selfSizing(columns: 2, estimatedItemHeight: 160)
    ///
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public static func selfSizing(columns: Int = 2, itemSpacing: CGFloat = 8, lineSpacing: CGFloat = 8,
                                  sectionInsets: EdgeInsets = .zero, headerHeight: CGFloat = 0,
                                  estimatedItemHeight: CGFloat = 100) throws -> WaterfallPresentation {
        var waterfall = try WaterfallPresentation(columns: columns, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                                                  sectionInsets: sectionInsets, headerHeight: headerHeight,
                                                  estimatedItemHeight: estimatedItemHeight)
        waterfall.cellsSizeThemselves = true
        return waterfall
    }
}

extension PresentationLayout {
    /// The style a cell of `item` is told. Where cells size themselves the shape comes from
    /// the presentation (a list's rows side by side, any other tile stacked), not from the
    /// frame: the frame's height is the cell's own answer, and content whose arrangement
    /// followed its own height could change it back and forth forever.
    public func cellStyle(for item: LayoutItem) -> PresentationCellStyle {
        let aspect: PresentationCellStyle.Aspect = if takesCellHeight(at: item.index) {
            kind == .list ? .horizontal : .vertical
        } else {
            PresentationCellStyle.Aspect(size: item.frame.size)
        }
        return PresentationCellStyle(kind: kind, aspect: aspect)
    }
}

extension MeasuredGeometryPresentation {
    /// The height recorded for the item (given, or measured at the current width); `nil` for
    /// an estimate or a height measured before the width changed (a rotation).
    public func measuredHeight(at index: ItemIndex) -> CGFloat? {
        geometry.table?.currentHeight(index.section, index.item)
    }
}

extension PatternPresentation {
    /// Only the cells of `.estimated` groups give their heights.
    public func takesCellHeight(at index: ItemIndex) -> Bool {
        geometry.patternTakesCellHeight(index)
    }

    /// The height the item's cell last gave at the current width; `nil` before it is measured
    /// or after the width changed (a rotation).
    public func measuredHeight(at index: ItemIndex) -> CGFloat? {
        guard index.section < geometry.lines.count, !geometry.lines[index.section].outdated.contains(index.item) else {
            return nil
        }
        return geometry.lines[index.section].measured[index.item]
    }
}

extension PresentationGeometry {
    /// Whether the item is in an `.estimated` group of a self-sizing pattern.
    func patternTakesCellHeight(_ index: ItemIndex) -> Bool {
        guard let pattern, linesKey != nil, index.item >= 0 else { return false }
        return estimating[pattern.group(containing: index.item % pattern.itemsPerPeriod)]
    }
}
