import SwiftUI
import TesseraSwiftUI

/// The looping carousel as a shop's home screen has it: promotions that turn by themselves
/// every three seconds, the neighbours peeking in, a page control, a tap that opens one.
struct BannerCarouselScreen: View {
    private let banners = DemoBanner.all
    @State private var index = 0
    @State private var opened: DemoBanner?
    @State private var turnsByItself = true
    /// Room for a title and a line of detail at the user's text size.
    @ScaledMetric(relativeTo: .title2) private var bannerHeight: CGFloat = 170

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            GeometryReader { proxy in
                Carousel(banners, currentIndex: $index) { banner in
                    BannerCard(banner: banner)
                }
                .onSelect { opened = $0 }
                // Banners 1.9 times as wide as tall, but never wider than the screen leaves
                // between the peeks: at large text sizes the width gives way first.
                .carouselItemSize(CGSize(width: max(1, min(bannerHeight * 1.9, proxy.size.width - 48)),
                                         height: bannerHeight))
                .carouselSpacing(12)
                .carouselAutoScroll(interval: 3, isEnabled: turnsByItself)
                .carouselPageControl()
            }
            .frame(height: bannerHeight + 36)   // the page control sits under the banners
            .onChange(of: index) { _ in opened = nil }

            Group {
                Text(status)
                Toggle("Turns by itself", isOn: $turnsByItself)
                Text("It waits while your finger rests on it, and stays still under VoiceOver and with Reduce Motion.")
                    .font(.footnote)
                    .foregroundColor(.secondary)
            }
            .padding(.horizontal, 20)
        }
        .padding(.top)
        .scrollableScreen()
    }

    private var status: String {
        if let opened { return "Opened “\(opened.title)”" }
        return banners.indices.contains(index) ? "Showing “\(banners[index].title)”" : ""
    }
}

/// A promotion: a symbol, a title and a line of detail on a wash of the banner's colour, read
/// by VoiceOver as its title and detail.
struct BannerCard: View {
    let banner: DemoBanner

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(systemName: banner.symbol)
                .font(.largeTitle)
                .foregroundColor(Color(uiColor: DemoPalette.color(banner.colorIndex)))
            Text(banner.title).font(.title2.bold())
            Text(banner.detail).font(.subheadline).foregroundColor(.secondary)
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color(uiColor: DemoPalette.wash(banner.colorIndex))))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("\(banner.title). \(banner.detail)"))
    }
}
