import Foundation
import PropertyBased
@testable import TesseraCore
@testable import TesseraTesting

/// A fixed-length stream of random choices that a test case is decoded from, as Hypothesis
/// does: PropertyBased shrinks the stream (each choice towards 0) and the case decoded from
/// the shrunk stream is the shrunk case. So every case type shrinks without a shrinker of its
/// own, and decoders only have to make choice 0 the simplest option ("no items", "the first
/// menu entry", "the lower bound").
///
/// Each choice is a byte (wide values read several). Shrinking (`ChoiceShrinks`) first zeroes
/// whole blocks of choices, then tries 0, half and one less for each remaining one: a few
/// hundred runs of a case rather than tens of thousands, which keeps it to seconds.
///
///     struct MyCase: CustomStringConvertible { init(_ c: inout Choices) { … } }
///     await propertyCheck(count: PropertyCases.count, input: Choices.cases(MyCase.init)) { … }
///
/// A failure prints the shrunk case's `description`; cases print their choices as
/// `Choices(sparse: [index: value, …])` too, so the exact case can be replayed in a
/// regression test.
struct Choices: Sendable, CustomStringConvertible {
    /// How many choices a case may read; reads past the end give 0.
    static let length = 192

    private let values: [UInt8]
    private var cursor = 0

    init(_ values: [UInt8]) { self.values = values }

    /// A stream that is 0 everywhere except at the given indices (a shrunk case, replayed).
    init(sparse: [Int: UInt8]) {
        var values = [UInt8](repeating: 0, count: Self.length)
        for (index, value) in sparse where index >= 0 && index < Self.length { values[index] = value }
        self.init(values)
    }

    /// The generator of decoded cases: shrinking acts on the choices underneath.
    static func cases<Case>(_ decode: @escaping @Sendable (inout Choices) -> Case) -> Generator<Case, ChoiceShrinks> {
        Generator<[UInt8], ChoiceShrinks>(
            run: { rng in (0..<length).map { _ in UInt8.random(in: .min ... .max, using: &rng) } },
            shrink: { ChoiceShrinks($0) }
        ).map { values in
            var choices = Choices(values)
            return decode(&choices)
        }
    }

    /// The non-zero choices, for replaying a case with `init(sparse:)`.
    var description: String {
        let pairs = values.enumerated().filter { $0.element != 0 }.map { "\($0.offset): \($0.element)" }
        return "Choices(sparse: [\(pairs.isEmpty ? ":" : pairs.joined(separator: ", "))])"
    }

    // MARK: - Drawing

    /// The next raw choice, a byte.
    mutating func next() -> UInt8 {
        defer { cursor += 1 }
        return cursor < values.count ? values[cursor] : 0
    }

    /// A value in `range`, the lower bound for choice 0: one byte per 8 bits of the range's
    /// width, most significant first (so shrinking the first byte shrinks the value most).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
        var raw: UInt64 = 0, covered: UInt64 = 0
        repeat {
            raw = raw << 8 | UInt64(next())
            covered = covered << 8 | 0xFF
        } while covered < width
        let offset = width == .max ? raw : raw % (width + 1)
        return range.lowerBound &+ Int(bitPattern: UInt(offset))
    }

    /// `true` with probability about `percent` / 100 (false for choice 0).
    mutating func chance(_ percent: Int) -> Bool { Int(next()) * 100 / 256 >= 100 - percent }

    /// One of `options`, the first for choice 0.
    mutating func pick<T>(_ options: [T]) -> T { options[int(in: 0...(options.count - 1))] }

    /// The index of one entry of a weighted menu: entry 0 for choice 0, so list the ordinary
    /// case first and the adversarial ones after it.
    mutating func weighted(_ weights: [Int]) -> Int {
        var roll = Int(next()) * weights.reduce(0, +) / 256
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return 0
    }

    /// A multiple of `step` in `0...steps·step`.
    mutating func steps(_ steps: Int, of step: CGFloat) -> CGFloat { CGFloat(int(in: 0...steps)) * step }

    /// A value a fuzzer would try for a length: usually `ordinary`, sometimes an edge
    /// (0, a hair, huge), rarely invalid (negative, NaN, ±∞).
    mutating func length(_ ordinary: (inout Choices) -> CGFloat, invalidPercent: Int = 2) -> CGFloat {
        let roll = Int(next()) * 100 / 256
        if roll < 100 - 12 - invalidPercent { return ordinary(&self) }
        if roll < 100 - invalidPercent { return pick(Self.edgeLengths) }
        return pick(Self.invalidLengths)
    }

    /// Finite, non-negative lengths at the edges of what layouts handle.
    static let edgeLengths: [CGFloat] = [0, 0.25, 1e-300, 1e6, 1e15, 1e300, .greatestFiniteMagnitude]
    /// Values no length may take.
    static let invalidLengths: [CGFloat] = [-1, -0.5, -.infinity, .infinity, .nan, -.greatestFiniteMagnitude]
    /// Coordinates a fuzzer would try for points, offsets and velocities.
    static let adversarialValues: [CGFloat] = [.nan, .infinity, -.infinity, 1e30, -1e30, .greatestFiniteMagnitude,
                                               -.greatestFiniteMagnitude, 0x1p63, -0x1p63, 1e-300]

    /// A coordinate in `range` (on a quarter-point grid where that is representable), or
    /// rarely an adversarial one.
    mutating func coordinate(near range: ClosedRange<CGFloat>, adversarialPercent: Int = 5) -> CGFloat {
        guard !chance(adversarialPercent) else { return pick(Self.adversarialValues) }
        let low = range.lowerBound.isFinite ? min(max(range.lowerBound, -1e300), 1e300) : -1e12
        let high = range.upperBound.isFinite ? min(max(range.upperBound, low), 1e300) : max(low, 1e12)
        let span = high - low, steps = (1 << 16) - 1
        let value = low + span * CGFloat(int(in: 0...steps)) / CGFloat(steps)
        return min(max((value * 4).rounded() / 4, low), high)
    }

    /// A rectangle to query: usually around `area` (the content or a viewport), sometimes
    /// (`adversarialPercent`) empty, null, infinite, huge or NaN; negative sizes too.
    mutating func rect(around area: CGRect, adversarialPercent: Int = 20) -> CGRect {
        let reach = CGRect(x: area.minX - area.width - 50, y: area.minY - area.height - 50,
                           width: 3 * area.width + 100, height: 3 * area.height + 100)
        switch weighted([90 - adversarialPercent, 10, adversarialPercent]) {
        case 0:
            let x = coordinate(near: reach.minX...reach.maxX)
            let y = coordinate(near: reach.minY...reach.maxY)
            let width = pick([CGFloat(0), 0.5, 1, 57.25, area.width, 2 * area.width + 3, -40])
            let height = pick([CGFloat(0), 0.5, 1, 33.5, area.height, 2 * area.height + 3, -40])
            return CGRect(x: x, y: y, width: width, height: height)
        case 1:
            return area
        default:
            return pick([CGRect.null, .infinite, .zero,
                         CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100),
                         CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10),
                         CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity),
                         CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 100),
                         CGRect(x: area.midX, y: -CGFloat.infinity, width: 10, height: CGFloat.infinity),
                         CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300),
                         CGRect(x: 1e30, y: 1e30, width: 320, height: 200),
                         CGRect(x: area.maxX, y: area.minY, width: 0, height: area.height)])
        }
    }

    /// A point to hit-test: usually in or near `area`, sometimes adversarial.
    mutating func point(around area: CGRect) -> CGPoint {
        let reach = area.insetBy(dx: -60, dy: -60)
        return CGPoint(x: coordinate(near: reach.minX...reach.maxX), y: coordinate(near: reach.minY...reach.maxY))
    }

    /// A velocity in points per second: usually a drag or a fling, sometimes adversarial.
    mutating func velocity() -> CGPoint {
        CGPoint(x: coordinate(near: -9000...9000, adversarialPercent: 8),
                y: coordinate(near: -9000...9000, adversarialPercent: 8))
    }
}

/// How many cases each property runs: 10⁴ by default, more when `TESSERA_PROPERTY_CASES`
/// asks (the long mode: `TESSERA_PROPERTY_CASES=1000000 swift test --filter Properties`).
/// Fewer are refused: a run that checks less than the default does not pass
/// (`PropertyCaseCountTests`).
enum PropertyCases {
    static let standard = 10_000

    /// What `TESSERA_PROPERTY_CASES` asks for, if it is set.
    static let requested: Int? = ProcessInfo.processInfo.environment["TESSERA_PROPERTY_CASES"]
        .map { Int($0.replacingOccurrences(of: "_", with: "")) ?? 0 }

    static let count = max(requested ?? standard, standard)

    /// A share of `count` for properties that are costlier per case, at least `minimum`.
    static func fraction(_ divisor: Int, minimum: Int = 100) -> Int { max(minimum, count / divisor) }
}

/// The simpler streams to try after a failure, simplest first: every aligned block of 64, 16
/// and 4 choices zeroed (skipping blocks already zero), then each non-zero choice set to 0,
/// to half of itself and to one less. PropertyBased keeps the first stream that still fails
/// and asks again, until none does.
struct ChoiceShrinks: Sequence, IteratorProtocol, Sendable {
    private let values: [UInt8]
    private var blockSize = 64
    private var position = 0
    private var candidate = 0

    init(_ values: [UInt8]) { self.values = values }

    mutating func next() -> [UInt8]? {
        while blockSize >= 4 {
            if position >= values.count {
                blockSize /= 4
                position = 0
                continue
            }
            let start = position, end = Swift.min(position + blockSize, values.count)
            position = end
            if values[start..<end].contains(where: { $0 != 0 }) {
                var copy = values
                for index in start..<end { copy[index] = 0 }
                return copy
            }
        }
        while position < values.count {
            let value = values[position]
            var options: [UInt8] = []
            for option in [0, value / 2, value &- 1] where value > 0 && option < value && !options.contains(option) {
                options.append(option)
            }
            if candidate < options.count {
                var copy = values
                copy[position] = options[candidate]
                candidate += 1
                return copy
            }
            position += 1
            candidate = 0
        }
        return nil
    }
}
