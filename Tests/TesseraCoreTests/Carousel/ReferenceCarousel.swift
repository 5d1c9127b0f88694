import Foundation
@testable import TesseraCore
@testable import TesseraTesting

/// The most literal reading of the carousel's rules: lay out a window of virtual indices by
/// summing sizes one by one from item 0 (which rests at the home offset, or starts the
/// content without a loop), mirror, round, then filter every frame per query. Exactly right
/// and O(window), which makes it the reference the analytic layout is checked against.
struct ReferenceCarousel {
    struct Entry {
        let virtualIndex: Int
        let frame: CGRect
        /// Resting offset along the main axis (content coordinates, rounded).
        let restingOffset: CGFloat
    }

    let entries: [Entry]
    let contentSize: CGSize
    let looping: Bool

    /// - Parameters:
    ///   - sizes: the requested size of each data item.
    ///   - home: the loop's home offset (`CarouselLayout.homeOffset`), where item 0 rests.
    ///   - window: virtual indices −window…window in a loop.
    init(sizes: [CGSize], spacing: CGFloat, insets: EdgeInsets, axis: Axis, centered: Bool, infinite: Bool,
         context: LayoutContext, home: CGPoint, window: Int, loopsSingleItem: Bool = false) {
        let n = sizes.count
        let horizontal = axis == .horizontal
        let viewport = context.visibleContentSize
        let viewportMain = horizontal ? viewport.width : viewport.height
        let viewportCross = horizontal ? viewport.height : viewport.width
        let insetStart = horizontal ? insets.left : insets.top
        let insetEnd = horizontal ? insets.right : insets.bottom
        let crossStart = horizontal ? insets.top : insets.left
        let crossEnd = horizontal ? insets.bottom : insets.right
        let band = viewportMain - insetStart - insetEnd
        let crossBand = viewportCross - crossStart - crossEnd
        looping = infinite && (n >= 2 || loopsSingleItem)
        // Requested sizes, thinned to fit across the scroll axis.
        var mains: [CGFloat] = [], crosses: [CGFloat] = []
        for size in sizes {
            var main = horizontal ? size.width : size.height, cross = horizontal ? size.height : size.width
            // Scaled by the ratio of the band to the item, keeping the aspect ratio.
            if cross > crossBand { main *= crossBand / cross; cross = crossBand }
            mains.append(max(main, 1 - spacing))
            crosses.append(cross)
        }
        let anchorPoint = insetStart + (centered ? band / 2 : 0)
        func within(_ r: Int) -> CGFloat { centered ? mains[r] / 2 : 0 }
        let mod = { (v: Int) in ((v % n) + n) % n }
        var total: CGFloat = 0
        for r in 0..<n { total += mains[r] + spacing }
        let start0: CGFloat
        let contentMain: CGFloat
        if looping {
            start0 = (horizontal ? home.x : home.y) + anchorPoint - within(0)
            contentMain = 2 * 262_144 + viewportMain
        } else {
            start0 = centered ? max(0, anchorPoint - mains[0] / 2) : insetStart
            let trailing = centered ? max(0, viewportMain - anchorPoint - mains[n - 1] / 2) : insetEnd
            // At least the viewport: right to left, shorter content would rest at a negative
            // offset, outside the scroll view's range.
            contentMain = max(start0 + total - spacing + trailing, viewportMain)
        }
        contentSize = horizontal ? CGSize(width: contentMain, height: viewportCross)
                                 : CGSize(width: viewportCross, height: contentMain)
        let mirror = context.layoutDirection == .rightToLeft
        let grid = context.pixelGrid
        let maxOffset = max(0, contentMain - viewportMain)
        var entries: [Entry] = []
        let range = looping ? (-window)...window : 0...(n - 1)
        for v in range {
            var start = start0
            if v >= 0 { for i in 0..<v { start += mains[mod(i)] + spacing } }
            else { for i in v..<0 { start -= mains[mod(i)] + spacing } }
            let r = mod(v)
            let crossOrigin = crossStart + (crossBand - crosses[r]) / 2
            var frame = horizontal ? CGRect(x: start, y: crossOrigin, width: mains[r], height: crosses[r])
                                   : CGRect(x: crossOrigin, y: start, width: crosses[r], height: mains[r])
            if mirror { frame.origin.x = contentSize.width - frame.maxX }
            var rest = start + within(r) - anchorPoint
            if !looping { rest = min(max(rest, 0), maxOffset) }
            if mirror && horizontal { rest = contentMain - viewportMain - rest }
            entries.append(Entry(virtualIndex: v, frame: grid.round(frame), restingOffset: grid.round(rest)))
        }
        self.entries = entries
    }

    /// The window's items whose frames cover part of `rect`'s interior (merely touching it
    /// shows nothing).
    func items(in rect: CGRect) -> [Entry] {
        entries.filter { $0.frame.overlaps(rect) }
    }

    func entry(_ virtualIndex: Int) -> Entry? {
        entries.first { $0.virtualIndex == virtualIndex }
    }
}
