import SwiftUI
import TesseraSwiftUI

/// The carousel's constant-speed marquee as a news app has it: headlines sliding upwards
/// forever, three in view, looping without a seam.
struct HeadlineMarqueeScreen: View {
    private let headlines = DemoHeadlines.all
    @State private var index = 0
    @State private var moving = true
    /// One headline at the user's text size.
    @ScaledMetric(relativeTo: .body) private var rowHeight: CGFloat = 44

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Latest headlines")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            // A vertical carousel's rows span its width, which only a GeometryReader knows.
            GeometryReader { proxy in
                Carousel(headlines, id: \.self, currentIndex: $index) { headline in
                    Text(headline)
                        .font(.body)
                        .lineLimit(1)
                        .padding(.horizontal, 16)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                }
                .carouselAxis(.vertical)
                // Before the first layout the width is 0, which no carousel can show.
                .carouselItemSize(CGSize(width: max(proxy.size.width, 1), height: rowHeight))
                .carouselMarquee(speed: 24, isEnabled: moving)
            }
            .frame(height: rowHeight * 3)
            .background(Color(uiColor: .secondarySystemBackground))
            .clipShape(RoundedRectangle(cornerRadius: 12))

            Toggle("Moving", isOn: $moving)
            Text("Drag it to read at your pace. It stays still under VoiceOver and with Reduce Motion.")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .padding(.horizontal, 20)
        .padding(.top)
        .scrollableScreen()
    }
}
