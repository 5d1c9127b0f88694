import Foundation
import Testing
@testable import TesseraCore

/// YJCycleCollectionView's properties, as `CycleCollectionView` hands them to the core.
@Suite("CycleSettings: YJ's properties, mapped")
struct CycleSettingsTests {
    @Test func sizing_followsYJsPrecedence() throws {
        var settings = CycleSettings()
        #expect(try Self.sizing(settings) == "fill")
        settings.itemSize = CGSize(width: 200, height: 0)
        #expect(try Self.sizing(settings) == "fill", "a zero side fills")
        settings.itemSize = CGSize(width: 200, height: 100)
        #expect(try Self.sizing(settings) == "fixed(200.0, 100.0)")
        settings.itemSizeScale = 9
        #expect(try Self.sizing(settings) == "aspectRatio(5.0)", "the scale wins, at most 5")
        settings.itemSizes = [CGSize(width: 10, height: 10)]
        #expect(try Self.sizing(settings) == "perItem")
    }

    @Test func aMarquee_turnsPagingOff_andReportsMinusOne() throws {
        var settings = CycleSettings()
        #expect(try settings.configuration().paging == .item)
        #expect(settings.autoScrollMode == .page(interval: 2.5))
        #expect(settings.reportedIndex(currentIndex: 3) == 3 && !settings.reportsEachNewItem)

        settings.style = .constantSpeed
        #expect(try settings.configuration().paging == .none)
        #expect(settings.autoScrollMode == .marquee(speed: 60))
        #expect(settings.reportedIndex(currentIndex: 3) == -1 && settings.reportsEachNewItem)

        settings.style = .page
        settings.isPagingEnabled = false
        #expect(try settings.configuration().paging == .none)
        #expect(settings.reportedIndex(currentIndex: 3) == -1)
    }

    @Test func scrollEnded_isARestNotAMove() {
        #expect(CycleSettings.endsScrolling(.didEndDecelerating))
        #expect(CycleSettings.endsScrolling(.didEndScrollingAnimation))
        #expect(CycleSettings.endsScrolling(.didEndDragging(willDecelerate: false)))
        #expect(!CycleSettings.endsScrolling(.didEndDragging(willDecelerate: true)))
        #expect(!CycleSettings.endsScrolling(.didScroll(.zero)))
        #expect(!CycleSettings.endsScrolling(.willBeginDragging))
    }

    @Test func anInvalidValue_throwsNamingIt() {
        var settings = CycleSettings()
        settings.minimumLineSpacing = -.infinity
        #expect(throws: ConfigurationError.self) { try settings.configuration() }
    }

    static func sizing(_ settings: CycleSettings) throws -> String {
        switch try settings.configuration().itemSizing {
        case .fill: "fill"
        case .fixed(let size): "fixed(\(size.width), \(size.height))"
        case .aspectRatio(let ratio): "aspectRatio(\(ratio))"
        case .perItem: "perItem"
        }
    }
}
