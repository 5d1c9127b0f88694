#if canImport(UIKit)
import Foundation

/// A sentence VoiceOver reads, localised: an app translates `key` in a `Tessera.strings`
/// table of its own bundle; without one, `english` is used.
func tesseraText(_ key: String, _ english: String, _ comment: String) -> String {
    NSLocalizedString(key, tableName: "Tessera", bundle: .main, value: english, comment: comment)
}
#endif
