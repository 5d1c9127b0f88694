import Foundation
import Testing
import TesseraCore
@testable import TesseraSVG

@Suite("SVG rendering")
struct SVGRendererTests {
    @Test(arguments: [(CGFloat(12), "12"), (12.5, "12.5"), (12.25, "12.25"), (-0.5, "-0.5"), (0.004, "0"),
                      (3.14159, "3.14"), (-7.005, "-7.01"), (.nan, "0")])
    func numbers_areShortAndStable(value: CGFloat, text: String) {
        #expect(SVGWriter.number(value) == text)
    }

    @Test func text_isEscaped() {
        #expect(XMLText.escape("<a & \"b\">") == "&lt;a &amp; &quot;b&quot;&gt;")
    }

    private func frame(offset: CGFloat) -> SceneFrame {
        SceneFrame(time: 0, viewportSize: CGSize(width: 100, height: 50), contentOffset: CGPoint(x: offset, y: 0),
                   items: (0..<4).map { SceneItem(frame: CGRect(x: CGFloat($0) * 60, y: 0, width: 50, height: 50),
                                                  label: "\($0)", hue: SceneItem.hue(for: $0)) },
                   pageIndicator: PageIndicator(count: 3, currentPage: 1), caption: "page 2")
    }

    @Test func stillFrame_drawsViewportItemsDotsAndCaption() {
        let svg = SVGRenderer(margin: CGSize(width: 20, height: 10)).render(frame(offset: 60))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"140\" height=\"134\""))
        // Item 1 sits at the viewport's left edge: content x 60 − offset 60 + margin 20.
        #expect(svg.contains("<rect x=\"20\" y=\"10\" width=\"50\" height=\"50\""))
        #expect(svg.components(separatedBy: "<circle").count - 1 == 3)
        #expect(svg.contains(">page 2</text>"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func animation_hasOneHiddenGroupPerFrameThatLoops() {
        let frames = (0..<5).map { frame(offset: CGFloat($0) * 10) }
        let svg = SVGRenderer().renderAnimation(frames, frameInterval: 0.1, hold: 0.5)
        #expect(svg.components(separatedBy: "<g id=\"f").count - 1 == 5)
        #expect(svg.components(separatedBy: "repeatCount=\"indefinite\"").count - 1 == 5)
        // 5 frames × 0.1 s + 0.5 s hold = 1 s; frame 2 shows from 0.2 to 0.3 of the loop.
        #expect(svg.contains("values=\"hidden;visible;hidden\" keyTimes=\"0;0.2000;0.3000\" dur=\"1s\""))
    }

    @Test func transforms_becomeSVGTransformsAboutTheCentre() {
        var frame = frame(offset: 0)
        frame.items = [SceneItem(frame: CGRect(x: 0, y: 0, width: 40, height: 40), label: "x", hue: 0,
                                 transform: ItemTransform(scale: 0.5, rotation: .pi / 2))]
        let svg = SVGRenderer(margin: .zero).render(frame)
        #expect(svg.contains("transform=\"translate(20,20) rotate(90) scale(0.5,0.5) translate(-20,-20)\""))
    }
}
