import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What every presentation's configuration has: its checks, its section insets, header and footer.
protocol PresentationConfiguration {
    var sectionInsets: EdgeInsets { get }
    var headerHeight: CGFloat { get }
    var footerHeight: CGFloat { get }
    func validate() throws
}

extension PresentationConfiguration {
    /// Whether `validate()` accepts the configuration (an invalid one gives an empty layout).
    var isValid: Bool { (try? validate()) != nil }

    var sections: PresentationGeometry.Sections {
        PresentationGeometry.Sections(insets: sectionInsets, headerHeight: headerHeight, footerHeight: footerHeight)
    }
}
