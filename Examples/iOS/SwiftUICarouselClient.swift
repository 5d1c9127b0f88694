#if canImport(SwiftUI) && canImport(UIKit)
// A SwiftUI screen with a looping carousel: banners that turn by themselves (pausing under a
// finger), a page control, a transform chosen by the app, and the current banner as state.
import SwiftUI
import TesseraSwiftUI

struct PromoBanner: Identifiable {
    let id: String
    let title: String
    let color: Color
}

struct BannerCarouselScreen: View {
    @State private var banners = [
        PromoBanner(id: "sale", title: "Summer sale", color: .orange),
        PromoBanner(id: "new", title: "New arrivals", color: .blue),
        PromoBanner(id: "ship", title: "Free shipping", color: .green),
        PromoBanner(id: "gift", title: "Gift cards", color: .pink),
        PromoBanner(id: "club", title: "Members", color: .purple),
    ]
    @State private var index = 0
    @State private var coverFlow = false

    var body: some View {
        VStack(spacing: 16) {
            Carousel(banners, currentIndex: $index) { banner in
                RoundedRectangle(cornerRadius: 16)
                    .fill(banner.color)
                    .overlay(Text(banner.title).font(.title2.bold()).foregroundColor(.white))
            }
            .carouselItemSize(CGSize(width: 300, height: 160))
            .carouselSpacing(12)
            .carouselAutoScroll(interval: 3)
            .carouselTransform(coverFlow ? .standardCoverFlow : .linearScale(minimumScale: 0.9))
            .carouselPageControl()
            .frame(height: 200)

            Text("Showing \(banners.indices.contains(index) ? banners[index].title : "–")")
            HStack {
                Button("First") { withAnimation { index = 0 } }
                Button("Last") { withAnimation { index = banners.count - 1 } }
                Toggle("Cover flow", isOn: $coverFlow).fixedSize()
            }
            Button("Remove the current banner") {
                // The carousel moves to the next banner, by identity; `index` follows.
                guard banners.indices.contains(index) else { return }
                banners.remove(at: index)
            }
        }
    }
}

/// A vertical marquee of headlines, not looping back to back but sliding forever.
struct HeadlineMarqueeScreen: View {
    @State private var index = 0
    private let headlines = ["Markets rally", "Rain tomorrow", "Team wins final", "New bridge opens"]

    var body: some View {
        Carousel(headlines, id: \.self, currentIndex: $index) { headline in
            Text(headline).font(.headline).frame(maxWidth: .infinity, alignment: .leading)
        }
        .carouselAxis(.vertical)
        .carouselItemAspectRatio(0.15)
        .carouselMarquee(speed: 30)
        .carouselAlignment(.leading)
        .frame(height: 44)
    }
}
#endif
