/// An answer of one or two elements given on every frame (a pager's progress, a marquee's
/// step, a switch's next layout) that does not allocate: each answer is written into the same
/// storage, which its reader has let go of by the next frame (the adapter copies effects into
/// its own answer; the performer carries actions out before the next frame). Should the last
/// answer still be held, copy-on-write gives the new one storage of its own.
struct ReusedAnswer<Element: Sendable>: Sendable {
    private var storage: [Element] = []

    /// `[element]`, in the reused storage.
    mutating func just(_ element: Element) -> [Element] {
        storage.removeAll(keepingCapacity: true)
        storage.append(element)
        return storage
    }

    /// `[first, second]`, in the reused storage.
    mutating func just(_ first: Element, then second: Element) -> [Element] {
        storage.removeAll(keepingCapacity: true)
        storage.append(first)
        storage.append(second)
        return storage
    }
}
