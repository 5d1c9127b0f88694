import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Binding: DataIdentity")
struct BindingDataIdentityTests {
    @Test func anItemThatStayed_isFoundWhereItMoved() {
        #expect(DataIdentity.index(keeping: 2, from: ["a", "b", "c", "d"], to: ["x", "a", "b", "c", "d"]) == 3)
        #expect(DataIdentity.index(keeping: 2, from: ["a", "b", "c", "d"], to: ["c", "d"]) == 0)
        #expect(DataIdentity.index(keeping: 0, from: ["a", "b"], to: ["b", "a"]) == 1)
    }

    @Test func aRemovedItem_isReplacedByTheNextSurvivor_elseThePrevious() {
        #expect(DataIdentity.index(keeping: 1, from: ["a", "b", "c", "d"], to: ["a", "d"]) == 1)
        #expect(DataIdentity.index(keeping: 3, from: ["a", "b", "c", "d"], to: ["x", "b", "y"]) == 1)
    }

    @Test func nothingSurvives_clampsTheIndex_andEmptyDataHasNone() {
        #expect(DataIdentity.index(keeping: 5, from: Array(0..<8), to: [10, 11]) == 1)
        #expect(DataIdentity.index(keeping: 1, from: [1, 2], to: [Int]()) == nil)
    }

    @Test func indexOutsideTheOldData_isClamped() {
        #expect(DataIdentity.index(keeping: -4, from: [1], to: [1, 2]) == 0)
        #expect(DataIdentity.index(keeping: Int.max, from: [1], to: [1, 2]) == 1)
    }

    @Test func duplicateIdentities_countAtTheirFirstPosition() {
        #expect(DataIdentity.index(keeping: 1, from: ["a", "b"], to: ["b", "b", "a"]) == 0)
    }

    /// Against a brute-force reference on random lists with insertions and removals.
    @Test(arguments: 0..<20)
    func matchesAReference(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let old = Array(0..<Int.random(in: 1...30, using: &random))
        var new = old.filter { _ in Int.random(in: 0..<3, using: &random) > 0 }
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            new.insert(100 + Int.random(in: 0...1000, using: &random), at: Int.random(in: 0...new.count, using: &random))
        }
        for index in old.indices {
            let reference: Int? = {
                guard !new.isEmpty else { return nil }
                for id in old[index...] { if let at = new.firstIndex(of: id) { return at } }
                for id in old[..<index].reversed() { if let at = new.firstIndex(of: id) { return at } }
                return min(index, new.count - 1)
            }()
            #expect(DataIdentity.index(keeping: index, from: old, to: new) == reference)
        }
    }
}
