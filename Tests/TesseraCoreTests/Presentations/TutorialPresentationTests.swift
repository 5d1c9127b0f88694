import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The three presentation objects of the "changing presentation on the fly" tutorial, checked
/// against the sizes and spacings their flow-layout delegates return.
@Suite("The tutorial's presentations")
struct TutorialPresentationTests {
    static let insets = EdgeInsets(top: 16, left: 16, bottom: 20, right: 16)

    @Test(arguments: [320, 375, 414] as [CGFloat])
    func tabledContent_rowsAreTheWidthLessInsetsBy112(width: CGFloat) {
        let table = TabledContentPresentation()
        #expect(table.sizeForItem(at: ItemIndex(item: 7), collectionViewWidth: width) == CGSize(width: width - 32, height: 112))
        #expect(table.insetForSection(at: 0) == Self.insets)
        #expect(table.minimumLineSpacingForSection(at: 0) == 10)
        #expect(table.minimumInteritemSpacingForSection(at: 0) == 10) // UIKit's default, left alone
    }

    /// (320 − 32 − 16) / 3 ≈ 90.67, (375 − 48) / 3 = 109, (414 − 48) / 3 = 122.
    @Test(arguments: [(320, 272.0 / 3), (375, 109), (414, 122)] as [(CGFloat, CGFloat)])
    func defaultGriddedContent_threeSquaresPerRow(width: CGFloat, side: CGFloat) {
        let grid = DefaultGriddedContentPresentation()
        #expect(grid.sizeForItem(at: ItemIndex(item: 4), collectionViewWidth: width) == CGSize(width: side, height: side))
        #expect(grid.minimumLineSpacingForSection(at: 0) == 20)
        #expect(grid.minimumInteritemSpacingForSection(at: 0) == 8)
        #expect(grid.insetForSection(at: 3) == Self.insets)
    }

    @Test func customGriddedContent_everyFourthItemIsFullWidth() {
        let custom = CustomGriddedContentPresentation()
        let sizes = (0..<9).map { custom.sizeForItem(at: ItemIndex(item: $0), collectionViewWidth: 375) }
        let full = CGSize(width: 343, height: 112), square = CGSize(width: 109, height: 109)
        #expect(sizes == [full, square, square, square, full, square, square, square, full])
        #expect(custom.minimumLineSpacingForSection(at: 0) == 20)
        #expect(custom.minimumInteritemSpacingForSection(at: 0) == 8)
        #expect(custom.sizeForItem(at: ItemIndex(item: 0), collectionViewWidth: 10) == CGSize(width: 0, height: 112))
        #expect(custom.sizeForItem(at: ItemIndex(item: 1), collectionViewWidth: .nan) == .zero)
    }

    /// Each presentation lays out exactly the sizes its delegate answers (to the pixel), with
    /// the delegate's insets and spacings between them.
    @Test(arguments: [320, 375, 414] as [CGFloat])
    func presentationFrames_haveTheDelegatesSizes(width: CGFloat) {
        let context = LayoutContext(viewportSize: CGSize(width: width, height: 600), itemCount: 13)
        func check(_ presentation: some PresentationFlowMetrics, kind: PresentationKind) {
            var presentation = presentation
            presentation.prepare(in: context)
            #expect(presentation.kind == kind)
            for item in 0..<13 {
                let frame = presentation.item(at: ItemIndex(item: item))!.frame
                let size = presentation.sizeForItem(at: ItemIndex(item: item), collectionViewWidth: width)
                #expect(abs(frame.width - size.width) <= 0.5 && abs(frame.height - size.height) <= 0.5, "\(kind) \(item)")
            }
            let first = presentation.item(at: ItemIndex(item: 0))!.frame
            #expect(first.origin == CGPoint(x: 16, y: 16))
        }
        check(TabledContentPresentation(), kind: .list)
        check(DefaultGriddedContentPresentation(), kind: .grid)
        check(CustomGriddedContentPresentation(), kind: .mosaic)
    }

    /// The tutorial's cell lays out side by side in the table and in full-width mosaic items,
    /// stacked in grid squares.
    @Test func cellsReadTheirAspect() {
        let context = LayoutContext(viewportSize: CGSize(width: 320, height: 600), itemCount: 8)
        var table = TabledContentPresentation(), custom = CustomGriddedContentPresentation()
        table.prepare(in: context)
        custom.prepare(in: context)
        #expect(table.cellStyle(at: ItemIndex(item: 3))?.aspect == .horizontal)
        #expect(custom.cellStyle(at: ItemIndex(item: 4))?.aspect == .horizontal)
        #expect(custom.cellStyle(at: ItemIndex(item: 5))?.aspect == .vertical)
    }

    /// The tutorial cycles table → default grid → custom grid with a bar button; with
    /// Tessera each step keeps the user's place: the top item stays where it was on screen
    /// (in a grid row, another item may then lead that row).
    @Test func cyclingLikeTheTutorial_keepsTheTopItem() {
        let context = LayoutContext(viewportSize: CGSize(width: 375, height: 667), itemCount: 60)
        var cycle = [AnyPresentation(TabledContentPresentation()), AnyPresentation(DefaultGriddedContentPresentation()),
                     AnyPresentation(CustomGriddedContentPresentation())]
        for index in cycle.indices { cycle[index].prepare(in: context) }
        var offset = CGPoint(x: 0, y: 16 + 20 * 122) // item 20 of the table at the top
        for step in 0..<3 {
            let from = cycle[step], to = cycle[(step + 1) % 3]
            let anchor = PresentationAnchor(in: from, contentOffset: offset)!
            offset = PresentationAnchor.contentOffset(switchingFrom: from, to: to, contentOffset: offset)
            let onScreen = to.item(at: anchor.index)!.frame.minY - offset.y
            #expect(abs(onScreen - anchor.distanceFromVisibleTop) <= 1, "step \(step)")
        }
    }
}
