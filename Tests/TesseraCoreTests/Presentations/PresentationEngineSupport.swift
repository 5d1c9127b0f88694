import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The four presentations the scenarios cycle through, with the tutorial's insets and
/// optional section headers.
func scenarioPresentations(headerHeight: CGFloat = 0, heights: [[CGFloat]] = []) throws -> [AnyPresentation] {
    let insets = EdgeInsets(top: 16, left: 16, bottom: 20, right: 16)
    return [
        AnyPresentation(try ListPresentation(rowHeight: 112, lineSpacing: 10, sectionInsets: insets,
                                             headerHeight: headerHeight)),
        AnyPresentation(try GridPresentation(columns: .count(3), itemSpacing: 8, lineSpacing: 20, sectionInsets: insets,
                                             headerHeight: headerHeight)),
        AnyPresentation(try MosaicPresentation(pattern: [.fullWidth(height: .aspectRatio(2)), .row(columns: 3)],
                                               sectionInsets: insets, headerHeight: headerHeight)),
        AnyPresentation(try WaterfallPresentation(columns: 2, sectionInsets: insets, headerHeight: headerHeight,
                                                  itemHeights: heights)),
    ]
}

/// Photo-like heights for every item, from a seed.
func scenarioHeights(_ counts: [Int], seed: UInt64) -> [[CGFloat]] {
    var random = SeededGenerator(seed: seed)
    return counts.map { (0..<$0).map { _ in random.half(120...500) } }
}

func makePresentationEngine(_ presentation: some Presentation, sectionItemCounts: [Int] = [1000],
                            viewport: CGSize = presentationViewport, insets: EdgeInsets = .zero,
                            direction: LayoutDirection = .leftToRight, scale: CGFloat = 2,
                            uikit: UIKitModel = .standard) -> PresentationEngine {
    PresentationEngine(presentation: presentation, viewportSize: viewport, sectionItemCounts: sectionItemCounts,
                       configuration: ScrollConfiguration(alwaysBounceVertical: true, contentInsets: insets),
                       layoutDirection: direction, displayScale: scale, uikit: uikit)
}

extension CollectionEngine where Behavior == PresentationBehavior {
    /// A finger drags the content by `dy` and lifts without velocity; the content settles.
    mutating func scroll(by dy: CGFloat) {
        beginDragging()
        drag(by: CGPoint(x: 0, y: dy))
        endDragging(velocity: .zero)
        runUntilSettled()
    }

    /// The anchor a switch begun now keeps: the last switch's while the content has not moved
    /// since, else the default one (the item at the top of the visible area).
    var currentAnchor: PresentationAnchor? {
        behavior.anchor(named: nil, scroll, layout) ?? topAnchor
    }

    /// The default anchor now.
    var topAnchor: PresentationAnchor? {
        PresentationAnchor(in: layout, contentOffset: contentOffset)
    }

    /// The anchor's distance from the top of the visible area now.
    func distance(of anchor: PresentationAnchor) -> CGFloat? {
        layout.item(at: anchor.index).map { $0.frame.minY - contentOffset.y - context.contentInsets.top }
    }

    /// How far the anchor is from where it was, in points; 0 when the offset is exactly the
    /// end of the content's range the anchor's place lies beyond (as near as the content
    /// allows).
    func anchorError(_ anchor: PresentationAnchor) -> CGFloat? {
        guard let frame = layout.item(at: anchor.index)?.frame else { return nil }
        let state = scroll
        let wanted = frame.minY - anchor.distanceFromVisibleTop - context.contentInsets.top
        let low = state.minimumOffset.y, high = state.maximumOffset.y
        if wanted < low - 0.5 { return abs(contentOffset.y - low) }
        if wanted > high + 0.5 { return abs(contentOffset.y - high) }
        return abs(contentOffset.y - wanted)
    }

    /// The visible cells and headers with their frames, as the user sees them.
    var shownFrames: [String] {
        visibleItems.map { "\($0.elementKind) \($0.index) \($0.frame) \($0.alpha)" }
    }
}

/// Every frame the anchor is within 1 pt of its place (or as near as the content allows).
func expectAnchorKept(_ engine: PresentationEngine, _ anchor: PresentationAnchor, _ comment: Comment,
                      sourceLocation: SourceLocation = #_sourceLocation) {
    guard let error = engine.anchorError(anchor) else {
        Issue.record("anchor \(anchor.index) is gone: \(comment)", sourceLocation: sourceLocation)
        return
    }
    #expect(error <= 1, "\(comment): anchor \(anchor.index) off by \(error) pt", sourceLocation: sourceLocation)
}
