#if canImport(SwiftUI) && canImport(UIKit)
// A SwiftUI feed of self-sizing text cells in each presentation: each item is as tall as its
// SwiftUI content at the width the presentation gives; new posts at the top move nothing.
import SwiftUI
import TesseraSwiftUI

struct FeedMessage: Identifiable {
    let id: Int
    var text: String { String(repeating: "word ", count: 3 + (id * 13) % 50) }
}

enum FeedLook: String, CaseIterable, Identifiable {
    case list, grid, mosaic, waterfall
    var id: Self { self }

    var presentation: any Presentation {
        switch self {
        case .list: (try? ListPresentation.selfSizing(estimatedRowHeight: 80, lineSpacing: 8)) ?? ListPresentation()
        case .grid:
            (try? GridPresentation(columns: .count(2), itemHeight: .estimated(120), itemSpacing: 8, lineSpacing: 8))
                ?? GridPresentation()
        case .mosaic:
            (try? MosaicPresentation(pattern: [.fullWidth(height: .estimated(80)), .row(columns: 2, height: .estimated(120))]))
                ?? MosaicPresentation()
        case .waterfall: (try? WaterfallPresentation.selfSizing(columns: 2, estimatedItemHeight: 120)) ?? WaterfallPresentation()
        }
    }
}

struct SwiftUIFeedScreen: View {
    @State private var look = FeedLook.list
    @State private var messages = (0..<300).map { FeedMessage(id: $0) }

    var body: some View {
        VStack {
            Picker("Presentation", selection: $look.animation()) {
                ForEach(FeedLook.allCases) { Text($0.rawValue.capitalized).tag($0) }
            }
            .pickerStyle(.segmented)
            Button("New posts") {
                let first = (messages.map(\.id).max() ?? 0) + 1
                withAnimation { messages.insert(contentsOf: (first..<first + 10).map { FeedMessage(id: $0) }, at: 0) }
            }
            Presentations(messages, presentation: $look, layout: { $0.presentation }) { message, _ in
                VStack(alignment: .leading, spacing: 4) {
                    Text("Post \(message.id)").font(.headline)
                    Text(message.text)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.secondary.opacity(0.15)))
            }
        }
    }
}
#endif
