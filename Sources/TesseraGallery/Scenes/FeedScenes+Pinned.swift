import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore
import TesseraTesting
import TesseraSVG

extension FeedScenes {
    /// Sections in the pinned feed, rows in each, and the list's measures.
    static let pinnedSectionCount = 6
    static let pinnedRows = 6
    static let pinnedHeader: CGFloat = 32
    static let pinnedFooter: CGFloat = 28

    /// A finger scrolling a sectioned list whose headers and footers pin.
    public static let pinnedSections = GalleryScene(
        slug: "feed-pinned-sections",
        title: "Feed: pinned section headers and footers, a finger dragging through two section boundaries",
        summary: "A list of 6 sections × 6 rows (56 pt rows, 32 pt headers, 28 pt footers after the bottom inset, "
            + "as UICollectionViewFlowLayout places them), 320 × 480 pt, headers and footers pinned. A finger "
            + "drags the content up 1,000 pt over 2.5 s, through the ends of sections 0 and 1, then lets go. The "
            + "header of the section at the top stays there until its own footer pushes it off; the footer of the "
            + "section at the bottom stays there, never above its own header, until the section's end scrolls "
            + "into view. Pinned headers and footers are drawn above the rows under them.",
        record: {
            let list = pinnedList()
            let engine = PresentationEngine(presentation: list, viewportSize: CGSize(width: 320, height: 480),
                                            sectionItemCounts: Array(repeating: pinnedRows, count: pinnedSectionCount))
            var recorder = SceneRecorder(engine: engine, margin: CGSize(width: 60, height: 24),
                                         describe: { _, item in
                                             switch item.elementKind {
                                             case .presentationHeader: return ("Section \(item.index.section)", 2)
                                             case .presentationFooter: return ("end of section \(item.index.section)", 5)
                                             default: return ("\(item.index.section).\(item.index.item)", 9)
                                             }
                                         },
                                         caption: { engine in
                                             "t \(NumberText.format(engine.now)) s · " + pinnedCaption(engine)
                                         },
                                         query: { engine, rect in engine.layout.items(in: rect, pinningTo: engine.visibleArea) })
            recorder.keyFrame()
            // Per frame, for the section at the visible top and the one at the visible bottom:
            // whether its header (footer) is pinned there or pushed, and how far a pinned one is
            // from the edge it pins to.
            var pinnedHeaders = 0, pushedHeaders = 0, pinnedFooters = 0, pushedFooters = 0, worst: CGFloat = 0
            func count(_ engine: PresentationEngine) {
                let shown = engine.pinnedVisibleItems, area = engine.visibleArea
                for s in 0..<pinnedSectionCount {
                    let index = ItemIndex(item: 0, section: s)
                    guard let header = engine.layout.supplementaryItem(ofKind: .presentationHeader, at: index)?.frame,
                          let footer = engine.layout.supplementaryItem(ofKind: .presentationFooter, at: index)?.frame
                    else { continue }
                    let pinned = { (kind: LayoutElementKind) in
                        shown.first { $0.elementKind == kind && $0.index.section == s }?.frame
                    }
                    if header.minY < area.minY, area.minY < footer.minY, let frame = pinned(.presentationHeader) {
                        if area.minY + pinnedHeader <= footer.minY {
                            pinnedHeaders += 1
                            worst = max(worst, abs(frame.minY - area.minY))
                        } else {
                            pushedHeaders += 1
                        }
                    }
                    if header.maxY < area.maxY, area.maxY < footer.maxY, let frame = pinned(.presentationFooter) {
                        if header.maxY + pinnedFooter <= area.maxY {
                            pinnedFooters += 1
                            worst = max(worst, abs(frame.maxY - area.maxY))
                        } else {
                            pushedFooters += 1
                        }
                    }
                }
            }
            let steps = 150, distance: CGFloat = 1_000
            recorder.engine.beginDragging()
            for number in 0..<steps {
                recorder.engine.drag(by: CGPoint(x: 0, y: distance / CGFloat(steps)))
                recorder.step()
                count(recorder.engine)
                if number % 30 == 29 { recorder.keyFrame() }
            }
            // Lifted without velocity: the last drag frame is where it rests.
            recorder.release(velocity: .zero)
            recorder.settle()
            return recorder.recording(
                visited: [0, Int(recorder.engine.contentOffset.y.rounded())], visitedLabel: "content offset",
                notes: ["frames with a header pinned at the top \(pinnedHeaders), pushed up by its footer \(pushedHeaders)",
                        "frames with a footer pinned at the bottom \(pinnedFooters), pushed down by its header \(pushedFooters)",
                        "largest distance of a pinned one from its edge \(NumberText.format(Double(worst))) pt"])
        })

    /// The list of the scene: headers and footers pinned.
    static func pinnedList() -> ListPresentation {
        var list = try! ListPresentation(rowHeight: 56, lineSpacing: 8,
                                         sectionInsets: EdgeInsets(top: 8, left: 16, bottom: 12, right: 16),
                                         headerHeight: pinnedHeader, footerHeight: pinnedFooter)
        list.pinsSectionHeaders = true
        list.pinsSectionFooters = true
        return list
    }

    /// Which header is at the top and which footer at the bottom, pinned or in their places.
    static func pinnedCaption(_ engine: PresentationEngine) -> String {
        let shown = engine.pinnedVisibleItems, area = engine.visibleArea
        let header = shown.filter { $0.elementKind == .presentationHeader }.min { $0.frame.minY < $1.frame.minY }
        let footer = shown.filter { $0.elementKind == .presentationFooter }.max { $0.frame.maxY < $1.frame.maxY }
        let top = header.map { "header \($0.index.section) at \(NumberText.format(Double($0.frame.minY - area.minY)))" } ?? "–"
        let bottom = footer.map {
            "footer \($0.index.section) ends \(NumberText.format(Double(area.maxY - $0.frame.maxY))) pt above the bottom"
        } ?? "–"
        return "\(top) · \(bottom)"
    }
}
