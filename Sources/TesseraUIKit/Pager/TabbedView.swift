#if canImport(UIKit)
import UIKit
import TesseraCore

/// A strip of tabs — equal, fixed or self-sizing — with an indicator, scrolling when the tabs
/// overflow it (the view-pager tutorial's `TabbedView`). Alone it is a filter bar: a tap
/// selects a tab, the indicator slides there and the strip scrolls to show it. In a
/// `ViewPager` it follows the pages frame by frame.
///
///     let tabs = TabbedView(sizeConfiguration: .selfSizing(height: 44, spacing: 8))
///     tabs.tabs = ["All", "Unread", "Flagged"].map(TitleTab.init)
///     tabs.delegate = self                      // didMoveToTab(at:) on every tap
///
/// Behaviour lives in `PagerTabStripBehavior` and `PagerTabStripLayout` (TesseraCore, tested
/// on Linux); this view forwards UIKit's callbacks to the core and carries out what it asks.
@preconcurrency @MainActor
open class TabbedView: UIView {
    /// How wide and tall the tabs are: `.fillEqually(height:spacing:)`,
    /// `.fixed(width:height:spacing:)` (the tutorial's) or `.selfSizing(height:spacing:estimatedWidth:)`.
    public typealias SizeConfiguration = PagerTabStripLayout.SizeConfiguration

    /// Told when the user taps a tab.
    public weak var delegate: TabbedViewDelegate?

    /// The tabs. Assigning, appending, inserting or replacing keeps the selected tab by
    /// identity (alone) and tells a new tab view put at the selection that it is selected.
    public var tabs: [TabItemProtocol] {
        get { storedTabs }
        set { replaceTabs(with: newValue, map: PagerIndexMap(from: storedTabs.map(ObjectIdentifier.init),
                                                             to: newValue.map(ObjectIdentifier.init))) }
    }

    /// How wide and tall the tabs are; the strip lays out again, keeping the selection visible.
    public var sizeConfiguration: SizeConfiguration {
        get { configuration.size }
        set { configuration.size = newValue }
    }

    /// The whole strip configuration: alignment, insets, padding, indicator style, how the
    /// selection is kept visible. An invalid one lays out nothing (see `configurationError`).
    public var configuration: PagerTabStripLayout.Configuration {
        get { stripLayout.configuration }
        set {
            stripLayout.configuration = newValue
            measurements.measureAll()
            measureTabs()
            relayout(.invalidation)
        }
    }

    /// The indicator's colour. Defaults to the tint colour.
    public var indicatorColor: UIColor? {
        didSet { indicatorViews.forEach { $0.backgroundColor = indicatorColor ?? tintColor } }
    }

    /// Why `configuration` cannot work, or `nil`.
    public var configurationError: ConfigurationError? {
        do { try configuration.validate(); return nil } catch { return error as? ConfigurationError }
    }

    /// The selected tab (0 without tabs).
    public var selectedIndex: Int { bridge.behavior.selectedTab ?? 0 }

    /// The collection view showing the tabs (for backgrounds; keep its data source, delegate
    /// and layout).
    public let collectionView: UICollectionView

    let stripLayout: TabStripCollectionViewLayout
    private var storedTabs: [TabItemProtocol] = []
    /// Which tabs to measure and when to lay out again (the core's bookkeeping).
    private var measurements = TabMeasurements<ObjectIdentifier>()
    private let source = TabbedViewDataSource()
    /// Where tab views are measured: in the strip's traits (Dynamic Type), outside any cell.
    private let measuringHost = UIView()
    lazy var bridge = ScrollAdapterBridge(behavior: PagerTabStripBehavior(followsPages: followsPages),
                                          scrollView: collectionView, layout: { [stripLayout] in stripLayout.stripLayout },
                                          invalidate: { [stripLayout] in stripLayout.invalidateLayout() })
    /// Whether pages lead this strip (inside a `ViewPager`).
    let followsPages: Bool
    /// The strip's effects, for the `ViewPager` that links it to its pages.
    var linkedEffectHandler: (([PagerTabStripBehavior.Effect]) -> Void)?

    static let reuseIdentifier = "TabCollectionViewCell"

    // MARK: - Creating

    /// Creates a strip of `tabs` sized by `sizeConfiguration`.
    public convenience init(sizeConfiguration: SizeConfiguration, tabs: [TabItemProtocol] = []) {
        self.init(sizeConfiguration: sizeConfiguration, tabs: tabs, followsPages: false)
    }

    init(sizeConfiguration: SizeConfiguration, tabs: [TabItemProtocol], followsPages: Bool) {
        var configuration = PagerTabStripLayout.Configuration.standard
        configuration.size = sizeConfiguration
        stripLayout = TabStripCollectionViewLayout(configuration: configuration)
        collectionView = PagingCollectionView(frame: .zero, collectionViewLayout: stripLayout)
        self.followsPages = followsPages
        super.init(frame: .zero)
        setUp()
        if !tabs.isEmpty { self.tabs = tabs }
    }

    /// Creates a strip from a storyboard or nib: self-sizing 44 pt tabs.
    public required init?(coder: NSCoder) {
        stripLayout = TabStripCollectionViewLayout(configuration: .standard)
        collectionView = PagingCollectionView(frame: .zero, collectionViewLayout: stripLayout)
        followsPages = false
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        collectionView.frame = bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .clear
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.showsVerticalScrollIndicator = false
        collectionView.alwaysBounceVertical = false
        collectionView.contentInsetAdjustmentBehavior = .never
        #if os(iOS)
        collectionView.scrollsToTop = false
        #endif
        collectionView.register(TabCollectionViewCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
        collectionView.register(PagerIndicatorView.self, forSupplementaryViewOfKind: TabStripCollectionViewLayout.indicatorKind,
                                withReuseIdentifier: TabStripCollectionViewLayout.indicatorKind)
        // VoiceOver: the strip is a tab bar, its cells the tabs.
        collectionView.accessibilityTraits = .tabBar
        source.tabbedView = self
        collectionView.dataSource = source
        bridge.attach(to: collectionView, layout: stripLayout)
        bridge.onEffect = { [weak self] in self?.report($0) }
        bridge.requestLayout = { [weak self] in self?.setNeedsLayout() }
        bridge.onCallbackEffects = { [weak self] in self?.linkedEffectHandler?($0) }
        addSubview(collectionView)
        measuringHost.isHidden = true
        measuringHost.isUserInteractionEnabled = false
        addSubview(measuringHost)
    }

    // MARK: - The tutorial's API

    /// Selects tab `index`, animated: alone, the indicator slides there and the strip scrolls
    /// to show it; in a `ViewPager`, the pages go there and the strip follows them.
    public func moveToTab(at index: Int) {
        moveToTab(at: index, animated: true)
    }

    /// Selects tab `index`, animated or not.
    public func moveToTab(at index: Int, animated: Bool) {
        bridge.send { $0.select(tab: index, animated: animated, scroll: $1, layout: $2) }
    }

    // MARK: - Edits

    /// Inserts `tab` before `index`, keeping the selected tab.
    public func insertTab(_ tab: TabItemProtocol, at index: Int) {
        let map = PagerIndexMap.inserting(at: index, into: storedTabs.count)
        replaceTabs(with: map.applied(to: storedTabs, inserting: [tab]), map: map)
    }

    /// Removes tab `index`; if it was selected, the tab that takes its place is. An index
    /// without a tab removes nothing.
    public func removeTab(at index: Int) {
        let map = PagerIndexMap.removing(at: index, from: storedTabs.count)
        replaceTabs(with: map.applied(to: storedTabs), map: map)
    }

    /// Replaces the tabs as `map` says (the core keeps the selection through it), then
    /// reloads.
    func replaceTabs(with new: [TabItemProtocol], map: PagerIndexMap, movesSelection: Bool = false) {
        bridge.send { strip, _, _ in strip.applyEdit(map, movesSelection: movesSelection) }
        storedTabs = new
        measurements.tabs = new.map(ObjectIdentifier.init)
        measureTabs()
        collectionView.reloadData()
        relayout(.reload)
    }

    // MARK: - Layout

    /// The content of `tab` changed (a bolder selected label, a new badge count): a self-sizing
    /// strip measures it again at its next layout, and lays the tabs out again if its width
    /// changed. Safe to call from `onSelected()` and the other callbacks the strip makes.
    public func setNeedsMeasure(_ tab: TabItemProtocol) {
        measurements.contentChanged(ObjectIdentifier(tab))
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // New widths join this pass: one preparation, for the new frame too.
        if measureTabs() { bridge.noteLayoutChange(.invalidation) }
        bridge.layOutCollectionView(in: bounds)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.layoutDirection != previousTraitCollection?.layoutDirection { relayout(.invalidation) }
        // Measured at the next layout, once every view has the new traits.
        if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
            measurements.measureAll()
            setNeedsLayout()
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if indicatorColor == nil { indicatorViews.forEach { $0.backgroundColor = tintColor } }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        bridge.windowDidChange(isInWindow: window != nil)
    }

    func relayout(_ reason: LayoutChangeReason) {
        bridge.relayout(reason)
    }

    /// Measures the tabs the bookkeeping names and hands the widths to the layout when one
    /// changed. Returns whether one did (the strip must lay out again).
    @discardableResult
    private func measureTabs() -> Bool {
        let wanted = Set(measurements.tabsToMeasure())
        let height = configuration.size.height
        for tab in storedTabs where wanted.contains(ObjectIdentifier(tab)) {
            measurements.measured(ObjectIdentifier(tab), width: measure(tab, height: height))
        }
        guard let widths = measurements.takeChangedWidths() else { return false }
        stripLayout.setMeasuredWidths(widths)
        return true
    }

    /// Measures `tab` on its own — where it is if it can measure itself (`TabItemMeasuring`),
    /// else out of its cell, whose edges pin it, and in the strip's
    /// traits, so its fonts are the current text size's — then puts it back.
    private func measure(_ tab: TabItemProtocol, height: CGFloat) -> CGFloat {
        if let measuring = tab as? TabItemMeasuring { return measuring.fittingWidth(height: height) }
        let cell = tab.superview?.superview as? TabCollectionViewCell
        cell?.view = nil
        measuringHost.addSubview(tab)
        tab.layoutIfNeeded()
        let width = Self.fittingWidth(of: tab, height: height)
        tab.removeFromSuperview()
        cell?.view = tab
        return width
    }

    /// The narrowest width `tab` fits in: its Auto Layout fitting size, or (a view whose
    /// constraints only centre its content) the widest of its own and its subviews' natural
    /// widths.
    static func fittingWidth(of tab: UIView, height: CGFloat) -> CGFloat {
        let fitting = tab.systemLayoutSizeFitting(CGSize(width: UIView.layoutFittingCompressedSize.width, height: height),
                                                  withHorizontalFittingPriority: .fittingSizeLevel,
                                                  verticalFittingPriority: .required).width
        let natural = [tab.intrinsicContentSize.width]
            + tab.subviews.flatMap { [$0.intrinsicContentSize.width, $0.sizeThatFits(.zero).width] }
        return TabMeasurements<ObjectIdentifier>.width(fitting: fitting, natural: natural)
    }

    // MARK: - Reports

    private func report(_ effect: PagerTabStripBehavior.Effect) {
        switch effect {
        case .scroll:
            break // carried out by the adapter
        case .indicator(let progress):
            stripLayout.setSelectionProgress(progress)
        case .emphasis(let changes):
            for change in changes where storedTabs.indices.contains(change.tab) {
                (storedTabs[change.tab] as? TabItemProgressProtocol)?.onSelectionProgress(change.value)
            }
        case .selectionChanged(let from, let to):
            if let from, storedTabs.indices.contains(from) { storedTabs[from].onNotSelected() }
            if let to, storedTabs.indices.contains(to) { storedTabs[to].onSelected() }
            describeVisibleTabs()
        case .tabTapped:
            // The core keeps the selection; UIKit's own would mark the tapped cell selected
            // for VoiceOver after the pages moved on.
            for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: indexPath, animated: false)
            }
        case .selectionRequested:
            break
        }
        if case .tabTapped(let index) = effect { delegate?.didMoveToTab(at: index) }
    }

    /// The indicator views on screen.
    var indicatorViews: [UICollectionReusableView] {
        collectionView.visibleSupplementaryViews(ofKind: TabStripCollectionViewLayout.indicatorKind)
    }

    /// VoiceOver's description of every tab on screen.
    func describeVisibleTabs() {
        for case let cell as TabCollectionViewCell in collectionView.visibleCells {
            guard let indexPath = collectionView.indexPath(for: cell) else { continue }
            cell.describe(describeTab(indexPath.item))
        }
    }

    func describeTab(_ index: Int) -> PagerAccessibility? {
        stripLayout.stripLayout.accessibility(forTab: index, selectedTab: bridge.behavior.selectedTab ?? -1)
    }
}

/// The strip's data source: the app's tab views in cells, and the indicator.
@MainActor
private final class TabbedViewDataSource: NSObject, UICollectionViewDataSource {
    weak var tabbedView: TabbedView?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tabbedView?.tabs.count ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TabbedView.reuseIdentifier, for: indexPath)
        if let cell = cell as? TabCollectionViewCell, let tabbedView, tabbedView.tabs.indices.contains(indexPath.item) {
            cell.view = tabbedView.tabs[indexPath.item]
            cell.describe(tabbedView.describeTab(indexPath.item))
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        if let indicator = view as? PagerIndicatorView, let tabbedView {
            indicator.style = tabbedView.configuration.indicator
            indicator.backgroundColor = tabbedView.indicatorColor ?? tabbedView.tintColor
            indicator.isUserInteractionEnabled = false
        }
        return view
    }
}
#endif
