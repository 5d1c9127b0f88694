import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Builds SVG text with deterministic number formatting, so output is byte-for-byte stable
/// across runs and platforms (golden files depend on it).
struct SVGWriter {
    private(set) var text = ""

    mutating func line(_ string: String) {
        text += string
        text += "\n"
    }

    /// A number with at most two decimals and no trailing zeros: 12, 12.5, 12.25.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((Double(value) * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// A fraction 0…1 with four decimals (SMIL key times need more precision than `number`).
    static func fraction(_ value: Double) -> String {
        let tenThousandths = Int((min(max(value, 0), 1) * 10_000).rounded())
        if tenThousandths == 10_000 { return "1" }
        let digits = String(tenThousandths)
        return "0." + String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// Text made safe for XML.
    static func escape(_ string: String) -> String { XMLText.escape(string) }

    /// An HSL colour string for a hue 0…1.
    static func color(hue: Double, saturation: Int, lightness: Int) -> String {
        "hsl(\(Int((hue * 360).rounded()) % 360),\(saturation)%,\(lightness)%)"
    }
}

/// Escaping for text placed in SVG or HTML.
public enum XMLText {
    /// `string` with `&`, `<`, `>` and `"` replaced by entities.
    public static func escape(_ string: String) -> String {
        var out = ""
        for character in string {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}

/// Numbers as the gallery prints them: at most two decimals, no trailing zeros.
public enum NumberText {
    public static func format(_ value: Double) -> String { SVGWriter.number(CGFloat(value)) }
}
