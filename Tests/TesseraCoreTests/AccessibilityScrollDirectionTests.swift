import Foundation
import Testing
@testable import TesseraCore

/// VoiceOver's scroll directions map to one step along a component's axis, mirrored for
/// right-to-left, and `next` / `previous` always step forward / back.
@Suite("Accessibility scroll directions")
struct AccessibilityScrollDirectionTests {
    @Test func accessibilityScrollDirection_stepsOnceAlongTheAxis() {
        for direction in [AccessibilityScrollDirection.left, .right, .up, .down, .next, .previous] {
            for axis in Axis.allCases {
                for layoutDirection in [LayoutDirection.leftToRight, .rightToLeft] {
                    let step = direction.step(along: axis, layoutDirection: layoutDirection)
                    #expect(step == nil || step == 1 || step == -1)
                    if direction == .next { #expect(step == 1) }
                    if direction == .previous { #expect(step == -1) }
                }
            }
        }
    }
}
