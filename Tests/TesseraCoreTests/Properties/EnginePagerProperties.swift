import Foundation
import PropertyBased
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A view pager (pages leading a tab strip through `PagerLink`) and a random event sequence
/// to play on it: each event goes to the pages or to the strip.
struct EnginePagerCase: CustomStringConvertible, Sendable {
    var pages = 0
    var strip = fixedStrip
    var stripName = "fixed"
    var followsPages = true
    var viewport = pagerPagesViewport
    var direction = LayoutDirection.leftToRight
    var script: EngineScript
    /// Per event: whether it goes to the strip rather than the pages.
    var onStrip: [Bool] = []
    var choices: Choices

    init(_ c: inout Choices) {
        choices = c
        pages = EngineEvent.count(&c)
        switch c.int(in: 0...2) {
        case 0: (strip, stripName) = (fixedStrip, "fixed")
        case 1: (strip, stripName) = (selfSizingStrip, "selfSizing")
        default: (strip, stripName) = ((try? PagerTabStripLayout.Configuration(size: .fillEqually(height: 44))) ?? fixedStrip,
                                       "fillEqually")
        }
        followsPages = !c.chance(15)
        if c.chance(25) { viewport = EngineEvent.viewport(&c) }
        direction = c.chance(20) ? .rightToLeft : .leftToRight
        script = EngineScript(&c, extras: [.accessibility, .tabs])
        onStrip = script.events.map { _ in c.chance(20) }
    }

    func makePair() -> PagerPair {
        var layout = PagerTabStripLayout(configuration: strip)
        layout.setMeasuredWidths(tabWidths(min(max(pages, 0), 50)))
        let tabs = TabStripEngine(layout: layout, behavior: PagerTabStripBehavior(followsPages: followsPages),
                                  viewportSize: pagerStripViewport, itemCount: pages, layoutDirection: direction,
                                  uikit: script.uikit)
        var pair = PagerPair(leader: makePagesEngine(pages: pages, viewport: viewport, direction: direction,
                                                     uikit: script.uikit),
                             follower: tabs, link: PagerLink())
        pair.clearLogs()
        return pair
    }

    var description: String {
        """
        EnginePagerCase(pages: \(pages), strip: \(stripName), followsPages: \(followsPages), viewport: \(viewport), \
        \(direction),
          \(script),
          onStrip: \(onStrip.enumerated().filter(\.element).map(\.offset)),
          \(choices))
        """
    }
}

struct EnginePagerProperties {
    struct System {
        var pair: PagerPair
        var pagesInvariants = EngineInvariants()
        var stripInvariants = EngineInvariants()
        var eventNumber = 0
    }

    static func check(_ testCase: EnginePagerCase) {
        var system = System(pair: testCase.makePair())
        let onStrip = testCase.onStrip
        runEngineScript(&system, testCase.script,
                        play: { system, event in
                            let strip = system.eventNumber < onStrip.count && onStrip[system.eventNumber]
                            system.eventNumber += 1
                            play(event, onStrip: strip, &system.pair)
                            if !system.pair.leader.isSettling { system.pagesInvariants.appOffsetPending = false }
                            if !system.pair.follower.isSettling { system.stripInvariants.appOffsetPending = false }
                        },
                        check: { system in
                            system.pagesInvariants.violation(system.pair.leader).map { "pages: \($0)" }
                                ?? system.stripInvariants.violation(system.pair.follower).map { "strip: \($0)" }
                        },
                        lift: { system in
                            system.pair.leading { $0.liftFingers(velocity: .zero) }
                            system.pair.following { $0.liftFingers(velocity: .zero) }
                        },
                        tick: { $0.pair.advance(by: EngineSettle.frame) },
                        isMoving: { $0.pair.leader.isSettling || $0.pair.follower.isSettling },
                        checkRest: { system in
                            system.pagesInvariants.restViolation(system.pair.leader).map { "pages: \($0)" }
                                ?? system.stripInvariants.restViolation(system.pair.follower).map { "strip: \($0)" }
                        })
    }

    /// One event on the pages or the strip (a reload reloads both, as the pager's data source
    /// feeds both; a tab tap always goes to the strip; time passes for both).
    static func play(_ event: EngineEvent, onStrip: Bool, _ pair: inout PagerPair) {
        switch event {
        case .advance(let step):
            pair.advance(by: step)
        case .reload(let count):
            pair.leading { $0.reloadData(itemCount: count) }
            pair.following { $0.reloadData(itemCount: count) }
        case .tabTap(let tab):
            pair.following { $0.tapTab(tab) }
        case .componentScroll(let page, let animated) where onStrip:
            pair.following { $0.send { $0.select(tab: page, animated: animated, scroll: $1, layout: $2) } }
        case .componentScroll(let page, let animated):
            pair.selectPage(page, animated: animated)
        case .accessibilityScroll(let direction):
            pair.leading { $0.accessibilityScroll(direction) }
        default:
            if onStrip { pair.following { _ = $0.play(event) } } else { pair.leading { _ = $0.play(event) } }
        }
    }
}
