import AutoLayout
import Lint
import Testing

/// Ambiguity as Interface Builder reports it: in the superview's coordinates, without the stack
/// view's suppression constraints, and for scroll views whose content size is undecided.
@Suite struct AmbiguityTests {
    typealias F = LintFixtures

    /// A 100×50 box pinned at its top only (no horizontal position) and a 20×20 child at the
    /// box's top, its leading edge placed by `leading` (given the root and the box), laid out.
    private func floatingBox(childLeading leading: (View, View, View) throws -> LayoutConstraint) throws -> (box: View, child: View, screen: Screen) {
        let root = View(name: "Root")
        let screen = Screen(device: try #require(DeviceCatalog.device(named: "iPhone 8")), rootView: root)
        let box = View(name: "Box"), child = View(name: "Child")
        box.translatesAutoresizingMaskIntoConstraints = false
        child.translatesAutoresizingMaskIntoConstraints = false
        try root.addSubview(box)
        try box.addSubview(child)
        for c in try [box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20), box.widthAnchor.constraint(equalToConstant: 100),
                  box.heightAnchor.constraint(equalToConstant: 50), leading(root, box, child),
                  child.topAnchor.constraint(equalTo: box.topAnchor), child.widthAnchor.constraint(equalToConstant: 20),
                  child.heightAnchor.constraint(equalToConstant: 20)] {
            try c.activate()
        }
        screen.layoutIfNeeded()
        return (box, child, screen)
    }

    /// A container with no horizontal position, and a child 10 pt inside its leading edge: the
    /// child's x in the root's coordinates moves with the container, in the container's it does not.
    @Test func aViewKeepingItsPlaceInAnAmbiguousContainerIsNotAmbiguous() throws {
        let layout = try floatingBox { _, box, child in try child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10) }
        #expect(layout.box.ambiguousAttributes == [.left])
        #expect(layout.box.ambiguousAttributesInSuperview == [.left])
        #expect(layout.child.ambiguousAttributes == [.left])
        #expect(layout.child.ambiguousAttributesInSuperview == [])
    }

    /// The child pinned to the root while its container floats: its place in the container moves.
    @Test func aFixedViewInAFloatingContainerIsAmbiguousInIt() throws {
        let layout = try floatingBox { root, _, child in try child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10) }
        #expect(layout.child.ambiguousAttributes == [])
        #expect(layout.child.ambiguousAttributesInSuperview == [.left])
    }

    @Test func aGuideWithoutAWidthIsAmbiguous() throws {
        let root = View(name: "Root")
        let screen = Screen(device: try #require(DeviceCatalog.device(named: "iPhone 8")), rootView: root)
        let guide = LayoutGuide(identifier: "g", name: "Guide")
        try root.addLayoutGuide(guide)
        for c in try [guide.leadingAnchor.constraint(equalTo: root.leadingAnchor), guide.topAnchor.constraint(equalTo: root.topAnchor),
                  guide.heightAnchor.constraint(equalToConstant: 10)] {
            try c.activate()
        }
        screen.layoutIfNeeded()
        #expect(guide.ambiguousAttributes == [.width])
    }

    /// A centre-aligned vertical stack holding a plain view with a height but no width, and, when
    /// `empty`, an empty stack view with no height. UIKit's stack gives the plain view width 0 at
    /// priority 25, and Interface Builder does not mark it: of the 33 such views in the corpora
    /// of saved documents, 32 are unmarked, and the one marked sits below an empty stack view.
    /// An empty stack view's height is undecided but for UIKit's `height == 0 @1`, and Interface
    /// Builder marks it (the one empty stack of the corpora whose height nothing else decides), so the
    /// views the stack places below it are ambiguous too.
    @Test(arguments: [false, true])
    func aViewWithoutAWidthInACentredStackIsNotAmbiguousButAnEmptyStackIs(_ empty: Bool) throws {
        let emptyStack = """
                                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="emp">
                                                <rect key="frame" x="121.5" y="0" width="100" height="0"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="100" id="w3"/>
                                                </constraints>
                                            </stackView>

            """
        let fixed = F.view("fixed", label: "Fixed", frame: (121.5, 0, 100, 40), constraints: """
                                            <constraint firstAttribute="width" constant="100" id="w1"/>
                                            <constraint firstAttribute="height" constant="40" id="h1"/>
            """)
        let spacer = F.view("spacer", label: "Spacer", frame: (121.5, 50, 100, 20), constraints: """
                                            <constraint firstAttribute="height" constant="20" id="h2"/>
            """)
        let text = F.storyboard(
            subviews: F.stackView("stk", attributes: #"axis="vertical" alignment="center" spacing="10""#, frame: (16, 40, 343, 70),
                                  arranged: (empty ? [emptyStack] : []) + [fixed, spacer]),
            constraints: [F.constraint("l1", #"firstItem="stk" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16""#),
                          F.constraint("r1", #"firstItem="safe" firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" constant="16""#),
                          F.constraint("t1", #"firstItem="stk" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20""#)]
                .joined(separator: "\n"))
        let found = try Linter.violations(of: text, named: "Stack.storyboard").filter { $0.rule == .ambiguous }
        #expect(Set(found.compactMap(\.viewId)) == (empty ? ["stk", "emp", "fixed", "spacer"] : []))
        #expect(!found.contains { $0.message.contains("horizontal position") }, "\(found.map(\.message))")
    }

    /// A scroll view whose content is pinned to its top and sides but not its bottom: the content
    /// height is undecided.
    @Test func aScrollViewWhoseContentDoesNotDecideItsHeightIsAmbiguous() throws {
        let text = F.storyboard(
            subviews: """
                                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr">
                                        <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                        <subviews>
            """ + F.view("content", label: "Content", frame: (0, 0, 375, 100), constraints: """
                                            <constraint firstAttribute="height" constant="100" id="h1"/>
                """) + """

                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="content" firstAttribute="top" secondItem="scr" secondAttribute="top" id="c1"/>
                                            <constraint firstItem="content" firstAttribute="leading" secondItem="scr" secondAttribute="leading" id="c2"/>
                                            <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c3"/>
                                            <constraint firstItem="content" firstAttribute="width" secondItem="scr" secondAttribute="width" id="c4"/>
                                        </constraints>
                                    </scrollView>
            """,
            constraints: [F.constraint("l1", #"firstItem="scr" firstAttribute="leading" secondItem="root" secondAttribute="leading""#),
                          F.constraint("r1", #"firstItem="root" firstAttribute="trailing" secondItem="scr" secondAttribute="trailing""#),
                          F.constraint("t1", #"firstItem="scr" firstAttribute="top" secondItem="safe" secondAttribute="top""#),
                          F.constraint("b1", #"firstItem="root" firstAttribute="bottom" secondItem="scr" secondAttribute="bottom""#)]
                .joined(separator: "\n"))
        let found = try Linter.violations(of: text, named: "Scroll.storyboard").filter { $0.rule == .ambiguous }
        #expect(found.map(\.viewId) == ["scr"])
        #expect(found.first?.message == "ScrollView has an ambiguous scrollable content size: its content's constraints do not decide the content's height")
    }

    /// A header whose top, height and bottom conflict (100 pt tall, yet 800 pt above the safe
    /// area's bottom on a 667-pt screen), with a label centred in it: which constraint gives way
    /// decides the header's frame and the label's place in it, so both are ambiguous, as
    /// Interface Builder marks them (a saved storyboard of this shape has both marked). Only on
    /// the document's own device: elsewhere the conflict is reported once, as unsatisfiable.
    @Test func viewsThatAConflictLeavesUndecidedAreAmbiguousOnTheirOwnDevice() throws {
        let text = F.storyboard(
            subviews: F.view("hdr", label: "Header", frame: (0, 20, 375, 100), constraints: """
                                            <constraint firstAttribute="height" constant="100" id="h1"/>
                                            <constraint firstItem="lbl" firstAttribute="leading" secondItem="hdr" secondAttribute="leading" constant="20" id="c1"/>
                                            <constraint firstItem="lbl" firstAttribute="centerY" secondItem="hdr" secondAttribute="centerY" id="c2"/>
                """).replacingOccurrences(of: "<constraints>", with: """
                                        <subviews>
                """ + F.label("lbl", text: "Memory Game", frame: (20, 39.5, 110, 20.5)) + """

                                        </subviews>
                                        <constraints>
                """),
            constraints: [F.constraint("l1", #"firstItem="hdr" firstAttribute="leading" secondItem="safe" secondAttribute="leading""#),
                          F.constraint("r1", #"firstItem="safe" firstAttribute="trailing" secondItem="hdr" secondAttribute="trailing""#),
                          F.constraint("t1", #"firstItem="hdr" firstAttribute="top" secondItem="safe" secondAttribute="top""#),
                          F.constraint("b1", #"firstItem="safe" firstAttribute="bottom" secondItem="hdr" secondAttribute="bottom" constant="800""#)]
                .joined(separator: "\n"))
        let violations = try Linter.violations(of: text, named: "Conflict.storyboard")
        #expect(violations.contains { $0.rule == .unsatisfiable })
        let found = violations.filter { $0.rule == .ambiguous }
        #expect(found.compactMap(\.viewId).sorted() == ["hdr", "lbl"])
        for v in found {
            #expect(v.message.contains("its constraints conflict, and which of them gives way decides its"), "\(v.message)")
            #expect(v.configurations.map(\.device) == ["iPhone 8"])
        }
    }

    /// A vertical stack (fill alignment) of a 40-pt-wide icon and a 50-pt-wide bar: the stack
    /// gives both one width, so the two widths conflict through the stack's own constraints,
    /// and Xcode's saved frames break one (the icon saved 50 pt wide). Interface Builder leaves
    /// such views unmarked (saved documents of four apps show it): the conflict is one
    /// `unsatisfiable` violation, and no view is reported ambiguous.
    @Test func aConflictThroughAStackViewsConstraintsIsNotAmbiguity() throws {
        let icon = F.view("icon", label: "Icon", frame: (0, 0, 50, 40), constraints: """
                                            <constraint firstAttribute="width" constant="40" id="w1"/>
                                            <constraint firstAttribute="height" constant="40" id="h1"/>
            """)
        let bar = F.view("bar", label: "Bar", frame: (0, 48, 50, 6), constraints: """
                                            <constraint firstAttribute="width" constant="50" id="w2"/>
                                            <constraint firstAttribute="height" constant="6" id="h2"/>
            """)
        let text = F.storyboard(
            subviews: F.stackView("stk", attributes: #"axis="vertical" spacing="8""#, frame: (16, 40, 50, 54), arranged: [icon, bar]),
            constraints: [F.constraint("l1", #"firstItem="stk" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16""#),
                          F.constraint("t1", #"firstItem="stk" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20""#)]
                .joined(separator: "\n"))
        let violations = try Linter.violations(of: text, named: "StackConflict.storyboard")
        #expect(violations.contains { $0.rule == .unsatisfiable })
        #expect(!violations.contains { $0.rule == .ambiguous }, "\(violations.filter { $0.rule == .ambiguous }.map(\.message))")
    }

    /// An image view showing an SF Symbol, centred and with no size constraints: like every
    /// image view with an image it has an intrinsic size (the symbol's, which Interface Builder
    /// saved as 12.5 × 17), so it is not ambiguous, and it keeps that size.
    @Test func anImageViewWithASystemSymbolHasASize() throws {
        let symbol = """
                                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="chevron.left" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="sym">
                                        <rect key="frame" x="181" y="325" width="12.5" height="17"/>
                                    </imageView>
            """
        let text = F.storyboard(
            subviews: symbol,
            constraints: [F.constraint("cx", #"firstItem="sym" firstAttribute="centerX" secondItem="root" secondAttribute="centerX""#),
                          F.constraint("cy", #"firstItem="sym" firstAttribute="centerY" secondItem="root" secondAttribute="centerY""#)]
                .joined(separator: "\n"))
        let violations = try Linter.violations(of: text, named: "Symbol.storyboard")
        #expect(!violations.contains { $0.rule == .ambiguous || $0.rule == .misplaced }, "\(violations.map(\.message))")
    }

    /// An empty scroll view pinned on all sides: with Content Layout Guides turned on, nothing
    /// decides its content size and it is ambiguous; without them, its content size is set in
    /// code and it is not.
    @Test(arguments: [true, false])
    func anEmptyScrollViewWithContentLayoutGuidesIsAmbiguous(_ guides: Bool) throws {
        let text = F.storyboard(
            subviews: """
                                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr">
                                        <rect key="frame" x="0.0" y="20" width="375" height="647"/>
            """ + (guides ? """

                                        <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                                        <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
            """ : "") + """

                                    </scrollView>
            """,
            constraints: [F.constraint("l1", #"firstItem="scr" firstAttribute="leading" secondItem="root" secondAttribute="leading""#),
                          F.constraint("r1", #"firstItem="root" firstAttribute="trailing" secondItem="scr" secondAttribute="trailing""#),
                          F.constraint("t1", #"firstItem="scr" firstAttribute="top" secondItem="safe" secondAttribute="top""#),
                          F.constraint("b1", #"firstItem="root" firstAttribute="bottom" secondItem="scr" secondAttribute="bottom""#)]
                .joined(separator: "\n"))
        let found = try Linter.violations(of: text, named: "Empty.storyboard").filter { $0.rule == .ambiguous }
        #expect(found.map(\.viewId) == (guides ? ["scr"] : []))
        #expect(found.first.map { $0.message.contains("ambiguous scrollable content size") } ?? !guides)
    }
}
