import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What `ScrollViewAdapter` asks of a scroll view. Each case is one UIKit call in the skin
/// and one operation of the engine's fake UIKit, so what the tests drive is what the device
/// does.
public enum ScrollViewCommand: Sendable, Equatable {
    /// `setContentOffset(offset, animated: false)`: jumps there (a drag goes on from the new
    /// offset), ending UIKit's own deceleration or animation.
    case setContentOffset(CGPoint)
    /// Moves the offset and every item by `delta`: the layout's `CollectionLayout.recenter(by:)`,
    /// then `contentOffset = offset` (the offset the adapter saw, moved by `delta`: an offset an
    /// app set outside the domain comes back into it), then `invalidateLayout()`. Nothing
    /// moves on screen and a drag goes on (Apple's StreetScroller sample recentres this way).
    /// The adapter asks for it only while nothing but a finger or the adapter itself moves the
    /// content.
    case recenter(by: CGPoint, to: CGPoint)
    /// Ends UIKit's own deceleration or animation where the content is now
    /// (`setContentOffset(contentOffset, animated: false)`).
    case stopUIKitMotion
    /// Call `ScrollViewAdapter.clockFired(at:_:layout:)` on this schedule: every display frame
    /// (a display link), once at a time (a one-shot timer), or not at all.
    case setClock(ClockSchedule)
}

/// When the owner of the clock should call the adapter next.
public enum ClockSchedule: Sendable, Hashable {
    /// Not until an input changes.
    case none
    /// Once, at that time (a one-shot timer).
    case at(TimeInterval)
    /// Every display frame (a display link asking for `FrameRateRange.scrolling`).
    case everyFrame
    /// Every display frame of a steady motion, at the rates it needs
    /// (`FrameRateRange.steadyMotion(speed:)`): a 60 pt/s marquee does not keep a display at
    /// 120 Hz.
    case steadyFrames(FrameRateRange)

    /// The rates the display link asks for, or `nil` when no display link runs.
    public var frameRates: FrameRateRange? {
        switch self {
        case .everyFrame: .scrolling
        case .steadyFrames(let rates): rates
        case .none, .at: nil
        }
    }
}

/// The frame rates a display link driving motion asks for.
///
/// UIKit scrolls at the display's full rate (120 Hz on ProMotion); a display link that asks
/// for nothing gets 60 Hz there, and a spring played at half the rate of the finger that
/// flicked it looks it. (On iPhone the app's Info.plist must also set
/// `CADisableMinimumFrameDurationOnPhone` for rates above 60 Hz.)
public struct FrameRateRange: Sendable, Hashable {
    /// The lowest acceptable rate, frames per second.
    public let minimum: Float
    /// The highest useful rate, frames per second.
    public let maximum: Float
    /// The rate asked for, frames per second.
    public let preferred: Float

    /// Motion that follows or replaces a finger: 80 to 120 fps, 120 preferred (what Apple's
    /// "Optimizing ProMotion refresh rates" asks of scrolling-like animation).
    public static let scrolling = FrameRateRange(minimum: 80, maximum: 120, preferred: 120)

    /// Content moving steadily at `speed` points per second (a marquee): the rate at which a
    /// frame moves it about one point, never under 60 fps (slower looks stepped) and never
    /// above what scrolling asks. 60 pt/s asks for 60 fps; 90 pt/s for 90 (the display picks
    /// its nearest, 80 on ProMotion); 120 pt/s or more for scrolling's rates.
    public static func steadyMotion(speed: CGFloat) -> FrameRateRange {
        let rate = Float(min(max(abs(speed).rounded(.up), 60), 120))
        return rate >= scrolling.preferred ? scrolling : FrameRateRange(minimum: 60, maximum: rate, preferred: rate)
    }
}

/// What the adapter answers a callback with, in the order it must be carried out.
///
/// A performer (the UIKit skin's bridge, or the engine) carries out every action in order,
/// synchronously: a command may make the scroll view call back into the adapter (a new
/// offset calls `scrollViewDidScroll`), and a `resume` hands control back to the adapter once
/// the actions before it are done.
public enum ScrollViewAction<Behavior: ScrollBehavior>: Sendable {
    /// Carry out this command on the scroll view.
    case command(ScrollViewCommand)
    /// The behaviour produced this effect (reports for the app; a scroll request also appears
    /// as the commands it became).
    case effect(Behavior.Effect)
    /// Make `layout` the scroll view's layout and `contentOffset` its offset, in one layout
    /// pass (UIKit: `setCollectionViewLayout(_:animated:)` with the offset given through
    /// `targetContentOffset(forProposedContentOffset:)`).
    case setLayout(Behavior.Layout, contentOffset: CGPoint, animated: Bool)
    /// Call `ScrollViewAdapter.resume(_:_:layout:)` with this step now.
    case resume(ScrollViewAdapterStep)
    /// The adapter told the behaviour this callback (which need not be one UIKit sent: the
    /// end of the adapter's own settle is a `didEndDecelerating` to the behaviour). Nothing to
    /// carry out; the engine logs it for tests.
    case told(ScrollEvent)
}

/// A point in the adapter's work that waits for the actions before it (opaque).
public struct ScrollViewAdapterStep: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// Turn a behaviour's scroll request into commands, with the offset as it is by then.
        case perform(ScrollCommand)
        /// The adapter's own commands are done; scrolls from now on are someone else's.
        case ownCommandsDone
        /// The adapter's own motion reached its end and the final offset is set.
        case motionFinished(OwnMotion.Kind)
        /// Give the clock the schedule things call for now.
        case updateClock
        /// A recentre's scroll is done.
        case recenterDone
        /// Show the next layout the behaviour asked for.
        case showLayout
        /// A motion ended: bring content left outside its edges back.
        case returnIntoContent
        /// A motion's end is carried out: the behaviour ticks, then content left outside its
        /// edges comes back.
        case tickThenReturnIntoContent
    }

    let kind: Kind
}
