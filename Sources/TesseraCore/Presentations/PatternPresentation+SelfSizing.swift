import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A built-in presentation of a repeating pattern (grid, mosaic): self-sizing when a group's
/// height is `.estimated`, its measured lines kept by its geometry (`PresentationLineHeights`).
protocol PatternPresentation: GeometryPresentation {
    var geometry: PresentationGeometry { get set }
    var sections: PresentationGeometry.Sections { get }
}

extension PatternPresentation {
    /// Whether a height of the pattern is `.estimated` (and the configuration is valid).
    public var isSelfSizing: Bool { geometry.linesKey != nil }

    /// A measured item of an `.estimated` group makes its line (a grid's row, a mosaic's group)
    /// as tall as its tallest item; the lines below move.
    /// - Complexity: O(log n + items in the line + groups + sections).
    public mutating func setMeasuredHeight(_ height: CGFloat, forItemAt index: ItemIndex) -> Bool {
        // The door of a cell's measurement: inside, heights are lengths.
        geometry.measurePattern(index, height: Limits.length(height), sections: sections)
    }

    public func hasKnownHeight(at index: ItemIndex) -> Bool { geometry.patternKnowsHeight(index) }

    /// - Complexity: O(sections), plus O(measured items · items per line) when self-sizing.
    public mutating func update(_ update: PresentationItemUpdate) {
        guard geometry.linesKey != nil else { return prepareForCounts(after: update) }
        geometry.updatePattern(update, sections: sections)
    }
}

extension GridPresentation: PatternPresentation {
    var sections: PresentationGeometry.Sections { configuration.sections }
}

extension MosaicPresentation: PatternPresentation {
    var sections: PresentationGeometry.Sections { configuration.sections }
}
