#if canImport(UIKit)
import UIKit
import TesseraCore

extension ViewPagerController {
    /// Whether the pages loop, the strip's indicator wrapping with them (`ViewPager.loops`):
    /// after the last page the first, each page's view controller hearing its appearance
    /// callbacks once per transition, also across the wrap. Defaults to `false`.
    public var loops: Bool {
        get { viewPager.loops }
        set { viewPager.loops = newValue }
    }
}
#endif
