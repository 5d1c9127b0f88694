#if canImport(SwiftUI) && canImport(UIKit)
// The README's SwiftUI snippet, compiled: the part between the snippet markers is quoted
// verbatim in README.md, and ReadmeSnippetTests fails when the two differ. The app's own types
// it names (`Sticker`, `NewsSection`, `SectionTab` live in the SwiftUI*Client files) are
// declared below the quoted part, so a reader sees only the screen.
// snippet-begin
import SwiftUI
import TesseraSwiftUI

struct ShopScreen: View {
    let stickers: [Sticker]
    let banners: [Banner]
    let photos: [Photo]
    let sections: [NewsSection]
    @State private var page = 0
    @State private var section = 0
    @State private var banner = 0
    @State private var center = GridCoordinates(x: 0, y: 0)
    @State private var look = Look.list                     // your own Hashable choice

    var body: some View {
        NavigationView {
            TabView {
                PagedGrid(stickers, columns: 4, rows: 2, currentPage: $page) { Text($0.symbol) }
                    .pagedGridSpacing(item: 8, line: 8, page: 24)
                    .tabItem { Label("Stickers", systemImage: "face.smiling") }

                Carousel(banners, currentIndex: $banner) { BannerCard($0) }
                    .carouselItemSize(CGSize(width: 300, height: 160))
                    .carouselAutoScroll(interval: 4)      // pauses under a finger; off with Reduce Motion
                    .carouselTransform(.standardCoverFlow)
                    .carouselPageControl()
                    .tabItem { Label("Offers", systemImage: "tag") }

                InfiniteGrid(centerCoordinates: $center) { tile in Text("\(tile.x), \(tile.y)") }
                    .infiniteGridTileSize(CGSize(width: 80, height: 80))
                    .tabItem { Label("Map", systemImage: "map") }

                Presentations(photos, presentation: $look, layout: { $0.presentation }) { photo, style in
                    PhotoTile(photo, sideBySide: style.aspect == .horizontal)
                }
                .tabItem { Label("Photos", systemImage: "photo.on.rectangle") }

                ViewPager(sections, selection: $section) { section in
                    ArticleList(section)                  // built when its page comes on screen
                } tab: { section in
                    SectionTab(title: section.title)      // reads @Environment(\.viewPagerTab)
                }
                .viewPagerTabSizing(.selfSizing(height: 44, spacing: 4))
                .viewPagerIndicator(.capsule(), color: .accentColor.opacity(0.2))
                .tabItem { Label("News", systemImage: "newspaper") }
            }
            .toolbar { Button("Start") { withAnimation { page = 0; banner = 0; center = .zero; look = .list; section = 0 } } }
        }
    }
}
// snippet-end

// MARK: - The app's own types the snippet names

struct Banner: Identifiable {
    let id: Int
    let title: String
}

struct Photo: Identifiable {
    let id: Int
    let title: String
}

struct BannerCard: View {
    let banner: Banner

    init(_ banner: Banner) {
        self.banner = banner
    }

    var body: some View {
        Text(banner.title).font(.title2)
    }
}

struct PhotoTile: View {
    let photo: Photo
    let sideBySide: Bool

    init(_ photo: Photo, sideBySide: Bool) {
        self.photo = photo
        self.sideBySide = sideBySide
    }

    var body: some View {
        if sideBySide {
            HStack { Image(systemName: "photo"); Text(photo.title) }
        } else {
            Image(systemName: "photo").accessibilityLabel(Text(photo.title))
        }
    }
}

struct ArticleList: View {
    let section: NewsSection

    init(_ section: NewsSection) {
        self.section = section
    }

    var body: some View {
        List(0..<20, id: \.self) { row in Text("\(section.title) story \(row + 1)") }
    }
}

enum Look: Hashable, Sendable {
    case list, grid

    var presentation: any Presentation {
        switch self {
        case .list: ListPresentation()
        case .grid: GridPresentation()
        }
    }
}
#endif
