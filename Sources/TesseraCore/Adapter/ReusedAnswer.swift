/// Storage for an answer given on every frame (the adapter's answers, its own commands, a
/// pager's progress, a marquee's step, a switch's next layout), reused so that answering does
/// not allocate: each answer is written into the storage of the one before, which its reader
/// has let go of by then (the performer carries actions out, the adapter copies effects into
/// its own answer). Should the last answer still be held (a callback nested in carrying it
/// out), copy-on-write gives the new one storage of its own.
struct ReusedAnswer<Element: Sendable>: Sendable {
    private var storage: [Element] = []

    /// The storage, emptied, to write the next answer into; hand it back with `keep(_:)`.
    /// Taken out while it is written, so what writes it may change the rest of its owner.
    mutating func take() -> [Element] {
        var answer: [Element] = []
        swap(&answer, &storage)
        answer.removeAll(keepingCapacity: true)
        return answer
    }

    /// Keeps `answer`'s storage for the next answer, and returns `answer`.
    mutating func keep(_ answer: [Element]) -> [Element] {
        storage = answer
        return answer
    }

    /// `[element]`, in the reused storage.
    mutating func just(_ element: Element) -> [Element] {
        var answer = take()
        answer.append(element)
        return keep(answer)
    }

    /// `[first, second]`, in the reused storage.
    mutating func just(_ first: Element, then second: Element) -> [Element] {
        var answer = take()
        answer.append(first)
        answer.append(second)
        return keep(answer)
    }
}
