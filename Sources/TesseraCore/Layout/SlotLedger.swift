import Foundation

/// What each reused slot's cell was last configured to show, and which visible slots show
/// something else now.
///
/// The carousel and the infinite grid lend a small, fixed set of index paths (slots) to an
/// unbounded content: a carousel's slot is a loop position, an infinite grid's a tile. A slot
/// moves on to other content as the view scrolls; the collection view asks for its cell only
/// when the slot enters the screen. Should a cell stay on screen while its slot moved on (a
/// layout pass skipped, a recentre), it would show the old content: the skin asks the ledger
/// after each layout pass and repairs what it names.
///
/// The repair is a reload (`reloadItems(at:)`, without animation), never a reconfigure:
/// `reconfigureItems(at:)` makes the data source dequeue the *same* cell again, and UIKit
/// throws when the new content is dequeued with another reuse identifier (a banner carousel
/// mixing video and image cells). A reload takes any cell.
///
///     var ledger = SlotLedger<Int>()
///     ledger.configured(slot: 3, with: 12)      // cellForItemAt: slot 3 shows item 12
///     ledger.staleSlots(among: [3]) { _ in 13 } // [3]: slot 3 now stands for item 13
public struct SlotLedger<Content: Hashable & Sendable>: Sendable {
    private var shown: [Int: Content] = [:]

    /// An empty ledger.
    public init() {}

    /// The data source configured `slot`'s cell to show `content`.
    public mutating func configured(slot: Int, with content: Content) {
        shown[slot] = content
    }

    /// Every cell is configured afresh (`reloadData()`): nothing is known to be shown.
    public mutating func forgetAll() {
        shown.removeAll(keepingCapacity: true)
    }

    /// Whether the collection view must reload because the number of slots the layout lends
    /// (`lent`: a rotation or new item sizes change it) is not the number it knows (`known`,
    /// its `numberOfItems(inSection: 0)`; `nil` before it has any section, when there is
    /// nothing to reload). A reload configures every cell afresh, so the ledger forgets.
    public mutating func needsReload(known: Int?, lent: Int) -> Bool {
        guard let known, known != lent else { return false }
        forgetAll()
        return true
    }

    /// The slots among `visible` whose cells show other content than `current(slot)` now,
    /// in the order given. A slot never configured, or standing for nothing, is not stale:
    /// UIKit asks for its cell when it shows it.
    public func staleSlots(among visible: some Sequence<Int>, current: (Int) -> Content?) -> [Int] {
        visible.filter { slot in
            guard let shown = shown[slot], let now = current(slot) else { return false }
            return shown != now
        }
    }
}
