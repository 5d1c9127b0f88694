#if canImport(UIKit)
import UIKit
import TesseraCore

/// Hears about a ``PresentationCollectionView``'s selection, switches and scrolling. Every
/// method has a default that does nothing.
@MainActor
public protocol PresentationCollectionViewDelegate: AnyObject {
    /// The user tapped an item.
    func presentationView(_ presentationView: PresentationCollectionView, didSelectItemAt indexPath: IndexPath)
    /// A switch ended at its target: `kind` shows now.
    func presentationView(_ presentationView: PresentationCollectionView, didSwitchTo kind: PresentationKind)
    /// An interactive switch was cancelled: `kind` shows again.
    func presentationView(_ presentationView: PresentationCollectionView, didCancelSwitchBackTo kind: PresentationKind)
    /// The content offset changed.
    func presentationViewDidScroll(_ presentationView: PresentationCollectionView)
}

extension PresentationCollectionViewDelegate {
    public func presentationView(_ presentationView: PresentationCollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func presentationView(_ presentationView: PresentationCollectionView, didSwitchTo kind: PresentationKind) {}
    public func presentationView(_ presentationView: PresentationCollectionView,
                                 didCancelSwitchBackTo kind: PresentationKind) {}
    public func presentationViewDidScroll(_ presentationView: PresentationCollectionView) {}
}
#endif
