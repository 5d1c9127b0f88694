import UIKit
import TesseraUIKit

/// The infinite grid as a map or a canvas has it: tiles in every direction without end, the
/// tile at the centre named below, and jumps home or a million tiles away.
final class TilePlaneViewController: DemoScreenController, InfiniteGridViewDataSource, InfiniteGridViewDelegate {
    private var grid: InfiniteGridView!
    private let centreLabel = DemoUI.label(.headline, lines: 1)

    /// Tiles big enough for their label at the user's text size.
    private var tileConfiguration: InfiniteGridLayout.Configuration {
        let side = DemoUI.scaled(88, for: .caption1, in: traitCollection)
        return (try? InfiniteGridLayout.Configuration(tileSize: CGSize(width: side, height: side),
                                                      horizontalSpacing: 2, verticalSpacing: 2)) ?? .standard
    }

    /// A new text size while the screen is open: new tiles, the one at the centre kept.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard let grid, traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory
        else { return }
        grid.configuration = tileConfiguration
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        grid = InfiniteGridView(frame: view.bounds, configuration: tileConfiguration)
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grid.register(InfiniteGridTileCell.self, forCellWithReuseIdentifier: "tile")
        grid.gridDataSource = self
        grid.gridDelegate = self
        grid.tilesAccessibilityLabel = "Tiles"
        view.addSubview(grid)
        showCentre(grid.centerCoordinates)

        // Controls on a material bar over the tiles, which run under it.
        let home = DemoUI.button("Home") { [weak self] in self?.grid.scroll(to: .zero, animated: true) }
        let far = DemoUI.button("A million away") { [weak self] in
            guard let self else { return }
            grid.scroll(to: grid.centerCoordinates.offsetBy(x: 1_000_000, y: -77), animated: true)
        }
        let buttons = UIStackView(arrangedSubviews: [home, far])
        buttons.spacing = 12
        let controls = UIStackView(arrangedSubviews: [centreLabel, buttons])
        controls.axis = .vertical
        controls.alignment = .center
        controls.spacing = 8
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        bar.layer.cornerRadius = 16
        bar.clipsToBounds = true
        bar.contentView.addSubview(controls)
        controls.translatesAutoresizingMaskIntoConstraints = false
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            controls.topAnchor.constraint(equalTo: bar.contentView.topAnchor, constant: 12),
            controls.bottomAnchor.constraint(equalTo: bar.contentView.bottomAnchor, constant: -12),
            controls.leadingAnchor.constraint(equalTo: bar.contentView.leadingAnchor, constant: 16),
            controls.trailingAnchor.constraint(equalTo: bar.contentView.trailingAnchor, constant: -16),
            bar.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            bar.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -16),
            bar.widthAnchor.constraint(lessThanOrEqualTo: guide.widthAnchor, constant: -32),
        ])
        view.forceRightToLeft(rightToLeft)
    }

    private func showCentre(_ coordinates: GridCoordinates) {
        centreLabel.text = "Centre: column \(coordinates.x), row \(coordinates.y)"
    }

    // MARK: - InfiniteGridViewDataSource, InfiniteGridViewDelegate

    func infiniteGridView(_ gridView: InfiniteGridView, cellForTileAt coordinates: GridCoordinates,
                          indexPath: IndexPath) -> UICollectionViewCell {
        let cell = gridView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! InfiniteGridTileCell
        // The tile cell shows its coordinates and reads them to VoiceOver ("Column 3, row −2").
        cell.coordinates = coordinates
        cell.contentView.backgroundColor = DemoPalette.wash(DemoPalette.tileIndex(x: coordinates.x, y: coordinates.y))
        cell.forceRightToLeft(rightToLeft)
        return cell
    }

    func infiniteGridView(_ gridView: InfiniteGridView, didChangeCenterTo coordinates: GridCoordinates) {
        showCentre(coordinates)
    }

    func infiniteGridView(_ gridView: InfiniteGridView, didSelectTileAt coordinates: GridCoordinates) {
        centreLabel.text = "Tapped column \(coordinates.x), row \(coordinates.y)"
    }
}
