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

// MARK: - What UIKit asks of a self-sizing layout

extension PresentationSelfSizingOptInTests {
    /// A grid cell shorter than its row keeps the row's frame: asked again with the same
    /// height it must not invalidate (UIKit would invalidate on every display, or forever).
    @Test func aCellShorterThanItsRow_isRecordedOnce() throws {
        var layout = PresentationLayout(try GridPresentation(columns: .count(3), itemHeight: .estimated(60)))
        layout.prepare(in: Self.context)
        let tall = ItemIndex(item: 0), short = ItemIndex(item: 1)
        #expect(layout.invalidate(forPreferredHeight: 120, ofItemAt: tall, contentOffset: .zero) != nil)
        #expect(layout.shouldInvalidate(forPreferredHeight: 40, ofItemAt: short))
        _ = layout.invalidate(forPreferredHeight: 40, ofItemAt: short, contentOffset: .zero)
        #expect(layout.item(at: short)!.frame.height == 120)   // the row's height
        #expect(!layout.shouldInvalidate(forPreferredHeight: 40, ofItemAt: short))
        #expect(layout.shouldInvalidate(forPreferredHeight: 50, ofItemAt: short))
    }

    /// Only `.estimated` groups of a mosaic take their cells' heights.
    @Test func aMosaicsFixedGroups_keepTheirHeight() throws {
        var layout = PresentationLayout(try MosaicPresentation(pattern: [.fullWidth(height: .fixed(100)),
                                                                         .row(columns: 2, height: .estimated(60))]))
        layout.prepare(in: Self.context)
        #expect(!layout.takesCellHeight(at: ItemIndex(item: 0)))
        #expect(layout.takesCellHeight(at: ItemIndex(item: 1)))
        #expect(!layout.shouldInvalidate(forPreferredHeight: 33, ofItemAt: ItemIndex(item: 0)))
    }

    /// UIKit adds the adjustment as it is: it never takes the content above its top.
    @Test func anAdjustment_neverScrollsPastTheTop() throws {
        var layout = PresentationLayout(try ListPresentation.selfSizing(estimatedRowHeight: 60))
        layout.prepare(in: Self.context)
        _ = layout.invalidate(forPreferredHeight: 60, ofItemAt: ItemIndex(item: 1), contentOffset: .zero)
        let invalidation = layout.invalidate(forPreferredHeight: 20, ofItemAt: ItemIndex(item: 0),
                                             contentOffset: CGPoint(x: 0, y: 10))
        #expect(invalidation?.contentOffsetAdjustment.y == -10)
    }

    /// A batch update the collection view applied itself during a switch: the switch ended at
    /// its nearer end, and the switcher says so.
    @Test func anUpdateDuringASwitch_reportsWhereItEnded() throws {
        var list = PresentationLayout(try ListPresentation(rowHeight: 80))
        list.prepare(in: Self.context)
        let grid = try GridPresentation(columns: .count(3))
        for (progress, expected) in [(0.7, "switched to grid"), (0.2, "cancelled back to list")] {
            let switching = list.switching(to: grid, contentOffset: .zero).atProgress(progress)
            let (updated, offset) = switching.updating([.insert(0..<1)], contentOffset: .zero)
            var behavior = PresentationBehavior()
            let effects = behavior.didApplyUpdates(from: switching, to: updated, contentOffset: offset)
            let said = effects.map { effect -> String in
                switch effect {
                case .switched(let kind): "switched to \(kind)"
                case .switchCancelled(let kind): "cancelled back to \(kind)"
                default: "other"
                }
            }
            #expect(said == [expected])
            #expect(updated.switchProgress == nil)
        }
    }
}
