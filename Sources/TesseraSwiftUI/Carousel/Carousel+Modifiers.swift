#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TesseraCore

/// What the `carousel…` modifiers set for the `Carousel`s below them.
struct CarouselOptions {
    /// How the carousel scrolls by itself.
    enum AutoScroll: Equatable {
        case off
        case page(interval: TimeInterval)
        case marquee(speed: CGFloat)
    }

    var autoScroll = AutoScroll.off
    var loops = true
    var axis = TesseraCore.Axis.horizontal
    var spacing: CGFloat = 0
    var insets = TesseraCore.EdgeInsets.zero
    var itemSize: CGSize?
    var aspectRatio: CGFloat?
    var alignment = CarouselLayout.Alignment.centered
    var isPagingEnabled = true
    var transform = CarouselTransform.none
    var showsPageControl = false

    /// The layout configuration behind the carousel's own size (`CycleCollectionView` builds
    /// the same from these options), or `nil` if the options cannot work.
    func fittingConfiguration() -> CarouselLayout.Configuration? {
        let sizing: CarouselLayout.ItemSizing
        if let aspectRatio, aspectRatio > 0 {
            sizing = .aspectRatio(min(aspectRatio, 5))
        } else if let itemSize, itemSize.width > 0, itemSize.height > 0 {
            sizing = .fixed(itemSize)
        } else {
            sizing = .fill
        }
        return try? CarouselLayout.Configuration(axis: axis, itemSizing: sizing, minimumLineSpacing: spacing,
                                                 insets: insets)
    }
}

private struct CarouselOptionsKey: EnvironmentKey {
    static var defaultValue: CarouselOptions { CarouselOptions() }
}

extension EnvironmentValues {
    var carouselOptions: CarouselOptions {
        get { self[CarouselOptionsKey.self] }
        set { self[CarouselOptionsKey.self] = newValue }
    }
}

extension View {
    /// Turns the `Carousel`s in this view a page every `interval` seconds (the looping
    /// carousel's auto-scroll: paused while a finger rests on it, stopped off screen, in the
    /// background, under VoiceOver and with Reduce Motion). Defaults to off.
    /// - Parameters:
    ///   - interval: Seconds between page turns. Defaults to 2.5.
    ///   - isEnabled: Whether auto-scroll runs. Defaults to `true`.
    public func carouselAutoScroll(interval: TimeInterval = 2.5, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.carouselOptions) { $0.autoScroll = isEnabled ? .page(interval: interval) : .off }
    }

    /// Scrolls the `Carousel`s in this view at a constant speed (a marquee; releases then
    /// rest anywhere). Defaults to off.
    /// - Parameters:
    ///   - speed: Points per second. Defaults to 60.
    ///   - isEnabled: Whether the marquee runs. Defaults to `true`.
    public func carouselMarquee(speed: CGFloat = 60, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.carouselOptions) { $0.autoScroll = isEnabled ? .marquee(speed: speed) : .off }
    }

    /// Whether the items of the `Carousel`s in this view repeat forever (a single item never
    /// loops). Defaults to `true`.
    public func carouselLoops(_ loops: Bool = true) -> some View {
        transformEnvironment(\.carouselOptions) { $0.loops = loops }
    }

    /// The scroll axis of the `Carousel`s in this view. Defaults to `.horizontal`.
    public func carouselAxis(_ axis: SwiftUI.Axis) -> some View {
        transformEnvironment(\.carouselOptions) { $0.axis = axis == .vertical ? .vertical : .horizontal }
    }

    /// Space between the items of the `Carousel`s in this view, in points. Defaults to 0.
    public func carouselSpacing(_ spacing: CGFloat) -> some View {
        transformEnvironment(\.carouselOptions) { $0.spacing = spacing }
    }

    /// Insets of the items inside the `Carousel`s in this view; leading and trailing follow
    /// the layout direction. Defaults to none.
    public func carouselInsets(_ insets: SwiftUI.EdgeInsets) -> some View {
        transformEnvironment(\.carouselOptions) {
            $0.insets = TesseraCore.EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom,
                                               right: insets.trailing)
        }
    }

    /// The size of every item of the `Carousel`s in this view (scaled down if too large).
    /// Defaults to filling the carousel inside its insets.
    public func carouselItemSize(_ size: CGSize) -> some View {
        transformEnvironment(\.carouselOptions) {
            $0.itemSize = size
            $0.aspectRatio = nil
        }
    }

    /// Items as long along the scroll axis as `ratio` times their extent across it (which
    /// fills the carousel inside its insets), clamped to 0…5. Defaults to filling the carousel.
    public func carouselItemAspectRatio(_ ratio: CGFloat) -> some View {
        transformEnvironment(\.carouselOptions) {
            $0.aspectRatio = ratio
            $0.itemSize = nil
        }
    }

    /// Where the resting item of the `Carousel`s in this view sits. Defaults to `.centered`.
    public func carouselAlignment(_ alignment: CarouselLayout.Alignment) -> some View {
        transformEnvironment(\.carouselOptions) { $0.alignment = alignment }
    }

    /// Whether releases rest on items in the `Carousel`s in this view. Defaults to `true`.
    public func carouselPaging(_ isEnabled: Bool = true) -> some View {
        transformEnvironment(\.carouselOptions) { $0.isPagingEnabled = isEnabled }
    }

    /// A transform preset (scale, fade, cover flow, stacked cards) or your own effect for the
    /// items of the `Carousel`s in this view. Defaults to `.none`.
    public func carouselTransform(_ transform: CarouselTransform) -> some View {
        transformEnvironment(\.carouselOptions) { $0.transform = transform }
    }

    /// Your own effect on each item of the `Carousel`s in this view, driven by where the item
    /// is, as `scrollTransition` drives a scroll view's: the phase's `value` is 0 for the item
    /// the carousel rests on, −1 one item before it, 1 one item after, continuous while
    /// scrolling. Applied as a transform, an opacity and a stacking order at every frame, without
    /// laying the item out or building its content again; a new closure at each update costs
    /// nothing more. Defaults to none.
    ///
    ///     .carouselTransition { effect, phase in
    ///         effect
    ///             .scaleEffect(1 - 0.15 * abs(phase.value))
    ///             .opacity(phase.isIdentity ? 1 : 0.6)
    ///             .rotationEffect(.degrees(8 * phase.value))
    ///     }
    ///
    /// - Parameters:
    ///   - reach: How many items beyond the edges the effect may pull into view (0 if it never
    ///     moves items inward). Defaults to 0.
    ///   - effect: The effect for an item, given a plain effect to chain on and its phase.
    public func carouselTransition(
        reach: Int = 0,
        _ effect: @escaping @Sendable (CarouselItemEffect, CarouselTransitionPhase) -> CarouselItemEffect) -> some View {
        carouselTransform(.transition(reach: reach, effect))
    }

    /// Shows a page control along the bottom edge of the `Carousel`s in this view, kept in step
    /// while dragging; tapping it scrolls. Defaults to hidden.
    public func carouselPageControl(_ isVisible: Bool = true) -> some View {
        transformEnvironment(\.carouselOptions) { $0.showsPageControl = isVisible }
    }
}
#endif
