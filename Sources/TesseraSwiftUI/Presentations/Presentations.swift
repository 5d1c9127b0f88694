#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

/// One collection for SwiftUI that switches between presentations — list, grid, mosaic,
/// waterfall, or your own — keeping the user's place, with the presentation bound to any
/// `Hashable` value the app chooses.
///
///     enum Look: Hashable { case list, grid }
///
///     struct Photos: View {
///         let photos: [Photo]                     // Identifiable
///         @State private var look = Look.list
///
///         var body: some View {
///             Presentations(photos, presentation: $look, layout: { look in
///                 look == .list ? try! ListPresentation(rowHeight: 88, lineSpacing: 8)
///                               : try! GridPresentation(columns: .count(3), itemSpacing: 4, lineSpacing: 4)
///             }) { photo, style in
///                 PhotoCell(photo, sideBySide: style.aspect == .horizontal)
///             }
///             .toolbar {
///                 Button("Switch") { withAnimation { look = look == .list ? .grid : .list } }
///             }
///         }
///     }
///
/// Setting the binding switches, animated inside `withAnimation` (over
/// `presentationsSwitchDuration(_:)`; at once with Reduce Motion): the item at the top of the
/// screen stays exactly where it is. A value set during a switch takes it over from the frames
/// on screen. Each cell's content is told the presentation it is shown in and the shape of its
/// frame (`PresentationCellStyle`), and is rebuilt when that changes, keeping its state. When the
/// data changes inside an animated transaction, inserts, removals and moves animate.
///
/// Each item's content carries its item's identity and the whole environment around the
/// collection (see <doc:IdentityStateAndEnvironment>); VoiceOver reaches each item's own
/// elements.
///
/// This is `PresentationCollectionView` with cells that host SwiftUI content; every decision is
/// made by `PresentationBinding` and `PresentationBehavior` in TesseraCore, tested on Linux.
@MainActor
public struct Presentations<Data: RandomAccessCollection, ID: Hashable, Selection: Hashable & Sendable,
                            Content: View>: UIViewRepresentable {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let presentation: Binding<Selection>
    let layout: (Selection) -> any Presentation
    let content: (Data.Element, PresentationCellStyle) -> Content
    /// What a drop or a VoiceOver move calls (`onMove(perform:)`, `Presentations+Reorder.swift`).
    var moveAction: ((IndexSet, Int) -> Void)?

    /// Creates a collection of `data` identified by `id`.
    /// - Parameters:
    ///   - presentation: The app's choice of presentation, kept in step both ways.
    ///   - layout: The presentation for a choice; asked when the collection switches to it.
    ///   - content: The view for one item, given the presentation it is shown in and the shape
    ///     of its frame.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, presentation: Binding<Selection>,
                layout: @escaping (Selection) -> any Presentation,
                @ViewBuilder content: @escaping (Data.Element, PresentationCellStyle) -> Content) {
        self.data = data
        self.id = id
        self.presentation = presentation
        self.layout = layout
        self.content = content
    }

    /// The identities of the items, in order.
    var identities: [ID] { data.map { $0[keyPath: id] } }

    /// Creates the coordinator that joins the collection to the binding.
    public func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    /// Creates the collection, showing the presentation of the binding's value.
    public func makeUIView(context: Context) -> PresentationCollectionView {
        let view = BoundPresentationCollectionView(frame: .zero, presentation: layout(presentation.wrappedValue))
        context.coordinator.attach(view, environment: context.environment)
        return view
    }

    /// Carries the representable's data, options and binding over to the collection.
    public func updateUIView(_ view: PresentationCollectionView, context: Context) {
        context.coordinator.update(self, view: view, animation: HostingAnimation(context),
                                   environment: context.environment)
    }

    /// Lets go of the collection.
    public static func dismantleUIView(_ view: PresentationCollectionView, coordinator: Coordinator) {
        view.onBehaviorReport = nil
        (view as? BoundPresentationCollectionView)?.didLayout = nil
    }
}

extension Presentations where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates a collection of `Identifiable` items.
    /// - Parameters:
    ///   - presentation: The app's choice of presentation, kept in step both ways.
    ///   - layout: The presentation for a choice; asked when the collection switches to it.
    ///   - content: The view for one item, given the presentation it is shown in and the shape
    ///     of its frame.
    public init(_ data: Data, presentation: Binding<Selection>, layout: @escaping (Selection) -> any Presentation,
                @ViewBuilder content: @escaping (Data.Element, PresentationCellStyle) -> Content) {
        self.init(data, id: \.id, presentation: presentation, layout: layout, content: content)
    }
}

/// The collection a `Presentations` shows: it tells its coordinator when it has laid out.
final class BoundPresentationCollectionView: PresentationCollectionView {
    var didLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        didLayout?()
    }
}

/// A hosting cell that rebuilds its content when UIKit applies attributes with another
/// presentation style (a switch passing its middle, a list row becoming a grid tile).
final class PresentationHostingCell: HostingCell {
    static let presentationReuseIdentifier = "Tessera.SwiftUI.PresentationHostingCell"
    /// The style the content was built for.
    var cellStyle: PresentationCellStyle?
    /// Whether the layout takes the cell's own height (the content is hosted at its ideal height).
    var sizesItself = false
    /// Rebuilds the content for a style.
    var render: ((PresentationCellStyle) -> Void)?

    /// The width the cell was last given while it sizes itself.
    private var selfSizingWidth: CGFloat?

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        // Another width (a rotation): measured again, at the new width.
        selfSizingWidth = PresentationLayoutAttributes.widthDidChange(layoutAttributes, of: self, since: selfSizingWidth)
        guard let attributes = layoutAttributes as? PresentationLayoutAttributes, let style = attributes.cellStyle,
              style != cellStyle || attributes.sizesItself != sizesItself else { return }
        cellStyle = style
        sizesItself = attributes.sizesItself
        render?(style)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        render = nil
        cellStyle = nil
        sizesItself = false
        selfSizingWidth = nil
    }

    /// In a self-sizing presentation the item is as tall as its SwiftUI content at the width
    /// it is given (UIKit asks after `apply(_:)`, so the content is this item's, in its style).
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        PresentationLayoutAttributes.preferred(layoutAttributes) { fittingHeight(forWidth: $0) }
    }
}
#endif
