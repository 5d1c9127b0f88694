#if canImport(SwiftUI) && canImport(UIKit)
// A SwiftUI screen with an infinite 2D grid: the tile at the centre is the app's state, shown
// live while the user drags and set by buttons (animated, however far).
import SwiftUI
import TesseraSwiftUI

struct CanvasScreen: View {
    @State private var center = GridCoordinates(x: 0, y: 0)

    var body: some View {
        ZStack(alignment: .bottom) {
            InfiniteGrid(centerCoordinates: $center) { tile in
                Text("\(tile.x), \(tile.y)")
                    .font(.caption.monospacedDigit())
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background((tile.x + tile.y).isMultiple(of: 2) ? Color.secondary.opacity(0.1) : Color.clear)
            }
            .infiniteGridTileSize(CGSize(width: 80, height: 80))
            .infiniteGridSpacing(2)
            .ignoresSafeArea()

            HStack {
                Text("Centre \(center.x), \(center.y)").monospacedDigit()
                Button("Home") { withAnimation { center = GridCoordinates(x: 0, y: 0) } }
                Button("Far away") { withAnimation { center = center.offsetBy(x: 1_000_000, y: -77) } }
            }
            .padding()
            .background(.thinMaterial, in: Capsule())
            .padding()
        }
    }
}

/// A month calendar that loops: 7 columns of weekdays repeated forever, rows bounded.
struct LoopingWeekScreen: View {
    @State private var center = GridCoordinates(x: 3, y: 2)
    private let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    var body: some View {
        InfiniteGrid(centerCoordinates: $center) { day in
            Text(weekdays[day.x]).font(.body)
        }
        .infiniteGridTorus(GridTorus(columns: 7, rows: 5))
        .infiniteGridBounds(rows: 0...4)
        .infiniteGridTileSize(CGSize(width: 56, height: 56))
    }
}
#endif
