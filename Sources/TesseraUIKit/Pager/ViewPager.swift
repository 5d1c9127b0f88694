#if canImport(UIKit)
import UIKit
import TesseraCore

/// A tab strip over paged content, kept in step both ways (the view-pager tutorial's
/// `ViewPager`): dragging the pages moves the indicator and the strip every frame, tapping a
/// tab animates the pages there, and each tab hears `onSelected()` / `onNotSelected()` once
/// per real change.
///
///     let viewPager = ViewPager(tabSizeConfiguration: .fillEqually(height: 60, spacing: 0))
///     viewPager.tabbedView.tabs = [AppTabItemView(title: "First"), AppTabItemView(title: "Second")]
///     viewPager.pagedView.pages = [firstView, secondView]
///
/// The two views stay in step through the core's `PagerLink`, whoever their delegates are:
/// the pager makes itself their delegate, as the tutorial's does, and an app may take either
/// over to be told of taps or page changes. The pager adopts both delegate protocols, so an
/// app can also make it the delegate of a `TabbedView` elsewhere on screen.
@preconcurrency @MainActor
open class ViewPager: UIView {
    /// The tab strip.
    public let tabbedView: TabbedView
    /// The pages.
    public let pagedView: PagedView
    private let link = PagerLink()
    private var stripHeight: NSLayoutConstraint?
    /// The strip at the top and the pages below it: what a header replaces (`ViewPager+Header.swift`).
    private(set) var stackConstraints: [NSLayoutConstraint] = []
    /// The collapsing header, if any (`ViewPager+Header.swift`).
    lazy var header = PagerHeaderDriver(pager: self)

    /// How wide and tall the tabs are; the strip's height follows.
    public var sizeConfiguration: TabbedView.SizeConfiguration {
        get { tabbedView.sizeConfiguration }
        set {
            tabbedView.sizeConfiguration = newValue
            stripHeight?.constant = newValue.height
            header.stripHeightDidChange()
        }
    }

    /// The selected page and tab.
    public var selectedIndex: Int { pagedView.selectedIndex }

    // MARK: - Creating

    /// Creates a pager whose tabs are sized by `tabSizeConfiguration`.
    public init(tabSizeConfiguration: TabbedView.SizeConfiguration) {
        tabbedView = TabbedView(sizeConfiguration: tabSizeConfiguration, tabs: [], followsPages: true)
        pagedView = PagedView()
        super.init(frame: .zero)
        setUp()
    }

    /// Creates a pager from a storyboard or nib, with self-sizing 44 pt tabs.
    public required init?(coder: NSCoder) {
        tabbedView = TabbedView(sizeConfiguration: .selfSizing(height: 44), tabs: [], followsPages: true)
        pagedView = PagedView()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        // UIKit's convention: whoever constrains a view turns its autoresizing mask off (the
        // tutorial's client does it for the pager; the pager does it for its two parts). A
        // component that did it to itself would be zero-sized when an app places it by frame.
        for part in [tabbedView, pagedView] as [UIView] {
            part.translatesAutoresizingMaskIntoConstraints = false
            addSubview(part)
        }
        let height = tabbedView.heightAnchor.constraint(equalToConstant: sizeConfiguration.height)
        stripHeight = height
        // The strip keeps inside the safe area's sides (in landscape, tabs at the view's edges
        // sat under the sensor housing); the pages stay full-bleed.
        stackConstraints = [tabbedView.topAnchor.constraint(equalTo: topAnchor),
                            pagedView.topAnchor.constraint(equalTo: tabbedView.bottomAnchor)]
        NSLayoutConstraint.activate(stackConstraints + [
            tabbedView.leftAnchor.constraint(equalTo: safeAreaLayoutGuide.leftAnchor),
            tabbedView.rightAnchor.constraint(equalTo: safeAreaLayoutGuide.rightAnchor),
            height,
            pagedView.leftAnchor.constraint(equalTo: leftAnchor),
            pagedView.rightAnchor.constraint(equalTo: rightAnchor),
            pagedView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        // The link routes the effects of each callback of one view into the other's core once
        // that callback is carried out, as `LinkedEngines` does in the tests.
        let link = self.link
        pagedView.linkedEffectHandler = { [weak tabbedView, weak self] effects in
            for call in effects.compactMap(link.follower(for:)) { tabbedView?.bridge.send(call.call) }
            self?.header.pagesDidReport(effects)
        }
        tabbedView.linkedEffectHandler = { [weak pagedView] effects in
            for call in effects.compactMap(link.leader(for:)) { pagedView?.bridge.send(call.call) }
        }
        // Not its parts' delegate (as the tutorial's pager is): the link alone keeps them in
        // step, once each callback is carried out. Through the delegates too, a tap selected
        // the page twice, the second time from inside the strip's callback. Their delegates
        // are the app's.
    }

    /// A forced direction (`.forceRightToLeft`) reaches both scroll views, which lay out
    /// again mirrored: the core reads each collection view's own effective direction, which a
    /// superview's attribute does not change.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            for view in [tabbedView, pagedView] as [UIView] { view.semanticContentAttribute = semanticContentAttribute }
            tabbedView.collectionView.semanticContentAttribute = semanticContentAttribute
            pagedView.collectionView.semanticContentAttribute = semanticContentAttribute
            tabbedView.relayout(.invalidation)
            pagedView.relayout(.invalidation)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        header.pagerDidLayOut()
    }

    // MARK: - Beyond the tutorial

    /// Selects page and tab `index`; animated, the pages scroll there and the strip follows.
    /// Works before the pager is laid out: it shows that page when it appears.
    public func select(index: Int, animated: Bool) {
        pagedView.moveToPage(at: index, animated: animated)
    }

    /// Inserts a page and its tab before `index`, keeping the selected page.
    public func insertPage(_ page: UIView, tab: TabItemProtocol, at index: Int) {
        edit(pagesMap: .inserting(at: index, into: pagedView.pages.count), newPages: [page],
             tabsMap: .inserting(at: index, into: tabbedView.tabs.count), newTabs: [tab])
    }

    /// Removes page and tab `index`; if it was selected, the page that takes its place is.
    public func removePage(at index: Int) {
        edit(pagesMap: .removing(at: index, from: pagedView.pages.count),
             tabsMap: .removing(at: index, from: tabbedView.tabs.count))
    }

    /// Moves page and tab `index` to `newIndex`, keeping the selected page.
    public func movePage(at index: Int, to newIndex: Int) {
        edit(pagesMap: .moving(from: index, to: newIndex, count: pagedView.pages.count),
             tabsMap: .moving(from: index, to: newIndex, count: tabbedView.tabs.count))
    }

    /// Replaces the tabs and tells the pages (whose `dataSource` or `cellDataSource` already
    /// has the new data) that they changed as `map` says — a diff of the pages' identities —
    /// as one change: the selected page is kept by identity, and its tab with it.
    public func reloadPages(tabs: [TabItemProtocol], map: PagerIndexMap) {
        tabbedView.replaceTabs(with: tabs, map: map, movesSelection: true)
        pagedView.reloadPages(map)
    }

    /// Edits tabs and pages as one change, each list by the map its core follows: the tab
    /// shown selected moves with its page, so no tab hears a change that is not one.
    private func edit(pagesMap: PagerIndexMap, newPages: [UIView] = [], tabsMap: PagerIndexMap,
                      newTabs: [TabItemProtocol] = []) {
        tabbedView.replaceTabs(with: tabsMap.applied(to: tabbedView.tabs, inserting: newTabs), map: tabsMap,
                               movesSelection: true)
        pagedView.replacePages(with: pagesMap.applied(to: pagedView.pages, inserting: newPages), map: pagesMap)
    }
}

// MARK: - The tutorial's delegates

extension ViewPager: TabbedViewDelegate {
    /// A tab of another strip this pager is the delegate of was tapped: the pages go there.
    public func didMoveToTab(at index: Int) {
        pagedView.moveToPage(at: index)
    }
}

extension ViewPager: PagedViewDelegate {
    /// Other pages this pager is the delegate of moved to `index`: the strip selects that tab.
    public func didMoveToPage(index: Int) {
        tabbedView.moveToTab(at: index)
    }
}
#endif
