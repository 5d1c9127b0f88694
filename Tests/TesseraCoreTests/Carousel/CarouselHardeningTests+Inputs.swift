import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Defects found beyond the list: overflowing counts and indices, `Int(CGFloat)`
/// conversions, non-finite configuration and runtime values, empty and one-item carousels,
/// the pager, the auto-scroller and the page control.
extension CarouselHardeningTests {
    // MARK: - Counts and indices

    @Test(arguments: [true, false])
    func intMaxItems_everyLayoutEntryPointAnswersFinitely(looping: Bool) throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.isInfinite = looping
        for paging in [CarouselLayout.Paging.item, .screenful] {
            configuration.paging = paging
            let layout = Self.prepared(configuration, items: .max)
            #expect(layout.itemCount == .max && !layout.isEmpty)
            let home = CGRect(origin: layout.homeOffset, size: canonicalViewport)
            Self.expectSane(layout.items(in: home))
            #expect(!layout.items(in: home).isEmpty)
            #expect(layout.contentSize.width.isFinite)
            for v in Self.extremeInts {
                Self.expectFinite(layout.restingOffset(forVirtualItem: v), "resting offset of \(v)")
                Self.expectFinite(layout.restingOffset(forStop: v), "resting offset of stop \(v)")
                let data = layout.dataIndex(forVirtualIndex: v)
                #expect(data >= 0 && data < Int.max)
                _ = layout.stop(holdingVirtualItem: v)
                _ = layout.firstVirtualItem(ofStop: v)
                _ = layout.firstDataIndex(ofPage: v)
                let shown = layout.virtualIndex(showing: 5, nearestTo: v)
                #expect(layout.dataIndex(forVirtualIndex: shown) == 5 || !looping)
                _ = layout.virtualIndex(showing: v, nearestTo: v)
            }
            for x in Self.extremes {
                let offset = CGPoint(x: x, y: 0)
                #expect(layout.fractionalStop(atContentOffset: offset).isFinite)
                #expect(layout.fractionalItem(atContentOffset: offset).isFinite)
                _ = layout.nearestStop(toContentOffset: offset)
                _ = layout.nearestItem(toContentOffset: offset)
                Self.expectFinite(layout.cycleOffset(forContentOffset: offset))
                Self.expectFinite(layout.targetContentOffset(proposed: offset, current: offset, velocity: CGPoint(x: x, y: 0)))
                _ = layout.targetStop(current: offset, proposed: offset, velocity: CGPoint(x: -x, y: 0), direction: .forward)
            }
        }
    }

    /// `LayoutContext.itemCount` sums sections with `+`; the carousel sums them saturating.
    @Test func overflowingSectionCounts_saturateAtIntMax() throws {
        var layout = CarouselLayout(configuration: try .banner)
        layout.prepare(in: LayoutContext(viewportSize: canonicalViewport, sectionItemCounts: [.max, .max, 3]))
        #expect(layout.itemCount == .max)
        Self.expectSane(layout.items(in: CGRect(origin: layout.homeOffset, size: canonicalViewport)))
    }

    @Test func virtualIndexShowing_nearIntLimits_goesTheOtherWayRound() throws {
        let layout = Self.prepared(try .banner, items: 7)
        for near in [Int.max, Int.max - 3, Int.min, Int.min + 2] {
            for data in 0..<7 {
                let v = layout.virtualIndex(showing: data, nearestTo: near)
                #expect(layout.dataIndex(forVirtualIndex: v) == data)
                #expect(v.subtractingReportingOverflow(near).partialValue.magnitude < 7)
            }
        }
    }

    @Test func slotQueriesOutOfRange_returnNil() throws {
        let layout = Self.prepared(try .banner, items: 7)
        let home = CGRect(origin: layout.homeOffset, size: canonicalViewport)
        for slot in [Int.min, -1, layout.slotCount, Int.max] {
            #expect(layout.item(forSlot: slot, visibleRect: home) == nil)
            #expect(layout.virtualIndex(forSlot: slot, visibleRect: home) == nil)
            #expect(layout.item(at: ItemIndex(item: slot)) == nil)
        }
        for value in [CGFloat.nan, .infinity] {
            let rect = CGRect(x: value, y: 0, width: 320, height: 200)
            #expect(layout.item(forSlot: 0, visibleRect: rect) == nil)
            #expect(layout.virtualIndex(forSlot: 0, visibleRect: rect) == nil)
        }
        #expect(layout.item(at: ItemIndex(item: 0, section: 1)) == nil)
    }

    /// 2²⁴ + 1 items with sizes of their own would need 670 MB of tables: empty, at once.
    @Test func perItemSizesForTooManyItems_giveAnEmptyLayout() throws {
        let configuration = try CarouselLayout.Configuration(itemSizing: .perItem { _ in CGSize(width: 100, height: 100) })
        #expect(Self.prepared(configuration, items: (1 << 24) + 1).isEmpty)
        #expect(Self.prepared(configuration, items: .max).isEmpty)
        #expect(!Self.prepared(configuration, items: 1_000).isEmpty)
    }

    // MARK: - Configuration

    private static func invalid(_ field: String) throws -> CarouselLayout.Configuration {
        switch field {
        case "itemSizing.fixed.width": try .init(itemSizing: .fixed(CGSize(width: 1e300, height: 10)))
        case "itemSizing.fixed.height": try .init(itemSizing: .fixed(CGSize(width: 10, height: CGFloat.infinity)))
        case "itemSizing.aspectRatio": try .init(itemSizing: .aspectRatio(1e9))
        case "minimumLineSpacing": try .init(minimumLineSpacing: .nan)
        case "insets.top": try .init(insets: EdgeInsets(top: 70_000))
        case "insets.right": try .init(insets: EdgeInsets(right: -CGFloat.infinity))
        case "flickVelocity": try .init(flickVelocity: .nan)
        case "multipleItemScrollVelocityLimit": try .init(multipleItemScrollVelocityLimit: -.infinity)
        case "pagingThreshold": try .init(pagingThreshold: .nan)
        case "transform.stackedCards.offset": try .init(transform: .stackedCards(visibleCount: 3, offset: 1e300, scaleStep: 0))
        case "transform.custom.reach": try .init(transform: .custom(reach: .max) { _ in ItemAppearance() })
        case "transform.coverFlow.overlap": try .init(transform: .coverFlow(maximumAngle: 1, overlap: .nan))
        default: try .init(transform: .linearScale(minimumScale: .infinity))
        }
    }

    @Test(arguments: ["itemSizing.fixed.width", "itemSizing.fixed.height", "itemSizing.aspectRatio", "minimumLineSpacing",
                      "insets.top", "insets.right", "flickVelocity", "multipleItemScrollVelocityLimit", "pagingThreshold",
                      "transform.stackedCards.offset", "transform.custom.reach", "transform.coverFlow.overlap",
                      "transform.linearScale.minimumScale"])
    func nonFiniteOrOverflowingConfiguration_throwsNamingTheFieldAndValue(field: String) {
        #expect { _ = try Self.invalid(field) } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.field == field && !error.value.isEmpty
        }
    }

    /// A configuration changed field by field skips validation: the layout is empty, never
    /// NaN or a trap.
    @Test func unvalidatedConfiguration_givesAnEmptyLayout() throws {
        var changes: [(inout CarouselLayout.Configuration) -> Void] = []
        changes.append { $0.minimumLineSpacing = .nan }
        changes.append { $0.insets.left = .infinity }
        changes.append { $0.itemSizing = .fixed(CGSize(width: CGFloat.nan, height: 1)) }
        changes.append { $0.transform = .coverFlow(maximumAngle: 1, overlap: .nan) }
        changes.append { $0.transform = .custom(reach: .min) { _ in ItemAppearance() } }
        changes.append { $0.pagingThreshold = 7 }
        for change in changes {
            var configuration = try CarouselLayout.Configuration.banner
            change(&configuration)
            let layout = Self.prepared(configuration, items: 7)
            #expect(layout.isEmpty && layout.numberOfSlots == 0 && layout.contentSize == .zero)
            #expect(layout.items(in: .infinite).isEmpty)
            #expect(layout.recenterThreshold.isFinite)
            Self.expectFinite(layout.targetContentOffset(proposed: .zero, current: .zero, velocity: CGPoint(x: 900, y: 0)))
        }
    }

    @Test(arguments: [CGSize(width: 1e300, height: 200), CGSize(width: 70_000, height: 200), CGSize(width: 320, height: 1e10),
                      CGSize(width: CGFloat.nan, height: 200), CGSize(width: 320, height: -CGFloat.infinity), .zero])
    func degenerateViewports_giveAnEmptyLayout(viewport: CGSize) throws {
        let layout = Self.prepared(try .banner, items: 7, viewport: viewport)
        #expect(layout.isEmpty && layout.items(in: .infinite).isEmpty && layout.homeOffset == .zero)
        #expect(layout.index(at: .zero) == nil && layout.item(at: ItemIndex(item: 0)) == nil)
    }

    /// Any positive finite display scale is accepted by `LayoutContext`; frames stay finite
    /// at the far end of Int.max items even at 1e300×.
    @Test(arguments: [1e300, 1e-300, 3 as CGFloat])
    func extremeDisplayScales_keepFramesFinite(scale: CGFloat) throws {
        for configuration in [try CarouselLayout.Configuration.banner, try Self.notLooping] {
            var layout = CarouselLayout(configuration: configuration)
            layout.prepare(in: LayoutContext(viewportSize: canonicalViewport, itemCount: .max, displayScale: scale))
            let end = CGPoint(x: layout.contentSize.width - canonicalViewport.width, y: 0)
            for offset in [layout.homeOffset, end, layout.restingOffset(forVirtualItem: .max)] {
                Self.expectFinite(offset)
                Self.expectSane(layout.items(in: CGRect(origin: offset, size: canonicalViewport)), "×\(scale) at \(offset)")
            }
        }
    }

    // MARK: - Empty and one-item carousels

    @Test(arguments: [0, 1])
    func emptyAndSingleItemCarousels_answerEveryQuery(items: Int) throws {
        var looping = try CarouselLayout.Configuration.banner
        looping.loopsSingleItem = true
        for configuration in [try CarouselLayout.Configuration.banner, try Self.notLooping, looping] {
            let layout = Self.prepared(configuration, items: items)
            let rect = CGRect(origin: layout.homeOffset, size: canonicalViewport)
            let shown = layout.items(in: rect)
            Self.expectSane(shown)
            #expect(shown.count == items || (layout.isLooping && shown.count >= 1))
            #expect(layout.numberOfSlots == (items == 0 ? 0 : (layout.isLooping ? layout.slotCount : 1)))
            #expect((layout.item(at: ItemIndex(item: 0)) != nil) == (items > 0))
            #expect(layout.isLooping == (items == 1 && configuration.loopsSingleItem))
            for x in Self.extremes {
                Self.expectFinite(layout.targetContentOffset(proposed: CGPoint(x: x, y: 0), current: rect.origin,
                                                            velocity: CGPoint(x: x, y: 0)))
                Self.expectFinite(layout.restingOffset(forVirtualItem: items))
            }
        }
    }

    // MARK: - Runtime offsets and commands

    @Test func nonFiniteOrFarOffsets_areIgnoredOrClamped() throws {
        var layout = Self.prepared(try .banner, items: 7)
        let home = CGRect(origin: layout.homeOffset, size: canonicalViewport)
        let before = layout.carouselItems(in: home, visibleRect: home)
        for x in Self.extremes {
            #expect(layout.recenteringShift(forContentOffset: CGPoint(x: x, y: 0)) == nil || abs(x) < 1e20)
            layout.recenter(by: CGPoint(x: x, y: 0))
            layout.recenter(by: CGPoint(x: 0, y: x))
        }
        #expect(layout.carouselItems(in: home, visibleRect: home) == before, "ignored shifts moved nothing")
        #expect(layout.cycleOffset(forContentOffset: CGPoint(x: CGFloat.nan, y: 0)) == .zero)
        #expect(layout.fractionalStop(atContentOffset: CGPoint(x: CGFloat.nan, y: 0)) == 0)
        #expect(layout.readingOrderSpeed(CGPoint(x: CGFloat.nan, y: 0)) == 0)
        // A loop's answer lies inside its content, whatever the inputs.
        let limit = layout.contentSize.width - canonicalViewport.width
        for proposed in Self.extremes {
            for current in Self.extremes {
                let target = layout.targetContentOffset(proposed: CGPoint(x: proposed, y: 0),
                                                        current: CGPoint(x: current, y: 0), velocity: CGPoint(x: 5000, y: 0))
                #expect(target.x >= 0 && target.x <= limit, "\(proposed), \(current)")
            }
        }
    }

    // MARK: - Transforms and the page control

    @Test func transformsWithNonFiniteProgress_answerFiniteAppearances() throws {
        let transforms: [CarouselTransform] = [.none, .linearScale(minimumScale: 0.8), .fade(minimumAlpha: 0.3),
                                               .standardCoverFlow, .standardStackedCards,
                                               .stackedCards(visibleCount: .max, offset: 8, scaleStep: 0),
                                               .custom(reach: 1) { _ in ItemAppearance(transform: ItemTransform(scale: .nan),
                                                                                         alpha: .infinity) }]
        for transform in transforms {
            for progress in Self.extremes + [0, 0.5] {
                for distance in Self.extremes + [0] {
                    let item = CarouselItemProgress(progress: progress, distance: distance, screenSign: -1, axis: .horizontal,
                                                    virtualIndex: .min, dataIndex: 0)
                    let appearance = transform.appearance(for: item)
                    let t = appearance.transform
                    #expect(t.scale.isFinite && t.rotation.isFinite && t.rotationY.isFinite, "\(transform) \(progress)")
                    #expect(t.translation.x.isFinite && t.translation.y.isFinite, "\(transform) \(progress) \(distance)")
                    #expect(appearance.alpha >= 0 && appearance.alpha <= 1)
                }
            }
        }
    }

    @Test func pageControlWithExtremeValues_staysInRange() {
        for pages in [Int.min, 0, 1, 7, Int.max] {
            for progress in Self.extremes + [-0.5, 6.5, 1e17 + 0.5] {
                for isLooping in [true, false] {
                    let control = CarouselPageControl(numberOfPages: pages, progress: progress, isLooping: isLooping)
                    #expect(control.numberOfPages == max(0, pages))
                    #expect(control.progress.isFinite && control.progress >= 0)
                    #expect(control.currentPage >= 0 && (pages <= 0 || control.currentPage < pages), "\(pages) \(progress)")
                    #expect(pages <= 0 || control.progress < CGFloat(pages), "\(pages) \(progress)")
                }
            }
        }
    }
}
