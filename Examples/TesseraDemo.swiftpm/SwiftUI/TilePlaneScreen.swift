import SwiftUI
import TesseraSwiftUI

/// The infinite grid as a map or a canvas has it: tiles in every direction without end, the
/// tile at the centre as the app's state, and jumps home or a million tiles away (animated,
/// however far).
struct TilePlaneScreen: View {
    @State private var center = GridCoordinates.zero
    @State private var tapped: GridCoordinates?
    /// Tiles large enough for their coordinates at the user's text size.
    @ScaledMetric(relativeTo: .caption) private var side: CGFloat = 88

    var body: some View {
        ZStack(alignment: .bottom) {
            InfiniteGrid(centerCoordinates: $center) { tile in
                Text("\(tile.x), \(tile.y)")
                    .font(.caption.monospacedDigit())
                    .lineLimit(1)
                    .minimumScaleFactor(0.3)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color(uiColor: DemoPalette.wash(DemoPalette.tileIndex(x: tile.x, y: tile.y))))
                    .accessibilityLabel(Text("Column \(tile.x), row \(tile.y)"))
            }
            .onSelect { tapped = $0 }
            .infiniteGridTileSize(CGSize(width: side, height: side))
            .infiniteGridSpacing(2)
            .onChange(of: center) { _ in tapped = nil }

            VStack(spacing: 8) {
                Text(status)
                    .font(.headline)
                    .monospacedDigit()
                HStack(spacing: 12) {
                    Button("Home") { withAnimation { center = .zero } }
                    Button("A million away") { withAnimation { center = center.offsetBy(x: 1_000_000, y: -77) } }
                }
                .buttonStyle(.bordered)
            }
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
            .padding()
        }
    }

    private var status: String {
        if let tapped { return "Tapped column \(tapped.x), row \(tapped.y)" }
        return "Centre: column \(center.x), row \(center.y)"
    }
}
