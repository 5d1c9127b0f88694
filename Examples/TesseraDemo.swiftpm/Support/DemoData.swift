import Foundation

// The content every screen shows, once for both toolkits, so a UIKit screen and its SwiftUI twin
// show the same things and differ only in how they are built. Names are what VoiceOver reads.

/// An emoji of the panel, with the name VoiceOver reads for it.
struct DemoEmoji: Identifiable, Hashable {
    let id: Int
    let symbol: String
    let name: String

    static let all: [DemoEmoji] = {
        // Typed, so the compiler need not infer forty tuples.
        let pairs: [(symbol: String, name: String)] = [
            ("😀", "grinning face"), ("😃", "grinning face with big eyes"), ("😄", "grinning face with smiling eyes"),
            ("😁", "beaming face"), ("😆", "grinning squinting face"), ("😅", "grinning face with sweat"),
            ("😂", "face with tears of joy"), ("🤣", "rolling on the floor laughing"), ("😊", "smiling face"),
            ("😇", "smiling face with halo"), ("🙂", "slightly smiling face"), ("🙃", "upside-down face"),
            ("😉", "winking face"), ("😌", "relieved face"), ("😍", "heart eyes"), ("🥰", "smiling face with hearts"),
            ("😘", "face blowing a kiss"), ("😋", "face savouring food"), ("😜", "winking face with tongue"),
            ("🤪", "zany face"), ("🤓", "nerd face"), ("😎", "smiling face with sunglasses"), ("🥳", "partying face"),
            ("🤩", "star-struck"), ("🤔", "thinking face"), ("😴", "sleeping face"), ("🤗", "hugging face"),
            ("🐱", "cat"), ("🐶", "dog"), ("🦊", "fox"), ("🐼", "panda"), ("🍕", "pizza"), ("🍩", "doughnut"),
            ("🍓", "strawberry"), ("🚀", "rocket"), ("🌈", "rainbow"), ("⚽️", "football"), ("🎸", "guitar"),
            ("🎉", "party popper"), ("❤️", "red heart"),
        ]
        return pairs.enumerated().map { DemoEmoji(id: $0.offset, symbol: $0.element.symbol, name: $0.element.name) }
    }()
}

/// A promotion of the banner carousel.
struct DemoBanner: Identifiable, Hashable {
    let id: Int
    let title: String
    let detail: String
    /// An SF Symbol drawn on the banner.
    let symbol: String
    /// An index into `DemoPalette`.
    let colorIndex: Int

    static let all: [DemoBanner] = [
        DemoBanner(id: 0, title: "Summer sale", detail: "Up to 40% off sandals", symbol: "sun.max.fill", colorIndex: 1),
        DemoBanner(id: 1, title: "New arrivals", detail: "Fresh from the workshop", symbol: "sparkles", colorIndex: 7),
        DemoBanner(id: 2, title: "Free shipping", detail: "On every order this week", symbol: "shippingbox.fill",
                   colorIndex: 3),
        DemoBanner(id: 3, title: "Gift cards", detail: "Delivered in a minute", symbol: "gift.fill", colorIndex: 9),
        DemoBanner(id: 4, title: "Members' week", detail: "Early access for you", symbol: "star.fill", colorIndex: 8),
    ]
}

/// An album of the cover flow.
struct DemoAlbum: Identifiable, Hashable {
    let id: Int
    let title: String
    let artist: String
    let colorIndex: Int

    /// What VoiceOver reads for the cover.
    var accessibilityLabel: String { "\(title), by \(artist)" }

    static let all: [DemoAlbum] = {
        let pairs: [(title: String, artist: String)] = [
            ("Blue Hour", "The Lanterns"), ("Paper Boats", "Mira Vale"), ("Night Bus", "Ostinato"),
            ("Salt & Honey", "June Harbor"), ("Tessellate", "The Grid"), ("Low Tide", "Coral Static"),
            ("First Light", "Amber Fields"), ("Echo Park", "Neon Pines"), ("Small Hours", "Tomas Reyes"),
            ("Afterglow", "Violet Air"),
        ]
        return pairs.enumerated().map {
            DemoAlbum(id: $0.offset, title: $0.element.title, artist: $0.element.artist, colorIndex: $0.offset)
        }
    }()
}

/// The headlines of the vertical marquee.
enum DemoHeadlines {
    static let all = [
        "Markets close higher for a third day",
        "Rain expected across the coast tomorrow",
        "City library opens its new reading room",
        "Local team wins the championship final",
        "Bridge repairs finish two weeks early",
        "Museum announces free Sunday mornings",
        "Night trains return to the northern line",
    ]
}

/// A section of the view pager.
struct DemoSection: Identifiable, Hashable {
    let id: String
    let title: String

    static let all = ["Top stories", "World", "Business", "Technology", "Science", "Health", "Sports", "Travel"]
        .map { DemoSection(id: $0.lowercased(), title: $0) }

    /// The headline of story `row` of this section.
    func story(_ row: Int) -> String { "\(title): story \(row + 1)" }
}

/// A photo of the presentations screen: a coloured placeholder (the demo ships no assets).
struct DemoPhoto: Identifiable, Hashable {
    let id: Int
    let colorIndex: Int
    /// Its height in the waterfall, for a column about 170 pt wide: photos differ in shape.
    let waterfallHeight: Double

    var title: String { "Photo \(id + 1)" }

    static let all: [DemoPhoto] = (0..<240).map { index in
        // A fixed scatter of heights (no randomness: the same photo is the same shape every run).
        DemoPhoto(id: index, colorIndex: (index * 7) % DemoPalette.count, waterfallHeight: Double(120 + (index * 37) % 140))
    }
}
