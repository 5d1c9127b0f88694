#if canImport(UIKit)
import UIKit
import TesseraCore

extension AccessibilityAnnouncement {
    /// The sentence VoiceOver reads, localised: an app translates the keys below in a
    /// `Tessera.strings` table of its own bundle; without one, the English default is used.
    var localizedText: String {
        switch self {
        case .position(let unit, let index, let count):
            let format: String
            switch unit {
            case .page: format = tesseraText("tessera.position.page", "Page %1$ld of %2$ld", "VoiceOver: a page among pages")
            case .item: format = tesseraText("tessera.position.item", "Item %1$ld of %2$ld", "VoiceOver: an item among items")
            case .tab: format = tesseraText("tessera.position.tab", "Tab %1$ld of %2$ld", "VoiceOver: a tab among tabs")
            }
            return String(format: format, index + 1, count)
        case .tile(let coordinates):
            let format = tesseraText("tessera.tile", "Column %1$ld, row %2$ld", "VoiceOver: an infinite grid's tile")
            return String(format: format, coordinates.x, coordinates.y)
        }
    }

    /// Posts `.pageScrolled` with this announcement: once per VoiceOver scroll.
    func post() {
        UIAccessibility.post(notification: .pageScrolled, argument: localizedText)
    }
}
#endif
