import Foundation
@testable import TesseraCore
@testable import TesseraTesting

/// A flow layout with `sizeForItemAt`, kept deliberately naive: every tab's width computed
/// from the configuration and the measurements, each tab placed after the widths and gaps
/// before it, then mirrored and rounded; every query filters all of them. Exactly right and O(n), which makes it the reference the prefix-sum layout is
/// checked against.
struct ReferencePagerTabStrip {
    typealias Configuration = PagerTabStripLayout.Configuration

    /// Final (mirrored, pixel-rounded) frames, and the same before rounding.
    let frames: [CGRect]
    let unroundedFrames: [CGRect]
    let contentSize: CGSize
    let configuration: Configuration
    let context: LayoutContext
    let measured: [CGFloat]

    init(_ c: Configuration, measured: [CGFloat], _ context: LayoutContext) {
        configuration = c
        self.context = context
        self.measured = measured
        let n = context.sectionItemCounts.first ?? 0
        let v = context.visibleContentSize.width
        guard n > 0, v > 0, context.visibleContentSize.height > 0 else {
            frames = []; unroundedFrames = []; contentSize = .zero; return
        }
        let s = c.size.spacing, h = c.size.height
        let available = max(0, v - c.leadingInset - c.trailingInset)
        var widths: [CGFloat] = []
        var raised = true
        for i in 0..<n {
            switch c.size {
            case .fixed(let width, _, _):
                widths.append(width)
            case .fillEqually:
                let shared = (available - CGFloat(n - 1) * s) / CGFloat(n)
                let width = max(shared, c.minimumTabWidth, 0)
                raised = width > shared
                widths.append(width)
            case .selfSizing(_, _, let estimate):
                widths.append((i < measured.count ? Self.clean(measured[i]) : estimate) + 2 * c.tabPadding)
            }
        }
        // Equal tabs are n · w wide together and tab i starts after i · w; measured tabs after
        // the running sum of the widths before them.
        var equal: CGFloat?
        if case .selfSizing = c.size {} else { equal = widths[0] }
        var before: [CGFloat] = [0]
        for w in widths { before.append(before[before.count - 1] + w) }
        let tabs = (equal.map { CGFloat(n) * $0 } ?? before[n]) + CGFloat(n - 1) * s
        let extent = c.leadingInset + tabs + c.trailingInset
        let overflows = raised && extent > v
        var x = c.leadingInset, extra: CGFloat = 0 // where tab 0 starts, what each tab grows by
        if raised && !overflows {
            switch c.alignment {
            case .leading: break
            case .centered: x += (available - tabs) / 2
            case .fill: extra = (available - tabs) / CGFloat(n)
            }
        }
        let width = overflows ? extent : v
        contentSize = CGSize(width: width, height: h)
        var unrounded: [CGRect] = []
        for (i, w) in widths.enumerated() {
            let start = x + (equal.map { CGFloat(i) * $0 } ?? before[i]) + CGFloat(i) * (s + extra)
            var frame = CGRect(x: start, y: 0, width: w + extra, height: h)
            if context.layoutDirection == .rightToLeft { frame.origin.x = width - frame.maxX }
            unrounded.append(frame)
        }
        unroundedFrames = unrounded
        frames = unrounded.map { context.pixelGrid.round($0) }
    }

    /// The span inside leading and trailing insets; collapsed to its middle when they overlap.
    private func inset(_ span: (CGFloat, CGFloat), _ insets: EdgeInsets, _ rtl: Bool) -> (CGFloat, CGFloat) {
        let low = span.0 + (rtl ? insets.right : insets.left), high = span.1 - (rtl ? insets.left : insets.right)
        return high >= low ? (low, high - low) : ((low + high) / 2, 0)
    }

    /// A measurement as the strip keeps it: NaN and negative are 0, at most 65,536 pt.
    static func clean(_ width: CGFloat) -> CGFloat {
        width.isNaN ? 0 : min(max(width, 0), 65_536)
    }

    // MARK: - Queries

    /// Tabs that round to nothing show nothing, so a query leaves them out.
    func items(in rect: CGRect) -> [Int] {
        frames.indices.filter { !frames[$0].isEmpty && frames[$0].overlaps(rect) }
    }

    func tab(at point: CGPoint) -> Int? {
        frames.indices.first { frames[$0].contains(point) }
    }

    // MARK: - Indicator

    /// Tab `i`'s indicator before rounding, by the most literal reading of the style.
    func indicator(_ i: Int) -> CGRect? {
        let tab = unroundedFrames[i], rtl = context.layoutDirection == .rightToLeft
        func span(_ width: PagerIndicatorWidth) -> (CGFloat, CGFloat) {
            guard width == .content else { return (tab.minX, tab.maxX) }
            let room = max(0, tab.width - 2 * configuration.tabPadding)
            var content = room
            if case .selfSizing(_, _, let estimate) = configuration.size {
                content = min(i < measured.count ? Self.clean(measured[i]) : estimate, room)
            } else if i < measured.count {
                content = min(Self.clean(measured[i]), room)
            }
            let start = tab.minX + (tab.width - content) / 2
            return (start, start + content)
        }
        switch configuration.indicator {
        case .none, .custom:
            return nil
        case .underline(let height, let insets, let width):
            let (x, w) = inset(span(width), insets, rtl)
            return CGRect(x: x, y: tab.maxY - insets.bottom - height, width: w, height: height)
        case .capsule(let insets, _, let width):
            let (x, w) = inset(span(width), insets, rtl)
            return CGRect(x: x, y: insets.top, width: w, height: max(0, tab.height - insets.vertical))
        }
    }
}
