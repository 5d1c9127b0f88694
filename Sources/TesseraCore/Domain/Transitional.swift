import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// TRANSITIONAL: helpers the layouts used before the domain gate; each goes when its last
// caller moves behind the gate. This file must be empty (and deleted) when the work is done.

extension PixelGrid {
    func searchSlack(from low: CGFloat, to high: CGFloat, within extent: CGFloat, mirrored: Bool = false) -> CGFloat {
        let reach = max(abs(low), abs(high))
        return searchSlack(atMagnitude: mirrored || reach.isNaN ? extent : min(reach, abs(extent)))
    }

    static let scaleRange: ClosedRange<CGFloat> = Limits.displayScale
}
