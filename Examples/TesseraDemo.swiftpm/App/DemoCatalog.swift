import Foundation

/// The screens of the demo, in the order the root list shows them: each component as a user
/// meets it in an app.
enum DemoScreen: String, CaseIterable, Identifiable {
    case emojiPanel, banners, coverFlow, marquee, tilePlane, viewPager, photos

    var id: Self { self }

    var title: String {
        switch self {
        case .emojiPanel: "Emoji panel"
        case .banners: "Banners"
        case .coverFlow: "Cover flow"
        case .marquee: "Headlines"
        case .tilePlane: "Endless tiles"
        case .viewPager: "News sections"
        case .photos: "Photos"
        }
    }

    /// One line on what the screen shows and which component shows it.
    var summary: String {
        switch self {
        case .emojiPanel: "A paged grid with a page control"
        case .banners: "A looping carousel that turns by itself"
        case .coverFlow: "A carousel with a 3D transform"
        case .marquee: "A vertical carousel at constant speed"
        case .tilePlane: "An infinite grid in every direction"
        case .viewPager: "Tabs over pages made when needed"
        case .photos: "List, grid, mosaic, waterfall: pinch to switch"
        }
    }

    /// An SF Symbol for the root list.
    var systemImage: String {
        switch self {
        case .emojiPanel: "face.smiling"
        case .banners: "rectangle.stack"
        case .coverFlow: "square.stack.3d.forward.dottedline"
        case .marquee: "text.line.first.and.arrowtriangle.forward"
        case .tilePlane: "square.grid.3x3"
        case .viewPager: "newspaper"
        case .photos: "photo.on.rectangle"
        }
    }
}

/// Which toolkit builds a screen: every screen exists in both, with the same content.
enum Toolkit: String, CaseIterable, Identifiable {
    case uiKit = "UIKit"
    case swiftUI = "SwiftUI"

    var id: Self { self }
}
