import InterfaceBuilder
import LayoutVocabulary
import TestSupport
import Testing

/// One fact a spot check of a public storyboard, worked by hand, states about its input.
///
/// Ids were looked up in the documents by the names the spot checks use (label texts, user
/// labels, placeholders); every value is the one the spot-check document quotes.
enum Fact: Sendable {
    case device(String, Orientation)
    case noDevice
    case toolsVersion(String)
    /// A view's saved frame.
    case frame(String, IBRect)
    /// A constraint as written: `first.attribute relation second.attribute × multiplier + constant`.
    case constraint(String, first: String, LayoutAttribute, LayoutRelation = .equal,
                    second: String?, LayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
                    priority: Double = 1000, standard: Bool = false, implied: Bool = false)
    /// A view's `<viewLayoutGuide>`.
    case guide(String, key: String, owner: String)
    /// A controller's legacy layout guide.
    case legacyGuide(String, IBLegacyLayoutGuide.GuideType, controller: String)
    /// A stack's arrangement.
    case stack(String, IBStackView.Axis, IBStackView.Distribution, spacing: Double, arranged: Int)
    /// A stack's margins and whether its views are arranged inside them.
    case stackMargins(String, IBLayoutMargins, relative: Bool)
    /// The views a variation's subview mask excludes, and whether it applies to (width, height).
    case excludedSubviews(owner: String, trait: String, [String], appliesTo: (IBTraitCondition.SizeClass,
                                                                            IBTraitCondition.SizeClass))
    /// A bar view's `translucent` attribute.
    case translucent(String, Bool)
    case switchOn(String)
    case textViewScrolls(String, Bool, textPrefix: String)
    case launchScreen
}

struct SpotCheck: Sendable, CustomTestStringConvertible {
    var number: Int
    var file: String
    var facts: [Fact]
    var testDescription: String { "spot check \(number)" }
}

@Suite("Hand-worked spot checks: their inputs parse to what the spot-check document says", .needsCorpus)
struct SpotCheckTests {
    static let cookbook = "fastboatster__autolayoutcookbook__Auto Layout Cookbook__"

    static let checks: [SpotCheck] = [
        SpotCheck(number: 1, file: "treehouse-projects__iOS-AutoLayoutCookbook__AutoLayoutCookbook__Form.storyboard", facts: [
            .device("retina4_7", .portrait),
            // "Name" label Bck-o6-o3a: leading = safe.leading + 8; stored x 8, width 74.
            .frame("Bck-o6-o3a", IBRect(x: 8, y: 49, width: 74, height: 21)),
            .constraint("l4R-Kd-s7e", first: "Bck-o6-o3a", .leading, second: "d8j-Iv-hWn", .leading, constant: 8),
            .guide("d8j-Iv-hWn", key: "safeArea", owner: "7VG-dO-yXo"),
            // First text field TGp-Rx-gIG: top = safe.top + 20 → y 40; safe.trailing = tf.trailing + 8 → width 277.
            .frame("TGp-Rx-gIG", IBRect(x: 90, y: 40, width: 277, height: 30)),
            .constraint("BWd-cz-gem", first: "TGp-Rx-gIG", .top, second: "d8j-Iv-hWn", .top, constant: 20),
            .constraint("38l-P4-aKU", first: "d8j-Iv-hWn", .trailing, second: "TGp-Rx-gIG", .trailing, constant: 8),
            // Second text field fHD-jL-hZj: top = tf1.bottom + 8 → 78.
            .frame("fHD-jL-hZj", IBRect(x: 90, y: 78, width: 277, height: 30)),
            .constraint("sXL-8B-t5V", first: "fHD-jL-hZj", .top, second: "TGp-Rx-gIG", .bottom, constant: 8),
            // The text fields have equal widths.
            .constraint("2JY-EQ-mIJ", first: "fHD-jL-hZj", .width, second: "TGp-Rx-gIG", .width),
        ]),
        SpotCheck(number: 2, file: cookbook + "TwoEqualWidthViewsStoryboard.storyboard", facts: [
            .legacyGuide("qah-uE-jea", .top, controller: "R2N-ic-1wR"),
            .legacyGuide("J39-hk-F4I", .bottom, controller: "R2N-ic-1wR"),
            // Yellow: x 16 (leadingMargin), y 20 + 20, height 667 − 20 − 40; widths 167.5.
            .frame("61O-Uq-bu7", IBRect(x: 16, y: 40, width: 167.5, height: 607)),
            .frame("peC-p8-JWZ", IBRect(x: 191.5, y: 40, width: 167.5, height: 607)),
            .constraint("eh7-tF-sQ4", first: "61O-Uq-bu7", .leading, second: "HOV-vO-KuP", .leadingMargin),
            .constraint("f3S-10-hym", first: "61O-Uq-bu7", .top, second: "qah-uE-jea", .bottom, constant: 20),
            .constraint("2a0-83-56s", first: "J39-hk-F4I", .top, second: "61O-Uq-bu7", .bottom, constant: 20),
            .constraint("FHQ-Pe-Piv", first: "61O-Uq-bu7", .width, second: "peC-p8-JWZ", .width),
            .constraint("qum-2p-HfP", first: "peC-p8-JWZ", .leading, second: "61O-Uq-bu7", .trailing, constant: 8,
                        standard: true),
        ]),
        SpotCheck(number: 3, file: cookbook + "TwoDifferentWidthViewsStoryboard.storyboard", facts: [
            // multiplier="2:1"; stored widths 111.5 and 223.5.
            .constraint("QWd-Lb-k4G", first: "4Q2-Ak-JNL", .width, second: "sq7-BS-9Qf", .width, multiplier: 2),
            .frame("sq7-BS-9Qf", IBRect(x: 16, y: 40, width: 111.5, height: 607)),
            .frame("4Q2-Ak-JNL", IBRect(x: 135.5, y: 40, width: 223.5, height: 607)),
        ]),
        SpotCheck(number: 4, file: cookbook + "TwoViewsWithComplexWidths.storyboard", facts: [
            // Blue width ≥ 150 (required); red = 2 × blue at 750; stored 150 and 185.
            .constraint("sF0-7r-JgF", first: "mlR-Oy-8fV", .width, .greaterThanOrEqual, second: nil, nil,
                        constant: 150, implied: true),
            .constraint("eI3-g0-FXj", first: "YBd-Db-317", .width, second: "mlR-Oy-8fV", .width, multiplier: 2,
                        priority: 750),
            .frame("mlR-Oy-8fV", IBRect(x: 16, y: 40, width: 150, height: 607)),
            .frame("YBd-Db-317", IBRect(x: 174, y: 40, width: 185, height: 607)),
        ]),
        SpotCheck(number: 5, file: cookbook + "SizeClasses.storyboard", facts: [
            .device("retina4_7", .landscape),
            // heightClass=compact excludes Blue and Yellow; iPhone landscape is wC/hC.
            .excludedSubviews(owner: "dDj-nC-6s5", trait: "heightClass=compact", ["0oG-iH-T8m", "JRw-xW-HYR"],
                              appliesTo: (.compact, .compact)),
            .frame("dDj-nC-6s5", IBRect(x: 0, y: 0, width: 667, height: 375)),
            .frame("swm-ZV-6dP", IBRect(x: 20, y: 40, width: 309.5, height: 315)),
        ]),
        SpotCheck(number: 6, file: cookbook + "NestedStackViews.storyboard", facts: [
            .frame("oyc-qe-1ck", IBRect(x: 16, y: 40, width: 343, height: 607)),
            .stack("ZIU-ff-Ux4", .horizontal, .fillEqually, spacing: 8, arranged: 3),
            .frame("I2A-eI-bUy", IBRect(x: 0, y: 33, width: 109, height: 30)),
            .frame("YPb-gx-sbK", IBRect(x: 117, y: 33, width: 109, height: 30)),
            .frame("HsB-PR-VVy", IBRect(x: 234, y: 33, width: 109, height: 30)),
        ]),
        SpotCheck(number: 7, file: "mattneub__Programming-iOS-Book-Examples__bk2ch07p367scrollViewInNibXcode11__scrollViewInNibXcode11__Base.lproj__Main.storyboard", facts: [
            .frame("HmY-z3-FVi", IBRect(x: 0, y: 0, width: 320, height: 568)),
            .guide("rj1-ed-psx", key: "contentLayoutGuide", owner: "HmY-z3-FVi"),
            .guide("McA-xf-Efm", key: "frameLayoutGuide", owner: "HmY-z3-FVi"),
            .constraint("OD6-eO-psQ", first: "vDi-hh-GFK", .top, second: "rj1-ed-psx", .top),
            .constraint("tZm-L7-FGn", first: "vDi-hh-GFK", .bottom, second: "rj1-ed-psx", .bottom),
            .frame("vDi-hh-GFK", IBRect(x: 0, y: 0, width: 320, height: 772)),
        ]),
        SpotCheck(number: 8, file: "hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__TestCases.storyboard", facts: [
            .device("retina6_12", .portrait),
            .constraint("I48-g8-kmw", first: "N9O-kc-Nkk", .top, second: "2OT-xF-F2Q", .top),
            .frame("N9O-kc-Nkk", IBRect(x: 0, y: 59, width: 393, height: 759)),
            // scroll.bottom = textView.bottom, written with the scroll view implied: the content area.
            .constraint("R0N-6P-hfK", first: "N9O-kc-Nkk", .bottom, second: "fZO-Pf-MBM", .bottom, implied: true),
            .frame("fZO-Pf-MBM", IBRect(x: 0, y: 100, width: 393, height: 835)),
            .textViewScrolls("fZO-Pf-MBM", false, textPrefix: "Lorem ipsum dolor sit er elit lamet"),
        ]),
        SpotCheck(number: 9, file: cookbook + "GroupingViews.storyboard", facts: [
            // container.trailing = switch.trailing; container 122 wide, switch x 73 w 51.
            .constraint("tFa-v2-2Y9", first: "8Ug-p6-Wba", .trailing, second: "EQW-to-94i", .trailing, implied: true),
            .frame("8Ug-p6-Wba", IBRect(x: 126.5, y: 265, width: 122, height: 137)),
            .frame("EQW-to-94i", IBRect(x: 73, y: 28, width: 51, height: 31)),
            .switchOn("EQW-to-94i"),
        ]),
        SpotCheck(number: 10, file: "Automattic__pocket-casts-ios__podcasts__CastToViewController.xib", facts: [
            .device("retina6_1", .portrait),
            .constraint("h2L-2T-Ew8", first: "zmA-H6-hXa", .leading, second: "35T-oJ-fQI", .leading, constant: 20),
            .constraint("D3C-Wa-426", first: "35T-oJ-fQI", .trailing, second: "zmA-H6-hXa", .trailing, constant: 20,
                        implied: true),
            .frame("35T-oJ-fQI", IBRect(x: 0, y: 20, width: 414, height: 560)),
            .frame("zmA-H6-hXa", IBRect(x: 18, y: 374, width: 378, height: 31)),
        ]),
        SpotCheck(number: 11, file: "woocommerce__woocommerce-ios__WooCommerce__Classes__ViewRelated__Orders__Order Details__Issue Refunds__Cells__RefundProductsTotalTableViewCell.xib", facts: [
            .stackMargins("0sF-zp-IWD", .directional(IBDirectionalEdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)),
                          relative: true),
            .stack("0sF-zp-IWD", .vertical, .fill, spacing: 4, arranged: 2),
            .frame("0sF-zp-IWD", IBRect(x: 0, y: 0, width: 374, height: 72)),
            .frame("Lgn-wd-mXO", IBRect(x: 0, y: 16, width: 374, height: 15.5)),
            .frame("I9r-UV-Uri", IBRect(x: 0, y: 35.5, width: 374, height: 20.5)),
        ]),
        SpotCheck(number: 12, file: "mattneub__Programming-iOS-Book-Examples__bk2ch06p292customAnimation1__ch19p620customAnimation1__Base.lproj__Main.storyboard", facts: [
            .constraint("JQj-gp-vk2", first: "Zhg-ve-WU7", .leading, second: "GCz-9Y-LGG", .leading, constant: 20,
                        standard: true),
            .constraint("eHs-J5-0HT", first: "GCz-9Y-LGG", .trailing, second: "Zhg-ve-WU7", .trailing, constant: 20,
                        standard: true),
            .frame("Zhg-ve-WU7", IBRect(x: 0, y: 208, width: 375, height: 41.5)),
        ]),
        SpotCheck(number: 13, file: "home-assistant__iOS__Sources__App__Resources__Base.lproj__LaunchScreen.storyboard", facts: [
            .device("retina6_1", .portrait),
            .toolsVersion("25094"),
            .launchScreen,
            .constraint("gXx-Ta-dWp", first: "mQh-tn-BC1", .centerY, second: "Ze5-6b-2t3", .centerY, constant: -50),
            .frame("mQh-tn-BC1", IBRect(x: 149.5, y: 340.5, width: 115, height: 115)),
            .constraint("zkR-fD-4jl", first: "ESo-tq-1hR", .bottom, second: "pDB-na-0R2", .bottom, constant: 32),
            .frame("pDB-na-0R2", IBRect(x: 97, y: 771, width: 220, height: 25)),
        ]),
        SpotCheck(number: 14, file: "fsaint__AutoLayoutCookBook__AutoLayoutCookBook__Base.lproj__Main.storyboard", facts: [
            .noDevice,
            .toolsVersion("6250"),
            .frame("8bC-Xf-vdC", IBRect(x: 0, y: 0, width: 600, height: 600)),
            .constraint("QZx-A2-E2b", first: "Kde-j0-e6R", .leading, second: "8bC-Xf-vdC", .leadingMargin, constant: 9),
            .frame("Kde-j0-e6R", IBRect(x: 25, y: 562, width: 46, height: 30)),
            .constraint("jPI-t1-X9a", first: "wfy-db-euE", .top, second: "Kde-j0-e6R", .bottom, constant: 8),
            .constraint("CQ2-Pj-SUt", first: "j6L-us-kIF", .trailing, second: "8bC-Xf-vdC", .trailingMargin),
            .frame("j6L-us-kIF", IBRect(x: 494, y: 562, width: 90, height: 30)),
        ]),
        SpotCheck(number: 15, file: "xmartlabs__XLPagerTabStrip__Example__Example__Base.lproj__Storyboard.storyboard", facts: [
            .frame("sAq-sJ-Hyx", IBRect(x: 0, y: 0, width: 375, height: 603)),
            .frame("BPt-hn-p4R", IBRect(x: 0, y: 0, width: 375, height: 554)),
            .frame("TXd-Bq-amB", IBRect(x: 0, y: 0, width: 375, height: 618)),
            .translucent("TRx-vY-PeE", false),
            .translucent("Ki8-MR-faU", false),
        ]),
    ]

    @Test(arguments: checks)
    func spotCheck(_ check: SpotCheck) throws {
        let document = try IBDocument(contentsOf: try Corpus.path(check.file))
        for fact in check.facts {
            try verify(fact, in: document)
        }
    }

    func view(_ id: String, in document: IBDocument) throws -> IBView {
        try #require(document.view(withID: id), "no view \(id)")
    }

    func verify(_ fact: Fact, in document: IBDocument) throws {
        switch fact {
        case let .device(id, orientation):
            #expect(document.device?.id == id)
            #expect(document.device?.orientation == orientation)
        case .noDevice:
            #expect(document.device == nil)
        case let .toolsVersion(version):
            #expect(document.toolsVersion == version)
        case let .frame(id, rect):
            #expect(try view(id, in: document).frame == rect, "frame of \(id)")
        case let .constraint(id, first, firstAttribute, relation, second, secondAttribute, multiplier, constant,
                             priority, standard, implied):
            let constraint = try #require(document.constraint(withID: id), "no constraint \(id)")
            #expect(constraint.firstItem == first && constraint.firstAttribute == firstAttribute, "\(id)")
            #expect(constraint.relation == relation, "\(id)")
            #expect(constraint.secondItem == second && constraint.secondAttribute == secondAttribute, "\(id)")
            #expect(constraint.multiplier.value == multiplier && constraint.constant == constant, "\(id)")
            #expect(constraint.priority == priority && constraint.isStandardSpacing == standard, "\(id)")
            #expect(constraint.firstItemIsImplied == implied, "\(id)")
        case let .guide(id, key, owner):
            #expect(try view(owner, in: document).layoutGuides.contains { $0.id == id && $0.key == key })
            #expect(document.items[id]?.kind == .layoutGuide(key: key))
        case let .legacyGuide(id, type, controllerID):
            let controller = try #require(document.viewControllers.first { $0.id == controllerID })
            #expect(controller.layoutGuides.contains { $0.id == id && $0.type == type })
        case let .stack(id, axis, distribution, spacing, arranged):
            let stack = try #require(try view(id, in: document).stackView)
            #expect(stack.axis == axis && stack.distribution == distribution && stack.spacing == spacing)
            #expect(stack.arrangedSubviewIDs.count == arranged)
        case let .stackMargins(id, margins, relative):
            let stack = try view(id, in: document)
            #expect(stack.layoutMargins == margins)
            #expect(stack.stackView?.isLayoutMarginsRelativeArrangement == relative)
            #expect(stack.attributes["layoutMarginsRelativeArrangement"] == nil)
        case let .excludedSubviews(owner, trait, ids, appliesTo):
            let variation = try #require(try view(owner, in: document).variations.first { $0.trait.key == trait })
            #expect(variation.subviewMask.map(\.reference) == ids)
            #expect(variation.subviewMask.allSatisfy { !$0.isIncluded })
            #expect(variation.trait.matches(widthClass: appliesTo.0, heightClass: appliesTo.1))
        case .translucent, .switchOn, .textViewScrolls:
            try verifyContent(fact, in: document)
        case .launchScreen:
            #expect(document.isLaunchScreen)
        }
    }

    /// Facts about a view's content: bars, switches and text views.
    func verifyContent(_ fact: Fact, in document: IBDocument) throws {
        switch fact {
        case let .translucent(id, translucent):
            let bar = try #require(document.allViews.first { $0.id == id }, "no bar \(id)")
            guard case .bar(let attributes)? = bar.content else {
                Issue.record("\(id) is not a bar")
                return
            }
            #expect(attributes.translucent == translucent)
        case let .switchOn(id):
            guard case .switch(let control)? = try view(id, in: document).content else {
                Issue.record("\(id) is not a switch")
                return
            }
            #expect(control.isOn)
        case let .textViewScrolls(id, scrolls, prefix):
            guard case .textView(let text)? = try view(id, in: document).content else {
                Issue.record("\(id) is not a text view")
                return
            }
            #expect(text.isScrollEnabled == scrolls)
            #expect(text.text?.hasPrefix(prefix) == true)
        default:
            Issue.record("\(fact) is not a fact about content")
        }
    }
}
