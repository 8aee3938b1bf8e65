import Testing
import VisualFormat
@testable import AutoLayout

/// The title-and-time row, the classic compression-resistance example: a title on the left, a
/// time on the right, at least 8 points apart. When the title is too long, one of them must
/// shrink; raising the time's horizontal compression resistance to 751 makes the title give way
/// (truncate) and keeps the time whole.
///
/// Written three ways: with the DSL as Masonry/SnapKit users write it (left/right, offsets from
/// the container), as a layout document lists it (the cookbook's words, here through anchors:
/// `Title.Leading = Row.Leading + 16`, `Time.Leading >= Title.Trailing + 8`,
/// `Row.Trailing = Time.Trailing + 16`, `Time.CenterY = Title.CenterY`, `Title.CenterY = Row.CenterY`),
/// and in VFL. Views with explicit intrinsic sizes stand in for the labels: text 21 points high,
/// the time 60 points wide, the title 120 (short) or 400 (long).
///
/// Frames worked out by hand on the iPhone 8, in screen coordinates. The row is 44 high under
/// the top layout guide (y 20 in portrait, 0 in landscape), full width; labels are centred in it,
/// so y = row.y + 22 − 10.5. The time's right edge is 16 from the row's: x = width − 16 − 60. The
/// title starts at 16 and keeps its intrinsic width if it fits before time.x − 8; otherwise it
/// ends there (portrait, long: 299 − 8 − 16 = 275 wide).
@Suite("Title and time")
struct TitleAndTimeTests {
    enum Way: String, CaseIterable, Sendable {
        case masonryStyleDSL, document, visualFormat
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var orientation: Orientation
        var titleWidth: Double
        var title: Rect
        var time: Rect
        var testDescription: String { "\(orientation), title \(Int(titleWidth)) wide" }
    }

    static let cases: [Case] = [
        Case(orientation: .portrait, titleWidth: 120,
             title: Rect(x: 16, y: 31.5, width: 120, height: 21), time: Rect(x: 299, y: 31.5, width: 60, height: 21)),
        Case(orientation: .portrait, titleWidth: 400,
             title: Rect(x: 16, y: 31.5, width: 275, height: 21), time: Rect(x: 299, y: 31.5, width: 60, height: 21)),
        Case(orientation: .landscape, titleWidth: 120,
             title: Rect(x: 16, y: 11.5, width: 120, height: 21), time: Rect(x: 591, y: 11.5, width: 60, height: 21)),
        Case(orientation: .landscape, titleWidth: 400,
             title: Rect(x: 16, y: 11.5, width: 400, height: 21), time: Rect(x: 591, y: 11.5, width: 60, height: 21)),
        Case(orientation: .landscape, titleWidth: 600,
             title: Rect(x: 16, y: 11.5, width: 567, height: 21), time: Rect(x: 591, y: 11.5, width: 60, height: 21)),
    ]

    struct Row {
        let screen: Screen
        let row = View(name: "Row")
        let title = View(name: "Title")
        let time = View(name: "Time")
    }

    func makeRow(_ orientation: Orientation, titleWidth: Double) throws -> Row {
        let r = Row(screen: try makeScreen("iPhone 8", orientation))
        try r.screen.rootView.addSubview(r.row)
        try r.row.addSubview(r.title)
        try r.row.addSubview(r.time)
        r.title.explicitIntrinsicContentSize = Size(width: titleWidth, height: 21)
        r.time.explicitIntrinsicContentSize = Size(width: 60, height: 21)
        return r
    }

    func build(_ r: Row, _ way: Way) throws {
        let (row, title, time) = (r.row, r.title, r.time)
        let topGuide = r.screen.topLayoutGuide
        switch way {
        case .masonryStyleDSL:
            try row.snp.makeConstraints { make in
                make.top.equalTo(topGuide.snp.bottom)
                make.left.right.equalToSuperview()
                make.height.equalTo(44)
            }
            try title.snp.makeConstraints { make in
                make.left.equalTo(row).offset(16)
                make.centerY.equalTo(row)
            }
            try time.snp.makeConstraints { make in
                make.left.greaterThanOrEqualTo(title.snp.right).offset(8)
                make.right.equalTo(row).offset(-16)
                make.centerY.equalTo(title)
            }

        case .document:
            for view in [row, title, time] { view.translatesAutoresizingMaskIntoConstraints = false }
            let root = r.screen.rootView
            try LayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: topGuide.bottomAnchor),
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                row.heightAnchor.constraint(equalToConstant: 44),
                title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                time.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                row.trailingAnchor.constraint(equalTo: time.trailingAnchor, constant: 16),
                time.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            ])

        case .visualFormat:
            for view in [row, title, time] { view.translatesAutoresizingMaskIntoConstraints = false }
            let views: [String: LayoutItem] = ["row": row, "title": title, "time": time, "top": topGuide]
            var constraints = try LayoutConstraint.constraints(withVisualFormat: "H:|[row]|", views: views)
            constraints += try LayoutConstraint.constraints(withVisualFormat: "V:[top][row(44)]", views: views)
            constraints += try LayoutConstraint.constraints(
                withVisualFormat: "H:|-16-[title]-(>=8)-[time]-16-|", options: .alignAllCenterY, views: views)
            constraints.append(try title.centerYAnchor == row.centerYAnchor)
            try LayoutConstraint.activate(constraints)
        }
    }

    @Test("The time keeps its width; the title gives way", arguments: cases)
    func frames(_ c: Case) throws {
        for way in Way.allCases {
            let r = try makeRow(c.orientation, titleWidth: c.titleWidth)
            try build(r, way)
            // What Masonry users write after the constraints:
            // [timeLabel setContentCompressionResistancePriority:UILayoutPriorityDefaultHigh + 1 forAxis:…]
            r.time.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
            r.screen.layoutIfNeeded()
            #expect(r.title.frameInRoot == c.title, "\(way): \(r.title.frameInRoot)")
            #expect(r.time.frameInRoot == c.time, "\(way): \(r.time.frameInRoot)")
            #expect(!r.title.hasAmbiguousLayout && !r.time.hasAmbiguousLayout, "\(way)")
        }
    }

    @Test("Without the raised resistance, a long title makes the row ambiguous")
    func ambiguousWithoutResistance() throws {
        for way in Way.allCases {
            let r = try makeRow(.portrait, titleWidth: 400)
            try build(r, way)
            r.screen.layoutIfNeeded()
            #expect(r.title.hasAmbiguousLayout || r.time.hasAmbiguousLayout, "\(way)")
            // Whatever split the engine picked, the row's required constraints hold.
            #expect(r.time.frameInRoot.maxX == 359, "\(way)")
            #expect(r.title.frameInRoot.maxX + 8 <= r.time.frameInRoot.minX + 1e-9, "\(way)")
        }
    }

    @Test("The DSL's constraints point at the lines that made them")
    func provenance() throws {
        let r = try makeRow(.portrait, titleWidth: 120)
        try build(r, .masonryStyleDSL)
        let origins = r.time.snp.constraints.map(\.origin)
        #expect(origins.count == 3)
        for origin in origins {
            guard case .code(let file, let line) = origin else {
                Issue.record("no code origin: \(origin)")
                continue
            }
            #expect(file == "AutoLayoutTests/TitleAndTimeTests.swift")
            #expect(line > 0)
        }
        #expect(Set(origins.map { "\($0)" }).count == 3)
    }
}
