#if canImport(UIKit)
// The README's infinite-grid snippet, compiled: the part between the snippet markers is quoted
// verbatim in README.md, and ReadmeSnippetTests fails when the two differ.
// snippet-begin
import UIKit
import TesseraUIKit   // re-exports TesseraCore

class MapViewController: UIViewController {
    var infiniteGrid: InfiniteGrid?          // the tutorial's names, unchanged

    override func viewDidLoad() {
        super.viewDidLoad()
        infiniteGrid = InfiniteGrid(hostView: view)
        infiniteGrid?.centerCoordinates = GridCoordinates(x: 1_000, y: -42)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        infiniteGrid?.scrollToCenter()
    }
}
// snippet-end
#endif
