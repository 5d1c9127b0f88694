import SwiftUI

extension View {
    /// The screen in a vertical scroll view, so that at the largest text sizes what no longer
    /// fits can still be reached.
    func scrollableScreen() -> some View {
        ScrollView { self }
    }
}
