/// A VoiceOver custom action that moves an item, as data: the skin names it in the user's
/// language ("Move before Mail", "Move after Maps", "Move to page 3") with the neighbour's
/// accessibility label, and performing it reports `move` as a drop would.
public struct ReorderAccessibilityAction: Sendable, Hashable {
    /// What the action says.
    public enum Kind: Sendable, Hashable {
        /// "Move before …": before the item now at this index.
        case moveBefore(ItemIndex)
        /// "Move after …": after the item now at this index.
        case moveAfter(ItemIndex)
        /// "Move to page n": to the first place of page `page` (zero-based) of `count`.
        case moveToPage(Int, of: Int)
    }

    /// What the action says.
    public var kind: Kind
    /// The one move it makes.
    public var move: ReorderMove

    /// Creates an action.
    public init(kind: Kind, move: ReorderMove) {
        self.kind = kind
        self.move = move
    }

    /// "Move before" the item before `item` and "Move after" the item after it, in a section of
    /// `count` items: the actions every reorderable layout offers.
    /// - Complexity: O(1).
    static func neighbourMoves(for item: ItemIndex, count: Int) -> [ReorderAccessibilityAction] {
        var actions: [ReorderAccessibilityAction] = []
        if item.item > 0 {
            let before = ItemIndex(item: item.item - 1, section: item.section)
            actions.append(.init(kind: .moveBefore(before), move: ReorderMove(from: item, to: before)))
        }
        if item.item < count - 1 {
            let after = ItemIndex(item: item.item + 1, section: item.section)
            actions.append(.init(kind: .moveAfter(after), move: ReorderMove(from: item, to: after)))
        }
        return actions
    }
}
