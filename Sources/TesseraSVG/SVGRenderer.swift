import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore

/// Renders `SceneFrame`s to SVG: one still frame, an animation that plays in a browser, or a
/// filmstrip of key frames.
///
/// The viewport sits in the middle of a wider stage; items within the stage but outside the
/// viewport are drawn faded, so a reader sees what is about to scroll in.
///
///     ┌──────────── stage ────────────┐
///     │ faded │   viewport    │ faded │
///     │       │  [3] [4] [5]  │ [6]   │
///     │       └───────────────┘       │
///     │          ● ○ ○ ○  caption     │
///     └───────────────────────────────┘
public struct SVGRenderer: Sendable {
    /// Stage space around the viewport on each side, in points.
    public var margin: CGSize
    /// Height of the overlay band under the viewport (page dots, caption, detail).
    public var footerHeight: CGFloat = 64

    /// Creates a renderer with `margin` points of stage around the viewport.
    public init(margin: CGSize = CGSize(width: 120, height: 24)) {
        self.margin = margin
    }

    /// The stage size for a viewport.
    public func stageSize(for viewport: CGSize) -> CGSize {
        CGSize(width: viewport.width + 2 * margin.width, height: viewport.height + 2 * margin.height + footerHeight)
    }

    /// The viewport size a stage must fit for all `frames` (a rotation changes it mid-scene).
    func largestViewport(_ frames: [SceneFrame]) -> CGSize {
        frames.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.stackedSize.width),
                                            height: max($0.height, $1.stackedSize.height)) }
    }

    // MARK: - Documents

    /// One frame as a standalone SVG document.
    public func render(_ frame: SceneFrame, title: String = "") -> String {
        let stage = stageSize(for: frame.stackedSize)
        var svg = SVGWriter()
        svg.line(header(stage, title: title))
        svg.line(definitions(clipSize: stage, id: "stage"))
        appendFrame(frame, id: "f0", stage: stage, to: &svg)
        svg.line("</svg>")
        return svg.text
    }

    /// All frames as one SVG document that loops in a browser: each frame shows for one
    /// frame interval (SMIL `visibility`, discrete), the last one is held for `hold` seconds.
    public func renderAnimation(_ frames: [SceneFrame], frameInterval: TimeInterval, hold: TimeInterval = 1,
                                title: String = "") -> String {
        guard !frames.isEmpty else { return render(SceneFrame(time: 0, viewportSize: .zero,
                                                              contentOffset: .zero, items: [])) }
        let stage = stageSize(for: largestViewport(frames))
        let total = Double(frames.count) * frameInterval + hold
        var svg = SVGWriter()
        svg.line(header(stage, title: title))
        svg.line(definitions(clipSize: stage, id: "stage"))
        for (number, frame) in frames.enumerated() {
            let start = Double(number) * frameInterval / total
            let end = number == frames.count - 1 ? 1 : Double(number + 1) * frameInterval / total
            appendFrame(frame, id: "f\(number)", stage: stage, visibility: (start, end, total), to: &svg)
        }
        svg.line("</svg>")
        return svg.text
    }

    /// Key frames side by side, `columns` to a row, each with its caption: a readable summary
    /// of a scene for documentation and review.
    public func renderFilmstrip(_ frames: [SceneFrame], columns: Int = 3, title: String = "") -> String {
        guard !frames.isEmpty else { return render(SceneFrame(time: 0, viewportSize: .zero,
                                                              contentOffset: .zero, items: [])) }
        let cell = stageSize(for: largestViewport(frames))
        let columns = max(1, min(columns, frames.count))
        let rows = (frames.count + columns - 1) / columns
        let gap: CGFloat = 12
        let size = CGSize(width: CGFloat(columns) * cell.width + CGFloat(columns - 1) * gap,
                          height: CGFloat(rows) * cell.height + CGFloat(rows - 1) * gap)
        var svg = SVGWriter()
        svg.line(header(size, title: title))
        svg.line(definitions(clipSize: cell, id: "stage"))
        for (number, frame) in frames.enumerated() {
            let x = CGFloat(number % columns) * (cell.width + gap), y = CGFloat(number / columns) * (cell.height + gap)
            svg.line("<g transform=\"translate(\(SVGWriter.number(x)),\(SVGWriter.number(y)))\">")
            appendFrame(frame, id: "k\(number)", stage: cell, to: &svg)
            svg.line("</g>")
        }
        svg.line("</svg>")
        return svg.text
    }

    // MARK: - Pieces

    private func header(_ size: CGSize, title: String) -> String {
        let w = SVGWriter.number(size.width), h = SVGWriter.number(size.height)
        var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
        text += " font-family=\"-apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif\">"
        if !title.isEmpty { text += "\n<title>\(SVGWriter.escape(title))</title>" }
        return text
    }

    private func definitions(clipSize: CGSize, id: String) -> String {
        "<defs><clipPath id=\"\(id)\"><rect width=\"\(SVGWriter.number(clipSize.width))\" height=\""
            + "\(SVGWriter.number(clipSize.height - footerHeight))\"/></clipPath></defs>"
    }

    private func appendFrame(_ frame: SceneFrame, id: String, stage: CGSize,
                             visibility: (start: Double, end: Double, total: Double)? = nil,
                             to svg: inout SVGWriter) {
        // The viewport is centred horizontally in the stage and sits below the top margin (and
        // below the top panel, if there is one).
        let panelBand = frame.topPanel.map { $0.viewportSize.height + SceneFrame.panelGap } ?? 0
        let viewport = CGRect(origin: CGPoint(x: (stage.width - frame.viewportSize.width) / 2,
                                              y: margin.height + panelBand),
                              size: frame.viewportSize)
        if let visibility {
            svg.line("<g id=\"\(id)\" visibility=\"hidden\">")
            svg.line(visibilityAnimation(visibility))
        } else {
            svg.line("<g id=\"\(id)\">")
        }
        svg.line("<rect width=\"\(SVGWriter.number(stage.width))\" height=\"\(SVGWriter.number(stage.height))\" fill=\"#f4f5f7\"/>")
        if let panel = frame.topPanel {
            let rect = CGRect(origin: CGPoint(x: (stage.width - panel.viewportSize.width) / 2, y: margin.height),
                              size: panel.viewportSize)
            appendScroller(panel.items, contentOffset: panel.contentOffset, viewport: rect, id: "\(id)-panel", to: &svg)
        }
        appendScroller(frame.items, contentOffset: frame.contentOffset, viewport: viewport, id: id, to: &svg)
        appendFooter(frame, viewport: viewport, to: &svg)
        svg.line("</g>")
    }

    /// One scroll view: its items faded across the stage, then at full strength clipped to its
    /// viewport, as a screen would clip them, and the viewport's outline.
    private func appendScroller(_ sceneItems: [SceneItem], contentOffset: CGPoint, viewport: CGRect, id: String,
                                to svg: inout SVGWriter) {
        let n = SVGWriter.number
        let items = sceneItems.sorted { $0.zIndex < $1.zIndex }
        svg.line("<clipPath id=\"\(id)-viewport\"><rect x=\"\(n(viewport.minX))\" y=\"\(n(viewport.minY))\" "
            + "width=\"\(n(viewport.width))\" height=\"\(n(viewport.height))\" rx=\"6\"/></clipPath>")
        svg.line("<g clip-path=\"url(#stage)\" opacity=\"0.28\">")
        for item in items { appendItem(item, contentOffset: contentOffset, viewport: viewport, to: &svg) }
        svg.line("</g>")
        svg.line("<rect x=\"\(n(viewport.minX))\" y=\"\(n(viewport.minY))\" width=\"\(n(viewport.width))\" "
            + "height=\"\(n(viewport.height))\" rx=\"6\" fill=\"#ffffff\"/>")
        svg.line("<g clip-path=\"url(#\(id)-viewport)\">")
        for item in items where item.frame.offsetBy(dx: viewport.minX - contentOffset.x,
                                                    dy: viewport.minY - contentOffset.y).overlaps(viewport) {
            appendItem(item, contentOffset: contentOffset, viewport: viewport, to: &svg)
        }
        svg.line("</g>")
        svg.line("<rect x=\"\(SVGWriter.number(viewport.minX - 1))\" y=\"\(SVGWriter.number(viewport.minY - 1))\" "
            + "width=\"\(SVGWriter.number(viewport.width + 2))\" height=\"\(SVGWriter.number(viewport.height + 2))\" "
            + "rx=\"6\" fill=\"none\" stroke=\"#1c1c1e\" stroke-width=\"2\"/>")
    }

    private func visibilityAnimation(_ v: (start: Double, end: Double, total: Double)) -> String {
        let f = SVGWriter.fraction
        let (values, keyTimes): (String, String)
        if v.start <= 0 { (values, keyTimes) = ("visible;hidden", "0;\(f(v.end))") }
        else if v.end >= 1 { (values, keyTimes) = ("hidden;visible", "0;\(f(v.start))") }
        else { (values, keyTimes) = ("hidden;visible;hidden", "0;\(f(v.start));\(f(v.end))") }
        return "<animate attributeName=\"visibility\" values=\"\(values)\" keyTimes=\"\(keyTimes)\" "
            + "dur=\"\(SVGWriter.number(CGFloat(v.total)))s\" calcMode=\"discrete\" repeatCount=\"indefinite\"/>"
    }

    private func appendItem(_ item: SceneItem, contentOffset: CGPoint, viewport: CGRect, to svg: inout SVGWriter) {
        let rect = item.frame.offsetBy(dx: viewport.minX - contentOffset.x,
                                       dy: viewport.minY - contentOffset.y)
        let opacity = item.alpha
        guard opacity > 0.001, rect.width > 0, rect.height > 0 else { return }
        if item.style == .indicator { return appendIndicator(rect, opacity: opacity, to: &svg) }
        let fill = SVGWriter.color(hue: item.hue, saturation: 62, lightness: 72)
        let stroke = SVGWriter.color(hue: item.hue, saturation: 45, lightness: 45)
        let n = SVGWriter.number
        svg.line("<g opacity=\"\(n(opacity))\"\(transformAttribute(item.transform, around: rect))>")
        let corner = min(10, min(rect.width, rect.height) / 6)
        svg.line("<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" "
            + "height=\"\(n(rect.height))\" rx=\"\(n(corner))\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"1\"/>")
        let fontSize = min(20, max(6, min(rect.width / CGFloat(max(2, item.label.count)) * 1.4, rect.height * 0.4)))
        if rect.width >= 8 && rect.height >= 8 {
            svg.line("<text x=\"\(n(rect.midX))\" y=\"\(n(rect.midY))\" font-size=\"\(n(fontSize))\" "
                + "text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"#1c1c1e\">\(SVGWriter.escape(item.label))</text>")
        }
        svg.line("</g>")
    }

    /// A tab strip's indicator, no outline, no label: a dark bar (an underline), or a
    /// translucent blue capsule behind the tabs.
    private func appendIndicator(_ rect: CGRect, opacity: CGFloat, to svg: inout SVGWriter) {
        let n = SVGWriter.number
        let radius = min(rect.height / 2, 8)
        let fill = rect.height > 8 ? "#0a84ff\" fill-opacity=\"0.3" : "#1c1c1e"
        svg.line("<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" "
            + "height=\"\(n(rect.height))\" rx=\"\(n(radius))\" fill=\"\(fill)\" opacity=\"\(n(opacity))\"/>")
    }

    /// An SVG transform about the rectangle's centre: the screen-plane rotation, the scale,
    /// and `rotationY` as a horizontal squeeze (an affine stand-in for the device's perspective
    /// from `ItemTransform.perspectiveDistance`, which also makes the near edge taller).
    private func transformAttribute(_ t: ItemTransform, around rect: CGRect) -> String {
        guard !t.isIdentity else { return "" }
        let n = SVGWriter.number
        let squeeze = cos(t.rotationY)
        var parts = ["translate(\(n(rect.midX + t.translation.x)),\(n(rect.midY + t.translation.y)))"]
        if t.rotation != 0 { parts.append("rotate(\(n(t.rotation * 180 / .pi)))") }
        parts.append("scale(\(n(t.scale * squeeze)),\(n(t.scale)))")
        parts.append("translate(\(n(-rect.midX)),\(n(-rect.midY)))")
        return " transform=\"\(parts.joined(separator: " "))\""
    }

    private func appendFooter(_ frame: SceneFrame, viewport: CGRect, to svg: inout SVGWriter) {
        let n = SVGWriter.number
        var y = viewport.maxY + margin.height + 14
        if let dots = frame.pageIndicator, dots.count > 0 {
            let shown = min(dots.count, 40), spacing: CGFloat = 14
            let start = viewport.midX - CGFloat(shown - 1) * spacing / 2
            let current = dots.currentPage
            for dot in 0..<shown {
                let fill = dot == current ? "#1c1c1e" : "#c7c7cc"
                let position = dots.isRightToLeft ? shown - 1 - dot : dot
                svg.line("<circle cx=\"\(n(start + CGFloat(position) * spacing))\" cy=\"\(n(y))\" r=\"4\" fill=\"\(fill)\"/>")
            }
            y += 18
        } else {
            y += 4
        }
        svg.line("<text x=\"\(n(viewport.midX))\" y=\"\(n(y))\" font-size=\"12\" text-anchor=\"middle\" "
            + "fill=\"#1c1c1e\">\(SVGWriter.escape(frame.caption))</text>")
        svg.line("<text x=\"\(n(viewport.midX))\" y=\"\(n(y + 16))\" font-size=\"11\" text-anchor=\"middle\" "
            + "fill=\"#6e6e73\">\(SVGWriter.escape(frame.detail))</text>")
    }
}
