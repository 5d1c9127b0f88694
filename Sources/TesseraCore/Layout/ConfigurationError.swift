import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A configuration value that cannot work, with the field and the value that was given.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name of the offending field, e.g. `"columns"` or `"sectionInsets.left"`.
    public let field: String
    /// The value that was given, as text.
    public let value: String
    /// What the field accepts, e.g. `"an integer ≥ 1"`.
    public let requirement: String

    public init(field: String, value: String, requirement: String) {
        self.field = field
        self.value = value
        self.requirement = requirement
    }

    public var description: String { "\(field) must be \(requirement), got \(value)" }
}

/// Small checks shared by every configuration's `validate()`. A field's name is built only
/// when the check fails: configurations are validated at every `prepare(in:)`.
enum Validate {
    static func positive(_ value: Int, _ field: @autoclosure () -> String) throws {
        guard value >= 1 else { throw ConfigurationError(field: field(), value: "\(value)", requirement: "an integer ≥ 1") }
    }

    static func nonNegative(_ value: CGFloat, _ field: @autoclosure () -> String) throws {
        guard value.isFinite, value >= 0 else {
            throw ConfigurationError(field: field(), value: "\(value)", requirement: "finite and ≥ 0")
        }
    }

    static func positive(_ value: CGFloat, _ field: @autoclosure () -> String) throws {
        guard value.isFinite, value > 0 else {
            throw ConfigurationError(field: field(), value: "\(value)", requirement: "finite and > 0")
        }
    }

    /// An integer in `range`.
    static func integer(_ value: Int, _ field: @autoclosure () -> String, in range: ClosedRange<Int>) throws {
        guard range.contains(value) else {
            throw ConfigurationError(field: field(), value: "\(value)",
                                     requirement: "an integer from \(range.lowerBound) to \(range.upperBound)")
        }
    }

    /// A number in `range` (finite).
    static func number(_ value: CGFloat, _ field: @autoclosure () -> String, in range: ClosedRange<CGFloat>) throws {
        guard range.contains(value) else {
            throw ConfigurationError(field: field(), value: "\(value)",
                                     requirement: "between \(range.lowerBound) and \(range.upperBound)")
        }
    }

    /// A length in `0...maximum` (`positive`: above 0).
    static func length(_ value: CGFloat, _ field: @autoclosure () -> String, maximum: CGFloat = Limits.length,
                       positive: Bool = false) throws {
        guard value.isFinite, positive ? value > 0 : value >= 0, value <= maximum else {
            let bound = positive ? "> 0" : "≥ 0"
            throw ConfigurationError(field: field(), value: "\(value)", requirement: "finite, \(bound) and at most \(maximum)")
        }
    }

    /// Each inset a length in `0...maximum`, named `field.top`, `field.left`, ….
    static func lengths(_ insets: EdgeInsets, _ field: String, maximum: CGFloat = Limits.length) throws {
        try length(insets.top, "\(field).top", maximum: maximum)
        try length(insets.left, "\(field).left", maximum: maximum)
        try length(insets.bottom, "\(field).bottom", maximum: maximum)
        try length(insets.right, "\(field).right", maximum: maximum)
    }

    static func nonNegative(_ insets: EdgeInsets, _ field: String) throws {
        try nonNegative(insets.top, "\(field).top")
        try nonNegative(insets.left, "\(field).left")
        try nonNegative(insets.bottom, "\(field).bottom")
        try nonNegative(insets.right, "\(field).right")
    }
}
