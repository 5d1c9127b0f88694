import SwiftUI

/// One screen built with the chosen toolkit, in the chosen direction.
struct DemoDestination: View {
    let screen: DemoScreen
    let toolkit: Toolkit
    let forcesRightToLeft: Bool
    /// The system's direction, kept when the switch is off (an Arabic device stays right to left).
    @Environment(\.layoutDirection) private var systemDirection

    var body: some View {
        content
            // SwiftUI screens read the direction from the environment; UIKit screens are handed it.
            .environment(\.layoutDirection, forcesRightToLeft ? .rightToLeft : systemDirection)
            .navigationTitle(screen.title)
            .navigationBarTitleDisplayMode(.inline)
    }

    @ViewBuilder private var content: some View {
        switch toolkit {
        case .swiftUI: swiftUIScreen
        case .uiKit: uiKitScreen
        }
    }

    @ViewBuilder private var swiftUIScreen: some View {
        switch screen {
        case .emojiPanel: EmojiPanelScreen()
        case .banners: BannerCarouselScreen()
        case .coverFlow: CoverFlowScreen()
        case .marquee: HeadlineMarqueeScreen()
        case .tilePlane: TilePlaneScreen()
        case .viewPager: NewsPagerScreen()
        case .photos: PhotosScreen()
        }
    }

    @ViewBuilder private var uiKitScreen: some View {
        // Each controller is made once, when the screen is pushed, and forces the direction on
        // its own views: UIKit has no environment to inherit it from.
        let rightToLeft = forcesRightToLeft
        switch screen {
        case .emojiPanel: UIKitScreen { EmojiPanelViewController(rightToLeft: rightToLeft) }
        case .banners: UIKitScreen { BannerCarouselViewController(rightToLeft: rightToLeft) }
        case .coverFlow: UIKitScreen { CoverFlowViewController(rightToLeft: rightToLeft) }
        case .marquee: UIKitScreen { HeadlineMarqueeViewController(rightToLeft: rightToLeft) }
        case .tilePlane: UIKitScreen { TilePlaneViewController(rightToLeft: rightToLeft) }
        case .viewPager: UIKitScreen { NewsPagerViewController(rightToLeft: rightToLeft) }
        case .photos: UIKitScreen { PhotosViewController(rightToLeft: rightToLeft) }
        }
    }
}
