import Foundation
import Testing
@testable import TesseraCore

/// A drop as SwiftUI's `onMove(perform:)` states it, and the identities the data has once the
/// app has moved its element.
@Suite("Reorder moves as SwiftUI offsets")
struct ReorderMoveOffsetsTests {
    /// SwiftUI's `Array.move(fromOffsets:toOffset:)`, written out: the elements at `source`
    /// leave, and go in front of the element that was at `destination` (the end for `count`).
    static func move<T>(_ array: [T], fromOffsets source: IndexSet, toOffset destination: Int) -> [T] {
        let moving = source.map { array[$0] }
        var kept: [T] = [], insertion = 0
        for (offset, element) in array.enumerated() {
            if offset == destination { insertion = kept.count }
            if !source.contains(offset) { kept.append(element) }
        }
        if destination >= array.count { insertion = kept.count }
        kept.insert(contentsOf: moving, at: insertion)
        return kept
    }

    /// For every move in arrays of 1 to 7 items: the app's `move(fromOffsets:toOffset:)` with
    /// the offsets gives exactly the order the drop showed, which is also `applied(to:)`.
    @Test func everyMove_asOffsets_givesTheOrderTheDropShowed() {
        for count in 1...7 {
            let data = Array(0..<count)
            for from in 0..<count {
                for to in 0..<count {
                    let move = ReorderMove(from: ItemIndex(item: from), to: ItemIndex(item: to))
                    let shown = (0..<count).map { move.source(of: ItemIndex(item: $0)).item }
                    let (source, destination) = move.offsets
                    #expect(Self.move(data, fromOffsets: source, toOffset: destination) == shown, "\(move)")
                    #expect(move.applied(to: data) == shown, "\(move)")
                }
            }
        }
    }

    @Test func theSpringboardMove_literally() {
        let move = ReorderMove(from: ItemIndex(item: 3), to: ItemIndex(item: 21))
        #expect(move.offsets.source == IndexSet(integer: 3))
        #expect(move.offsets.destination == 22)
        let back = ReorderMove(from: ItemIndex(item: 21), to: ItemIndex(item: 3))
        #expect(back.offsets.destination == 3)
        #expect(ReorderMove.staying(ItemIndex(item: 4)).offsets.destination == 4)
    }

    /// An index outside the elements (a stale move) changes nothing.
    @Test func aMoveOutsideTheElements_changesNothing() {
        #expect(ReorderMove(from: ItemIndex(item: 5), to: ItemIndex(item: 0)).applied(to: [1, 2, 3]) == [1, 2, 3])
        #expect(ReorderMove(from: ItemIndex(item: 0), to: ItemIndex(item: 9)).applied(to: [1, 2, 3]) == [1, 2, 3])
    }
}
