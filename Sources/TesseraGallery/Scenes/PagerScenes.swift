import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore
import TesseraSVG

/// Gallery scenes of the view pager (`PagerPagesBehavior` leading `PagerTabStripBehavior`
/// through `PagerLink`): the tab strip drawn above the pages, its indicator in blue.
public enum PagerScenes {
    public static let all = [dragBetweenPages, tapOnAFarTab, overflowingStrip, rightToLeft]

    static let fiveTitles = ["Home", "Notifications", "Me", "Messages", "Settings"]

    /// The indicator follows a finger between pages of differently sized tabs, then a slow
    /// drag back snaps back.
    public static let dragBetweenPages = GalleryScene(
        slug: "pager-drag-indicator",
        title: "View pager: the indicator follows a drag between pages",
        summary: "Five self-sizing tabs over five 320 × 200 pt pages. The finger drags the pages 60% of the way to "
            + "page 2 and lifts slowly (200 pt/s): past half way, they settle on page 2. The indicator slides and "
            + "stretches from \"Home\" to \"Notifications\" on every frame. Then a 30% drag back is released slowly "
            + "and snaps back: no selection, the indicator returns. Captions count pages from 1.",
        record: {
            var recorder = PagerSceneRecorder(titles: fiveTitles, strip: selfSizing)
            recorder.keyFrame()
            recorder.wait(0.2)
            recorder.dragPages(by: 192, over: 0.5, keyFramesAt: [0.5, 1])
            recorder.releasePages(velocity: 200)
            recorder.wait(0.1)
            recorder.keyFrame()
            recorder.settle()
            recorder.keyFrame()
            recorder.wait(0.3)
            recorder.dragPages(by: -96, over: 0.3, keyFramesAt: [1])
            recorder.releasePages(velocity: -50)
            return finish(&recorder)
        })

    /// A tap on a tab four pages away: the pages animate through the pages between, which
    /// load and unload but never appear.
    public static let tapOnAFarTab = GalleryScene(
        slug: "pager-tab-tap",
        title: "View pager: a tap on a far tab",
        summary: "Eight fixed 60 pt tabs (the strip overflows and centres the selection). A tap on tab 5 selects it "
            + "at once and animates the pages four pages on in 0.3 s; the indicator and the strip follow every "
            + "frame. Pages 2–4 pass by: alive for a moment, never appearing; page 5 is selected once, on arrival.",
        record: {
            let titles = (1...8).map { "Tab \($0)" }
            var recorder = PagerSceneRecorder(titles: titles, strip: try! .init(size: .fixed(width: 60, height: 44),
                                                                               indicator: underline))
            recorder.keyFrame()
            recorder.wait(0.2)
            recorder.tapTab(4)
            recorder.keyFrame()
            recorder.wait(0.1)
            recorder.keyFrame()
            recorder.wait(0.1)
            recorder.keyFrame()
            return finish(&recorder)
        })

    /// Twelve self-sizing tabs overflow the strip: it keeps the selection centred; a user
    /// scroll stops it following until the next page change.
    public static let overflowingStrip = GalleryScene(
        slug: "pager-overflow-strip",
        title: "View pager: an overflowing self-sizing strip keeps the selection visible",
        summary: "Twelve self-sizing tabs, 8 pt apart. Four flicks: the strip glides to keep the selected tab centred. "
            + "Then the finger scrolls the strip back to the start: it stops following, and a drag of the pages that "
            + "snaps back leaves it there; the next flick changes page and the strip comes back to tab 6.",
        record: {
            let titles = ["Top stories", "World", "Business", "Technology", "Science", "Health", "Sports",
                          "Entertainment", "Travel", "Food", "Opinion", "Weather"]
            var recorder = PagerSceneRecorder(titles: titles, strip: selfSizing)
            recorder.keyFrame()
            for flick in 0..<4 {
                recorder.dragPages(by: 60, over: 0.15, keyFramesAt: flick == 1 ? [1] : [])
                recorder.releasePages(velocity: 1500)
                recorder.settle()
                if flick == 1 || flick == 3 { recorder.keyFrame() }
                recorder.wait(0.15)
            }
            recorder.flingStrip(by: -400, over: 0.3, velocity: -300)
            recorder.settle()
            recorder.keyFrame()
            recorder.dragPages(by: 90, over: 0.2, keyFramesAt: [1])
            recorder.releasePages(velocity: 0)
            recorder.settle()
            recorder.dragPages(by: 60, over: 0.15)
            recorder.releasePages(velocity: 1500)
            recorder.wait(0.1)
            recorder.keyFrame()
            return finish(&recorder)
        })

    /// Right to left: tab 1 at the right, the next page to the left, the indicator moving
    /// leftwards.
    public static let rightToLeft = GalleryScene(
        slug: "pager-rtl",
        title: "View pager: right to left",
        summary: "The same five tabs in a right-to-left layout: tab 1 and page 1 at the right end. A finger moving "
            + "the pages right-to-left-reading forward (content offset decreasing) flicks to page 2 and then page 3; "
            + "the indicator moves leftwards, mirroring the left-to-right strip. A tap on tab 1 goes back.",
        record: {
            var recorder = PagerSceneRecorder(titles: fiveTitles, strip: selfSizing, direction: .rightToLeft)
            recorder.keyFrame()
            for flick in 0..<2 {
                recorder.dragPages(by: -100, over: 0.25, keyFramesAt: flick == 0 ? [1] : [])
                recorder.releasePages(velocity: -1200)
                recorder.settle()
                recorder.keyFrame()
                recorder.wait(0.2)
            }
            recorder.tapTab(0)
            recorder.wait(0.15)
            recorder.keyFrame()
            return finish(&recorder)
        })

    /// Self-sizing tabs with a 3 pt underline lifted off the strip's edge, so it reads in a
    /// picture.
    static let selfSizing = try! PagerTabStripLayout.Configuration(
        size: .selfSizing(height: 44, spacing: 8), tabPadding: 12, indicator: underline)

    static let underline = PagerIndicatorStyle.underline(height: 3, insets: EdgeInsets(left: 4, bottom: 4, right: 4))

    /// How every scene ends: the motion settles, its rest is a key frame held for 0.3 s.
    static func finish(_ recorder: inout PagerSceneRecorder) -> SceneRecording {
        recorder.settle()
        recorder.keyFrame()
        recorder.wait(0.3)
        return recorder.recording(notes: notes(recorder))
    }

    static func notes(_ recorder: PagerSceneRecorder) -> [String] {
        let events = recorder.appearanceEvents
        let appeared = events.filter { if case .didAppear = $0 { true } else { false } }.count
        return ["indicator off the interpolated frame by at most \(NumberText.format(Double(recorder.worstIndicatorError))) pt",
                "selections reported \(recorder.selectionReports)", "tab changes \(recorder.tabChanges)",
                "appearance events \(events.count) (\(appeared) did appear)", "most pages alive \(recorder.mostAlive)"]
    }
}
