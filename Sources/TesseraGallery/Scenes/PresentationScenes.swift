import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore
import TesseraTesting
import TesseraSVG

/// Gallery scenes of presentations (`PresentationLayout` + `PresentationBehavior`).
public enum PresentationScenes {
    public static let all = [switchingKeepsThePlace]

    typealias Recorder = SceneRecorder<PresentationBehavior>

    /// The item the scene keeps in place: item 95 of section 3, the 396th of 1,000, a few rows
    /// above the header of section 4.
    static let anchorItem = ItemIndex(item: 95, section: 3)
    static let sectionSize = 100

    /// Deep in 1,000 items, animated switches list → grid → mosaic → waterfall → list.
    public static let switchingKeepsThePlace = GalleryScene(
        slug: "presentations-switch",
        title: "Presentations: list → grid → mosaic → waterfall → list, keeping the place",
        summary: "1,000 items in 10 sections of 100 with headers, 320 × 480 pt, scrolled to item 395 (section 3, "
            + "item 95; labels count from 0 across sections), 24 pt below the top, with the header of section 4 "
            + "below it. Four animated switches of 0.35 s each. The item at the top of the screen (red, starred) "
            + "is the anchor: it stays 24 pt from the top while every other item, and the header, moves to its "
            + "place in the new presentation; switching on without scrolling keeps the same anchor, so the cycle "
            + "ends exactly where it began. The summary line gives the anchor's screen-position error after each "
            + "switch.",
        record: {
            let presentations = Self.presentations()
            var recorder = makeRecorder(presentations[0])
            // Scrolled there by the app (a restored position), 24 pt below the top.
            let start = recorder.engine.layout.item(at: anchorItem)!.frame.minY - 24
            recorder.engine.setContentOffset(CGPoint(x: 0, y: start), animated: false)
            recorder.engine.runUntilSettled()
            recorder.keyFrame()
            recorder.wait(0.2)
            let anchor = PresentationAnchor(in: recorder.engine.layout, contentOffset: recorder.engine.contentOffset)!
            var errors: [String] = [], anchors = [anchor.index], frames: [Int] = []
            let startOffset = recorder.engine.contentOffset
            for next in presentations[1...] + [presentations[0]] {
                let before = anchor.distanceFromVisibleTop
                recorder.engine.setPresentation(next, animated: true)
                var count = 0
                while recorder.engine.behavior.phase == .animating {
                    recorder.step()
                    count += 1
                    if count == 10 { recorder.keyFrame() }
                }
                frames.append(count)
                recorder.keyFrame()
                // The viewport has no insets: the visible area's top is the content offset.
                let now = recorder.engine.layout.item(at: anchor.index)!.frame.minY - recorder.engine.contentOffset.y
                errors.append(NumberText.format(Double(abs(now - before))))
                anchors.append(recorder.engine.behavior.anchor?.index ?? ItemIndex(item: -1))
                recorder.wait(0.4)
            }
            return recorder.recording(visited: anchors.map { $0.section * sectionSize + $0.item },
                                      visitedLabel: "anchor item per switch",
                                      notes: ["anchor screen-position error per switch \(errors.joined(separator: " / ")) pt",
                                              "frames per switch \(frames.map(String.init).joined(separator: " / ")) at 60 Hz",
                                              "back at the start offset: \(recorder.engine.contentOffset == startOffset)"])
        })

    /// The four presentations, sharing insets and 28 pt section headers.
    static func presentations() -> [any Presentation] {
        let insets = EdgeInsets(top: 8, left: 16, bottom: 12, right: 16)
        let heights = (0..<10).map { section in
            (0..<sectionSize).map { CGFloat(70 + (section * sectionSize + $0) * 53 % 110) }
        }
        var list = ListPresentation(configuration: .standard)
        list.configuration.rowHeight = 56
        list.configuration.lineSpacing = 8
        list.configuration.sectionInsets = insets
        list.configuration.headerHeight = 28
        var grid = GridPresentation(configuration: .standard)
        grid.configuration.sectionInsets = insets
        grid.configuration.headerHeight = 28
        var mosaic = MosaicPresentation(configuration: .standard)
        mosaic.configuration.pattern = [.largeAndSmall(), .row(columns: 3)]
        mosaic.configuration.sectionInsets = insets
        mosaic.configuration.headerHeight = 28
        var waterfall = WaterfallPresentation(configuration: .standard, itemHeights: heights)
        waterfall.configuration.sectionInsets = insets
        waterfall.configuration.headerHeight = 28
        return [list, grid, mosaic, waterfall]
    }

    static func makeRecorder(_ presentation: any Presentation) -> Recorder {
        let engine = PresentationEngine(presentation: presentation, viewportSize: CGSize(width: 320, height: 480),
                                        sectionItemCounts: Array(repeating: sectionSize, count: 10))
        return Recorder(engine: engine, margin: CGSize(width: 60, height: 24),
                        describe: { _, item in
                            let number = item.index.section * sectionSize + item.index.item
                            if item.elementKind != .cell { return ("Section \(item.index.section)", 2) }
                            return item.index == anchorItem ? ("★ \(number)", 13) : ("\(number)", 9)
                        },
                        caption: { engine in
                            let time = NumberText.format(engine.now)
                            let top = engine.layout.item(at: anchorItem).map {
                                NumberText.format(Double($0.frame.minY - engine.contentOffset.y))
                            } ?? "–"
                            let progress = engine.layout.switchProgress.map { " \(Int(($0 * 100).rounded()))%" } ?? ""
                            return "t \(time) s · \(engine.layout.presentation.kind)\(progress) · ★ at \(top) pt from the top"
                        })
    }
}
