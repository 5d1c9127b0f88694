import SwiftUI

/// The root list: a section per screen with the toolkit to build it with, and a switch that
/// mirrors every screen as a right-to-left language does.
struct DemoRootView: View {
    /// The toolkit chosen per screen; SwiftUI until the user picks UIKit.
    @State private var toolkits: [DemoScreen: Toolkit] = [:]
    @State private var forcesRightToLeft = false

    var body: some View {
        // NavigationView, not NavigationStack: the demo runs on iOS 15, Tessera's minimum.
        NavigationView {
            List {
                Section {
                    Toggle("Right to left", isOn: $forcesRightToLeft)
                } footer: {
                    Text("Shows every screen as an Arabic or Hebrew reader sees it.")
                }
                ForEach(DemoScreen.allCases) { screen in
                    Section {
                        NavigationLink {
                            DemoDestination(screen: screen, toolkit: toolkit(for: screen),
                                            forcesRightToLeft: forcesRightToLeft)
                        } label: {
                            Label(screen.summary, systemImage: screen.systemImage)
                        }
                        Picker("Built with", selection: toolkitBinding(for: screen)) {
                            ForEach(Toolkit.allCases) { Text($0.rawValue).tag($0) }
                        }
                        .pickerStyle(.segmented)
                        // A segmented picker shows no label; VoiceOver still needs to know what it sets.
                        .accessibilityLabel(Text("\(screen.title), built with"))
                    } header: {
                        Text(screen.title)
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Tessera")
        }
        // One column on iPad too: the screens are the point, not a sidebar.
        .navigationViewStyle(.stack)
    }

    private func toolkit(for screen: DemoScreen) -> Toolkit {
        toolkits[screen] ?? .swiftUI
    }

    private func toolkitBinding(for screen: DemoScreen) -> Binding<Toolkit> {
        Binding(get: { toolkit(for: screen) }, set: { toolkits[screen] = $0 })
    }
}
