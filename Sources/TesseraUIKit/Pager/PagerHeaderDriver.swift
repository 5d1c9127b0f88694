#if canImport(UIKit)
import UIKit
import TesseraCore

/// A `ViewPager`'s collapsing header: it places the header view and the strip from the
/// `PagerHeaderCoordinator`'s state, finds each live page's vertical scroll view, and forwards
/// what they and the pages report, as `HeaderedPagerEngine` does in the tests. The decisions
/// (the header's state, which page to align and where, where a page rests at its top) are
/// TesseraCore's.
///
/// The order UIKit calls it in does not matter: every entry (a page's offset KVO, the pages'
/// offset KVO, the pages' callbacks, the pager's layout pass) ends with the same step, the
/// coordinator answering from what the views say now.
@MainActor
final class PagerHeaderDriver {
    private weak var pager: ViewPager?
    /// The header's view (`ViewPager.headerView`).
    var view: UIView? {
        didSet { if view !== oldValue { install(replacing: oldValue) } }
    }
    /// The header's heights (`ViewPager.headerConfiguration`).
    var configuration: PagerHeaderConfiguration? {
        didSet { configurationDidChange(from: oldValue) }
    }
    /// Names a page's scroll view (`ViewPager.headerScrollViewProvider`).
    var scrollViewProvider: ((Int, UIView) -> UIScrollView?)? {
        didSet { setNeedsResolve() }
    }
    /// Told when the header's state changes.
    var onChange: ((PagerHeaderState) -> Void)?
    /// Whether touches on the header's background go to the page below.
    var letsDragsThrough: Bool {
        get { container.letsDragsThrough }
        set { container.letsDragsThrough = newValue }
    }

    private(set) var coordinator: PagerHeaderCoordinator?
    private let container = PagerHeaderContainer()
    private var placement: Placement?
    /// The live pages' scroll views, by scroll view.
    private var pages: [ObjectIdentifier: PagerHeaderPageScroll] = [:]
    private var pagesOffset: NSKeyValueObservation?
    private var needsResolve = true
    private var retryScheduled = false
    /// Which pages without a scroll view are looked for again (`PagerHeaderLookup`).
    private var lookup = PagerHeaderLookup()
    /// Live pages with no scroll view to inset: their view controllers get the room below the
    /// strip as safe area instead, by page view.
    private var barePages: [ObjectIdentifier: BarePage] = [:]
    /// Whether `pager.accessibilityElements` is ours (set when the app had set none).
    private var ownsAccessibilityElements = false
    /// Whether the header view is hidden from VoiceOver by us (it is shown again when it leaves).
    private var hidesHeader = false
    private var lastState: PagerHeaderState?

    /// A page without a scroll view: its view controller, and the extra top safe area it had.
    private struct BarePage {
        weak var controller: UIViewController?
        let ownTop: CGFloat
    }

    /// The constraints the state drives.
    private struct Placement {
        var all: [NSLayoutConstraint]
        let clipHeight, headerTop, headerHeight, stripTop: NSLayoutConstraint
    }

    init(pager: ViewPager) {
        self.pager = pager
    }

    /// Whether the pager shows a header.
    var isActive: Bool { view != nil && configuration != nil }

    /// The state now (expanded without a header).
    var state: PagerHeaderState { coordinator?.state ?? .expanded }

    // MARK: - Installing

    private func configurationDidChange(from old: PagerHeaderConfiguration?) {
        guard let configuration, old != nil, coordinator != nil else { return install(replacing: view) }
        coordinator?.configuration = configuration
        reinsetPages()
    }

    /// Puts the header in (or takes it out of) the pager.
    private func install(replacing old: UIView?) {
        guard let pager else { return }
        old?.removeFromSuperview()
        if hidesHeader {
            old?.accessibilityElementsHidden = false
            view?.accessibilityElementsHidden = false
            hidesHeader = false
        }
        guard let view, let configuration else { return uninstall() }
        if coordinator == nil {
            coordinator = PagerHeaderCoordinator(configuration: configuration)
            coordinator?.selectPage(pager.pagedView.selectedIndex)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        container.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        // The pages run under the header and the strip: they go first, the strip last.
        pager.insertSubview(container, aboveSubview: pager.pagedView)
        pager.bringSubviewToFront(pager.tabbedView)
        NSLayoutConstraint.deactivate(pager.stackConstraints + (placement?.all ?? []))
        let guide = pager.safeAreaLayoutGuide
        let clip = container.heightAnchor.constraint(equalToConstant: 0)
        let top = view.topAnchor.constraint(equalTo: container.topAnchor)
        let height = view.heightAnchor.constraint(equalToConstant: configuration.expandedHeight)
        let strip = pager.tabbedView.topAnchor.constraint(equalTo: guide.topAnchor)
        let all = [clip, top, height, strip,
                   container.topAnchor.constraint(equalTo: guide.topAnchor),
                   container.leftAnchor.constraint(equalTo: pager.leftAnchor),
                   container.rightAnchor.constraint(equalTo: pager.rightAnchor),
                   view.leftAnchor.constraint(equalTo: container.leftAnchor),
                   view.rightAnchor.constraint(equalTo: container.rightAnchor),
                   // At the safe area's top, not the pager's: a page's top safe area is then 0, so
                   // a scroll view's adjusted top is its content inset (the header's height
                   // included) under every `contentInsetAdjustmentBehavior`, tall or short,
                   // and its resting top does not move when its content grows.
                   pager.pagedView.topAnchor.constraint(equalTo: guide.topAnchor)]
        NSLayoutConstraint.activate(all)
        placement = Placement(all: all, clipHeight: clip, headerTop: top, headerHeight: height, stripTop: strip)
        // VoiceOver: header, strip, then the page (the pages are first among the subviews);
        // an order the app set is left alone.
        if pager.accessibilityElements == nil || ownsAccessibilityElements {
            pager.accessibilityElements = [view, pager.tabbedView, pager.pagedView]
            ownsAccessibilityElements = true
        }
        let pagesView = pager.pagedView.collectionView
        // After each of the pages' own layout passes, when their layout is prepared for their
        // size (a rotation's first offset reports come before: `pagesDidMove` waits for this).
        (pagesView as? PagingCollectionView)?.didLayOutCells = { [weak self] in self?.pagesDidMove() }
        pagesOffset = pagesView.observe(\.contentOffset, options: []) { [weak self] _, _ in
            let driver = self
            runOnMainThread { driver?.pagesDidMove() }
        }
        setNeedsResolve()
        lastState = nil
        place(state)
    }

    private func uninstall() {
        guard let pager else { return }
        pagesOffset?.invalidate()
        pagesOffset = nil
        (pager.pagedView.collectionView as? PagingCollectionView)?.didLayOutCells = {}
        pages.values.forEach { $0.detach() }
        pages = [:]
        setBarePages([:])
        lookup.pagesChanged()
        container.removeFromSuperview()
        NSLayoutConstraint.deactivate(placement?.all ?? [])
        NSLayoutConstraint.activate(pager.stackConstraints)
        placement = nil
        coordinator = nil
        if ownsAccessibilityElements { pager.accessibilityElements = nil }
        ownsAccessibilityElements = false
    }

    // MARK: - Entries

    /// The pager laid out (rotation, a new safe area, the strip's height, the header moving):
    /// pages whose view or scroll view changed are looked at again, and every page reports.
    func pagerDidLayOut() {
        guard isActive, let pager else { return }
        if !needsResolve {
            needsResolve = pages.values.contains { scroll in
                guard let view = pager.pagedView.viewForPage(at: scroll.page) else { return true }
                return !scroll.belongs(to: view)
            }
        }
        if needsResolve { resolvePages() }
        pages.values.forEach(report)
        pagesDidMove()
    }

    /// The pages' callback finished with `effects`: edits move remembered places, new and
    /// dropped pages are looked at, a new selection takes the header.
    func pagesDidReport(_ effects: [PagerPagesBehavior.Effect]) {
        guard isActive else { return }
        var pagesChanged = false
        for case .page(let event) in effects {
            switch event {
            case .reindex(let map):
                coordinator?.apply(map)
                lookup.pagesChanged()
                for scroll in pages.values { if let new = map.newIndex(forOld: scroll.page) { scroll.page = new } }
                pagesChanged = true
            case .load, .unload:
                lookup.pagesChanged()
                pagesChanged = true
            case .willAppear, .didAppear, .willDisappear, .didDisappear:
                break
            }
        }
        // At once, not at the next layout pass: a page loaded during a swipe (or the first
        // layout) has its inset before it is drawn; one found later (SwiftUI's) is retried.
        if pagesChanged { resolvePages() }
        pagesDidMove()
    }

    /// The tab strip's height changed: the pages' added inset follows, their places kept.
    func stripHeightDidChange() {
        reinsetPages()
    }

    /// Looks for each page's scroll view again at the next layout pass.
    func setNeedsResolve() {
        needsResolve = true
        pager?.setNeedsLayout()
    }

    // MARK: - Forwarding

    /// The pages moved or changed selection: the coordinator hands the header over and names
    /// the pages to align before they are seen.
    private func pagesDidMove() {
        guard let pager, coordinator != nil else { return }
        let pagesView = pager.pagedView.collectionView
        // Rotating, UIKit moves the pages' offset inside the collection view's layout pass,
        // before the core's layout is prepared for the new width: pages read off the old layout
        // would be aligned wrongly. The pages' layout pass (`didLayOutCells`) catches up.
        guard pagesView.bounds.size == pager.pagedView.pagesLayout.pagesLayout.context.viewportSize else { return }
        let visible = CGRect(origin: pagesView.contentOffset, size: pagesView.bounds.size)
        let onScreen = Set(pager.pagedView.pagesLayout.pagesLayout.items(in: visible).filter { $0.elementKind == .cell }
            .map(\.index.item))
        let aligned = coordinator?.pagesDidMove(selected: pager.pagedView.selectedIndex, onScreen: onScreen) ?? []
        for (page, distance) in aligned { scroll(for: page)?.setDistance(distance) }
        place(state)
    }

    private func report(_ scroll: PagerHeaderPageScroll) {
        guard coordinator != nil else { return }
        scroll.makeRoomToPin()
        if coordinator?.pageDidScroll(scroll.page, distance: scroll.distance()) != nil { place(state) }
    }

    /// Someone set a page's top inset: the header's height is added to their new inset, the
    /// page kept where the coordinator last heard it.
    private func insetReplaced(_ scroll: PagerHeaderPageScroll) {
        guard let coordinator else { return }
        scroll.setAddedTop(addedTop, keeping: coordinator.distance(of: scroll.page))
    }

    private func reinsetPages() {
        guard let coordinator else { return }
        for scroll in pages.values { scroll.configuration = configuration }
        for scroll in pages.values { scroll.setAddedTop(addedTop, keeping: coordinator.distance(of: scroll.page)) }
        pager?.setNeedsLayout()
        place(state)
    }

    private var addedTop: CGFloat {
        guard let configuration, let pager else { return 0 }
        return configuration.topInset(stripHeight: pager.sizeConfiguration.height)
    }

    private func scroll(for page: Int) -> PagerHeaderPageScroll? {
        pages.values.first { $0.page == page }
    }

    // MARK: - Placing

    /// Sets the constraints the state asks for (laid out in this frame's layout pass, without
    /// forcing one from inside a scroll view's callback) and each page's indicator.
    private func place(_ state: PagerHeaderState) {
        guard let configuration, let placement, let pager else { return }
        let stripHeight = pager.sizeConfiguration.height
        set(placement.clipHeight, max(0, state.stripTop(in: configuration)))
        set(placement.headerTop, state.headerTop(in: configuration))
        set(placement.headerHeight, state.headerHeight(in: configuration))
        set(placement.stripTop, state.stripTop(in: configuration))
        let indicator = state.scrollIndicatorTop(in: configuration, stripHeight: stripHeight)
        pages.values.forEach { $0.setIndicatorTop(indicator) }
        let pageTop = state.pageSafeAreaTop(in: configuration, stripHeight: stripHeight)
        for bare in barePages.values {
            guard let controller = bare.controller else { continue }
            let wanted = bare.ownTop + pageTop
            if controller.additionalSafeAreaInsets.top != wanted { controller.additionalSafeAreaInsets.top = wanted }
        }
        // Pinned with no collapsed height, the header is clipped out of sight: VoiceOver skips it.
        let hidden = state.hidesHeaderFromAccessibility(in: configuration)
        if let view, hidesHeader != hidden {
            hidesHeader = hidden
            view.accessibilityElementsHidden = hidden
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
        guard state != lastState else { return }
        lastState = state
        onChange?(state)
    }

    private func set(_ constraint: NSLayoutConstraint, _ value: CGFloat) {
        if constraint.constant != value { constraint.constant = value }
    }

    // MARK: - Finding the pages' scroll views

    /// Matches each live page's scroll view with its observation: new ones are attached (and
    /// aligned if on screen), gone ones given back as they were found.
    private func resolvePages() {
        guard let pager, coordinator != nil else { return }
        needsResolve = false
        let pagedView = pager.pagedView
        var found: [ObjectIdentifier: (page: Int, view: UIView, scrollView: UIScrollView)] = [:]
        var bare: [ObjectIdentifier: UIViewController] = [:]
        var unresolved = false
        for page in 0..<pagedView.numberOfPages {
            guard let view = pagedView.viewForPage(at: page) else { continue }
            let search = scrollView(forPage: page, in: view)
            let lookAgain = lookup.lookAgain(after: search.outcome, page: page)
            unresolved = unresolved || lookAgain
            guard let scrollView = search.scrollView else {
                // Settled without one (not while SwiftUI may still make it): the page's view
                // controller gets the room below the strip as safe area. One that has it keeps it
                // while it is looked for again (pages loading on a swipe), so it does not jump.
                if let controller = Self.controller(of: view),
                   !lookAgain || barePages[ObjectIdentifier(controller)] != nil {
                    bare[ObjectIdentifier(controller)] = controller
                }
                continue
            }
            found[ObjectIdentifier(scrollView)] = (page, view, scrollView)
        }
        setBarePages(bare)
        for (id, scroll) in pages where found[id] == nil || !scroll.belongs(to: found[id]!.view) {
            scroll.detach()
            pages[id] = nil
        }
        for (id, entry) in found {
            if let scroll = pages[id] {
                scroll.page = entry.page
                continue
            }
            attach(entry.scrollView, page: entry.page, view: entry.view, id: id)
        }
        if unresolved { retryLater() }
    }

    /// Gives pages that no longer lack a scroll view their own safe area back, and remembers
    /// the new ones' (placed at the next `place`).
    private func setBarePages(_ controllers: [ObjectIdentifier: UIViewController]) {
        for (id, old) in barePages where controllers[id] == nil {
            old.controller?.additionalSafeAreaInsets.top = old.ownTop
            barePages[id] = nil
        }
        for (id, controller) in controllers where barePages[id] == nil {
            barePages[id] = BarePage(controller: controller, ownTop: controller.additionalSafeAreaInsets.top)
        }
        if !controllers.isEmpty { place(state) }
    }

    /// The view controller whose view `view` is (a page given as a view controller's view), or
    /// whose view it wraps alone (a SwiftUI page: a view holding its hosting controller's view),
    /// or `nil` for a plain view.
    private static func controller(of view: UIView) -> UIViewController? {
        if let controller = view.next as? UIViewController { return controller }
        guard view.subviews.count == 1 else { return nil }
        return view.subviews[0].next as? UIViewController
    }

    private func attach(_ scrollView: UIScrollView, page: Int, view: UIView, id: ObjectIdentifier) {
        let scroll = PagerHeaderPageScroll(scrollView: scrollView, page: page, pageView: view)
        scroll.configuration = configuration
        scroll.onScroll = { [weak self] in self?.report($0) }
        scroll.onForeignInset = { [weak self] in self?.insetReplaced($0) }
        pages[id] = scroll
        // Where the page was before the header's inset: its own place (0 at its top).
        let own = scroll.distance()
        scroll.setAddedTop(addedTop, keeping: own)
        if let aligned = coordinator?.scrollViewAttached(page, distance: scroll.distance()) {
            scroll.setDistance(aligned)
        }
        place(state)
    }

    /// A page's view has no scroll view yet (a SwiftUI page's is made at its first layout,
    /// after the pager's): looked for once more after this pass, a few times at most
    /// (`PagerHeaderLookup`), so a page that has none does not keep the main thread busy.
    private func retryLater() {
        guard !retryScheduled else { return }
        retryScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.retryScheduled = false
            self.setNeedsResolve()
        }
    }

    /// The app's answer, the page's view or view controller's (`PagerHeaderScrollable`), the
    /// page's view itself, or the first vertical scroll view in it, breadth first. An app's
    /// `nil` is final; a search that found nothing may find it later (`PagerHeaderLookup`).
    private func scrollView(forPage page: Int, in view: UIView)
        -> (scrollView: UIScrollView?, outcome: PagerHeaderLookup.Outcome) {
        func answer(_ scrollView: UIScrollView?) -> (UIScrollView?, PagerHeaderLookup.Outcome) {
            (scrollView, scrollView == nil ? .explicitlyNone : .found)
        }
        if let provider = scrollViewProvider { return answer(provider(page, view)) }
        if let named = view as? PagerHeaderScrollable { return answer(named.pagerHeaderScrollView) }
        if let controller = view.next as? PagerHeaderScrollable { return answer(controller.pagerHeaderScrollView) }
        let searched = Self.firstVerticalScrollView(in: view)
        return (searched, searched == nil ? .notFound : .found)
    }

    /// Breadth first, so a page's list is found before a horizontal row inside it; text views
    /// and pagers (horizontal, bouncing sideways) are passed over.
    ///
    /// A SwiftUI page (a `UIHostingController`'s view) holds no scroll view until SwiftUI has
    /// laid it out: a `ScrollView` and a `List` are then backed by a `UIScrollView` subclass (a
    /// collection view for `List` on iOS 16 and later, a table view before) somewhere under the
    /// hosting view, which this finds (`resolvePages` looks again after the pass). How robust:
    /// SwiftUI documents neither that backing nor where it sits, only that its scrolling is
    /// UIKit's; it has held from iOS 13 to 18, and the fallback if it changes is the header
    /// staying expanded, not a crash. SwiftUI may also set the scroll view's insets as it lays
    /// out: `PagerHeaderPageScroll` then adds the header's height to its new inset.
    static func firstVerticalScrollView(in root: UIView) -> UIScrollView? {
        var level: [UIView] = [root]
        while !level.isEmpty {
            // The tallest at the shallowest depth: a page's list rather than a row beside it.
            let candidates = level.compactMap { $0 as? UIScrollView }.filter { isVertical($0) }
            if let tallest = candidates.max(by: { $0.bounds.height < $1.bounds.height }) { return tallest }
            level = level.flatMap { $0.subviews }
        }
        return nil
    }

    /// A scroll view that scrolls up and down: not a text view, a pager or a horizontal row (a
    /// collection view laid out sideways, content wider than it, or bouncing sideways only).
    private static func isVertical(_ scrollView: UIScrollView) -> Bool {
        if scrollView is UITextView || scrollView is PagingCollectionView { return false }
        if let collectionView = scrollView as? UICollectionView, scrollsHorizontally(collectionView.collectionViewLayout) {
            return false
        }
        if scrollView.alwaysBounceVertical { return true }
        return !scrollView.alwaysBounceHorizontal && scrollView.contentSize.width <= scrollView.bounds.width + 1
    }

    private static func scrollsHorizontally(_ layout: UICollectionViewLayout) -> Bool {
        if let flow = layout as? UICollectionViewFlowLayout { return flow.scrollDirection == .horizontal }
        if let compositional = layout as? UICollectionViewCompositionalLayout {
            return compositional.configuration.scrollDirection == .horizontal
        }
        return false
    }
}

/// Clips the header as it slides up under the safe area's top, and lets touches on the header's
/// background through to the page below (a drag that starts on the header scrolls the page, as
/// one scroll view would); the header's controls, and views with gesture recognisers of their
/// own, still take their touches.
@MainActor
final class PagerHeaderContainer: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// Whether touches on the header's background go through to the page below.
    var letsDragsThrough = true

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        var view = super.hitTest(point, with: event)
        let hit = view
        guard letsDragsThrough else { return hit === self ? nil : hit }
        while let current = view, current !== self {
            if current is UIControl || !(current.gestureRecognizers ?? []).isEmpty { return hit }
            view = current.superview
        }
        return nil
    }
}
#endif
