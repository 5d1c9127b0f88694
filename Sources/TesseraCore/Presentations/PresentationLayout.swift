import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The layout of a collection that switches among presentations: the presentation it shows,
/// or — while a switch runs — the frames between the one it came from and the one it goes to.
///
/// A value, like every layout: ``PresentationBehavior`` asks for a new one at each step of a
/// switch (an animation frame, a pinch update), and the scroll view shows it with the content
/// offset that keeps the user's place (`ScrollViewAdapter.setLayout(_:contentOffset:animated:)`).
///
///     ┌ source ┐  progress 0 … 1  ┌ presentation ┐
///     │ list   │ ───────────────▶ │ grid         │   frames and offset move linearly;
///     └────────┘                  └──────────────┘   the anchor item stays put on screen
///
/// While a switch runs, the items are those of its transition (every item visible at either
/// end, headers included); any other item is asked of both presentations and interpolated
/// alike. A new context (a rotation, a reload) retargets the switch around the same anchor.
///
/// VoiceOver reads a collection view's cells in index-path order. Every built-in presentation
/// places items in reading order by index — top to bottom, and leading to trailing within a
/// row (a waterfall puts each item in the shortest column, so tops never go up) — so that order
/// is the reading order in every presentation, and during a switch too.
public struct PresentationLayout: Presentation {
    var shown: AnyPresentation
    var activeSwitch: Switch?
    /// Which request of ``PresentationBehavior`` this layout answers (0: none), so the behaviour
    /// can tell whether it shows the latest one.
    var revision = 0
    /// Which edge keeps the user's place when heights arrive or items come and go.
    /// Defaults to `.top`.
    public var placeKeeping: PresentationPlaceKeeping = .top

    /// A layout showing `presentation`.
    public init(_ presentation: some Presentation) {
        let any = AnyPresentation(presentation)
        if let layout = any.base as? PresentationLayout { self = layout } else { shown = any }
    }

    /// The presentation shown, or, while a switch runs, the one it switches to.
    public var presentation: any Presentation { shown.base }

    var isSwitching: Bool { activeSwitch != nil }

    /// How far the switch in progress has got (0 to 1), or `nil` with no switch.
    public var switchProgress: CGFloat? { activeSwitch?.progress }

    // MARK: - Presentation

    /// The kind of the presentation shown; during a switch, that of the nearer end (the source
    /// until halfway, then the target), so cells change their arrangement once, midway.
    public var kind: PresentationKind {
        guard let active = activeSwitch, active.progress < 0.5 else { return shown.kind }
        return active.source.kind
    }

    public var context: LayoutContext { shown.context }

    /// The content size; during a switch, moving linearly from the source's to the target's.
    public var contentSize: CGSize {
        guard let active = activeSwitch else { return shown.contentSize }
        return active.transition.contentSize(at: active.progress)
    }

    /// Prepares the presentation for `context`. During a switch, the same context changes
    /// nothing (the frames on screen stay as they are); a new one retargets the switch.
    /// - Complexity: the presentations' `prepare(in:)`, plus O(log n + items visible) to retarget.
    public mutating func prepare(in context: LayoutContext) {
        guard activeSwitch != nil else { return shown.prepare(in: context) }
        guard context != shown.context else { return }
        retarget(in: context)
    }

    /// The cells, headers and footers whose frames (at the switch's progress, if one runs)
    /// overlap `rect`, section by section (header, cells in index order, footer); items faded
    /// out entirely are left out.
    /// - Complexity: the presentation's query; during a switch O(items visible at either end).
    public func items(in rect: CGRect) -> [LayoutItem] {
        guard let active = activeSwitch else { return shown.items(in: rect) }
        return active.transition.items(at: active.progress, showingIn: rect)
    }

    /// `items(in:)` one at a time; without a switch, without an array.
    func visitItems(in rect: CGRect, _ body: (LayoutItem) -> Void) {
        guard activeSwitch == nil else { return items(in: rect).forEach(body) }
        shown.visitItems(in: rect, body)
    }

    /// - Complexity: O(1) during a switch, plus the presentations' `item(at:)`.
    public func item(at index: ItemIndex) -> LayoutItem? {
        guard let active = activeSwitch else { return shown.item(at: index) }
        return active.item(index, kind: .cell, in: shown)
    }

    /// The presentation's cell under `point`; during a switch, the cell shown there.
    public func index(at point: CGPoint) -> ItemIndex? {
        activeSwitch == nil ? shown.index(at: point) : cellIndex(at: point)
    }

    public func supplementaryItem(ofKind kind: LayoutElementKind, at index: ItemIndex) -> LayoutItem? {
        guard let active = activeSwitch else { return shown.supplementaryItem(ofKind: kind, at: index) }
        return active.item(ItemIndex(item: 0, section: index.section), kind: kind, in: shown)
    }

    /// Where the presentation shown lets a release come to rest.
    public func targetContentOffset(proposed: CGPoint, current: CGPoint, velocity: CGPoint) -> CGPoint {
        shown.targetContentOffset(proposed: proposed, current: current, velocity: velocity)
    }
}

// MARK: - The switch in progress

extension PresentationLayout {
    /// A switch between two presentations in progress.
    struct Switch: Sendable {
        /// What was shown when the switch began (during another switch: that one, frozen).
        var source: AnyPresentation
        /// The frames of the items visible at either end, the content offsets and the anchor.
        var transition: PresentationTransition
        /// How far the switch has got: 0 shows the source, 1 the target.
        var progress: CGFloat
        /// How many switches in progress `source` holds inside it.
        let depth: Int

        var anchorItem: ItemIndex? { transition.anchor?.index }

        var contentOffset: CGPoint { transition.contentOffset(at: progress) }

        /// How deep a chain of switches begun during switches may grow before the oldest frames
        /// are forgotten (only items visible at neither end of a switch use them).
        static let maximumDepth = 3

        /// A cell or header at the current progress: from the transition when it is visible at
        /// either end, else interpolated between the two presentations.
        func item(_ index: ItemIndex, kind: LayoutElementKind, in target: AnyPresentation) -> LayoutItem? {
            if let entry = transition.entry(index, kind) {
                return PresentationTransition.item(index, kind, from: entry.fromFrame, to: entry.toFrame, at: progress,
                                                   transition.pixelGrid)
            }
            let from = PresentationTransition.frame(index, kind, in: source)
            let to = PresentationTransition.frame(index, kind, in: target)
            return PresentationTransition.item(index, kind, from: from, to: to, at: progress, transition.pixelGrid)
        }
    }

    /// The switch rebuilt for a new context: both ends prepared again, the same anchor (or, if
    /// a reload removed it, the default anchor where the switch started), the same progress.
    mutating func retarget(in context: LayoutContext) {
        guard var active = activeSwitch else { return }
        active.source.prepare(in: context)
        shown.prepare(in: context)
        let old = active.transition
        let start = old.anchor.map { $0.contentOffset(in: active.source, fallback: old.fromContentOffset) }
            ?? PresentationAnchor.clamped(old.fromContentOffset, in: active.source)
        active.transition = PresentationTransition(from: active.source, to: shown, contentOffset: start,
                                                   anchor: old.anchor)
        activeSwitch = active
    }
}

/// Any presentation as one value type, so a switch can hold both of its ends (built-in or an
/// app's own, or a switching layout frozen where it was).
struct AnyPresentation: Presentation {
    private(set) var base: any Presentation
    /// For a built-in presentation, how to hand its items over one at a time (decided once:
    /// a cast to another existential per frame would box the value).
    private var visitGeometry: GeometryVisitor?

    /// Visits a built-in presentation's items in a rectangle, headers and footers pinned where
    /// the pins say when the presentation pins them.
    typealias GeometryVisitor = @Sendable (any Presentation, CGRect, PresentationPins, (LayoutItem) -> Void) -> Void

    /// Wraps `base` (an `AnyPresentation` is not wrapped twice).
    init(_ base: some Presentation) {
        if let any = base as? AnyPresentation {
            self = any
        } else {
            self.base = base
            visitGeometry = Self.geometryVisitor(for: type(of: base))
        }
    }

    private static func geometryVisitor<P: Presentation>(for type: P.Type) -> GeometryVisitor? {
        (type as? any GeometryPresentation.Type).map { visitor(for: $0) }
    }

    private static func visitor<G: GeometryPresentation>(for _: G.Type) -> GeometryVisitor {
        { base, rect, pins, body in
            guard let built = base as? G else { return }
            let own = PresentationPins(top: built.pinsSectionHeaders ? pins.top : nil,
                                       bottom: built.pinsSectionFooters ? pins.bottom : nil)
            built.geometry.visitItems(in: rect, pins: own, body)
        }
    }

    var kind: PresentationKind { base.kind }
    var context: LayoutContext { base.context }
    var contentSize: CGSize { base.contentSize }

    mutating func prepare(in context: LayoutContext) { base.prepare(in: context) }
    func items(in rect: CGRect) -> [LayoutItem] { base.items(in: rect) }
    func item(at index: ItemIndex) -> LayoutItem? { base.item(at: index) }
    func index(at point: CGPoint) -> ItemIndex? { base.index(at: point) }

    /// A built-in presentation's items without an array; an app's own, through `items(in:)`.
    func visitItems(in rect: CGRect, _ body: (LayoutItem) -> Void) {
        visitItems(in: rect, pins: .none, body)
    }

    /// `visitItems(in:_:)` with a built-in presentation's headers pinned below `pins.top` and
    /// footers above `pins.bottom` when it pins them (an app's own presentation: its
    /// `items(in:)` as they are).
    func visitItems(in rect: CGRect, pins: PresentationPins, _ body: (LayoutItem) -> Void) {
        guard let visitGeometry else { return base.items(in: rect).forEach(body) }
        visitGeometry(base, rect, pins, body)
    }

    /// The sections of a built-in presentation whose extent reaches into `minY...maxY` (none
    /// when it shows nothing); `nil` for an app's own presentation.
    func sections(reaching minY: CGFloat, _ maxY: CGFloat) -> Range<Int>? {
        guard let built = base as? any GeometryPresentation else { return nil }
        return built.geometry.isEmpty ? 0..<0 : built.geometry.stack.sections(from: minY, to: maxY)
    }

    /// Whether a built-in presentation pins its section headers.
    var pinsSectionHeaders: Bool { (base as? any GeometryPresentation)?.pinsSectionHeaders ?? false }

    /// Whether a built-in presentation pins its section footers.
    var pinsSectionFooters: Bool { (base as? any GeometryPresentation)?.pinsSectionFooters ?? false }

    /// Section `s`'s header pinned below `pinnedTop` if the presentation pins headers, else
    /// where it is (`supplementaryItem(ofKind:at:)`).
    func header(ofSection s: Int, pinnedTo pinnedTop: CGFloat?) -> LayoutItem? {
        if let built = base as? any GeometryPresentation, built.pinsSectionHeaders {
            return built.geometry.header(forSection: s, pinnedTo: pinnedTop)
        }
        return base.supplementaryItem(ofKind: .presentationHeader, at: ItemIndex(item: 0, section: s))
    }

    /// Section `s`'s footer pinned above `pinnedBottom` if the presentation pins footers, else
    /// where it is (`supplementaryItem(ofKind:at:)`).
    func footer(ofSection s: Int, pinnedTo pinnedBottom: CGFloat?) -> LayoutItem? {
        if let built = base as? any GeometryPresentation, built.pinsSectionFooters {
            return built.geometry.footer(forSection: s, pinnedTo: pinnedBottom)
        }
        return base.supplementaryItem(ofKind: .presentationFooter, at: ItemIndex(item: 0, section: s))
    }

    func targetContentOffset(proposed: CGPoint, current: CGPoint, velocity: CGPoint) -> CGPoint {
        base.targetContentOffset(proposed: proposed, current: current, velocity: velocity)
    }

    func supplementaryItem(ofKind kind: LayoutElementKind, at index: ItemIndex) -> LayoutItem? {
        base.supplementaryItem(ofKind: kind, at: index)
    }

    var isSelfSizing: Bool { base.isSelfSizing }

    mutating func setMeasuredHeight(_ height: CGFloat, forItemAt index: ItemIndex) -> Bool {
        base.setMeasuredHeight(height, forItemAt: index)
    }

    mutating func setMeasuredHeight(_ height: CGFloat, forItemAt index: ItemIndex, keepingItemsBelow: Bool) -> Bool {
        base.setMeasuredHeight(height, forItemAt: index, keepingItemsBelow: keepingItemsBelow)
    }

    func hasKnownHeight(at index: ItemIndex) -> Bool { base.hasKnownHeight(at: index) }
    func takesCellHeight(at index: ItemIndex) -> Bool { base.takesCellHeight(at: index) }
    func measuredHeight(at index: ItemIndex) -> CGFloat? { base.measuredHeight(at: index) }

    /// Whether the item at `index` stands at a height its cell measured at another width (a
    /// built-in presentation after a rotation); `false` for an app's own presentation.
    func hasOutdatedHeight(at index: ItemIndex) -> Bool {
        (base as? any GeometryPresentation)?.geometry.hasOutdatedHeight(index) ?? false
    }

    /// Whether any item stands at a height measured at another width.
    var hasOutdatedHeights: Bool {
        (base as? any GeometryPresentation)?.geometry.hasOutdatedHeights ?? false
    }

    /// Whether items stand in several columns of their own heights (a waterfall of two or more).
    var hasColumns: Bool {
        ((base as? any MeasuredGeometryPresentation)?.geometry.table?.columns ?? 1) > 1
    }

    /// The vertical extent of the line of the item at `index` (see
    /// `PresentationGeometry.lineExtent(of:)`); for an app's own presentation, its frame's.
    func lineExtent(of index: ItemIndex) -> ClosedRange<CGFloat>? {
        if let built = base as? any GeometryPresentation { return built.geometry.lineExtent(of: index) }
        return base.item(at: index).map { $0.frame.minY...$0.frame.maxY }
    }

    mutating func update(_ update: PresentationItemUpdate) { base.update(update) }
}

// MARK: - Steps of a switch

extension PresentationLayout {
    /// This layout beginning a switch to `target` (prepared here for this context) from what it
    /// shows at `contentOffset` (`Limits.point`), at progress 0. The switch keeps `anchorItem`, or
    /// the default anchor (``PresentationAnchor``), at the same distance from the top of the
    /// visible area. During another switch, that one is frozen as the source and keeps its anchor
    /// unless `anchorItem` names another.
    /// - Complexity: O(log n + items visible at either end).
    public func switching(to target: some Presentation, contentOffset: CGPoint,
                          anchorItem: ItemIndex? = nil) -> PresentationLayout {
        let contentOffset = Limits.point(contentOffset)
        let named = anchorItem.flatMap { PresentationAnchor.named($0, in: self, contentOffset: contentOffset) }
        return switching(to: target, contentOffset: contentOffset, anchor: named)
    }

    /// Like ``switching(to:contentOffset:anchorItem:)`` at an offset in the domain, keeping
    /// `anchor` (else the switch in progress's, else the default one).
    /// - Complexity: O(log n + items visible at either end).
    func switching(to target: some Presentation, contentOffset: CGPoint, anchor: PresentationAnchor?) -> PresentationLayout {
        var prepared = AnyPresentation(target)
        prepared.prepare(in: context)
        let kept = anchor ?? activeSwitch?.transition.anchor
        let transition = PresentationTransition(from: self, to: prepared, contentOffset: contentOffset, anchor: kept)
        let depth = activeSwitch.map { $0.depth + 1 } ?? 0
        // Past the limit the frozen frames are dropped for the previous target: only items
        // visible at neither end of the new switch ask the source.
        let source = activeSwitch == nil || depth > Switch.maximumDepth ? shown : AnyPresentation(self)
        var layout = PresentationLayout(prepared)
        layout.placeKeeping = placeKeeping
        layout.activeSwitch = Switch(source: source, transition: transition, progress: 0,
                                     depth: depth > Switch.maximumDepth ? 0 : depth)
        layout.revision = revision
        return layout
    }

    /// This layout with the switch in progress at `progress`, clamped to 0…1 (NaN is 0);
    /// unchanged without a switch.
    public func atProgress(_ progress: CGFloat) -> PresentationLayout {
        guard var active = activeSwitch else { return self }
        var layout = self
        active.progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        layout.activeSwitch = active
        return layout
    }

    /// The content offset that goes with this layout: during a switch, the one at its progress
    /// (keeping the anchor in place); `nil` without a switch.
    public var switchContentOffset: CGPoint? { activeSwitch?.contentOffset }

    /// The switch in progress ended: at the target (`atTarget`), the new presentation and the
    /// offset that keeps the anchor; at the source, exactly the frames and the offset it began
    /// with. Without a switch, this layout and `nil`.
    public func settled(atTarget: Bool) -> (layout: PresentationLayout, contentOffset: CGPoint?) {
        guard let active = activeSwitch else { return (self, nil) }
        var layout = PresentationLayout(atTarget ? shown : active.source)
        layout.revision = revision
        layout.placeKeeping = placeKeeping
        return (layout, active.transition.finalContentOffset(isCancelled: !atTarget))
    }
}
