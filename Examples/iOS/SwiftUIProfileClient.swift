#if canImport(SwiftUI) && canImport(UIKit)
// The SwiftUI profile screen: a header over a pinned tab strip over three lists, each with
// pull to refresh. Scrolling a list up collapses the header until the strip pins; the lists
// keep their places; a swipe to another list leaves the header where it is. A page of the
// "Media" section is itself a pager of photos, which hands the swipe over to the outer pager
// at its last photo with nothing to set up.
import SwiftUI
import TesseraSwiftUI

struct ProfileSection: Identifiable, Hashable {
    let id: String
}

struct ProfileScreen: View {
    private let sections = ["Posts", "Replies", "Media"].map(ProfileSection.init)
    @State private var selection = 0
    @State private var rows = 30
    @ScaledMetric private var headerHeight: CGFloat = 200

    var body: some View {
        ViewPager(sections, selection: $selection) { section in
            if section.id == "Media" {
                PhotoPager()
            } else {
                List(0..<rows, id: \.self) { row in Text("\(section.id) \(row + 1)") }
                    .listStyle(.plain)
                    .refreshable { rows += 5 }
            }
        } tab: { section in
            Text(section.id).padding(.horizontal, 12)
        }
        // `stretches: false`: `.refreshable`'s indicator shows between the strip and the list.
        // `@ScaledMetric` makes the header taller with larger text; the lists keep their places.
        .pagerHeader(try! PagerHeaderConfiguration(expandedHeight: headerHeight, stretches: false)) {
            VStack(alignment: .leading) {
                Color.teal
                HStack {
                    Text("Ada Lovelace").font(.title2)
                    Spacer()
                    Button("Follow") {}
                }
                .padding(.horizontal)
            }
            .background(Color(uiColor: .secondarySystemBackground))
        }
        .viewPagerTabSizing(.fillEqually(height: 44))
    }
}

/// Photos paging inside a page of the profile's pager.
struct PhotoPager: View {
    private let photos = ["Morning", "Noon", "Evening"].map(ProfileSection.init)
    @State private var photo = 0

    var body: some View {
        ViewPager(photos, selection: $photo) { photo in
            Color.orange.overlay(Text(photo.id))
        } tab: { photo in
            Text(photo.id)
        }
        .viewPagerTabSizing(.fillEqually(height: 32))
        // `.viewPagerHandsOverToEnclosingPager(false)` would keep every swipe in the photos.
    }
}
#endif
