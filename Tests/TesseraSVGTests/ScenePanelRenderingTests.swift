import Foundation
import Testing
@testable import TesseraSVG

/// A frame with a top panel (a view pager's tab strip over its pages): the panel is drawn
/// above the viewport with its own offset, and an indicator item as an unlabelled bar.
@Suite("Scene panels")
struct ScenePanelRenderingTests {
    private func frame(panel: ScenePanel?) -> SceneFrame {
        SceneFrame(time: 0, viewportSize: CGSize(width: 100, height: 50), contentOffset: .zero,
                   items: [SceneItem(frame: CGRect(x: 0, y: 0, width: 100, height: 50), label: "Page", hue: 0.5)],
                   caption: "c", topPanel: panel)
    }

    @Test func aTopPanel_isDrawnAboveTheViewportWithItsOwnOffset() {
        let panel = ScenePanel(viewportSize: CGSize(width: 100, height: 20), contentOffset: CGPoint(x: 30, y: 0), items: [
            SceneItem(frame: CGRect(x: 40, y: 0, width: 40, height: 20), label: "Tab", hue: 0.1),
            SceneItem(frame: CGRect(x: 40, y: 17, width: 40, height: 3), label: "ignored", hue: 0, zIndex: 1,
                      style: .indicator),
        ])
        let renderer = SVGRenderer(margin: CGSize(width: 10, height: 10))
        let svg = renderer.render(frame(panel: panel))
        // Stage: 100 + 2·10 wide; 20 + 12 + 50 + 2·10 + footer tall.
        #expect(svg.contains("height=\"\(102 + Int(renderer.footerHeight))\""))
        // The tab sits at panel x 10 + (40 − 30); the page below the panel and the gap.
        #expect(svg.contains("<rect x=\"20\" y=\"10\" width=\"40\" height=\"20\""))
        #expect(svg.contains("<rect x=\"10\" y=\"42\" width=\"100\" height=\"50\""))
        #expect(svg.contains("<rect x=\"20\" y=\"27\" width=\"40\" height=\"3\" rx=\"1.5\" fill=\"#1c1c1e\""))
        #expect(!svg.contains(">ignored<"))
    }

    @Test func withoutAPanel_theViewportSitsBelowTheMargin() {
        let svg = SVGRenderer(margin: CGSize(width: 10, height: 10)).render(frame(panel: nil))
        #expect(svg.contains("<rect x=\"10\" y=\"10\" width=\"100\" height=\"50\""))
    }
}
