#if canImport(SwiftUI) && canImport(UIKit)
// A SwiftUI week whose days loop: a swipe past Sunday shows Monday; `selection` always holds
// the data's index, and "Today" from Sunday turns one page on, the shortest way round.
import SwiftUI
import TesseraSwiftUI

struct PlannerDay: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct LoopingWeekPagerScreen: View {
    private let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].enumerated()
        .map { PlannerDay(id: $0.offset, name: $0.element) }
    @State private var selection = 6

    var body: some View {
        VStack(spacing: 12) {
            ViewPager(days, selection: $selection) { day in
                Text("Nothing planned on \(day.name)")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            } tab: { day in
                Text(day.name)
            }
            .viewPagerTabSizing(.fillEqually(height: 44))
            .viewPagerLoops()

            Text("Showing \(days[selection].name)")
            Button("Today") { withAnimation { selection = 0 } }
        }
    }
}
#endif
