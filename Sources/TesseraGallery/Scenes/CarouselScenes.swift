import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore
import TesseraTesting
import TesseraSVG

/// Gallery scenes of the looping carousel (`CarouselLayout` + `CarouselBehavior`).
public enum CarouselScenes {
    public static let all = [bannerAutoScroll, flingThroughTheWrap, coverFlow, verticalMarquee]

    typealias Recorder = SceneRecorder<CarouselBehavior>

    /// A banner auto-scrolling page by page from item 3 across the wrap to item 1.
    public static let bannerAutoScroll = GalleryScene(
        slug: "carousel-banner-autoscroll",
        title: "Carousel: banner auto-scrolling across the wrap",
        summary: "5 banners 280 pt wide, 10 pt apart, centred in 320 × 200 pt, auto-scrolling one page every 1.2 s "
            + "(2.5 s by default; shortened to keep the scene short). From item 3 it turns to 4, across the wrap to 0, "
            + "then 1: the same cells move on, nothing is reloaded at the wrap, and the offset stays near the middle "
            + "of the content because the pager recentres it under way.",
        record: {
            let configuration = try! CarouselLayout.Configuration(
                itemSizing: .fixed(CGSize(width: 280, height: 170)), minimumLineSpacing: 10)
            var recorder = makeRecorder(configuration: configuration, items: 5,
                                        autoScroller: try! AutoScroller(mode: .page(interval: 1.2), isEnabled: true))
            recorder.engine.send { $0.scrollToItem(3, animated: false, scroll: $1, layout: $2) }
            recorder.keyFrame()
            var visited = [recorder.engine.behavior.currentIndex]
            var maxOffset: CGFloat = 0, movingFrames = 0
            for _ in 0..<3 {
                let before = recorder.engine.behavior.currentIndex
                while recorder.engine.behavior.currentIndex == before {
                    recorder.step()
                    maxOffset = max(maxOffset, abs(recorder.engine.contentOffset.x))
                    movingFrames = recorder.engine.isMoving ? movingFrames + 1 : 0
                    // Half-way through the page from 4 across the wrap to 0.
                    if before == 4 && movingFrames == 9 { recorder.keyFrame() }
                }
                visited.append(recorder.engine.behavior.currentIndex)
                recorder.keyFrame()
            }
            recorder.wait(0.3)
            return recorder.recording(visited: visited, visitedLabel: "items visited", notes: notes(recorder, maxOffset: maxOffset))
        })

    /// A fling back through the wrap and forward again, item paging with peeking neighbours.
    public static let flingThroughTheWrap = GalleryScene(
        slug: "carousel-fling-wrap",
        title: "Carousel: flings through the wrap, one item each",
        summary: "7 items 200 pt wide, 20 pt apart, neighbours peeking 40 pt. Three flicks back from item 0 "
            + "(0 → 6 → 5 → 4), the first one dragged only 40 pt and released at 1,500 pt/s, then two forward "
            + "flicks (4 → 5 → 6): one item per flick above 400 pt/s, settling by UIKit's `.fast` deceleration.",
        record: {
            var recorder = makeRecorder(configuration: try! .init(itemSizing: .fixed(CGSize(width: 200, height: 160)),
                                                                   minimumLineSpacing: 20), items: 7)
            var visited = [recorder.engine.behavior.currentIndex]
            recorder.keyFrame()
            for (index, step) in [-1, -1, -1, 1, 1].enumerated() {
                recorder.drag(by: CGPoint(x: CGFloat(step) * 40, y: 0), over: 0.15, keyFrameMidway: index == 0)
                recorder.release(velocity: CGPoint(x: CGFloat(step) * 1500, y: 0))
                if index == 0 {
                    recorder.wait(0.12)
                    recorder.keyFrame()
                }
                recorder.settle()
                visited.append(recorder.engine.behavior.currentIndex)
                if index == 0 || index == 2 || index == 4 { recorder.keyFrame() }
                recorder.wait(0.2)
            }
            return recorder.recording(visited: visited, visitedLabel: "items visited", notes: notes(recorder, maxOffset: nil))
        })

    /// The cover-flow preset while dragging slowly and after settling.
    public static let coverFlow = GalleryScene(
        slug: "carousel-cover-flow",
        title: "Carousel: cover flow",
        summary: "The cover-flow preset (50° tilt, 35% overlap) on 140 pt items 20 pt apart: neighbours turn towards "
            + "the centre (drawn here as a squeeze) and slide under the current item, the nearest on top. A slow 110 pt "
            + "drag moves two thirds of an item: tilt and order follow each item's distance to the resting position; "
            + "the release at 300 pt/s, slower than a flick but past half an item, settles on the next item.",
        record: {
            var recorder = makeRecorder(configuration: try! .init(itemSizing: .fixed(CGSize(width: 140, height: 140)),
                                                                   minimumLineSpacing: 20, transform: .standardCoverFlow),
                                        items: 9)
            var visited = [recorder.engine.behavior.currentIndex]
            recorder.keyFrame()
            recorder.drag(by: CGPoint(x: 110, y: 0), over: 0.8, keyFrameMidway: true)
            recorder.keyFrame()
            recorder.release(velocity: CGPoint(x: 300, y: 0))
            recorder.settle()
            visited.append(recorder.engine.behavior.currentIndex)
            recorder.keyFrame()
            recorder.wait(0.3)
            return recorder.recording(visited: visited, visitedLabel: "items visited", notes: notes(recorder, maxOffset: nil))
        })

    /// A vertical news ticker: the marquee at a constant 60 pt/s.
    public static let verticalMarquee = GalleryScene(
        slug: "carousel-vertical-marquee",
        title: "Carousel: vertical marquee",
        summary: "A vertical ticker of 6 lines 44 pt tall, 8 pt apart, moving at a constant 60 pt/s. The distance is "
            + "60 pt/s × elapsed time, computed afresh each frame, so it cannot drift; the lines pass the wrap "
            + "(5 → 0) without a jump.",
        record: {
            let configuration = try! CarouselLayout.Configuration(
                axis: .vertical, itemSizing: .fixed(CGSize(width: 300, height: 44)), minimumLineSpacing: 8,
                alignment: .leading, paging: .none)
            var recorder = makeRecorder(configuration: configuration, items: 6, viewport: CGSize(width: 320, height: 200),
                                        autoScroller: try! AutoScroller(mode: .marquee(speed: 60), isEnabled: true))
            let start = recorder.engine.contentOffset.y
            recorder.keyFrame()
            for _ in 0..<5 {
                recorder.wait(1)
                recorder.keyFrame()
            }
            let visited = [0] + recorder.engine.effects.compactMap {
                if case .currentIndexChanged(let index) = $0 { index } else { nil }
            }
            let shifts = recorder.engine.effects.reduce(CGFloat(0)) {
                if case .recenter(let delta) = $1 { $0 + delta.y } else { $0 }
            }
            let travelled = recorder.engine.contentOffset.y - shifts - start
            return recorder.recording(visited: visited, visitedLabel: "items visited",
                                      notes: ["travelled \(NumberText.format(Double(travelled))) pt in 5 s"]
                                        + notes(recorder, maxOffset: nil))
        })

    // MARK: - Recording

    static func makeRecorder(configuration: CarouselLayout.Configuration, items: Int,
                             viewport: CGSize = CGSize(width: 320, height: 200),
                             autoScroller: AutoScroller? = nil) -> Recorder {
        let engine = CollectionEngine(layout: CarouselLayout(configuration: configuration),
                                      behavior: CarouselBehavior(autoScroller: autoScroller),
                                      viewportSize: viewport, itemCount: items,
                                      configuration: ScrollConfiguration(
                                        decelerationRate: configuration.recommendedDecelerationRate))
        return Recorder(engine: engine,
                        describe: { engine, item in
                            let data = dataIndex(engine, slot: item.index.item)
                            return ("\(data)", data)
                        },
                        indicator: { engine in
                            let model = engine.behavior.pageControl
                            return PageIndicator(count: model.numberOfPages, currentPage: model.currentPage)
                        },
                        caption: { engine in
                            let time = NumberText.format(engine.now)
                            let axis = engine.layout.configuration.axis
                            let offset = NumberText.format(Double(axis.main(engine.contentOffset)))
                            return "t \(time) s · current item \(engine.behavior.currentIndex) · \(engine.behavior.itemCount) items · offset \(offset) pt"
                        })
    }

    /// The data index a slot shows around the engine's viewport.
    static func dataIndex(_ engine: CollectionEngine<CarouselBehavior>, slot: Int) -> Int {
        let layout = engine.layout
        return layout.virtualIndex(forSlot: slot, visibleRect: engine.scroll.visibleRect)
            .map(layout.dataIndex(forVirtualIndex:)) ?? slot
    }

    static func notes(_ recorder: Recorder, maxOffset: CGFloat?) -> [String] {
        let recentrings = recorder.engine.effects.filter { if case .recenter = $0 { true } else { false } }.count
        var notes = ["recentred \(recentrings)×",
                     "cells ever created \(recorder.engine.cells.statistics.created)"]
        if let maxOffset { notes.append("max |offset| \(NumberText.format(Double(maxOffset))) pt") }
        return notes
    }
}
