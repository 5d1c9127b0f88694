#if canImport(SwiftUI) && canImport(UIKit)
// What a SwiftUI developer writes on day one, compiled by check-ios in Swift 5 and 6 modes:
// items with state of their own, an environment object, buttons and navigation inside items,
// a position bound by identity, a per-item effect, animated edits, and a carousel that sizes
// itself in a ScrollView feed.
import SwiftUI
import TesseraSwiftUI

final class Basket: ObservableObject {
    @Published var products: [String] = []
}

struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// An item with state of its own: each product's counter and loaded image belong to the product,
/// not to the cell that shows it.
@available(iOS 16.0, *)
struct ProductCard: View {
    let product: Product
    @State private var likes = 0
    @State private var loaded: String?
    @EnvironmentObject private var basket: Basket
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack {
            Text(loaded ?? "Loading \(product.name)…")
            Button("♥ \(likes)") { likes += 1 }
            Button("Add to basket") { basket.products.append(product.name) }
            NavigationLink("Details", value: product)
            Button("Web") { openURL(URL(string: "https://example.com/\(product.id)")!) }
        }
        .task { loaded = "Picture of \(product.name)" }   // runs again for each product
    }
}

@available(iOS 16.0, *)
struct ProductFeedScreen: View {
    @StateObject private var basket = Basket()
    @State private var products = (0..<8).map { Product(id: $0, name: "Product \($0)") }
    @State private var current: Product.ID?
    @State private var page: Product.ID?
    @State private var tapped: Product?

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 24) {
                    // No .frame(height:): the carousel's height is its items' plus the page control.
                    Carousel(products, position: $current) { product in
                        ProductCard(product: product)
                    }
                    .onSelect { tapped = $0 }
                    .carouselItemSize(CGSize(width: 280, height: 180))
                    .carouselSpacing(12)
                    .carouselTransition { effect, phase in
                        effect.scaleEffect(1 - 0.12 * abs(phase.value)).opacity(phase.isIdentity ? 1 : 0.7)
                    }
                    .carouselPageControl()

                    PagedGrid(products, columns: 2, rows: 2, position: $page) { product in
                        ProductCard(product: product)
                    }
                    .frame(height: 320)

                    Button("Remove the first") {
                        // Inside an animated transaction: the grid animates the removal and
                        // the carousel keeps its current product.
                        withAnimation(.spring()) { _ = products.removeFirst() }
                    }
                    Button("Show product 5") { withAnimation { current = 5 } }
                }
            }
            .navigationDestination(for: Product.self) { Text($0.name) }
            .tint(.orange)
            .font(.body.weight(.medium))
        }
        .environmentObject(basket)
    }
}

/// Pages that keep their scroll offset and state when swiped away and back, selected by
/// identity; a `Carousel` inside a page sees `carousel…` modifiers set around the pager.
struct SectionsByIdentityScreen: View {
    let sections = ["Top", "World", "Sport"].enumerated().map { Product(id: $0.offset, name: $0.element) }
    @State private var selected: Product.ID?

    var body: some View {
        ViewPager(sections, selection: $selected) { section in
            List(0..<50, id: \.self) { row in Text("\(section.name) \(row)") }
        } tab: { section in
            Text(section.name).padding(.horizontal, 12)
        }
        .carouselSpacing(8)
    }
}
#endif
