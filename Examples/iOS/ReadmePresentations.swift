#if canImport(UIKit)
// The README's presentations snippet, compiled: the part between the snippet markers is quoted
// verbatim in README.md, and ReadmeSnippetTests fails when the two differ. `PhotoCell` is the
// app's own cell (PresentationsClient.swift has one, and the pinch).
// snippet-begin
import UIKit
import TesseraUIKit

final class PhotosViewController: UIViewController, UICollectionViewDataSource {
    private let presentations: [any Presentation] = [TabledContentPresentation(),
                                                     DefaultGriddedContentPresentation(),
                                                     CustomGriddedContentPresentation()]
    private var current = 0
    private lazy var photos = PresentationCollectionView(frame: view.bounds, presentation: presentations[0])

    override func viewDidLoad() {
        super.viewDidLoad()
        photos.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        photos.dataSource = self
        photos.autoresizingMask = [.flexibleWidth, .flexibleHeight]   // follows rotation and Split View
        view.addSubview(photos)
    }

    @objc func nextPresentation() {
        current = (current + 1) % presentations.count
        photos.setPresentation(presentations[current], animated: true)   // the top item stays put
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 240 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.titleLabel.text = "Photo \(indexPath.item + 1)"
        return cell
    }
    // A pinch drives beginInteractiveSwitch(to:anchorItem:) / updateInteractiveSwitch(progress:) /
    // endInteractiveSwitch(progressVelocity:) (Examples/iOS/PresentationsClient.swift).
}
// snippet-end
#endif
