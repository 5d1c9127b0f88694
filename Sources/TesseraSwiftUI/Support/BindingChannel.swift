#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Writes to an app's binding, as SwiftUI allows: at once from a UIKit callback, after the
/// update when asked during `updateUIView` (SwiftUI forbids changing state while it updates
/// views), and then only if the core still says the value is the latest
/// (`BindingSync.isLatest(_:)`). It decides nothing else.
@MainActor
final class BindingChannel<Value: Sendable> {
    /// The binding of the latest representable.
    var binding: Binding<Value>
    private(set) var isUpdating = false

    init(_ binding: Binding<Value>) {
        self.binding = binding
    }

    /// Runs `body` as SwiftUI's update: writes asked for meanwhile wait until it is over.
    func update(_ body: () -> Void) {
        isUpdating = true
        body()
        isUpdating = false
    }

    /// Writes `value` now, or after the update if one runs and `stillLatest()` says so then.
    func write(_ value: Value, stillLatest: @escaping @MainActor @Sendable () -> Bool) {
        guard isUpdating else {
            binding.wrappedValue = value
            return
        }
        Task { @MainActor [weak self] in
            guard let self, stillLatest() else { return }
            self.binding.wrappedValue = value
        }
    }
}

extension Transaction {
    /// Whether changes made in this transaction animate (`withAnimation`, `.animation(_:value:)`),
    /// as a binding-driven scroll should.
    var animatesChanges: Bool {
        animation != nil && !disablesAnimations
    }
}

extension UIView {
    /// Forces the layout direction of SwiftUI's environment on the view; returns whether it
    /// changed (the component must then lay out again).
    func adopt(_ direction: SwiftUI.LayoutDirection) -> Bool {
        let attribute: UISemanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        guard semanticContentAttribute != attribute else { return false }
        semanticContentAttribute = attribute
        return true
    }
}

extension RandomAccessCollection {
    /// The element at offset `offset` from the start, or `nil` outside the collection.
    func element(atOffset offset: Int) -> Element? {
        guard offset >= 0, offset < count else { return nil }
        return self[index(startIndex, offsetBy: offset)]
    }
}
#endif
