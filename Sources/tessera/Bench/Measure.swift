import Foundation

/// Timing helpers: each measurement repeats the operation until a sample lasts at least
/// `minimumSample`, takes several samples and reports the median time per operation, so
/// one scheduling hiccup cannot decide a ratio.
enum Measure {
    /// Median nanoseconds per call of `body`.
    static func nanoseconds(samples: Int = 5, minimumSample: Duration = .milliseconds(20),
                            _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var iterations = 1
        // Grow the batch until one batch takes long enough to time reliably.
        while true {
            let elapsed = clock.measure { for _ in 0..<iterations { body() } }
            if elapsed >= minimumSample || iterations >= 1 << 24 { break }
            iterations *= elapsed < minimumSample / 10 ? 10 : 2
        }
        var perCall: [Double] = []
        for _ in 0..<max(1, samples) {
            let elapsed = clock.measure { for _ in 0..<iterations { body() } }
            perCall.append(Double(elapsed.components.attoseconds) / 1e9 / Double(iterations)
                + Double(elapsed.components.seconds) * 1e9 / Double(iterations))
        }
        return perCall.sorted()[perCall.count / 2]
    }

    /// A human-readable duration: 812 ns, 3.4 µs, 12 ms, 1.2 s.
    static func format(nanoseconds value: Double) -> String {
        switch value {
        case ..<1_000: String(format: "%.0f ns", value)
        case ..<1_000_000: String(format: "%.1f µs", value / 1_000)
        case ..<1_000_000_000: String(format: "%.1f ms", value / 1_000_000)
        default: String(format: "%.2f s", value / 1_000_000_000)
        }
    }

    /// A ratio: 1.3×, 45×, 12,000×.
    static func format(ratio value: Double) -> String {
        value < 10 ? String(format: "%.2f×", value) : "\(Int(value.rounded()).formatted())×"
    }
}

/// Keeps the optimizer from deleting work whose result is unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// A Markdown table.
struct BenchTable {
    let columns: [String]
    var rows: [[String]] = []

    init(_ columns: [String]) { self.columns = columns }

    mutating func add(_ row: [String]) { rows.append(row) }

    var markdown: String {
        let widths = columns.indices.map { column in
            ([columns[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
                .joined(separator: " | ") + " |"
        }
        return ([line(columns), "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"]
            + rows.map(line)).joined(separator: "\n")
    }
}
