/// An answer of one effect on every frame (a pager's progress, a marquee's step) that does
/// not allocate: each answer is written into the same storage, which the adapter has let go
/// of by the next frame (it copies the effects into its own answer). Should the last answer
/// still be held, copy-on-write gives the new one storage of its own.
struct ReusedEffects<Effect: Sendable>: Sendable {
    private var storage: [Effect] = []

    /// `[effect]`, in the reused storage.
    mutating func just(_ effect: Effect) -> [Effect] {
        storage.removeAll(keepingCapacity: true)
        storage.append(effect)
        return storage
    }
}
