import SwiftUI
import TesseraSwiftUI

/// The carousel's transforms as a music app uses them: album covers in a cover flow (or a stack
/// of cards, or a gentle scale), the album in front named below.
struct CoverFlowScreen: View {
    private let albums = DemoAlbum.all
    @State private var index = 0
    @State private var playing: DemoAlbum?
    @State private var style = CoverStyle.coverFlow
    /// Covers a little larger at larger text sizes, as the titles under them are.
    @ScaledMetric(relativeTo: .headline) private var coverSide: CGFloat = 200

    var body: some View {
        let side = min(coverSide, 320)
        VStack(spacing: 24) {
            Picker("Transform", selection: $style) {
                ForEach(CoverStyle.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal, 20)

            Carousel(albums, currentIndex: $index) { album in
                AlbumCover(album: album)
            }
            .onSelect { playing = $0 }
            .carouselItemSize(CGSize(width: side, height: side))
            .carouselSpacing(0)
            .carouselTransform(style.transform)
            .frame(height: side)
            .onChange(of: index) { _ in playing = nil }

            Text(caption)
                .font(.headline)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 20)
        }
        .padding(.top)
        .scrollableScreen()
    }

    private var caption: String {
        if let playing { return "Playing \(playing.accessibilityLabel)" }
        return albums.indices.contains(index) ? albums[index].accessibilityLabel : ""
    }
}

/// The transforms the picker offers.
enum CoverStyle: String, CaseIterable, Identifiable {
    case coverFlow = "Cover flow"
    case cards = "Cards"
    case scale = "Scale"

    var id: Self { self }

    var transform: CarouselTransform {
        switch self {
        case .coverFlow: .standardCoverFlow
        case .cards: .standardStackedCards
        case .scale: .linearScale(minimumScale: 0.8)
        }
    }
}

/// A placeholder cover: the album's colour with a note on it, read as "title, by artist".
struct AlbumCover: View {
    let album: DemoAlbum

    var body: some View {
        RoundedRectangle(cornerRadius: 8, style: .continuous)
            .fill(Color(uiColor: DemoPalette.color(album.colorIndex)))
            .overlay(
                // The note in the background colour stands out of every cover in both modes.
                Image(systemName: "music.note")
                    .resizable()
                    .scaledToFit()
                    .padding(60)
                    .foregroundColor(Color(uiColor: .systemBackground))
            )
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(album.accessibilityLabel))
            .accessibilityAddTraits(.isButton)
    }
}
