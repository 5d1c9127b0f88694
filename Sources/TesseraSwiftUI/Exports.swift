#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
// `import TesseraSwiftUI` is all a SwiftUI app needs: the UIKit components and the core's
// value types (`GridCoordinates`, `CarouselTransform`, `ListPresentation`, …) come with it.
// This module's `InfiniteGrid` and `ViewPager` (the SwiftUI views) shadow TesseraUIKit's
// classes of those names in files that import this module and not TesseraUIKit itself.
@_exported import TesseraUIKit

// TesseraCore and SwiftUI both name a type `Axis`, `EdgeInsets` and `LayoutDirection`. These
// aliases shadow both, so in a SwiftUI file the names mean SwiftUI's types, as they did before
// the import; the core's stay reachable as `TesseraCore.Axis` and so on.

/// SwiftUI's `Axis` (the core's is `TesseraCore.Axis`).
public typealias Axis = SwiftUI.Axis
/// SwiftUI's `EdgeInsets` (the core's is `TesseraCore.EdgeInsets`).
public typealias EdgeInsets = SwiftUI.EdgeInsets
/// SwiftUI's `LayoutDirection` (the core's is `TesseraCore.LayoutDirection`).
public typealias LayoutDirection = SwiftUI.LayoutDirection
#endif
