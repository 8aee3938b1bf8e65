import Testing
import AutoLayout
import TextLayout
@testable import Controls

/// What controls tell renderers they draw: text lines with fonts and positions, and shapes.
@Suite struct DrawnContentTests {
    /// A button's title is centred in its frame, on the baseline the layout uses, in the tint.
    @Test func buttonTitle() throws {
        let screen = try makeScreen("iPhone 8")
        let button = try add(Button(title: "Done"), to: screen.rootView)
        try LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: screen.rootView.leadingAnchor, constant: 16),
            button.topAnchor.constraint(equalTo: screen.rootView.topAnchor, constant: 100),
            button.widthAnchor.constraint(equalToConstant: 120),
        ])
        screen.layoutIfNeeded()
        let line = try #require(button.drawnContent.textLines.first)
        #expect(line.text == "Done" && line.role == .tint && line.font.pointSize == 15)
        #expect(close(line.origin.x, (120 - line.width) / 2))
        #expect(close(line.baseline, try #require(button.firstBaselineOffsetFromTop)))
        let inRoot = try #require(button.drawnContentInRoot().textLines.first)
        #expect(close(inRoot.origin.x, 16 + (120 - line.width) / 2))
        #expect(Button(type: .custom, title: "x").drawnContent(in: Size(width: 40, height: 30)).textLines.first?.role == .text)
    }

    /// Image and title are centred together, image first; right to left, title first.
    @Test func buttonImageAndTitle() throws {
        let button = Button(title: "Go")
        button.image = Image(name: "arrow", size: Size(width: 20, height: 20))
        let size = Size(width: 100, height: 40)
        let content = button.drawnContent(in: size)
        let image = try #require(content.shapes.first)
        let title = try #require(content.textLines.first)
        let group = 20 + title.width
        #expect(image.kind == .image(name: "arrow"))
        #expect(close(image.frame.minX, (100 - group) / 2) && close(image.frame.minY, 10))
        #expect(close(title.origin.x, image.frame.maxX))
    }

    /// A text field draws its border, then the placeholder (placeholder role) or the text, inset
    /// 7 pt in a rounded rect, centred vertically, truncated at the tail when too long.
    @Test func textField() throws {
        let field = TextField(placeholder: "Enter name", borderStyle: .roundedRect)
        let size = Size(width: 200, height: 34)
        var content = field.drawnContent(in: size)
        #expect(content.shapes.first?.kind == .roundedRectangle(cornerRadius: 5) && content.shapes.first?.isFilled == false)
        let placeholder = try #require(content.textLines.first)
        #expect(placeholder.text == "Enter name" && placeholder.role == .placeholder && placeholder.origin.x == 7)
        #expect(close(placeholder.baseline, (34 - SF.lineHeight(17)) / 2 + SF.ascender(17)))
        field.text = "A name far too long to fit in two hundred points"
        content = field.drawnContent(in: size)
        let text = try #require(content.textLines.first)
        #expect(text.role == .text && text.isTruncated && text.text.hasSuffix("…") && text.width <= 186)
        field.textAlignment = .right
        let right = try #require(field.drawnContent(in: Size(width: 400, height: 34)).textLines.first)
        #expect(close(right.origin.x + right.width, 393))
    }

    @Test func switchThumbFollowsTheState() {
        let control = Switch()
        let size = Size(width: 51, height: 31)
        var shapes = control.drawnContent(in: size).shapes
        #expect(shapes[0].role == .track && shapes[1].frame == Rect(x: 2, y: 2, width: 27, height: 27))
        control.isOn = true
        shapes = control.drawnContent(in: size).shapes
        #expect(shapes[0].role == .tint && shapes[1].frame == Rect(x: 22, y: 2, width: 27, height: 27))
    }

    @Test func sliderAndProgress() {
        let slider = Slider()
        slider.value = 0.25
        let thumb = slider.drawnContent(in: Size(width: 228, height: 31)).shapes[2]
        // The thumb's centre moves over 228 − 28 = 200 points: 14 + 50.
        #expect(close(thumb.frame.midX, 64) && thumb.role == .thumb)
        let progress = ProgressView()
        progress.progress = 0.4
        let bars = progress.drawnContent(in: Size(width: 250, height: 4)).shapes
        #expect(bars[0].frame.width == 250 && close(bars[1].frame.width, 100) && bars[1].role == .tint)
        progress.progress = .nan
        #expect(progress.drawnContent(in: Size(width: 250, height: 4)).shapes[1].frame.width == 0)
    }

    @Test func segmentedControlSegments() throws {
        let control = SegmentedControl(titles: ["One", "Two", "Three"])
        control.selectedSegmentIndex = 1
        let size = Size(width: 301, height: 32)
        let frames = control.segmentFrames(in: size)
        // Equal segments: (301 − 2 dividers) / 3 = 99.667, 31 high (the bottom point is the inset).
        #expect(frames.count == 3 && frames.allSatisfy { close($0.width, 299.0 / 3) && $0.height == 31 })
        #expect(close(frames[2].maxX, 301))
        let content = control.drawnContent(in: size)
        #expect(content.shapes.contains { $0.role == .selection && $0.frame == frames[1].inset(by: EdgeInsets(all: 2)) })
        #expect(content.textLines.map(\.text) == ["One", "Two", "Three"])
        for (line, frame) in zip(content.textLines, frames) { #expect(close(line.origin.x + line.width / 2, frame.midX)) }
    }

    @Test func imageViewContentModes() {
        let view = ImageView(image: Image(name: "photo", size: Size(width: 200, height: 100)))
        let size = Size(width: 100, height: 100)
        #expect(view.drawnContent(in: size).shapes[0].frame == Rect(x: 0, y: 0, width: 100, height: 100))
        view.contentMode = .scaleAspectFit
        #expect(view.drawnContent(in: size).shapes[0].frame == Rect(x: 0, y: 25, width: 100, height: 50))
        view.contentMode = .scaleAspectFill
        #expect(view.drawnContent(in: size).shapes[0].frame == Rect(x: -50, y: 0, width: 200, height: 100))
        view.contentMode = .center
        #expect(view.drawnContent(in: size).shapes[0].frame == Rect(x: -50, y: 0, width: 200, height: 100))
        #expect(ImageView().drawnContent(in: size) == DrawnContent())
    }

    @Test func activityIndicatorAndStepper() {
        let spokes = ActivityIndicator().drawnContent(in: Size(width: 20, height: 20)).shapes
        #expect(spokes.count == 8 && spokes.allSatisfy { $0.role == .tint })
        // The first spoke points straight up from the centre: from y 5 to y 0 at x 10.
        if case let .line(from, to, _) = spokes[0].kind {
            #expect(close(from.x, 10) && close(from.y, 5) && close(to.x, 10) && close(to.y, 0))
        } else {
            Issue.record("a spoke is a line")
        }
        let stepper = Stepper().drawnContent(in: Size(width: 94, height: 32)).shapes
        #expect(stepper.count == 5 && stepper[0].frame == Rect(x: 0, y: 0, width: 94, height: 32))
    }

    /// Content moved into the root keeps its shape.
    @Test func offsetting() {
        let content = DrawnContent(
            shapes: [DrawnShape(.line(from: Point(x: 1, y: 2), to: Point(x: 3, y: 4), lineWidth: 1),
                                frame: Rect(x: 1, y: 2, width: 2, height: 2), role: .border)],
            textLines: [DrawnTextLine(text: "a", font: ControlFonts.label, origin: Point(x: 0, y: 16), width: 9,
                                      lineFrame: Rect(x: 0, y: 0, width: 9, height: 20), isTruncated: false, role: .text)])
        let moved = content.offsetBy(dx: 10, dy: 20)
        #expect(moved.shapes[0].kind == .line(from: Point(x: 11, y: 22), to: Point(x: 13, y: 24), lineWidth: 1))
        #expect(moved.shapes[0].frame.origin == Point(x: 11, y: 22))
        #expect(moved.textLines[0].origin == Point(x: 10, y: 36) && moved.textLines[0].lineFrame.minY == 20)
    }
}
