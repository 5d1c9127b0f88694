#if canImport(SwiftUI) && canImport(UIKit)
// A SwiftUI file that imports Tessera and writes SwiftUI's names unqualified, as code written
// before adding Tessera does: each must still mean SwiftUI's type (check-ios compiles this).
// Names in type position are the test: a call such as `EdgeInsets(top:leading:bottom:trailing:)`
// resolves by its labels even when two modules export the name, a declared type does not.
import SwiftUI
import TesseraSwiftUI

struct SharedNamesScreen: View {
    var axis: Axis = .horizontal
    var direction: LayoutDirection = .rightToLeft
    var insets: EdgeInsets = .init(top: 8, leading: 16, bottom: 8, trailing: 16)

    var body: some View {
        ScrollView(axis == .horizontal ? Axis.Set.horizontal : .vertical) {
            Text("Tessera")
                .padding(insets)
        }
        .environment(\.layoutDirection, direction)
    }
}

// SwiftUI's `ScrollPosition` arrived in iOS 18 (SwiftUI 6); the 16.5 SDK check-ios uses
// leaves this out, a newer one compiles it. The core's placing option set is
// `ItemScrollPosition`, so the name is SwiftUI's alone.
#if canImport(SwiftUI, _version: 6.0)
@available(iOS 18.0, *)
struct SharedScrollPositionScreen: View {
    // Apple's documented form, the name in type position.
    @State private var position: ScrollPosition = .init(idType: Int.self)

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<50, id: \.self) { Text("Row \($0)") }
            }
            .scrollTargetLayout()
        }
        .scrollPosition($position)
    }
}
#endif
#endif
