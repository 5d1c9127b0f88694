#if canImport(SwiftUI) && canImport(UIKit)
// A SwiftUI screen with a view pager: news sections as tabs over their pages, the selected
// section as the app's state — set by buttons (animated), by flicks and tab taps, and kept on
// its section when sections are added or removed in front of it.
import SwiftUI
import TesseraSwiftUI

struct NewsSection: Identifiable, Hashable {
    let id: String
    let title: String
}

struct NewsSectionsScreen: View {
    @State private var sections = ["Top", "World", "Business", "Science", "Sports", "Culture"]
        .map { NewsSection(id: $0.lowercased(), title: $0) }
    @State private var selection = 0
    @State private var added = 0

    var body: some View {
        VStack(spacing: 12) {
            ViewPager(sections, selection: $selection) { section in
                // Built when its page comes on screen, in a reused cell.
                List(0..<20) { row in Text("\(section.title) story \(row + 1)") }
                    .listStyle(.plain)
            } tab: { section in
                SectionTab(title: section.title)
            }
            .viewPagerTabSizing(.selfSizing(height: 44, spacing: 4))
            .viewPagerTabAlignment(.leading, padding: 12)
            .viewPagerIndicator(.underline(height: 3, width: .content), color: .orange)

            HStack {
                // A section before the first or after the last is clamped and written back.
                Button("Previous") { withAnimation { selection -= 1 } }
                Text(sections.indices.contains(selection) ? sections[selection].title : "–")
                Button("Next") { withAnimation { selection += 1 } }
            }
            HStack {
                Button("Add a section in front") {
                    // The pager stays on the section it shows; `selection` follows.
                    added += 1
                    sections.insert(NewsSection(id: "local\(added)", title: "Local \(added)"), at: 0)
                }
                Button("Remove the first") {
                    if sections.count > 1 { sections.removeFirst() }
                }
            }
            Button("Jump to the top") { selection = 0 }
        }
        .padding(.bottom)
    }
}

/// A tab label that follows the finger: bolder and more opaque as the pages reach its section.
struct SectionTab: View {
    let title: String
    @Environment(\.viewPagerTab) private var tab

    var body: some View {
        Text(title)
            .font(.headline)
            .fontWeight(tab.isSelected ? .bold : .regular)
            .opacity(0.45 + 0.55 * tab.emphasis)
            .accessibilityAddTraits(tab.isSelected ? .isSelected : [])
    }
}

/// The same pager with equal tabs and a capsule indicator, right to left, at a large text size,
/// with Reduce Motion read from the environment (app values then jump).
struct NewsSectionsVariantsScreen: View {
    @State private var selection = 2
    private let sections = ["One", "Two", "Three"].map { NewsSection(id: $0, title: $0) }

    var body: some View {
        ViewPager(sections, id: \.id, selection: $selection) { section in
            Text(section.title).font(.largeTitle).frame(maxWidth: .infinity, maxHeight: .infinity)
        } tab: { section in
            Text(section.title)
        }
        .viewPagerTabSizing(.fillEqually(height: 48))
        .viewPagerIndicator(.capsule(), color: Color.accentColor.opacity(0.2), overscroll: .stretch)
        .viewPagerSelectedTabPosition(.minimal)
        .environment(\.layoutDirection, .rightToLeft)
        .dynamicTypeSize(.xxxLarge)
    }
}
#endif
