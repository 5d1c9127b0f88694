#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

/// A looping carousel for SwiftUI — banners, onboarding, product shelves — with the current
/// item bound both ways, by index or by identity.
///
///     struct Banners: View {
///         let banners: [Banner]                   // Identifiable
///         @State private var current: Banner.ID?
///
///         var body: some View {
///             Carousel(banners, position: $current) { banner in
///                 BannerCard(banner)              // its @State belongs to `banner`
///             }
///             .onSelect { banner in open(banner) }
///             .carouselItemSize(CGSize(width: 300, height: 160))
///             .carouselSpacing(12)
///             .carouselAutoScroll(interval: 4)
///             .carouselTransition { effect, phase in
///                 effect.scaleEffect(1 - 0.1 * abs(phase.value))
///             }
///             .carouselPageControl()              // sized by its items in a ScrollView (iOS 16)
///         }
///     }
///
/// The loop has no multiplied items (one wrap function, a bounded offset). Setting the binding
/// scrolls the short way round, animated inside `withAnimation` (and not with Reduce Motion);
/// a flick, or a page turn of auto-scroll, writes the item it rests on, once. Auto-scroll
/// pauses while a finger rests on the carousel and stops off screen, in the background, under
/// VoiceOver and with Reduce Motion. While a finger holds the carousel the app's value waits and
/// loses; when the data changes the current item stays current (by identity), with a
/// cross-fade inside an animated transaction.
///
/// Each item's content carries its item's identity and the whole environment around the
/// carousel (see <doc:IdentityStateAndEnvironment>). A loop repeats data, not state: with items
/// narrower than the carousel, one item can show in two cells at once (the end of one cycle and
/// the start of the next), each with its own `@State`; keep what both must show in your model. VoiceOver reads the carousel as one
/// adjustable element labelled by the current item's content, whose buttons are in the actions
/// rotor; a double-tap selects the item (``onSelect(perform:)``), or without a select handler
/// activates the item's own button or link.
///
/// This is `CycleCollectionView` with cells that host SwiftUI content; every decision is made
/// by `BehaviorBinding`, `CarouselBehavior`, `AutoScroller` and `HostingRevisions` in
/// TesseraCore, tested on Linux.
@MainActor
public struct Carousel<Data: RandomAccessCollection, ID: Hashable, Content: View>: UIViewRepresentable {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let position: PositionSource<Int, ID>
    let content: (Data.Element) -> Content
    var selectAction: ((Data.Element) -> Void)?

    /// Creates a carousel of `data` identified by `id`, its current item bound by index.
    /// - Parameters:
    ///   - currentIndex: The index in `data` of the item the carousel rests on, kept in step
    ///     both ways.
    ///   - content: The view for one item.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, currentIndex: Binding<Int>,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: id, source: .value(currentIndex), content: content)
    }

    /// Creates a carousel of `data` identified by `id`, its current item bound by identity (as
    /// `scrollPosition(id:)` binds a scroll view's).
    /// - Parameters:
    ///   - position: The identity of the item the carousel rests on, kept in step both ways;
    ///     `nil`, or an identity not in `data`, is answered with the current item's.
    ///   - content: The view for one item.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, position: Binding<ID?>,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: id, source: .identity(position), content: content)
    }

    init(_ data: Data, id: KeyPath<Data.Element, ID>, source: PositionSource<Int, ID>,
         content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.position = source
        self.content = content
    }

    /// Calls `action` with the item a tap (or VoiceOver's double-tap on the carousel)
    /// selects. Without it, the double-tap activates the item's first button or link.
    /// Apply it to the carousel itself, before other modifiers.
    public func onSelect(perform action: @escaping (Data.Element) -> Void) -> Self {
        var carousel = self
        carousel.selectAction = action
        return carousel
    }

    /// The identities of the items, in order.
    var identities: [ID] { data.map { $0[keyPath: id] } }

    /// Creates the coordinator that joins the carousel to the binding.
    public func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    /// Creates the carousel.
    public func makeUIView(context: Context) -> CarouselContainerView {
        let view = CarouselContainerView()
        context.coordinator.attach(view, environment: context.environment)
        return view
    }

    /// Carries the representable's data, options and binding over to the carousel.
    public func updateUIView(_ view: CarouselContainerView, context: Context) {
        context.coordinator.update(self, view: view, animation: HostingAnimation(context),
                                   environment: context.environment)
    }

    /// The carousel's own height (width, when vertical) where its parent leaves it open, as
    /// in a vertical `ScrollView`: one item across plus the insets and the page control, from
    /// `carouselItemSize(_:)` or `carouselItemAspectRatio(_:)`. Items that fill the carousel
    /// take what is proposed.
    @available(iOS 16.0, tvOS 16.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: CarouselContainerView, context: Context) -> CGSize? {
        let options = context.environment.carouselOptions
        guard let configuration = options.fittingConfiguration() else { return nil }
        return CarouselFittingSize.size(for: configuration, proposedWidth: proposal.width, proposedHeight: proposal.height,
                                        accessoryHeight: options.showsPageControl ? uiView.pageControlHeight : 0)
    }

    /// Lets go of the carousel and stops its auto-scroll.
    public static func dismantleUIView(_ view: CarouselContainerView, coordinator: Coordinator) {
        view.cycleView.onBehaviorReport = nil
        view.didLayout = nil
        view.cycleView.invalidateTimer()
    }
}

extension Carousel where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates a carousel of `Identifiable` items, its current item bound by index.
    /// - Parameters:
    ///   - currentIndex: The index in `data` of the item the carousel rests on, kept in step
    ///     both ways.
    ///   - content: The view for one item.
    public init(_ data: Data, currentIndex: Binding<Int>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, currentIndex: currentIndex, content: content)
    }

    /// Creates a carousel of `Identifiable` items, its current item bound by identity.
    /// - Parameters:
    ///   - position: The identity of the item the carousel rests on, kept in step both ways;
    ///     `nil`, or an identity not in `data`, is answered with the current item's.
    ///   - content: The view for one item.
    public init(_ data: Data, position: Binding<ID?>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, position: position, content: content)
    }
}
#endif
