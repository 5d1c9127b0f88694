#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The environment values a cell's SwiftUI content gets from the view around the component.
///
/// Content hosted in a UIKit cell starts a new SwiftUI hierarchy: it reads the trait
/// collection (Dynamic Type, dark mode, layout direction) but not the environment of the view
/// that holds the component. These values are carried over so that `.dynamicTypeSize`,
/// `.environment(\.layoutDirection, …)`, `.environment(\.locale, …)` and `.disabled` applied
/// around the component reach its items. Environment objects are not: apply
/// `.environmentObject(…)` inside the content closure.
struct ForwardedEnvironment {
    var layoutDirection = SwiftUI.LayoutDirection.leftToRight
    var dynamicTypeSize = DynamicTypeSize.large
    var colorScheme = ColorScheme.light
    var locale = Locale.current
    var legibilityWeight: LegibilityWeight?
    var isEnabled = true

    init() {}

    init(_ environment: EnvironmentValues) {
        layoutDirection = environment.layoutDirection
        dynamicTypeSize = environment.dynamicTypeSize
        colorScheme = environment.colorScheme
        locale = environment.locale
        legibilityWeight = environment.legibilityWeight
        isEnabled = environment.isEnabled
    }
}

extension View {
    /// This view with the forwarded values as its environment.
    func environment(forwarded values: ForwardedEnvironment) -> some View {
        environment(\.layoutDirection, values.layoutDirection)
            .environment(\.dynamicTypeSize, values.dynamicTypeSize)
            .environment(\.colorScheme, values.colorScheme)
            .environment(\.locale, values.locale)
            .environment(\.legibilityWeight, values.legibilityWeight)
            .environment(\.isEnabled, values.isEnabled)
    }
}
#endif
