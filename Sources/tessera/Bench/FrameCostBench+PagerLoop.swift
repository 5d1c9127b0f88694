import Foundation
import TesseraCore

// MARK: - Looping pages

extension FrameCostBench {
    /// Full-screen looping pages (320 × 480 pt); the finger sweeps back and forth over 40
    /// pages across the wrap (20 pages either side of page 0 of the cycle the pages rest in).
    static func loopingPagerPages(count: Int, _ sampler: FrameSampler) -> FrameSampler.Result {
        let viewport = CGSize(width: 320, height: 480)
        var layout = PagerPagesLayout()
        layout.loops = true
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: count))
        // The cycles laid out either side of the home cycle are as many on each side.
        let cycle = CGFloat(count) * viewport.width
        let home = (layout.contentSize.width - cycle) / 2
        let low = home - 20 * viewport.width, high = home + 20 * viewport.width
        var device = DeviceFrame(behavior: PagerPagesBehavior(), layout: layout, offset: CGPoint(x: low, y: 0),
                                 viewport: viewport)
        var direction: CGFloat = 1
        return sampler.measure(&device) { device in
            if device.offset.x >= high { direction = -1 } else if device.offset.x <= low { direction = 1 }
            return device.frame(by: CGPoint(x: 3 * direction, y: 0))
        }
    }
}
