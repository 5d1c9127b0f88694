#if canImport(UIKit)
import UIKit
import TesseraCore

/// Supplies the cells of an `InfiniteGridView`, by tile.
@MainActor
public protocol InfiniteGridViewDataSource: AnyObject {
    /// The cell for the tile at `coordinates` (its data coordinates in torus mode, always
    /// within `columns × rows`). Dequeue it from `gridView` with `indexPath`, which is only the
    /// slot the tile borrows: do not keep it.
    func infiniteGridView(_ gridView: InfiniteGridView, cellForTileAt coordinates: GridCoordinates,
                          indexPath: IndexPath) -> UICollectionViewCell
}

/// Hears about selection and scrolling in an `InfiniteGridView`. Every method is optional.
@MainActor
public protocol InfiniteGridViewDelegate: AnyObject {
    /// The user tapped the tile at `coordinates` (its data coordinates in torus mode).
    func infiniteGridView(_ gridView: InfiniteGridView, didSelectTileAt coordinates: GridCoordinates)
    /// A different tile is now at the centre of the view (a position on the plane).
    func infiniteGridView(_ gridView: InfiniteGridView, didChangeCenterTo coordinates: GridCoordinates)
    /// The content moved (every frame while scrolling; never for an invisible recentre).
    func infiniteGridViewDidScroll(_ gridView: InfiniteGridView)
    /// The content came to rest after a drag, a deceleration or an animation.
    func infiniteGridViewDidEndScrolling(_ gridView: InfiniteGridView)
}

/// Every delegate method is optional.
extension InfiniteGridViewDelegate {
    /// Does nothing by default.
    public func infiniteGridView(_ gridView: InfiniteGridView, didSelectTileAt coordinates: GridCoordinates) {}
    /// Does nothing by default.
    public func infiniteGridView(_ gridView: InfiniteGridView, didChangeCenterTo coordinates: GridCoordinates) {}
    /// Does nothing by default.
    public func infiniteGridViewDidScroll(_ gridView: InfiniteGridView) {}
    /// Does nothing by default.
    public func infiniteGridViewDidEndScrolling(_ gridView: InfiniteGridView) {}
}

/// The cell an `InfiniteGridView` shows without a data source: its coordinates, centred
/// (what the tutorial's grid shows).
@preconcurrency @MainActor
open class InfiniteGridTileCell: UICollectionViewCell {
    /// The label showing the coordinates.
    public let label = UILabel()

    /// The coordinates shown; also what VoiceOver reads.
    public var coordinates: GridCoordinates? {
        didSet {
            label.text = coordinates.map { "\($0.x), \($0.y)" }
            accessibilityLabel = coordinates.map { AccessibilityAnnouncement.tile($0).localizedText }
        }
    }

    /// Creates a tile cell with a centred label and a hairline border.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a tile cell from a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        label.textAlignment = .center
        // Dynamic Type: the caption style, scaled with the user's text size.
        label.font = UIFontMetrics(forTextStyle: .caption1)
            .scaledFont(for: .monospacedDigitSystemFont(ofSize: 12, weight: .regular))
        label.adjustsFontForContentSizeCategory = true
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        contentView.addSubview(label)
        contentView.layer.borderWidth = 0.5
        updateBorderColor()
        isAccessibilityElement = true
    }

    /// A layer's colour is a `CGColor`, resolved once: resolve the dynamic separator colour
    /// again when Dark Mode switches.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { updateBorderColor() }
    }

    private func updateBorderColor() {
        contentView.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }

    /// The label fills the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }

    /// A reused cell shows nothing until configured.
    open override func prepareForReuse() {
        super.prepareForReuse()
        coordinates = nil
    }
}
#endif
