import Foundation
import TesseraCore

/// What a device would have stopped on: UIKit's exceptions for attributes it has no item for,
/// and an app's out-of-range read of its own data for a cell it was asked for.
public struct DataSourceFaults: Sendable, Equatable {
    /// Items a layout returned (for the visible rectangle) beyond UIKit's cached counts:
    /// UIKit throws ("layout attributes for a cell with an index path that does not exist").
    public internal(set) var attributesBeyondUIKit: [ItemIndex] = []
    /// Cells UIKit asked for that the data source no longer has (`items[indexPath.item]` out of
    /// range in the app). UIKit asks by its cached counts, so this can only happen between the
    /// app changing its data and telling the collection view: the item-count lag.
    public internal(set) var cellsBeyondData: [ItemIndex] = []

    public init() {}
}

// MARK: - The item-count lag

extension CollectionEngine {
    /// The app changes its data without telling the collection view yet (the item-count lag):
    /// UIKit keeps its cached counts, and every layout pass, rotation or scroll until
    /// `reloadData()` is prepared with them, as on a device.
    public mutating func changeData(sectionItemCounts counts: [Int]) {
        dataItemCounts = counts
    }

    /// `reloadData()` after `changeData(sectionItemCounts:)`: UIKit reads the data source's
    /// counts again.
    public mutating func reloadData() {
        reloadData(sectionItemCounts: dataItemCounts)
    }

    /// UIKit's view of one pass: every laid-out item must exist in its cached counts, and
    /// every dequeued cell is configured from the data source as it is now.
    mutating func noteFaults(laidOut: [ItemIndex], dequeued: [ItemIndex]) {
        guard !(layout is LendsItemSlots) else { return }
        for index in laidOut where !Self.exists(index, in: sectionItemCounts) {
            dataSourceFaults.attributesBeyondUIKit.append(index)
        }
        for index in dequeued where !Self.exists(index, in: dataItemCounts) {
            dataSourceFaults.cellsBeyondData.append(index)
        }
    }

    private static func exists(_ index: ItemIndex, in counts: [Int]) -> Bool {
        counts.indices.contains(index.section) && index.item < counts[index.section]
    }
}

/// A layout whose items are slots it lends out (the carousel's loop, the infinite grid's
/// plane), not the data's items: UIKit's count is the layout's slot count, and a new slot
/// count is reloaded by the skin (`SlotLedger.needsReload(known:lent:)`), so the data-source
/// faults above do not apply to it.
protocol LendsItemSlots {}
extension CarouselLayout: LendsItemSlots {}
extension InfiniteGridLayout: LendsItemSlots {}
