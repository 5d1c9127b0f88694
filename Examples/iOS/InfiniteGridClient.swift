#if canImport(UIKit)
// A view controller written against the infinite-grid tutorial's API, as apps that started
// from it have it; the only change for Tessera is `import TesseraUIKit`. Below it, a client of the
// modern API: a data source asked for cells by coordinates and a delegate.
import UIKit
import TesseraUIKit

class ViewController: UIViewController {

    var infiniteGrid: InfiniteGrid?

    override func viewDidLoad() {
        super.viewDidLoad()
        self.infiniteGrid = InfiniteGrid(hostView: self.view)
        self.infiniteGrid?.centerCoordinates = GridCoordinates(x: 0, y: 0)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)

        infiniteGrid?.scrollToCenter()
    }
}

// MARK: - The modern API

final class MapTileCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// A week calendar that loops: 7 columns of weekdays by 52 rows of weeks on a torus.
final class CalendarViewController: UIViewController, InfiniteGridViewDataSource, InfiniteGridViewDelegate {
    private var grid: InfiniteGridView!
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = try! InfiniteGridLayout.Configuration(
            tileSize: CGSize(width: 48, height: 48), horizontalSpacing: 2, verticalSpacing: 2,
            torus: GridTorus(columns: 7, rows: 52))
        grid = InfiniteGridView(frame: view.bounds, configuration: configuration,
                                centerCoordinates: GridCoordinates(x: 3, y: 20))
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grid.register(MapTileCell.self, forCellWithReuseIdentifier: "day")
        grid.gridDataSource = self
        grid.gridDelegate = self
        grid.tilesAccessibilityLabel = "Calendar"
        view.addSubview(grid)
        titleLabel.frame = CGRect(x: 0, y: 40, width: view.bounds.width, height: 30)
        view.addSubview(titleLabel)
    }

    func infiniteGridView(_ gridView: InfiniteGridView, cellForTileAt coordinates: GridCoordinates,
                          indexPath: IndexPath) -> UICollectionViewCell {
        let cell = gridView.dequeueReusableCell(withReuseIdentifier: "day", for: indexPath) as! MapTileCell
        cell.label.text = "W\(coordinates.y + 1) D\(coordinates.x + 1)"
        cell.accessibilityLabel = "Week \(coordinates.y + 1), day \(coordinates.x + 1)"
        return cell
    }

    func infiniteGridView(_ gridView: InfiniteGridView, didSelectTileAt coordinates: GridCoordinates) {
        titleLabel.text = "Selected week \(coordinates.y + 1), day \(coordinates.x + 1)"
    }

    func infiniteGridView(_ gridView: InfiniteGridView, didChangeCenterTo coordinates: GridCoordinates) {
        let data = gridView.grid.dataCoordinates(for: coordinates)
        titleLabel.text = "Week \(data.y + 1)"
    }

    @objc func today() {
        grid.scroll(to: GridCoordinates(x: 3, y: 20), animated: true)
    }
}

/// A spreadsheet: ten fixed columns, rows without end downwards from row 0.
final class SheetViewController: UIViewController, InfiniteGridViewDataSource {
    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = try! InfiniteGridLayout.Configuration(
            tileSize: CGSize(width: 96, height: 32), horizontalSpacing: 1, verticalSpacing: 1,
            xBounds: 0...9, yBounds: 0...Int.max)
        let sheet = InfiniteGridView(frame: view.bounds, configuration: configuration)
        sheet.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sheet.register(MapTileCell.self, forCellWithReuseIdentifier: "cell")
        sheet.gridDataSource = self
        view.addSubview(sheet)
    }

    func infiniteGridView(_ gridView: InfiniteGridView, cellForTileAt coordinates: GridCoordinates,
                          indexPath: IndexPath) -> UICollectionViewCell {
        let cell = gridView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! MapTileCell
        cell.label.text = "\(UnicodeScalar(65 + coordinates.x).map(String.init) ?? "?")\(coordinates.y + 1)"
        return cell
    }
}
#endif
