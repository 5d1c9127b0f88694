#if canImport(SwiftUI) && canImport(UIKit)
// A file that imports TesseraUIKit and TesseraSwiftUI (and TesseraCore) together: a SwiftUI
// screen that also wraps a UIKit pager and a UIKit grid. Both modules name a `ViewPager` and an
// `InfiniteGrid`, so in such a file each is written with its module's name. SwiftUI and
// TesseraCore both name an `Axis`, an `EdgeInsets` and a `LayoutDirection`: TesseraSwiftUI's
// aliases make them SwiftUI's only in files that import TesseraSwiftUI alone, so here they are
// written `SwiftUI.Axis` and so on. Every other name reads as usual.
// check-ios compiles this file in Swift 5 and Swift 6 modes.
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit
import TesseraSwiftUI

struct BothModulesSection: Identifiable {
    let id: String
    let title: String
}

/// SwiftUI's `ViewPager` and `InfiniteGrid`, named by module, beside a UIKit pager and grid.
struct BothModulesScreen: View {
    let sections = [BothModulesSection(id: "news", title: "News"), BothModulesSection(id: "sport", title: "Sport")]
    @State private var selected: String?
    @State private var center = GridCoordinates(x: 0, y: 0)
    // The shared names in type position, qualified: SwiftUI's types, then the core's.
    var axis: SwiftUI.Axis = .vertical
    var insets: SwiftUI.EdgeInsets = .init(top: 4, leading: 8, bottom: 4, trailing: 8)
    var direction: SwiftUI.LayoutDirection = .leftToRight
    var coreAxis: TesseraCore.Axis = .horizontal

    var body: some View {
        VStack {
            TesseraSwiftUI.ViewPager(sections, selection: $selected) { section in
                Text(section.title)
            } tab: { section in
                Text(section.title).padding(insets)
            }
            TesseraSwiftUI.InfiniteGrid(centerCoordinates: $center) { tile in
                Text("\(tile.x), \(tile.y)")
            }
            .infiniteGridBounds(rows: 0...4)          // the columns stay as set around it
            UIKitPagerRepresentable()
            UIKitGridRepresentable()
        }
        .environment(\.layoutDirection, direction)
    }
}

/// The tutorial's UIKit pager inside the same file.
struct UIKitPagerRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> TesseraUIKit.ViewPager {
        let pager = TesseraUIKit.ViewPager(tabSizeConfiguration: .fillEqually(height: 44, spacing: 0))
        pager.translatesAutoresizingMaskIntoConstraints = true
        return pager
    }

    func updateUIView(_ pager: TesseraUIKit.ViewPager, context: Context) {}
}

/// The tutorial's UIKit grid inside the same file.
struct UIKitGridRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> TesseraUIKit.InfiniteGrid {
        TesseraUIKit.InfiniteGrid(frame: .zero)
    }

    func updateUIView(_ grid: TesseraUIKit.InfiniteGrid, context: Context) {}
}
#endif
