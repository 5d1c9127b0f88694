/// A part of `tessera bench`: one component against its naive reference.
protocol BenchSection: Sendable {
    /// Short name, used by `--only`.
    var name: String { get }
    /// Runs the measurements and returns the printed report (a Markdown table and notes).
    func run(quick: Bool) -> String
}

/// Every bench section, in the order they print. Each component adds its section here.
enum BenchSuite {
    static let sections: [any BenchSection] = [PagedGridBench(), CarouselBench(), InfiniteGridBench(), PagerBench(),
                                              PresentationsBench(), FrameCostBench(), ReorderBench()]
}
