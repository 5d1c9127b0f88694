import Foundation
import TesseraCore

// MARK: - The view pager's two scroll views and presentations

extension FrameCostBench {
    /// Full-screen pages (320 × 480 pt); the finger sweeps back and forth over 40 pages.
    static func pagerPages(count: Int, _ sampler: FrameSampler) -> FrameSampler.Result {
        let viewport = CGSize(width: 320, height: 480)
        var layout = PagerPagesLayout()
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: count))
        return sweep(PagerPagesBehavior(), layout, viewport: viewport, span: 40 * viewport.width, sampler)
    }

    /// A self-sizing strip of `count` tabs 40–119 pt wide (44 pt tall, as `PagerBench`'s);
    /// the finger sweeps it back and forth over 40 tabs.
    static func tabStrip(count: Int, _ sampler: FrameSampler) -> FrameSampler.Result {
        let viewport = CGSize(width: 320, height: 44)
        var layout = PagerTabStripLayout(configuration: PagerBench.configuration)
        layout.setMeasuredWidths((0..<count).map { CGFloat(40 + ($0 * 37) % 80) })
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: count))
        return sweep(PagerTabStripBehavior(), layout, viewport: viewport, span: 40 * 90, sampler)
    }

    /// A list of 44 pt rows in 320 × 480 pt; the finger sweeps over 2,000 rows.
    static func presentationList(count: Int, _ sampler: FrameSampler) -> FrameSampler.Result {
        let viewport = CGSize(width: 320, height: 480)
        var layout = PresentationLayout(ListPresentation())
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: count))
        return sweep(PresentationBehavior(), layout, viewport: viewport, span: 2_000 * 44, vertical: true, sampler)
    }

    /// The same list switching to a grid and back, 0.35 s each, one after the other: only the
    /// frames at which the clock fires (the switch's frames) are measured.
    static func presentationSwitch(count: Int, _ sampler: FrameSampler) -> FrameSampler.Result {
        let viewport = CGSize(width: 320, height: 480)
        var layout = PresentationLayout(ListPresentation())
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: count))
        var device = DeviceFrame(behavior: PresentationBehavior(), layout: layout, offset: CGPoint(x: 0, y: 20_000),
                                 viewport: viewport, fingerDown: false)
        var toGrid = true
        return sampler.measure(&device) { device in
            if device.adapter.behavior.phase == .idle {
                let next: any Presentation = toGrid ? GridPresentation() : ListPresentation()
                toGrid.toggle()
                device.send { $0.switchPresentation(to: next, animated: true, scroll: $1, layout: $2) }
            }
            return device.clockFrame()
        }
    }

    /// A finger dragging `layout` 3 pt a frame, turning at 0 and at `span` (or the content's
    /// end).
    private static func sweep<Behavior: ScrollBehavior>(_ behavior: Behavior, _ layout: Behavior.Layout, viewport: CGSize,
                                                        span: CGFloat, vertical: Bool = false,
                                                        _ sampler: FrameSampler) -> FrameSampler.Result {
        let end = vertical ? layout.contentSize.height - viewport.height : layout.contentSize.width - viewport.width
        let span = max(0, min(span, end))
        var device = DeviceFrame(behavior: behavior, layout: layout, offset: .zero, viewport: viewport)
        var direction: CGFloat = 1
        return sampler.measure(&device) { device in
            let position = vertical ? device.offset.y : device.offset.x
            if position >= span { direction = -1 } else if position <= 0 { direction = 1 }
            return device.frame(by: vertical ? CGPoint(x: 0, y: 3 * direction) : CGPoint(x: 3 * direction, y: 0))
        }
    }
}
