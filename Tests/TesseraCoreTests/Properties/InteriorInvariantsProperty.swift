import Foundation
import PropertyBased
import Testing
@testable import TesseraCore

/// The one property of the input domain: any raw input, once through the gate (configuration
/// initialisers, `LayoutContext.init`, the adapter's `ScrollState`, `QueryRect`), keeps the
/// interior invariants. Each subject draws random cases (adversarial values included: `Int.max`
/// counts, NaN and 10³⁰ pt offsets, 10³⁰ pt/s releases) and checks them:
/// - a layout against `LayoutInvariants` and its independent reference model (frames finite, on
///   the pixel grid, in index order, each once; hit tests and release targets in range);
/// - a behaviour on the fake UIKit (`CollectionEngine`) against `EngineInvariants` after every
///   event and frame (finite offset, live cells are the layout's visible items, looping offsets
///   recentred), then at rest within `EngineSettle.limit`.
/// A failing case is shrunk and printed with its seed; cases per subject: `PropertyCases.count`.
@Suite("Property: any raw input keeps the interior invariants")
struct InteriorInvariantsProperty {
    @Test(arguments: Subject.all)
    func anyRawInputThroughTheGate_keepsTheInteriorInvariants(_ subject: Subject) async {
        await subject.run()
    }

    struct Subject: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let run: @Sendable () async -> Void

        /// A subject checking `check` on `PropertyCases.count` cases decoded by `decode`.
        static func cases<Case>(_ name: String, _ decode: @escaping @Sendable (inout Choices) -> Case,
                                check: @escaping @Sendable (Case) -> Void) -> Subject {
            Subject(testDescription: name) {
                await propertyCheck(count: PropertyCases.count, input: Choices.cases(decode)) { check($0) }
            }
        }

        static let all: [Subject] = layouts + behaviours

        static let layouts: [Subject] = CarouselProperties.Family.allCases.map { family in
            cases("carousel layout: \(family.rawValue)", CarouselCase.init) { CarouselProperties.check($0, family) }
        } + [
            cases("paged grid layout", PagedGridCase.init, check: PagedGridProperties.check),
            cases("infinite grid layout", InfiniteGridCase.init, check: InfiniteGridProperties.check),
            cases("pager tab strip layout", PagerCase.init, check: PagerProperties.checkStrip),
            cases("pager pages layout", PagerCase.init, check: PagerProperties.checkPages),
            Subject(testDescription: "presentation layouts") { await PresentationProperties.anyPresentationAndQuery() },
        ]

        static let behaviours: [Subject] = [
            cases("carousel behaviour", EngineCarouselCase.init, check: EngineCarouselProperties.check),
            cases("paged grid behaviour", EnginePagedGridCase.init, check: EnginePagedGridProperties.check),
            cases("infinite grid behaviour", EngineInfiniteGridCase.init, check: EngineInfiniteGridProperties.check),
            cases("pager behaviours", EnginePagerCase.init, check: EnginePagerProperties.check),
            cases("presentation behaviour", EnginePresentationCase.init, check: EnginePresentationProperties.check),
        ]
    }
}
