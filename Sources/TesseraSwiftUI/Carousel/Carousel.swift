#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

/// A looping carousel for SwiftUI — banners, onboarding, product shelves — with the current
/// item bound both ways.
///
///     struct Banners: View {
///         let banners: [Banner]                   // Identifiable
///         @State private var index = 0
///
///         var body: some View {
///             Carousel(banners, currentIndex: $index) { banner in
///                 BannerCard(banner)
///             }
///             .carouselItemSize(CGSize(width: 300, height: 160))
///             .carouselSpacing(12)
///             .carouselAutoScroll(interval: 4)
///             .carouselTransform(.linearScale(minimumScale: 0.9))
///             .carouselPageControl()
///             .frame(height: 180)
///         }
///     }
///
/// The loop has no multiplied items (one wrap function, a bounded offset). Setting the binding
/// scrolls the short way round, animated inside `withAnimation` (and not with Reduce Motion);
/// a flick, or a page turn of auto-scroll, writes the item it rests on, once. Auto-scroll
/// pauses while a finger rests on the carousel and stops off screen, in the background, under
/// VoiceOver and with Reduce Motion. While a finger holds the carousel the app's value waits and
/// loses; when the data changes the current item stays current (by identity).
///
/// This is `CycleCollectionView` with cells that host SwiftUI content; every decision is made
/// by `BehaviorBinding`, `CarouselBehavior` and `AutoScroller` in TesseraCore, tested on Linux.
@MainActor
public struct Carousel<Data: RandomAccessCollection, ID: Hashable, Content: View>: UIViewRepresentable {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let currentIndex: Binding<Int>
    let content: (Data.Element) -> Content

    /// Creates a carousel of `data` identified by `id`.
    /// - Parameters:
    ///   - currentIndex: The index in `data` of the item the carousel rests on, kept in step
    ///     both ways.
    ///   - content: The view for one item.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, currentIndex: Binding<Int>,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.currentIndex = currentIndex
        self.content = content
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
        context.coordinator.update(self, view: view, transaction: context.transaction,
                                   environment: context.environment)
    }

    /// Lets go of the carousel and stops its auto-scroll.
    public static func dismantleUIView(_ view: CarouselContainerView, coordinator: Coordinator) {
        view.cycleView.onBehaviorReport = nil
        view.didLayout = nil
        view.cycleView.invalidateTimer()
    }
}

extension Carousel where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates a carousel of `Identifiable` items.
    /// - Parameters:
    ///   - currentIndex: The index in `data` of the item the carousel rests on, kept in step
    ///     both ways.
    ///   - content: The view for one item.
    public init(_ data: Data, currentIndex: Binding<Int>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, currentIndex: currentIndex, content: content)
    }
}
#endif
