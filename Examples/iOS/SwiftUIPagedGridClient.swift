#if canImport(SwiftUI) && canImport(UIKit)
// A SwiftUI screen with a paged grid: a sticker picker whose page is the app's state, set by
// buttons (animated), by the user's flicks, and kept on its stickers when stickers are added.
import SwiftUI
import TesseraSwiftUI

struct Sticker: Identifiable, Hashable {
    let id: Int
    let symbol: String
}

struct StickerPickerScreen: View {
    private static let symbols = ["😀", "🎉", "🐱", "🍕", "🚀", "🌈", "⚽️", "🎸"]
    @State private var stickers = (0..<40).map { Sticker(id: $0, symbol: symbols[$0 % symbols.count]) }
    @State private var page = 0
    @State private var nextID = 1000

    var body: some View {
        VStack(spacing: 16) {
            PagedGrid(stickers, columns: 4, rows: 2, currentPage: $page) { sticker in
                Text(sticker.symbol)
                    .font(.largeTitle)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(RoundedRectangle(cornerRadius: 8).fill(Color.secondary.opacity(0.15)))
                    .accessibilityLabel(Text("Sticker \(sticker.id)"))
            }
            .pagedGridSpacing(item: 8, line: 8, page: 24)
            .pagedGridInsets(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            .frame(height: 220)

            HStack {
                // Page −1 or past the last is clamped by the grid and written back.
                Button("Previous") { withAnimation { page -= 1 } }
                Text("Page \(page + 1)").monospacedDigit()
                Button("Next") { withAnimation { page += 1 } }
            }
            Button("Add stickers at the front") {
                // The grid stays on the stickers it shows; `page` follows.
                stickers.insert(contentsOf: (0..<8).map { Sticker(id: nextID + $0, symbol: "✨") }, at: 0)
                nextID += 8
            }
            Button("Jump to the first page") { page = 0 }
        }
        .padding(.vertical)
    }
}

/// The same grid with a vertical page axis, right to left, at a large text size.
struct StickerPickerVariantsScreen: View {
    @State private var page = 2
    private let stickers = (0..<30).map { Sticker(id: $0, symbol: "\($0)") }

    var body: some View {
        PagedGrid(stickers, id: \.id, columns: 3, rows: 3, currentPage: $page) { sticker in
            Text(sticker.symbol).font(.title)
        }
        .pagedGridPageAxis(.vertical)
        .pagedGridFillOrder(.columnMajor)
        .pagedGridMaximumPagesPerFlick(2)
        .environment(\.layoutDirection, .rightToLeft)
        .dynamicTypeSize(.xxxLarge)
    }
}
#endif
