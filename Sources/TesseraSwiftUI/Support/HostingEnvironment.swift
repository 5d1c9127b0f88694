#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The environment of the view around a component, handed whole to the content its cells
/// host.
///
/// Content hosted in a cell is a SwiftUI hierarchy of its own: `UIHostingConfiguration` (iOS 16)
/// and a `UIHostingController` (iOS 15) start from the trait collection (text size, dark mode,
/// layout direction), not from the environment of the view that holds the component, and
/// Apple documents no inheritance through a `UIViewRepresentable`. So the representable's
/// `context.environment` is captured at every update and set on each hosted root with
/// `.environment(\.self, …)`: objects (`.environmentObject`, `.environment(model)`), model
/// contexts, actions (`openURL`, `dismiss`), styles (`.tint`, `.font`), `.redacted`, and
/// Tessera's own options, so a `Carousel` inside a `ViewPager` page sees the `carousel…`
/// modifiers applied around the pager. Whether SwiftUI would also pass some of it on by
/// itself does not matter: the captured values are the same ones.
struct HostingEnvironment {
    /// The environment hosted content gets.
    private(set) var values = EnvironmentValues()
    private var fingerprint: Fingerprint?

    /// Takes the environment of an update. Returns whether a value content commonly reads
    /// changed, so the update is not a mere echo of the component's own binding write.
    /// (`EnvironmentValues` is not `Equatable`: an object swapped in the environment reaches
    /// the content with the echo's deferred re-hosting, when the motion settles.)
    mutating func adopt(_ environment: EnvironmentValues) -> Bool {
        values = environment
        let now = Fingerprint(environment)
        defer { fingerprint = now }
        return fingerprint.map { $0 != now } ?? true
    }
}

/// The environment values whose change must reach hosted content even when the update also
/// echoes the component's own write.
private struct Fingerprint: Equatable {
    let colorScheme: ColorScheme
    let contrast: ColorSchemeContrast
    let dynamicTypeSize: DynamicTypeSize
    let layoutDirection: SwiftUI.LayoutDirection
    let locale: Locale
    let legibilityWeight: LegibilityWeight?
    let isEnabled: Bool
    let redactionReasons: RedactionReasons
    let font: Font?

    init(_ environment: EnvironmentValues) {
        colorScheme = environment.colorScheme
        contrast = environment.colorSchemeContrast
        dynamicTypeSize = environment.dynamicTypeSize
        layoutDirection = environment.layoutDirection
        locale = environment.locale
        legibilityWeight = environment.legibilityWeight
        isEnabled = environment.isEnabled
        redactionReasons = environment.redactionReasons
        font = environment.font
    }
}

/// The root of a cell's hosted content: the item's content, the environment of the view
/// around the component, and the item's identity (`.id`), so `@State`, `@StateObject`,
/// `.task` and `.onAppear` belong to the item: a reused cell given another item starts them
/// afresh.
struct HostedRoot<Content: View, ID: Hashable>: View {
    let content: Content
    let identity: ID
    let environment: EnvironmentValues

    var body: some View {
        content
            .environment(\.self, environment)
            .id(identity)
    }
}
#endif
