import Foundation
import Testing
@testable import TesseraCore

/// A self-sizing strip's measuring rule, as `TabbedView` runs it at each layout pass.
@Suite("Tab measurements: what to measure, when to lay out")
struct TabMeasurementsTests {
    @Test func eachTabIsMeasuredOnce_andTheStripLaysOutOnlyWhenAWidthChanges() {
        var measurements = TabMeasurements<String>()
        measurements.tabs = ["All", "Unread"]
        #expect(measurements.tabsToMeasure() == ["All", "Unread"])
        measurements.measured("All", width: 30.2)
        measurements.measured("Unread", width: 60)
        #expect(measurements.takeChangedWidths() == [31, 60], "rounded up to whole points")
        #expect(measurements.tabsToMeasure().isEmpty)
        #expect(measurements.takeChangedWidths() == nil, "nothing changed: no layout")

        measurements.tabs.append("Flagged")
        #expect(measurements.tabsToMeasure() == ["Flagged"], "an append measures only the new tab")
        measurements.measured("Flagged", width: 55)
        #expect(measurements.takeChangedWidths() == [31, 60, 55])
    }

    /// A selected label turning bold asks for a measure: the strip lays out again only if
    /// the width changed.
    @Test func contentChanges_measureThatTab_andLayOutOnlyForANewWidth() {
        var measurements = TabMeasurements<String>()
        measurements.tabs = ["A", "B"]
        for tab in measurements.tabsToMeasure() { measurements.measured(tab, width: 40) }
        _ = measurements.takeChangedWidths()

        measurements.contentChanged("B")
        #expect(measurements.tabsToMeasure() == ["B"])
        measurements.measured("B", width: 40)
        #expect(measurements.takeChangedWidths() == nil)
        measurements.contentChanged("B")
        measurements.measured("B", width: 44)
        #expect(measurements.takeChangedWidths() == [40, 44])
        measurements.contentChanged("Gone")
        #expect(measurements.tabsToMeasure().isEmpty, "a tab not in the strip is not measured")
    }

    /// A new text size measures every tab again; a removed tab is forgotten.
    @Test func measureAll_andRemovals() {
        var measurements = TabMeasurements<Int>()
        measurements.tabs = [1, 2, 3]
        for tab in measurements.tabsToMeasure() { measurements.measured(tab, width: 10) }
        _ = measurements.takeChangedWidths()
        measurements.measureAll()
        #expect(measurements.tabsToMeasure() == [1, 2, 3])
        measurements.tabs = [3, 1]
        #expect(measurements.tabsToMeasure() == [3, 1])
        for tab in measurements.tabsToMeasure() { measurements.measured(tab, width: -5) }
        #expect(measurements.takeChangedWidths() == [0, 0], "never negative")
    }

    @Test func width_isTheFittingOrTheWidestNaturalWidth() {
        #expect(TabMeasurements<Int>.width(fitting: 20, natural: [-1, 35, 12]) == 35)
        #expect(TabMeasurements<Int>.width(fitting: 50, natural: []) == 50)
    }
}
