/// The position of an item: a section and an item within it (the core's `IndexPath`).
public struct ItemIndex: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    /// Creates an index. `section` defaults to 0.
    public init(item: Int, section: Int = 0) {
        self.section = section
        self.item = item
    }

    public static func < (lhs: ItemIndex, rhs: ItemIndex) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    public var description: String { section == 0 ? "\(item)" : "\(section).\(item)" }
}
