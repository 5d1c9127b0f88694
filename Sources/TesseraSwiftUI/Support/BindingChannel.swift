#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TesseraCore

/// Writes to an app's binding as SwiftUI allows: at once from a UIKit callback, after the
/// update when asked during one (SwiftUI forbids changing state while it updates views), and
/// then only if the core still says the value is the latest. Updates nest
/// (``BindingWriteGate``): `updateUIView` lays the component out, whose layout pass runs its
/// own update; only the outermost one's end lets the writes go.
@MainActor
final class BindingChannel {
    private var gate = BindingWriteGate<() -> Void>()
    private var waiting: [() -> Void] = []

    /// Runs `body` as part of SwiftUI's update (`makeUIView`, `updateUIView`, and the layout
    /// passes and reports they cause): writes asked for meanwhile wait until the outermost
    /// update is over.
    @discardableResult
    func update<Result>(_ body: () -> Result) -> Result {
        gate.enter()
        defer { schedule(gate.leave()) }
        return body()
    }

    /// Carries out `write` now, or after the outermost update if one runs (`write` checks then
    /// whether its value is still the latest).
    func write(_ write: @escaping () -> Void) {
        if gate.route(write) == .now { write() }
    }

    /// The writes run once the main actor is free again: after SwiftUI's update has returned.
    private func schedule(_ writes: [() -> Void]) {
        guard !writes.isEmpty else { return }
        let isFirst = waiting.isEmpty
        waiting += writes
        guard isFirst else { return }
        Task { @MainActor [weak self] in self?.runWaitingWrites() }
    }

    private func runWaitingWrites() {
        let writes = waiting
        waiting.removeAll()
        for write in writes { write() }
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
