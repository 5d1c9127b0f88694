import Foundation
@testable import TesseraCore
@testable import TesseraTesting

typealias GridEngine = CollectionEngine<PagedGridBehavior>

/// The gallery's paged grid: 4 × 2 per page, spacings 10 / 10 / 20, in 320 × 200 pt.
func makeGridEngine(items: Int = 30, configuration: PagedGridLayout.Configuration = .standard,
                    viewport: CGSize = canonicalViewport,
                    direction: LayoutDirection = .leftToRight, uikit: UIKitModel = .standard) -> GridEngine {
    let vertical = configuration.pageAxis == .vertical
    return GridEngine(layout: PagedGridLayout(configuration: configuration), behavior: PagedGridBehavior(),
                      viewportSize: viewport, itemCount: items,
                      configuration: .paging(along: vertical ? .vertical : .horizontal),
                      layoutDirection: direction, uikit: uikit)
}

extension CollectionEngine where Behavior == PagedGridBehavior {
    /// Every `pageChanged` the pager reported, in order.
    var reportedPages: [Int] {
        effects.compactMap { if case .pageChanged(let page) = $0 { page } else { nil } }
    }

    mutating func scrollToPage(_ page: Int, animated: Bool) {
        send { pager, scroll, layout in pager.scrollToPage(page, animated: animated, scroll: scroll, layout: layout) }
    }

    /// The offset that shows `page`.
    func offset(ofPage page: Int) -> CGPoint { layout.contentOffset(forPage: page) }
}
