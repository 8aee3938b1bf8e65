import InterfaceBuilder
import Testing

/// The model read from `Fixture.storyboard`: every value below is read off the fixture's XML
/// by hand, or is IB's documented default for an attribute the fixture leaves out
/// (Xcode's saved documents).
@Suite("Document model")
struct DocumentModelTests {
    let document: IBDocument

    init() throws {
        document = try IBDocument(xml: Fixture.storyboard, file: "Fixture.storyboard")
    }

    func view(_ id: String) throws -> IBView {
        try #require(document.view(withID: id), "no view \(id)")
    }

    @Test func documentAndDevice() {
        #expect(document.kind == .storyboard)
        #expect(document.toolsVersion == "14460.31" && document.toolsVersionNumber == 14460)
        #expect(document.useAutolayout && document.useTraitCollections && !document.useSafeAreas)
        #expect(document.initialViewControllerID == "nav-cn-trl")
        #expect(document.device == IBDevice(id: "retina4_7", orientation: .landscape, adaptation: "fullscreen", line: 3))
        #expect(document.scenes.map(\.id) == ["sc1-aa-aaa", "sc2-aa-aaa"])
        #expect(document.images["flower"]?.size == IBSize(width: 30, height: 20))
    }

    @Test func navigationController() throws {
        let navigation = try #require(document.scenes.first?.viewController)
        #expect(navigation.kind == .navigationController)
        #expect(navigation.segues.map(\.destination) == ["vc1-aa-aaa"])
        #expect(navigation.segues.first?.relationship == "rootViewController")
        let bar = try #require(navigation.navigationBar)
        #expect(bar.line == 10 && bar.key == "navigationBar")
        #expect(bar.frame == IBRect(x: 0, y: 20, width: 667, height: 32))
        #expect(bar.content == .bar({ var b = IBBar(); b.translucent = false; return b }()))
        #expect(bar.autoresizingMask == IBAutoresizingMask())
    }

    @Test func viewController() throws {
        let controller = try #require(document.scenes.last?.viewController)
        #expect(controller.kind == .viewController && controller.title == "Form")
        #expect(controller.customClass == "FormViewController")
        #expect(controller.layoutGuides.map(\.type) == [.top, .bottom])
        #expect(controller.navigationItem?.title == "Form ✓")
        #expect(controller.edgesForExtendedLayout == IBRectEdges(top: true))
        #expect(controller.automaticallyAdjustsScrollViewInsets)
        guard case .bar(let topBar) = controller.simulatedMetrics.topBar else {
            Issue.record("no simulated top bar")
            return
        }
        #expect(topBar.kind == .navigationBar && topBar.translucent == false && topBar.prompted == false)
        #expect(controller.simulatedMetrics.bottomBar == .none)
        #expect(controller.simulatedMetrics.statusBar == .inferred)
        #expect(controller.view?.id == "root-vw-aa")
        #expect(document.items["top-gd-aaa"]?.kind == .legacyLayoutGuide(.top))
        #expect(document.items["top-gd-aaa"]?.ownerID == "vc1-aa-aaa")
    }

    @Test func rootView() throws {
        let root = try view("root-vw-aa")
        #expect(root.line == 27 && root.key == "view")
        #expect(root.frame == IBRect(x: 0, y: 0, width: 667, height: 343))
        #expect(root.autoresizingMask == IBAutoresizingMask(widthSizable: true, heightSizable: true))
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(root.backgroundColor == .white(1, alpha: 1))
        #expect(root.subviews.count == 10)
        #expect(root.layoutGuides.isEmpty && root.safeAreaLayoutGuide == nil)
    }

    @Test func label() throws {
        let label = try view("lab-el-aaa")
        #expect(label.kind == .label && label.line == 31)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(label.contentHuggingPriority == IBAxisPriorities(horizontal: 251, vertical: 251))
        #expect(label.compressionResistancePriority == IBAxisPriorities(horizontal: 750, vertical: 750))
        guard case .label(let content)? = label.content else {
            Issue.record("not a label")
            return
        }
        #expect(content.text == "Two\nlines")
        #expect(content.font == IBFont(face: .textStyle("UICTFontTextStyleBody"), size: .textStyleDefault, line: 35))
        #expect(content.numberOfLines == 0)
        #expect(content.lineBreakMode == .tailTruncation)
        #expect(content.textAlignment == nil)
        #expect(IBFont.textStyleName("UICTFontTextStyleBody") == "body")
    }

    @Test func buttonAndTextField() throws {
        guard case .button(let button)? = try view("but-to-naa").content else {
            Issue.record("not a button")
            return
        }
        #expect(button.buttonType == "system")
        #expect(button.lineBreakMode == .wordWrapping)
        #expect(button.font?.face == .boldSystem && button.font?.pointSize == 15)
        #expect(button.contentEdgeInsets == IBEdgeInsets(top: 7, left: 10, bottom: 5, right: 12))
        #expect(button.states.map(\.state) == ["normal", "highlighted"])
        #expect(button.title == "Save")
        guard case .textField(let field)? = try view("tex-tf-aaa").content else {
            Issue.record("not a text field")
            return
        }
        #expect(field.placeholder == "Name" && field.text == nil)
        #expect(field.borderStyle == "roundedRect")
        #expect(field.font == IBFont(face: .system(.medium), size: .points(14), line: 47))
    }

    @Test func valueControls() throws {
        guard case .segmentedControl(let segments)? = try view("seg-ct-aaa").content else {
            Issue.record("not a segmented control")
            return
        }
        #expect(segments.segments.map(\.title) == ["First", "Second"])
        #expect(segments.segments.map(\.width) == [nil, 60])
        #expect(segments.segments.last?.line == 54)
        #expect(segments.selectedSegmentIndex == 1)
        #expect(try view("swi-tc-haa").content == .switch({ var s = IBSwitch(); s.isOn = true; return s }()))
        #expect(try view("swi-tc-haa").contentHuggingPriority == IBAxisPriorities(horizontal: 750, vertical: 750))
        guard case .slider(let slider)? = try view("sli-de-raa").content,
              case .stepper(let stepper)? = try view("ste-pp-era").content,
              case .imageView(let image)? = try view("ima-ge-aaa").content else {
            Issue.record("not a slider, stepper and image view")
            return
        }
        #expect(slider.value == 0.25 && slider.minimumValue == -1 && slider.maximumValue == 2)
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(image.image == "flower")
    }

    @Test func stackView() throws {
        let stack = try view("sta-ck-aaa")
        let attributes = try #require(stack.stackView)
        #expect(attributes.axis == .vertical && attributes.distribution == .equalSpacing)
        #expect(attributes.alignment == .firstBaseline)
        #expect(attributes.usesStandardSpacing && attributes.spacing == 0)
        #expect(!attributes.isBaselineRelativeArrangement)
        #expect(attributes.isLayoutMarginsRelativeArrangement)
        #expect(attributes.arrangedSubviewIDs == ["arr-aa-aaa", "arr-bb-bbb"])
        #expect(stack.layoutMargins == .directional(IBDirectionalEdgeInsets(top: 16, leading: 10, bottom: 16, trailing: 10)))
        let placeholder = try view("arr-aa-aaa").placeholderIntrinsicSize
        #expect(placeholder == IBPlaceholderIntrinsicSize(width: IBPlaceholderIntrinsicSize.Dimension.none,
                                                          height: .points(30)))
    }

    @Test func unknownElementsAreListedNotDropped() throws {
        let fancy = try view("arr-bb-bbb")
        #expect(fancy.kind == .unknown("fancyView") && fancy.elementName == "fancyView")
        #expect(fancy.hidden && fancy.frame == IBRect(x: 10, y: 54, width: 80, height: 30))
        #expect(document.unsupported.map(\.element) == ["fancyView", "wibble"])
        #expect(document.unsupported.map(\.line) == [75, 85])
        #expect(document.unsupported.map(\.ownerID) == ["arr-bb-bbb", "fre-ee-aaa"])
        #expect(document.unsupported.last?.key == "sparkle")
        #expect(document.unsupported.last?.description == #"line 85: <wibble key="sparkle"> in fre-ee-aaa: not modelled"#)
    }

    @Test func freeView() throws {
        let free = try view("fre-ee-aaa")
        #expect(free.translatesAutoresizingMaskIntoConstraints && free.fixedFrame)
        #expect(free.autoresizingMask == IBAutoresizingMask(flexibleMaxX: true, flexibleMaxY: true))
        #expect(free.layoutMargins == .absolute(IBEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(free.insetsLayoutMarginsFromSafeArea && !free.preservesSuperviewLayoutMargins)
    }

    @Test func constraints() throws {
        let root = try view("root-vw-aa")
        #expect(root.constraints.map(\.ownerID) == Array(repeating: "root-vw-aa", count: 5))
        let leading = try #require(document.constraint(withID: "con-aa-aaa"))
        #expect(leading.secondAttribute == .leadingMargin && leading.secondAttribute?.isMargin == true)
        #expect(leading.relation == .equal && leading.multiplier == .one && leading.constant == 0 && leading.priority == 1000)
        let top = try #require(document.constraint(withID: "con-bb-bbb"))
        #expect(top.isStandardSpacing && top.constant == 8 && top.secondItem == "top-gd-aaa")
        let trailing = try #require(document.constraint(withID: "con-cc-ccc"))
        #expect(trailing.firstItemIsImplied && trailing.firstItem == "root-vw-aa")
        #expect(trailing.relation == .greaterThanOrEqual && trailing.isPlaceholder)
        let aspect = try #require(document.constraint(withID: "con-dd-ddd"))
        #expect(aspect.multiplier.form == .ratio(3, 2) && aspect.multiplier.value == 1.5)
        #expect(aspect.priority == 750 && aspect.identifier == "aspect")
        let bottom = try #require(document.constraint(withID: "con-ee-eee"))
        #expect(bottom.line == 94)
        #expect(bottom.variations.map(\.trait.key) == ["heightClass=compact"])
        #expect(bottom.variations.first?.constant == 8 && bottom.variations.first?.line == 95)
        #expect(document.items["con-ee-eee"]?.kind == .constraint)
    }

    @Test func variations() throws {
        let root = try view("root-vw-aa")
        #expect(root.variations.map(\.trait.key) == ["default", "heightClass=compact-widthClass=regular"])
        let base = root.variations[0], compact = root.variations[1]
        #expect(base.trait.isDefault && base.trait.specificity == 0)
        #expect(base.constraintMask == [IBMaskEntry(reference: "con-cc-ccc", isIncluded: false, line: 100)])
        #expect(compact.trait.widthClass == .regular && compact.trait.heightClass == .compact)
        #expect(compact.trait.specificity == 2)
        #expect(compact.subviewMask.map(\.reference) == ["fre-ee-aaa"])
        #expect(compact.constraintMask.map(\.isIncluded) == [true])
        // Landscape on a 375-pt phone is wC/hC, so the wR/hC variation does not apply; the
        // default variation describes the base and always does.
        #expect(!compact.trait.matches(widthClass: .compact, heightClass: .compact))
        #expect(compact.trait.matches(widthClass: .regular, heightClass: .compact))
        #expect(base.trait.matches(widthClass: .compact, heightClass: .compact))
    }

    @Test func traversalIsInDocumentOrder() {
        let ids = document.allViews.map(\.id)
        #expect(ids.first == "nav-ba-rrr")
        #expect(Array(ids.prefix(4)) == ["nav-ba-rrr", "root-vw-aa", "lab-el-aaa", "but-to-naa"])
        #expect(ids.count == 14)
        #expect(document.allViews.map(\.line) == document.allViews.map(\.line).sorted())
    }
}
