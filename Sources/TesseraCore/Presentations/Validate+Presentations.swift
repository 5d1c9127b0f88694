import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The checks every presentation's configuration shares, in the limits of the domain.
extension Validate {
    /// A height, spacing, inset or width: finite, ≥ 0 (> 0 when `positive`) and at most
    /// `Limits.length`.
    static func presentationLength(_ value: CGFloat, _ field: String, positive: Bool = false) throws {
        try length(value, field, maximum: Limits.length, positive: positive)
    }

    /// Each edge of `insets`, as a presentation length.
    static func presentationLength(_ insets: EdgeInsets, _ field: String) throws {
        for (edge, value) in insets.namedValues { try presentationLength(value, "\(field).\(edge)") }
    }

    /// A count from 1 to `maximum`: columns and rows up to `Limits.lines`, a group's items up to
    /// `Limits.itemCount`.
    static func count(_ value: Int, _ field: String, maximum: Int = Limits.lines) throws {
        guard value >= 1, value <= maximum else {
            throw ConfigurationError(field: field, value: "\(value)", requirement: "an integer from 1 to \(maximum)")
        }
    }
}

/// What every presentation's configuration has: its checks, its section insets and header.
protocol PresentationConfiguration {
    var sectionInsets: EdgeInsets { get }
    var headerHeight: CGFloat { get }
    func validate() throws
}

extension PresentationConfiguration {
    /// Whether `validate()` accepts the configuration (an invalid one gives an empty layout).
    var isValid: Bool { (try? validate()) != nil }

    var sections: PresentationGeometry.Sections {
        PresentationGeometry.Sections(insets: sectionInsets, headerHeight: headerHeight)
    }
}
