#if canImport(UIKit)
// Code as a Swift 5 app writes it: Tessera's UIKit types created and configured from
// nonisolated functions (a layout factory, a `static func make…`), where UIKit's own
// `UICollectionViewFlowLayout()` compiles. In Swift 5 mode this compiles without a
// diagnostic; in Swift 6 mode it gets the same warnings UIKit's own types get.
import UIKit
import TesseraUIKit

enum Swift5StyleFactory {
    static func makeFlowLayoutLikeUIKit() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        return layout
    }

    static func makeGridLayout() -> UICollectionViewLayout {
        let layout = GridPagedFlowLayout(columns: 5, rows: 3)
        layout.itemSpacing = 8
        layout.pageSpacing = 16
        return layout
    }

    static func makeCarouselLayout() -> CarouselCollectionViewLayout {
        let layout = CarouselCollectionViewLayout()
        layout.itemCount = 5
        layout.snapsToStops = true
        return layout
    }

    static func makeInfiniteGridLayout() -> InfiniteGridCollectionViewLayout {
        InfiniteGridCollectionViewLayout(configuration: .standard, centerCoordinates: GridCoordinates(x: 3, y: 4))
    }

    static func makeGridPageView() -> GridPageView {
        let grid = GridPageView(columns: 4, rows: 2)
        grid.lineSpacing = 12
        grid.pagesAccessibilityLabel = "Stickers"
        return grid
    }

    static func makeCarousel() -> CycleCollectionView {
        let carousel = CycleCollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 180))
        carousel.itemSize = CGSize(width: 300, height: 160)
        carousel.isAutoScroll = true
        carousel.itemTransform = .linearScale(minimumScale: 0.9)
        return carousel
    }

    static func makeInfiniteGridView() -> InfiniteGridView {
        let grid = InfiniteGridView(frame: .zero)
        grid.centerCoordinates = GridCoordinates(x: -7, y: 12)
        grid.tilesAccessibilityLabel = "Calendar"
        return grid
    }

    static func makeTutorialGrid(in host: UIView) -> InfiniteGrid {
        let grid = InfiniteGrid(hostView: host)
        grid.centerCoordinates = GridCoordinates(x: 1, y: 1)
        return grid
    }

    static func makeTileCell() -> InfiniteGridTileCell {
        let cell = InfiniteGridTileCell(frame: .zero)
        cell.coordinates = GridCoordinates(x: 0, y: 0)
        return cell
    }
}
#endif
