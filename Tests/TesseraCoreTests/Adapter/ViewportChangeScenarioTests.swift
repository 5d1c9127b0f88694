import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// "Has the viewport changed?" is one rule in the adapter (`viewportChange(_:)`): a new size
/// is a resize the behaviour places the content for; new insets alone are UIKit's (a refresh
/// control, bars hiding), which keeps or animates the offset itself.
@Suite("Viewport changes: size versus insets")
struct ViewportChangeScenarioTests {
    static let list = PresentationEngineSupport.list

    @Test func theRule_sizeIsAResize_insetsAloneAreInsets_nothingIsNothing() {
        var engine = makePresentationEngine(Self.list, insets: EdgeInsets(top: 100, left: 0, bottom: 0, right: 0))
        let laidOut = engine.uikitState
        var adapter = engine.adapter
        #expect(adapter.viewportChange(laidOut) == nil)
        var insets = laidOut
        insets.contentInsets.top = 160
        #expect(adapter.viewportChange(insets) == .insetsChange)
        #expect(adapter.viewportChange(insets) == nil, "noted at once: the pass it causes hears nothing")
        var resized = insets
        resized.viewportSize = CGSize(width: 800, height: 390)
        #expect(adapter.viewportChange(resized) == .viewportResize)
        resized.contentInsets.top = 0
        resized.viewportSize = laidOut.viewportSize
        #expect(adapter.viewportChange(resized) == .viewportResize)
        var fresh = ScrollViewAdapter(behavior: PresentationBehavior())
        #expect(fresh.viewportChange(laidOut) == .viewportResize, "before the first layout, every viewport is new")
        engine.setViewportSize(engine.context.viewportSize)
        #expect(engine.told.isEmpty && engine.effects.isEmpty, "the same size prepares nothing")
    }

    /// Pull to refresh on a list: the refresh control adds its height to the insets under the
    /// finger, the list rests showing it, and `endRefreshing()` takes it back. The list never
    /// scrolls by itself: the finger, then UIKit, own the offset (before, the inset change was
    /// taken for a resize and the switcher scrolled to its anchor at the pull and again at
    /// the end).
    @Test(arguments: UIKitModel.allPlausible)
    func pullToRefresh_neverScrollsTheListItself(uikit: UIKitModel) {
        var engine = makePresentationEngine(Self.list, insets: EdgeInsets(top: 100, left: 0, bottom: 0, right: 0),
                                            uikit: uikit)
        engine.setContentOffset(CGPoint(x: 0, y: -100), animated: false)
        engine.clearLog()
        engine.beginDragging()
        engine.drag(by: CGPoint(x: 0, y: -150))
        let pulled = engine.contentOffset
        #expect(pulled.y < -160)

        engine.beginRefreshing(controlHeight: 60)
        #expect(engine.contentOffset == pulled, "the finger holds the content")
        engine.drag(by: CGPoint(x: 0, y: 10))
        engine.endDragging(velocity: .zero)
        engine.runUntilSettled()
        #expect(engine.contentOffset.y == -160, "rests showing the control: \(engine.contentOffset)")

        engine.endRefreshing(controlHeight: 60)
        engine.runUntilSettled()
        #expect(engine.contentOffset.y == -100, "\(engine.contentOffset)")
        #expect(!engine.effects.contains(where: Self.isScroll), "\(engine.effects)")
        #expect(engine.topAnchor?.index == ItemIndex(item: 0, section: 0))
    }

    /// Bars hiding on a swipe halfway down the list: the top inset shrinks under the finger,
    /// UIKit keeps the offset, and so does the list.
    @Test(arguments: UIKitModel.allPlausible)
    func barsHidingUnderAFinger_leaveTheOffsetToUIKit(uikit: UIKitModel) {
        var engine = makePresentationEngine(Self.list, insets: EdgeInsets(top: 100, left: 0, bottom: 34, right: 0),
                                            uikit: uikit)
        engine.setContentOffset(CGPoint(x: 0, y: 4_000), animated: false)
        engine.clearLog()
        engine.beginDragging()
        engine.drag(by: CGPoint(x: 0, y: 60))
        let held = engine.contentOffset
        engine.updateConfiguration { $0.contentInsets.top = 56 }
        #expect(engine.contentOffset == held)
        engine.drag(by: CGPoint(x: 0, y: 20))
        #expect(engine.contentOffset.y == held.y + 20)
        engine.endDragging(velocity: .zero)
        engine.runUntilSettled()
        #expect(!engine.effects.contains(where: Self.isScroll), "\(engine.effects)")
    }

    /// A rotation is still a resize: the list keeps the item at the top in place.
    @Test func rotation_isStillAResize_andKeepsTheAnchor() {
        var engine = makePresentationEngine(Self.list)
        engine.scroll(by: 5_000)
        let anchor = engine.topAnchor
        engine.setViewportSize(CGSize(width: engine.context.viewportSize.height,
                                      height: engine.context.viewportSize.width))
        engine.runUntilSettled()
        #expect(engine.topAnchor?.index == anchor?.index)
    }

    /// Every component, dragged, then UIKit changes the insets under the finger (bars hiding
    /// on a swipe): the content stays under the finger, and the drag goes on from there. The
    /// rule is the adapter's, so it holds for every behaviour, not only the switcher's.
    @Test func insetsChangingUnderAFinger_leaveEveryComponentUnderTheFinger() throws {
        var grid = makeGridEngine()
        #expect(Self.staysUnderTheFinger(&grid, drag: CGPoint(x: 40, y: 0)))
        var carousel = try makeCarouselEngine()
        #expect(Self.staysUnderTheFinger(&carousel, drag: CGPoint(x: 40, y: 0)))
        var plane = try makeInfiniteEngine()
        #expect(Self.staysUnderTheFinger(&plane, drag: CGPoint(x: 40, y: 25)))
        var pages = makePagesEngine(pages: 5)
        #expect(Self.staysUnderTheFinger(&pages, drag: CGPoint(x: 40, y: 0)))
        var strip = makeTabStripEngine(tabs: 30)   // 44 pt tall: a smaller inset
        #expect(Self.staysUnderTheFinger(&strip, drag: CGPoint(x: 40, y: 0), insetBy: 8))
        var list = makePresentationEngine(Self.list)
        list.setContentOffset(CGPoint(x: 0, y: 3_000), animated: false)
        #expect(Self.staysUnderTheFinger(&list, drag: CGPoint(x: 0, y: 40)))
    }

    /// Drags by `drag`, grows the top inset by `inset` under the finger, drags again: whether
    /// the offset moved only with the finger.
    static func staysUnderTheFinger<B: ScrollBehavior>(_ engine: inout CollectionEngine<B>, drag: CGPoint,
                                                      insetBy inset: CGFloat = 44) -> Bool {
        engine.beginDragging()
        engine.drag(by: drag)
        let held = engine.contentOffset
        engine.updateConfiguration { $0.contentInsets.top += inset }
        let afterInsets = engine.contentOffset
        engine.drag(by: drag)
        let moved = engine.contentOffset
        engine.endDragging(velocity: .zero)
        engine.runUntilIdle()
        return afterInsets == held && moved.x == held.x + drag.x && moved.y == held.y + drag.y
    }

    static func isScroll(_ effect: PresentationBehavior.Effect) -> Bool {
        if case .scroll = effect { return true }
        return false
    }
}

enum PresentationEngineSupport {
    static let list = try! ListPresentation(rowHeight: 80, lineSpacing: 0)
}

extension ViewportChangeScenarioTests {
    /// A pass says, before UIKit lays out, which viewport change it is for: what must end
    /// before the items are laid out again (a held item) hears it from the core, not from a
    /// size the skin compares itself.
    @Test func aPassBeginning_namesTheViewportChange() {
        var engine = makeGridEngine(items: 30)
        #expect(engine.layoutPassWillBegin() == nil)
        engine.layOutCells()
        engine.layoutPassDidEnd()
        engine.viewportSize = CGSize(width: 200, height: 320)
        #expect(engine.layoutPassWillBegin() == .viewportResize)
        engine.layOutCells()
        engine.layoutPassDidEnd()
        engine.configuration.contentInsets.top = 44
        #expect(engine.layoutPassWillBegin() == .insetsChange)
    }

    /// A reload from a callback UIKit sends inside a layout pass (`scrollViewDidScroll` for the
    /// offset a rotation's target moved) joins the pass's own change: the behaviour hears one
    /// change, for the resize, and the adapter's own-command depth comes back to 0, so a later
    /// scroll by the app is still seen as someone else's.
    @Test func aReloadInsideARotationsPass_isHeardOnce_andLeavesNoDepthBehind() {
        var engine = makeGridEngine(items: 30)
        engine.viewportSize = CGSize(width: 200, height: 320)
        engine.layoutPassWillBegin()
        engine.reloadData(itemCount: 40)    // its own pass ends inside the outer one
        engine.layOutCells()
        let heardInTheOuterEnd = engine.layoutPassDidEnd()
        #expect(heardInTheOuterEnd == nil)
        #expect(engine.adapter.ownCommandDepth == 0)
        #expect(engine.adapter.laidOutViewport?.size == CGSize(width: 200, height: 320))
    }
}
