import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How selected a tab looks, from 0 (not at all) to 1 (the indicator rests on it): what a tab
/// adopting the skin's progress protocol interpolates its colour or scale by.
public struct PagerTabEmphasis: Sendable, Hashable {
    /// The tab.
    public var tab: Int
    /// 0…1.
    public var value: CGFloat

    /// Creates an emphasis.
    init(tab: Int, value: CGFloat) {
        self.tab = tab
        self.value = value
    }
}
