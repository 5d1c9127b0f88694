#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

/// An infinite 2D grid for SwiftUI — maps, calendars, canvases: tiles at integer coordinates
/// in both directions forever, with constant memory, and the tile at the centre bound both
/// ways.
///
///     struct Canvas: View {
///         @State private var center = GridCoordinates(x: 0, y: 0)
///
///         var body: some View {
///             InfiniteGrid(centerCoordinates: $center) { tile in
///                 Text("\(tile.x), \(tile.y)").font(.caption.monospacedDigit())
///             }
///             .infiniteGridTileSize(CGSize(width: 80, height: 80))
///             .infiniteGridSpacing(2)
///             Button("Home") { withAnimation { center = GridCoordinates(x: 0, y: 0) } }
///         }
///     }
///
/// Setting the binding scrolls there, animated inside `withAnimation` (a far target is jumped
/// near first, so an animation never crosses more than two screens) and not with Reduce Motion;
/// the tiles passed on the way are not written. A user's drag or fling writes each new tile at
/// the centre once, as it arrives there. While a finger holds the grid the app's value waits and
/// loses. A tile beyond a bounded grid is written back as the tile the grid can centre.
///
/// Each tile's content carries the tile's coordinates as its identity and the whole
/// environment around the grid (see <doc:IdentityStateAndEnvironment>); the tiles written during
/// a fling re-host nothing. VoiceOver reads the grid as one adjustable element labelled by the
/// centre tile's content, whose buttons are in the actions rotor.
///
/// In this module `InfiniteGrid` is this view; the UIKit grid of the tutorial is
/// `TesseraUIKit.InfiniteGrid` (see <doc:IdentityStateAndEnvironment> for a file that uses both). This is `InfiniteGridView` with cells that host SwiftUI
/// content; every decision is made by `BehaviorBinding` and `InfiniteGridBehavior` in
/// TesseraCore, tested on Linux.
@MainActor
public struct InfiniteGrid<Content: View>: UIViewRepresentable {
    let centerCoordinates: Binding<GridCoordinates>
    let content: (GridCoordinates) -> Content
    var selectAction: ((GridCoordinates) -> Void)?

    /// Creates a grid whose tile at `coordinates` shows `content(coordinates)` (in torus mode,
    /// the data coordinates the tile repeats).
    /// - Parameters:
    ///   - centerCoordinates: The tile at the centre of the view, kept in step both ways.
    ///   - content: The view for one tile.
    public init(centerCoordinates: Binding<GridCoordinates>,
                @ViewBuilder content: @escaping (GridCoordinates) -> Content) {
        self.centerCoordinates = centerCoordinates
        self.content = content
    }

    /// Calls `action` with the data coordinates of the tile a tap (or VoiceOver's double-tap
    /// on the grid) selects: the tile's own, or in a torus the tile it repeats. Without it, the
    /// double-tap activates the centre tile's first button or link. Apply it to the grid
    /// itself, before other modifiers.
    public func onSelect(perform action: @escaping (GridCoordinates) -> Void) -> Self {
        var grid = self
        grid.selectAction = action
        return grid
    }

    /// Creates the coordinator that joins the grid to the binding.
    public func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    /// Creates the grid, centred on the binding's tile.
    public func makeUIView(context: Context) -> InfiniteGridView {
        let configuration = (try? context.environment.infiniteGridOptions.configuration()) ?? .standard
        let view = BoundInfiniteGridView(frame: .zero, configuration: configuration,
                                         centerCoordinates: centerCoordinates.wrappedValue)
        context.coordinator.attach(view, environment: context.environment)
        return view
    }

    /// Carries the representable's content, options and binding over to the grid.
    public func updateUIView(_ view: InfiniteGridView, context: Context) {
        context.coordinator.update(self, view: view, animation: HostingAnimation(context),
                                   environment: context.environment)
    }

    /// Lets go of the grid.
    public static func dismantleUIView(_ view: InfiniteGridView, coordinator: Coordinator) {
        view.onBehaviorReport = nil
        (view as? BoundInfiniteGridView)?.didLayout = nil
    }
}

/// The grid an `InfiniteGrid` shows: it tells its coordinator when it has laid out.
final class BoundInfiniteGridView: InfiniteGridView {
    var didLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        didLayout?()
    }
}
#endif
