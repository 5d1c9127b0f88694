#if canImport(SwiftUI) && canImport(UIKit)
// The README's "hosted content" snippet, compiled: the part between the snippet markers is
// quoted verbatim in README.md, and ReadmeSnippetTests fails when the two differ. `Product` and
// `Basket` live in SwiftUIIdentityClient.swift; `ProductTile` is declared below the quoted part.
// snippet-begin
import SwiftUI
import TesseraSwiftUI

struct ProductShelf: View {
    let products: [Product]
    @StateObject private var basket = Basket()
    @State private var current: Product.ID?
    @State private var opened: Product?

    var body: some View {
        Carousel(products, position: $current) { product in   // Binding<Product.ID?>, like scrollPosition(id:)
            ProductTile(product: product)          // its @State, @StateObject and .task belong to the product
        }
        .onSelect { opened = $0 }                  // a tap, or VoiceOver's double-tap
        .carouselItemSize(CGSize(width: 280, height: 180))
        .carouselTransition { effect, phase in     // like scrollTransition, at every frame
            effect.scaleEffect(1 - 0.12 * abs(phase.value)).opacity(phase.isIdentity ? 1 : 0.7)
        }
        .carouselPageControl()                     // in a ScrollView it sizes itself (iOS 16)
        .environmentObject(basket)                 // reaches every item, as does the rest of the environment
    }
}
// snippet-end

/// An item with state of its own and the basket from the environment.
struct ProductTile: View {
    let product: Product
    @State private var likes = 0
    @EnvironmentObject private var basket: Basket

    var body: some View {
        VStack {
            Text(product.name).font(.headline)
            Button("♥ \(likes)") { likes += 1 }
            Button("Add to basket") { basket.products.append(product.name) }
        }
    }
}
#endif
