#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TesseraCore

/// What the `pagedGrid…` modifiers set for the `PagedGrid`s below them.
struct PagedGridOptions {
    var itemSpacing: CGFloat = 10
    var lineSpacing: CGFloat = 10
    var pageSpacing: CGFloat = 20
    var insets = TesseraCore.EdgeInsets.zero
    var pageAxis = TesseraCore.Axis.horizontal
    var fillOrder = PagedGridLayout.FillOrder.rowMajor
    var maximumPagesPerFlick = 1
}

private struct PagedGridOptionsKey: EnvironmentKey {
    static var defaultValue: PagedGridOptions { PagedGridOptions() }
}

extension EnvironmentValues {
    var pagedGridOptions: PagedGridOptions {
        get { self[PagedGridOptionsKey.self] }
        set { self[PagedGridOptionsKey.self] = newValue }
    }
}

extension View {
    /// Spacing of the `PagedGrid`s in this view. Invalid values (negative, not finite) leave
    /// the grid as it was.
    /// - Parameters:
    ///   - item: Between columns, in points. Defaults to 10.
    ///   - line: Between rows, in points. Defaults to 10.
    ///   - page: Between pages, seen while scrolling, in points. Defaults to 20.
    public func pagedGridSpacing(item: CGFloat = 10, line: CGFloat = 10, page: CGFloat = 20) -> some View {
        transformEnvironment(\.pagedGridOptions) {
            $0.itemSpacing = item
            $0.lineSpacing = line
            $0.pageSpacing = page
        }
    }

    /// Insets of the grid inside each page of the `PagedGrid`s in this view; leading and
    /// trailing follow the layout direction. Defaults to none.
    public func pagedGridInsets(_ insets: SwiftUI.EdgeInsets) -> some View {
        transformEnvironment(\.pagedGridOptions) {
            $0.insets = TesseraCore.EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom,
                                               right: insets.trailing)
        }
    }

    /// The axis pages of the `PagedGrid`s in this view follow each other along. Defaults to
    /// `.horizontal`.
    public func pagedGridPageAxis(_ axis: SwiftUI.Axis) -> some View {
        transformEnvironment(\.pagedGridOptions) { $0.pageAxis = axis == .vertical ? .vertical : .horizontal }
    }

    /// The order items fill a page of the `PagedGrid`s in this view. Defaults to `.rowMajor`.
    public func pagedGridFillOrder(_ order: PagedGridLayout.FillOrder) -> some View {
        transformEnvironment(\.pagedGridOptions) { $0.fillOrder = order }
    }

    /// The most pages one flick may travel in the `PagedGrid`s in this view. Defaults to 1.
    public func pagedGridMaximumPagesPerFlick(_ pages: Int) -> some View {
        transformEnvironment(\.pagedGridOptions) { $0.maximumPagesPerFlick = pages }
    }
}
#endif
