#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

/// A paged grid for SwiftUI — emoji panels, springboards, sticker pickers: `columns × rows`
/// items per page, pages side by side, snapping by velocity, with the current page bound both
/// ways.
///
///     struct StickerPicker: View {
///         let stickers: [Sticker]                 // Identifiable
///         @State private var page = 0
///
///         var body: some View {
///             PagedGrid(stickers, columns: 4, rows: 2, currentPage: $page) { sticker in
///                 Image(sticker.imageName).resizable().scaledToFit()
///             }
///             .pagedGridSpacing(item: 8, line: 8, page: 24)
///             Button("First page") { withAnimation { page = 0 } }
///         }
///     }
///
/// Setting the binding scrolls to that page, animated inside `withAnimation` (and not with
/// Reduce Motion); a user's flick writes the page it rests on, once. A page that does not exist
/// is clamped and written back. While a finger holds the grid, the app's value waits and loses:
/// the binding is written with the page the grid comes to rest on. When the data changes, the
/// grid stays on the page of the item it showed first (by identity), and the binding follows;
/// inside an animated transaction inserts, removals and moves animate, each cell moving with its
/// item.
///
/// Each item's content carries its item's identity and the whole environment around the grid
/// (see <doc:IdentityStateAndEnvironment>); VoiceOver reaches each item's own elements.
///
/// This is `GridPageView` with cells that host SwiftUI content; every decision (which page,
/// when to write, what a change of data keeps) is made by `BehaviorBinding` and
/// `PagedGridBehavior` in TesseraCore, tested on Linux.
@MainActor
public struct PagedGrid<Data: RandomAccessCollection, ID: Hashable, Content: View>: UIViewRepresentable {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let columns: Int
    let rows: Int
    let position: PositionSource<Int, ID>
    let content: (Data.Element) -> Content
    var selectAction: ((Data.Element) -> Void)?
    /// What a drop or a VoiceOver move calls (`onMove(perform:)`, `PagedGrid+Reorder.swift`).
    var moveAction: ((IndexSet, Int) -> Void)?

    /// Creates a grid of `data` identified by `id`, `columns × rows` items per page.
    /// - Parameters:
    ///   - columns: Columns per page. Defaults to 4.
    ///   - rows: Rows per page. Defaults to 2.
    ///   - currentPage: The page shown, kept in step both ways.
    ///   - content: The view for one item.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, columns: Int = 4, rows: Int = 2,
                currentPage: Binding<Int>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: id, columns: columns, rows: rows, source: .value(currentPage), content: content)
    }

    /// Creates a grid of `data` identified by `id`, `columns × rows` items per page, the page
    /// bound by the identity of an item on it (as `scrollPosition(id:)` binds a scroll view's).
    /// - Parameters:
    ///   - columns: Columns per page. Defaults to 4.
    ///   - rows: Rows per page. Defaults to 2.
    ///   - position: An item on the page shown. Setting it shows that item's page (another
    ///     item of the page shown changes nothing); a flick writes the first item of the page
    ///     it rests on; `nil`, or an identity not in `data`, is answered with that item.
    ///   - content: The view for one item.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, columns: Int = 4, rows: Int = 2,
                position: Binding<ID?>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: id, columns: columns, rows: rows, source: .identity(position), content: content)
    }

    init(_ data: Data, id: KeyPath<Data.Element, ID>, columns: Int, rows: Int, source: PositionSource<Int, ID>,
         content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.columns = columns
        self.rows = rows
        self.position = source
        self.content = content
    }

    /// Calls `action` with the item a tap selects. Apply it to the grid itself, before other
    /// modifiers.
    public func onSelect(perform action: @escaping (Data.Element) -> Void) -> Self {
        var grid = self
        grid.selectAction = action
        return grid
    }

    /// The identities of the items, in order.
    var identities: [ID] { data.map { $0[keyPath: id] } }

    /// Creates the coordinator that joins the grid to the binding.
    public func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    /// Creates the grid.
    public func makeUIView(context: Context) -> GridPageView {
        let view = BoundGridPageView(configuration: configuration(in: context.environment) ?? .standard)
        context.coordinator.attach(view, environment: context.environment)
        return view
    }

    /// Carries the representable's data, options and binding over to the grid.
    public func updateUIView(_ view: GridPageView, context: Context) {
        context.coordinator.update(self, view: view, animation: HostingAnimation(context),
                                   environment: context.environment)
    }

    /// Lets go of the grid.
    public static func dismantleUIView(_ view: GridPageView, coordinator: Coordinator) {
        view.onBehaviorReport = nil
        (view as? BoundGridPageView)?.didLayout = nil
    }

    /// The layout configuration the options ask for, or `nil` if they are invalid (0 columns, a
    /// negative spacing): the grid then keeps the configuration it has.
    func configuration(in environment: EnvironmentValues) -> PagedGridLayout.Configuration? {
        let options = environment.pagedGridOptions
        return try? PagedGridLayout.Configuration(
            columns: columns, rows: rows, itemSpacing: options.itemSpacing, lineSpacing: options.lineSpacing,
            pageSpacing: options.pageSpacing, sectionInsets: options.insets, pageAxis: options.pageAxis,
            fillOrder: options.fillOrder, maximumPagesPerFlick: options.maximumPagesPerFlick)
    }
}

extension PagedGrid where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates a grid of `Identifiable` items, `columns × rows` per page.
    /// - Parameters:
    ///   - columns: Columns per page. Defaults to 4.
    ///   - rows: Rows per page. Defaults to 2.
    ///   - currentPage: The page shown, kept in step both ways.
    ///   - content: The view for one item.
    public init(_ data: Data, columns: Int = 4, rows: Int = 2, currentPage: Binding<Int>,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, columns: columns, rows: rows, currentPage: currentPage, content: content)
    }

    /// Creates a grid of `Identifiable` items, `columns × rows` per page, the page bound by the
    /// identity of an item on it.
    /// - Parameters:
    ///   - columns: Columns per page. Defaults to 4.
    ///   - rows: Rows per page. Defaults to 2.
    ///   - position: An item on the page shown, kept in step both ways (see
    ///     ``init(_:id:columns:rows:position:content:)``).
    ///   - content: The view for one item.
    public init(_ data: Data, columns: Int = 4, rows: Int = 2, position: Binding<ID?>,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, columns: columns, rows: rows, position: position, content: content)
    }
}

/// The grid a `PagedGrid` shows: it tells its coordinator when it has laid out (a page set
/// before the first layout can only be shown then).
final class BoundGridPageView: GridPageView {
    var didLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        didLayout?()
    }
}
#endif
