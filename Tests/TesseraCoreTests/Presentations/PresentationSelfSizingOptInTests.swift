import Foundation
import Testing
@testable import TesseraCore

/// Self-sizing is the app's choice: a list of fixed rows (or a waterfall of given heights)
/// never takes the height an Auto Layout or SwiftUI cell would prefer.
struct PresentationSelfSizingOptInTests {
    static let context = LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 100)

    @Test func fixedRowsAndGivenHeights_ignoreACellsPreferredHeight() throws {
        for presentation: any Presentation in [try ListPresentation(rowHeight: 80),
                                               WaterfallPresentation(itemHeights: [Array(repeating: 120, count: 100)]),
                                               try GridPresentation(columns: .count(3))] {
            var layout = PresentationLayout(presentation)
            layout.prepare(in: Self.context)
            let first = ItemIndex(item: 0)
            #expect(!layout.isSelfSizing)
            #expect(!layout.shouldInvalidate(forPreferredHeight: 33, ofItemAt: first))
            #expect(layout.invalidate(forPreferredHeight: 33, ofItemAt: first, contentOffset: .zero) == nil)
        }
    }

    @Test func selfSizingLists_andWaterfalls_takeIt() throws {
        for presentation: any Presentation in [try ListPresentation.selfSizing(estimatedRowHeight: 80),
                                               try WaterfallPresentation.selfSizing(estimatedItemHeight: 120)] {
            var layout = PresentationLayout(presentation)
            layout.prepare(in: Self.context)
            let first = ItemIndex(item: 0)
            #expect(layout.isSelfSizing)
            #expect(layout.shouldInvalidate(forPreferredHeight: 33, ofItemAt: first))
            #expect(layout.invalidate(forPreferredHeight: 33, ofItemAt: first, contentOffset: .zero) != nil)
            #expect(layout.item(at: first)?.frame.height == 33)
        }
    }
}

extension PresentationSelfSizingOptInTests {
    /// A self-sizing row's style does not follow its measured height (content arranged by its
    /// own height could flip it forever); a fixed one follows its frame (the tutorial's rule).
    @Test func aSelfSizingCellsStyle_doesNotFollowItsOwnHeight() throws {
        var layout = PresentationLayout(try ListPresentation.selfSizing(estimatedRowHeight: 60))
        layout.prepare(in: Self.context)
        let first = ItemIndex(item: 0)
        #expect(layout.cellStyle(for: layout.item(at: first)!).aspect == .horizontal)
        _ = layout.invalidate(forPreferredHeight: 400, ofItemAt: first, contentOffset: .zero)
        #expect(layout.item(at: first)!.frame.height == 400)
        #expect(layout.cellStyle(for: layout.item(at: first)!).aspect == .horizontal)

        var fixed = PresentationLayout(try ListPresentation(rowHeight: 400))
        fixed.prepare(in: Self.context)
        #expect(fixed.cellStyle(for: fixed.item(at: first)!).aspect == .vertical)
    }
}
