import SwiftUI
import TesseraSwiftUI

/// Presentations as a photo library has them: one collection of photos shown as a list, a grid,
/// a mosaic or a waterfall, switched by the picker or by a pinch (in for more, smaller photos,
/// out for fewer, larger ones), the photo at the top staying where it is.
struct PhotosScreen: View {
    private let photos = DemoPhoto.all
    @State private var look = PhotoLook.list
    /// List rows as tall as the user's text size needs.
    @ScaledMetric(relativeTo: .body) private var rowHeight: CGFloat = 64

    var body: some View {
        // Read here, in the body: the layout closure runs later, outside it.
        let rowHeight = self.rowHeight
        let heights = photos.map { CGFloat($0.waterfallHeight) }
        VStack(spacing: 8) {
            Picker("Presentation", selection: $look.animation()) {
                ForEach(PhotoLook.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal, 20)

            Presentations(photos, presentation: $look, layout: { look in
                look.presentation(rowHeight: rowHeight, waterfallHeights: heights)
            }) { photo, style in
                PhotoPlaceholder(photo: photo, sideBySide: style.aspect == .horizontal)
            }
            // SwiftUI's Presentations has no interactive switch (UIKit's follows the fingers):
            // the pinch switches once it ends, animated.
            .simultaneousGesture(MagnificationGesture().onEnded(pinched))
        }
        .padding(.top, 8)
    }

    /// A pinch past half a switch's way (by Tessera's own pinch measure) goes one step.
    private func pinched(to scale: CGFloat) {
        guard let direction = PresentationPinch.direction(forScale: scale),
              PresentationPinch().progress(forScale: scale, direction: direction) >= 0.5,
              let next = direction == .denser ? look.denser : look.sparser else { return }
        withAnimation { look = next }
    }
}

/// The presentations, from sparse to dense.
enum PhotoLook: String, CaseIterable, Identifiable, Sendable {
    case list = "List"
    case grid = "Grid"
    case mosaic = "Mosaic"
    case waterfall = "Waterfall"

    var id: Self { self }

    var denser: PhotoLook? { Self.allCases.firstIndex(of: self).flatMap { Self.allCases.dropFirst($0 + 1).first } }

    var sparser: PhotoLook? { Self.allCases.firstIndex(of: self).flatMap { $0 > 0 ? Self.allCases[$0 - 1] : nil } }

    func presentation(rowHeight: CGFloat, waterfallHeights: [CGFloat]) -> any Presentation {
        switch self {
        case .list:
            // Section insets are the core's EdgeInsets (left and right), not SwiftUI's.
            (try? ListPresentation(rowHeight: rowHeight, lineSpacing: 8,
                                   sectionInsets: .init(top: 8, left: 16, bottom: 8, right: 16))) ?? ListPresentation()
        case .grid:
            (try? GridPresentation(columns: .minimumItemWidth(110), itemSpacing: 4, lineSpacing: 4)) ?? GridPresentation()
        case .mosaic:
            (try? MosaicPresentation(pattern: [.fullWidth(height: .aspectRatio(2)), .row(columns: 3)],
                                     itemSpacing: 4, lineSpacing: 4)) ?? MosaicPresentation()
        case .waterfall:
            WaterfallPresentation(configuration: .standard, itemHeights: [waterfallHeights])
        }
    }
}

/// A photo placeholder: its colour, with its title beside it in a list row and alone in the
/// other presentations; VoiceOver reads its title and colour.
struct PhotoPlaceholder: View {
    let photo: DemoPhoto
    let sideBySide: Bool

    var body: some View {
        let swatch = RoundedRectangle(cornerRadius: 8, style: .continuous)
            .fill(Color(uiColor: DemoPalette.color(photo.colorIndex)))
        Group {
            if sideBySide {
                HStack(spacing: 12) {
                    swatch.aspectRatio(1, contentMode: .fit)
                    Text(photo.title).font(.body)
                    Spacer(minLength: 0)
                }
            } else {
                swatch
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("\(photo.title), \(DemoPalette.name(photo.colorIndex))"))
        .accessibilityAddTraits(.isImage)
    }
}
