import UIKit

/// The placeholders' colours: system colours, which adapt to Dark Mode and Increase Contrast on
/// their own. Both toolkits read them here (SwiftUI through `Color(uiColor:)`).
enum DemoPalette {
    static let count = 12

    /// Colour `index`, wrapping around.
    static func color(_ index: Int) -> UIColor {
        switch ((index % count) + count) % count {
        case 0: .systemRed
        case 1: .systemOrange
        case 2: .systemYellow
        case 3: .systemGreen
        case 4: .systemMint
        case 5: .systemTeal
        case 6: .systemCyan
        case 7: .systemBlue
        case 8: .systemIndigo
        case 9: .systemPurple
        case 10: .systemPink
        default: .systemBrown
        }
    }

    /// The name VoiceOver reads with a placeholder: the colour is all a placeholder shows.
    static func name(_ index: Int) -> String {
        ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
         "brown"][((index % count) + count) % count]
    }

    /// A tint behind text in the label colour: light in Light Mode, dark in Dark Mode, so black or
    /// white text keeps its contrast on any palette colour (white text on yellow would not).
    static func wash(_ index: Int) -> UIColor {
        color(index).withAlphaComponent(0.28)
    }

    /// The colour of a tile of the endless plane: neighbours differ, and any `Int` is safe (the
    /// plane reaches the `Int` limits, so the arithmetic wraps instead of trapping).
    static func tileIndex(x: Int, y: Int) -> Int {
        let mixed = x &* 5 &+ y &* 3
        return ((mixed % count) + count) % count
    }
}
