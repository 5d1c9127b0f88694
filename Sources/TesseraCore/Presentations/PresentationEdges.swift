import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An item's four edges before mirroring and pixel rounding.
///
/// Presentations compute edges, not origin-and-size rectangles, so that two items that
/// touch share the very same coordinate (the right edge of one column *is* the left edge of
/// the next when the spacing is 0) and still touch after rounding to pixels.
struct PresentationEdges: Sendable, Equatable {
    var minX: CGFloat
    var maxX: CGFloat
    var minY: CGFloat
    var maxY: CGFloat

    /// These edges moved down by `dy`.
    @inline(__always)
    func offsetBy(dy: CGFloat) -> PresentationEdges {
        PresentationEdges(minX: minX, maxX: maxX, minY: minY + dy, maxY: maxY + dy)
    }

    /// Whether these edges reach into the closed query box (a loose test; callers filter the
    /// final frames exactly).
    @inline(__always)
    func touches(minX qMinX: CGFloat, maxX qMaxX: CGFloat, minY qMinY: CGFloat, maxY qMaxY: CGFloat) -> Bool {
        maxX >= qMinX && minX <= qMaxX && maxY >= qMinY && minY <= qMaxY
    }
}

/// A query rectangle made safe and moved into unmirrored content space: standardized,
/// widened by `PixelGrid.searchSlack`, clamped to the content. `nil` when it cannot touch anything.
struct PresentationQuery: Sendable {
    let minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat

    init?(_ rect: CGRect, contentSize: CGSize, direction: LayoutDirection, grid: PixelGrid) {
        guard !rect.isNull else { return nil }
        var low = rect.minX, high = rect.maxX
        guard !low.isNaN, !high.isNaN, !rect.minY.isNaN, !rect.maxY.isNaN else { return nil }
        if direction.isRightToLeft { (low, high) = (contentSize.width - high, contentSize.width - low) }
        // The ulps matter: 10³⁰² pt down (items 10³⁰¹ pt tall, from an aspect ratio of
        // 10⁻³⁰⁰), section starts and item edges are summed differently and can disagree by
        // far more than a pixel.
        let slackX = grid.searchSlack(from: rect.minX, to: rect.maxX, within: contentSize.width,
                                      mirrored: direction.isRightToLeft)
        let slackY = grid.searchSlack(from: rect.minY, to: rect.maxY, within: contentSize.height)
        minX = max(low - slackX, -slackX)
        maxX = min(high + slackX, contentSize.width + slackX)
        minY = max(rect.minY - slackY, -slackY)
        maxY = min(rect.maxY + slackY, contentSize.height + slackY)
        guard minX <= maxX, minY <= maxY else { return nil }
    }
}
