import Foundation
import Testing

/// The property suites check at least their default number of cases: a run asked to check
/// fewer (`TESSERA_PROPERTY_CASES=1`, say, to make a slow suite pass) fails here, so it cannot
/// pass for a full run.
@Suite("Property case count")
struct PropertyCaseCountTests {
    @Test func aRequestBelowTheDefault_isRefused() {
        if let requested = PropertyCases.requested, requested < PropertyCases.standard {
            Issue.record("TESSERA_PROPERTY_CASES=\(requested) is below the default \(PropertyCases.standard); the property suites run at least that many cases")
        }
        #expect(PropertyCases.count >= PropertyCases.standard)
    }
}
