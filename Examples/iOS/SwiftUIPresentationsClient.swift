#if canImport(SwiftUI) && canImport(UIKit)
// A SwiftUI screen that switches one collection between a list, a grid and a mosaic with
// `withAnimation` (a segmented picker bound with an animation), keeping the top item in place.
import SwiftUI
import TesseraSwiftUI

struct Produce: Identifiable {
    let id: Int
    let name: String
}

enum ProduceLook: String, CaseIterable, Identifiable {
    case list, grid, mosaic
    var id: Self { self }

    var presentation: any Presentation {
        switch self {
        case .list: (try? ListPresentation(rowHeight: 88, lineSpacing: 8)) ?? ListPresentation()
        case .grid: (try? GridPresentation(columns: .count(3), itemSpacing: 4, lineSpacing: 4)) ?? GridPresentation()
        case .mosaic:
            (try? MosaicPresentation(pattern: [.fullWidth(height: .aspectRatio(2)), .row(columns: 3)]))
                ?? MosaicPresentation()
        }
    }
}

struct ProduceScreen: View {
    @State private var look = ProduceLook.list
    @State private var produce = (0..<500).map { Produce(id: $0, name: "Produce \($0)") }

    var body: some View {
        VStack {
            Picker("Presentation", selection: $look.animation()) {
                ForEach(ProduceLook.allCases) { Text($0.rawValue.capitalized).tag($0) }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal)

            Presentations(produce, presentation: $look, layout: { $0.presentation }) { item, style in
                if style.aspect == .horizontal {
                    HStack {
                        Image(systemName: "leaf.fill")
                        Text(item.name)
                        Spacer()
                    }
                    .padding(.horizontal)
                } else {
                    VStack {
                        Image(systemName: "leaf.fill").font(.largeTitle)
                        Text(item.name).font(.caption)
                    }
                }
            }
            .presentationsSwitchDuration(0.4)
        }
    }
}
#endif
