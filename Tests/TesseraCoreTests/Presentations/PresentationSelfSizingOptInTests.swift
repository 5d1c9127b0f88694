import Foundation
import Testing
@testable import TesseraCore

/// Self-sizing is the app's choice: a list of fixed rows (or a waterfall of given heights)
/// never takes the height an Auto Layout or SwiftUI cell would prefer.
struct PresentationSelfSizingOptInTests {
    static let context = LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 100)

    @Test func fixedRowsAndGivenHeights_ignoreACellsPreferredHeight() throws {
        for presentation: any Presentation in [try ListPresentation(rowHeight: 80),
                                               try WaterfallPresentation(itemHeights: [Array(repeating: 120, count: 100)]),
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
