#if canImport(SwiftUI) && canImport(UIKit)
// SwiftUI screens whose items the user reorders: a springboard of app icons (`PagedGrid`)
// and a list that switches to a grid (`Presentations`), each with the closure a `List`'s
// `ForEach.onMove` takes. The closure moves the app's data; the component already shows the
// move, so nothing animates twice and each icon keeps its state (the badge count below).
import SwiftUI
import TesseraSwiftUI

struct HomeApp: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct AppIconView: View {
    let app: HomeApp
    /// State that belongs to the item: it survives a move.
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 12).fill(Color.accentColor.opacity(0.3)).frame(width: 56, height: 56)
                .overlay(Text("\(taps)").font(.caption))
                .onTapGesture { taps += 1 }
            Text(app.name).font(.caption2).lineLimit(1)
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(Text(app.name))
    }
}

struct HomeScreen: View {
    @State private var apps = (0..<40).map { HomeApp(id: $0, name: "App \($0)") }
    @State private var page = 0

    var body: some View {
        PagedGrid(apps, columns: 4, rows: 5, currentPage: $page) { app in
            AppIconView(app: app)
        }
        .onMove { source, destination in
            apps.move(fromOffsets: source, toOffset: destination)
        }
        .pagedGridSpacing(item: 8, line: 12, page: 24)
    }
}

enum ShelfLook: String, CaseIterable, Identifiable {
    case list, grid
    var id: Self { self }

    var presentation: any Presentation {
        switch self {
        case .list: (try? ListPresentation(rowHeight: 56, lineSpacing: 1)) ?? ListPresentation()
        case .grid: (try? GridPresentation(columns: .count(3), itemSpacing: 4, lineSpacing: 4)) ?? GridPresentation()
        }
    }
}

struct ShelfScreen: View {
    @State private var look = ShelfLook.list
    @State private var books = (0..<200).map { HomeApp(id: $0, name: "Book \($0)") }
    /// Reordering only while editing, as a `List` in edit mode.
    @State private var isEditing = true

    var body: some View {
        VStack {
            Picker("Presentation", selection: $look.animation()) {
                ForEach(ShelfLook.allCases) { Text($0.rawValue.capitalized).tag($0) }
            }
            .pickerStyle(.segmented)
            Toggle("Edit", isOn: $isEditing)
            Presentations(books, presentation: $look, layout: { $0.presentation }) { book, _ in
                Text(book.name).frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            .onMove(perform: isEditing ? { books.move(fromOffsets: $0, toOffset: $1) } : nil)
        }
        .padding(.horizontal)
    }
}
#endif
