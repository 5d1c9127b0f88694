import Foundation

/// The item identities a random binding sequence edits, as an app's data source does: a run of
/// fresh identities inserted anywhere, or a run of existing ones removed. The random numbers
/// are drawn in one fixed order, so a seed replays the same edits.
struct RandomIdentities {
    private(set) var ids: [Int]
    private var nextID = 1000
    /// The most identities one insert adds.
    let largestInsert: Int
    /// The most identities one removal takes (1: one, drawn without a length).
    let largestRemoval: Int
    /// Below this many, every edit inserts.
    let insertsBelow: Int

    init(count: Int, largestInsert: Int, largestRemoval: Int, insertsBelow: Int) {
        ids = Array(0..<count)
        self.largestInsert = largestInsert
        self.largestRemoval = largestRemoval
        self.insertsBelow = insertsBelow
    }

    /// Inserts or removes a random run.
    /// - Returns: the identities before and after, for `changeData(from:to:)`.
    mutating func edit(using random: inout SeededGenerator) -> (old: [Int], new: [Int]) {
        let old = ids
        if Bool.random(using: &random) || ids.count < insertsBelow {
            let count = Int.random(in: 1...largestInsert, using: &random)
            ids.insert(contentsOf: (0..<count).map { nextID + $0 }, at: Int.random(in: 0...ids.count, using: &random))
            nextID += count
        } else if largestRemoval == 1 {
            ids.remove(at: Int.random(in: 0..<ids.count, using: &random))
        } else {
            let start = Int.random(in: 0..<ids.count, using: &random)
            ids.removeSubrange(start..<min(ids.count, start + Int.random(in: 1...largestRemoval, using: &random)))
        }
        return (old, ids)
    }
}
