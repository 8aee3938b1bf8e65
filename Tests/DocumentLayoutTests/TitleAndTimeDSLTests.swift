import Foundation
import Testing
import AutoLayout
import Controls
import LayoutDocument
@testable import DocumentLayout

/// The title-and-time row written with the DSL, as Masonry users write it, gives the same frames
/// as Examples/TitleAndTime.yaml, with the same labels (headline and subheadline text, the time
/// resisting compression at 1000): the title is truncated and the time shows in full.
@Suite struct TitleAndTimeDSLTests {
    @Test(arguments: [("iPhone 8", Orientation.portrait), ("iPhone 8", .landscape), ("iPhone 14", .portrait)])
    func dslMatchesTheDocument(_ device: String, _ orientation: Orientation) throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let document = try LayoutDocumentModel(contentsOfFile: root.appendingPathComponent("Examples/TitleAndTime.yaml").path)
        let fromDocument = try DocumentScreen(document: document, options: DocumentLayoutOptions(device: device, orientation: orientation),
                                              factory: ControlsViewFactory())
        fromDocument.layoutIfNeeded()
        let docTitle = try #require(fromDocument.item(named: "Title Label") as? Label)
        let docTime = try #require(fromDocument.item(named: "Time Label") as? Label)

        let screen = try makeScreen(device, orientation)
        let superview = screen.rootView
        let title = Label(text: docTitle.text, font: ControlFonts.preferred(.headline), name: "Title")
        let time = Label(text: docTime.text, font: ControlFonts.preferred(.subheadline), name: "Time")
        for label in [title, time] {
            label.adjustsFontForContentSizeCategory = true
            label.setContentHuggingPriority(251, for: .horizontal)
            label.setContentHuggingPriority(251, for: .vertical)
            try superview.addSubview(label)
        }
        time.setContentCompressionResistancePriority(.required, for: .horizontal)
        try title.snp.makeConstraints { make in
            make.leading.equalTo(superview.snp.leadingMargin)
            make.top.equalTo(superview.safeAreaLayoutGuide.snp.top).offset(20)
        }
        try time.snp.makeConstraints { make in
            make.leading.equalTo(title.snp.trailing).offset(8)
            make.trailing.lessThanOrEqualTo(superview.snp.trailingMargin)
            make.firstBaseline.equalTo(title.snp.firstBaseline)
        }
        screen.layoutIfNeeded()
        #expect(title.frameInRoot == docTitle.frameInRoot)
        #expect(time.frameInRoot == docTime.frameInRoot)
        // In portrait the title is too long for the row and gives way; in landscape it fits.
        #expect(title.isTruncated == (orientation == .portrait) && !time.isTruncated)
        #expect(title.displayedText.hasSuffix("…") == (orientation == .portrait))
        #expect(!title.hasAmbiguousLayout && !time.hasAmbiguousLayout)
    }

    func makeScreen(_ device: String, _ orientation: Orientation) throws -> Screen {
        Screen(device: try #require(DeviceCatalog.device(named: device)), orientation: orientation)
    }
}
