import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension InfiniteGridAxis {
    /// The fixed geometry of one axis for a valid configuration and a viewport, in pixels.
    struct Metrics: Sendable, Equatable {
        /// Pixels per point.
        let scale: CGFloat
        /// Tile length (≥ 1) and tile-to-tile distance (≥ tile).
        let tile: Int
        let stride: Int
        /// The first and last coordinates that exist (internal coordinates).
        let lower: Int
        let upper: Int
        /// Viewport length.
        let viewport: Int
        /// Content on either side of the viewport in a window.
        let margin: Int
        /// Content length along the axis.
        let length: Int
        /// Whether every tile between the bounds fits in the content (no recentring).
        let isFitted: Bool
        /// How many strides from the anchor tiles have positions: 2⁵³ pixels' worth, so that
        /// every point of the domain (`Limits.coordinate` at up to 4 pixels a point: 2⁵² pixels)
        /// is within reach of an anchor in the content.
        let reach: Int

        /// The smallest margin, in points: a frame would have to move the content more than
        /// half of it (2,048 pt: 123,000 pt/s at 60 Hz, fifteen times the fastest fling) to
        /// reach the edge between two recentrings.
        static let minimumMargin: CGFloat = 4096

        /// The axis of tiles `tile` points long and `spacing` apart (within `Limits.length`)
        /// between `bounds`, for a viewport `viewport` points long at `scale`. Every length
        /// is then below 2²² pixels (a window around strides of up to 2¹⁹ pixels).
        init(tile: CGFloat, spacing: CGFloat, bounds: ClosedRange<Int>, viewport: CGFloat, scale: CGFloat) {
            func pixels(_ points: CGFloat) -> Int { Int(points * scale, rounding: .toNearestOrAwayFromZero) }
            self.scale = scale
            self.tile = max(1, pixels(tile))
            stride = max(self.tile, pixels(tile + spacing))
            lower = bounds.lowerBound
            upper = bounds.upperBound
            self.viewport = pixels(viewport)
            margin = max(pixels(Self.minimumMargin), 2 * self.viewport, 2 * stride)
            let window = self.viewport + 2 * margin
            let gaps = lower.distance(upTo: upper)
            isFitted = gaps <= UInt((window - self.tile) / stride)
            length = isFitted ? Int(gaps) * stride + self.tile : window
            reach = (1 << 53) / stride
        }

        /// `coordinate` clamped into the bounds.
        func clamped(_ coordinate: Int) -> Int { min(max(coordinate, lower), upper) }

        /// How far the offset may stray from `idealOffset` before a recentre.
        var threshold: Int { margin / 2 }

        /// The offset that shows the middle of the content.
        var idealOffset: Int { max(0, (length - viewport) / 2) }

        /// The most tiles a viewport-sized rectangle can touch, plus one ring on each side.
        /// A rectangle of real length v meets tiles starting in an open interval of length
        /// v + tile; one pixel of slack covers a viewport that is not a whole number of pixels.
        var maximumLiveTiles: Int { (viewport + 1 + tile + stride - 1) / stride + 2 }
    }
}
