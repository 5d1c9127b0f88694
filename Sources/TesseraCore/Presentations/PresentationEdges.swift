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

/// A query's rectangle (through the gate, `QueryRect`) in unmirrored content space, widened by
/// the search slack (`PixelGrid.searchSlack`) and cut to the content; `nil` when it holds
/// nothing.
struct PresentationQuery: Sendable {
    let minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat

    init?(_ rect: CGRect, contentSize: CGSize, direction: LayoutDirection, grid: PixelGrid) {
        guard let query = QueryRect(rect) else { return nil }
        var (low, high) = (query.minX, query.maxX)
        if direction.isRightToLeft { (low, high) = (contentSize.width - high, contentSize.width - low) }
        // Section starts and item edges are summed in different orders: far down the content
        // they disagree by a few ulps of the coordinates the query reaches.
        let slackX = grid.searchSlack(atMagnitude: contentSize.width)
        let slackY = grid.searchSlack(atMagnitude: min(max(abs(query.minY), abs(query.maxY)), contentSize.height))
        minX = max(low - slackX, -slackX)
        maxX = min(high + slackX, contentSize.width + slackX)
        minY = max(query.minY - slackY, -slackY)
        maxY = min(query.maxY + slackY, contentSize.height + slackY)
        guard minX <= maxX, minY <= maxY else { return nil }
    }
}
