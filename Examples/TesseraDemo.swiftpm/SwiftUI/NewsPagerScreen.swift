import SwiftUI
import TesseraSwiftUI

/// The view pager as a news app has it: section tabs over pages of stories. A page's content
/// is built when the page comes on screen, in a reused cell, and keeps its state (a list keeps
/// its scroll position) while its section is in the data.
struct NewsPagerScreen: View {
    private let sections = DemoSection.all
    @State private var selection = 0
    /// Tabs as tall as the user's text size needs; the pager measures their widths itself.
    @ScaledMetric(relativeTo: .headline) private var tabHeight: CGFloat = 44

    var body: some View {
        VStack(spacing: 8) {
            ViewPager(sections, selection: $selection) { section in
                StoryList(section: section)
            } tab: { section in
                SectionTabLabel(title: section.title)
            }
            .viewPagerTabSizing(.selfSizing(height: tabHeight, spacing: 8))
            .viewPagerIndicator(.capsule(), color: Color(uiColor: .systemFill))
            .viewPagerSelectedTabPosition(.centered)

            Text("\(selectedTitle). Each page is built when it first comes on screen.")
                .font(.footnote)
                .foregroundColor(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 20)
                .padding(.bottom, 8)
        }
    }

    private var selectedTitle: String {
        sections.indices.contains(selection) ? sections[selection].title : ""
    }
}

/// A section's title as a tab that brightens as the pages reach it.
struct SectionTabLabel: View {
    let title: String
    /// Whether this tab is selected, and how close the pages are to it (follows the finger).
    @Environment(\.viewPagerTab) private var tab

    var body: some View {
        Text(title)
            .font(.headline)
            .opacity(0.45 + 0.55 * tab.emphasis)
            .padding(.horizontal, 12)
            .accessibilityAddTraits(tab.isSelected ? .isSelected : [])
    }
}

/// A page: the section's stories.
struct StoryList: View {
    let section: DemoSection

    var body: some View {
        List(0..<30, id: \.self) { row in
            VStack(alignment: .leading, spacing: 2) {
                Text(section.story(row))
                Text("\(row % 5 + 2) min read")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            .accessibilityElement(children: .combine)
        }
        .listStyle(.plain)
    }
}
