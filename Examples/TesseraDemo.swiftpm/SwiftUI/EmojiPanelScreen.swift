import SwiftUI
import TesseraSwiftUI

/// The paged grid as people meet it: an emoji panel under a message, four by two per page, the
/// page bound to the app's state (dots below follow it and set it).
struct EmojiPanelScreen: View {
    private let emojis = DemoEmoji.all
    private let columns = 4
    private let rows = 2
    @State private var page = 0
    @State private var message = ""
    /// Two rows of emoji at the user's text size.
    @ScaledMetric(relativeTo: .largeTitle) private var panelHeight: CGFloat = 2 * 64 + 8

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                Text(message.isEmpty ? "Tap an emoji" : message)
                    .font(.largeTitle)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityLabel(Text("Message"))
                    .accessibilityValue(Text(message.isEmpty ? "empty" : message))
                Button("Clear") { message = "" }
                    .buttonStyle(.bordered)
            }
            .padding(.horizontal, 20)

            PagedGrid(emojis, columns: columns, rows: rows, currentPage: $page) { emoji in
                Text(emoji.symbol)
                    .font(.largeTitle)
                    .minimumScaleFactor(0.5)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
                    .accessibilityLabel(Text(emoji.name))
                    .accessibilityAddTraits(.isButton)
            }
            .onSelect { message += $0.symbol }
            .pagedGridSpacing(item: 8, line: 8, page: 24)
            .frame(height: panelHeight)

            // PagedGrid draws no page control of its own (GridPageView has `pageControl`): the
            // app draws the dots from the count it knows.
            PageDots(count: pageCount, current: $page)
                .accessibilityHidden(true)   // the grid itself is VoiceOver's adjustable "Pages"
            Text("Page \(page + 1) of \(pageCount)")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .padding(.top)
        .scrollableScreen()
    }

    private var pageCount: Int {
        (emojis.count + columns * rows - 1) / (columns * rows)
    }
}

/// Page dots bound to a page: a tap on a dot goes there, and VoiceOver adjusts it like a
/// UIPageControl ("page 2 of 5", swipe up or down).
struct PageDots: View {
    let count: Int
    @Binding var current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { page in
                Circle()
                    .fill(page == current ? Color.primary : Color.secondary.opacity(0.4))
                    .frame(width: 8, height: 8)
                    .padding(4)
                    .contentShape(Rectangle())
                    .onTapGesture { withAnimation { current = page } }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("Page"))
        .accessibilityValue(Text("\(current + 1) of \(count)"))
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: if current + 1 < count { withAnimation { current += 1 } }
            case .decrement: if current > 0 { withAnimation { current -= 1 } }
            @unknown default: break
            }
        }
    }
}
