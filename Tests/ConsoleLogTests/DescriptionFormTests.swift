import Testing
import VisualFormat
@testable import ConsoleLog

/// Every form of constraint description UIKit prints, read into the equation it stands for.
/// Expectations are written by hand from what the printed form means (Apple's
/// `NSLayoutConstraint` documentation, and the VFL's `H:|-(8)-[a]` meaning `a.leading ==
/// superview.leading + 8`), never from the parser's output.
struct FormCase: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var kind = "NSLayoutConstraint"
    var identifier: String?
    var first: String
    var relation: LayoutRelation = .equal
    var second: String?
    var multiplier = 1.0
    var constant = 0.0
    var priority = 1000.0
    var testDescription: String { name }
}

let formCases: [FormCase] = [
    FormCase(name: "equation with a margin attribute",
             text: "<NSLayoutConstraint:0x600001a3c0f0 UILabel:0x7f9c1d40a2b0'Title'.leading == UIView:0x7f9c1d409f10.leadingMargin + 8   (active)>",
             first: "UILabel 'Title'.leading", second: "UIView:0x7f9c1d409f10.leadingMargin", constant: 8),
    FormCase(name: "negative constant",
             text: "<NSLayoutConstraint:0x6000000a1 UIScrollView:0x7f01.bottom == UIView:0x7f02.bottom - 44   (active)>",
             first: "UIScrollView:0x7f01.bottom", second: "UIView:0x7f02.bottom", constant: -44),
    FormCase(name: "multiplier before the second item",
             text: "<NSLayoutConstraint:0x6000000a2 UIView:0x7f01.width == 0.5*UIView:0x7f02.width   (active)>",
             first: "UIView:0x7f01.width", second: "UIView:0x7f02.width", multiplier: 0.5),
    FormCase(name: "multiplier after the second item (old iOS)",
             text: "<NSLayoutConstraint:0x181cef70 UIImageView:0x4db3270.width == UIImageView:0x4db3270.height * 0.75>",
             first: "UIImageView:0x4db3270.width", second: "UIImageView:0x4db3270.height", multiplier: 0.75),
    FormCase(name: "multiplier and constant, six significant digits",
             text: "<NSLayoutConstraint:0x6000000a3 UIView:0x7f01.height <= 0.666667*UIView:0x7f02.height + 12.5   (active)>",
             first: "UIView:0x7f01.height", relation: .lessThanOrEqual, second: "UIView:0x7f02.height", multiplier: 0.666667, constant: 12.5),
    FormCase(name: "constant alone",
             text: "<NSLayoutConstraint:0x600001a3c190 UILabel:0x7f9c1d40a2b0'Title'.width == 300   (active)>",
             first: "UILabel 'Title'.width", constant: 300),
    FormCase(name: "identifier",
             text: "<NSLayoutConstraint:0x600001a3c1e0 'UIView-Encapsulated-Layout-Width' UIView:0x7f9c1d409f10.width == 320   (active)>",
             identifier: "UIView-Encapsulated-Layout-Width", first: "UIView:0x7f9c1d409f10.width", constant: 320),
    FormCase(name: "exponent in a constant",
             text: "<NSLayoutConstraint:0x600000a85d70 'UIView-Encapsulated-Layout-Height' MyApp.Header:0x7fa1.height == 2.22507e-308   (active)>",
             identifier: "UIView-Encapsulated-Layout-Height", first: "MyApp.Header:0x7fa1.height", constant: 2.22507e-308),
    FormCase(name: "leading edge to the superview",
             text: "<NSLayoutConstraint:0x6000000b1 H:|-(20)-[UILabel:0x7f11'Name']   (active, names: '|':UIView:0x7f10 )>",
             first: "UILabel 'Name'.leading", second: "UIView:0x7f10.leading", constant: 20),
    FormCase(name: "trailing edge to the superview",
             text: "<NSLayoutConstraint:0x600001a3c140 H:[UILabel:0x7f9c1d40a2b0'Title']-(12)-|   (active, names: '|':UIView:0x7f9c1d409f10 )>",
             first: "UIView:0x7f9c1d409f10.trailing", second: "UILabel 'Title'.trailing", constant: 12),
    FormCase(name: "left to right (LTR) and a margins guide",
             text: "<NSLayoutConstraint:0x600001a3c230 'UIView-leftMargin-guide-constraint' H:|-(16)-[UILayoutGuide:0x6000020b8000'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x7f9c1d409f10 )>",
             identifier: "UIView-leftMargin-guide-constraint", first: "UILayoutGuide 'UIViewLayoutMarginsGuide'.left",
             second: "UIView:0x7f9c1d409f10.left", constant: 16),
    FormCase(name: "right margin guide with (LTR) glued to |",
             text: "<NSLayoutConstraint:0x6000017e8aa0 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0x600000d7ea00'UIViewLayoutMarginsGuide']-(22)-|(LTR)   (active, names: '|':UIStackView:0x7fed434775c0 )>",
             identifier: "UIView-rightMargin-guide-constraint", first: "UIStackView:0x7fed434775c0.right",
             second: "UILayoutGuide 'UIViewLayoutMarginsGuide'.right", constant: 22),
    FormCase(name: "spacing between siblings at least",
             text: "<NSLayoutConstraint:0x6000000c1 V:[UIView:0x7f21]-(>=11)-[MyApp.LineView:0x7f22]   (active)>",
             first: "MyApp.LineView:0x7f22.top", relation: .greaterThanOrEqual, second: "UIView:0x7f21.bottom", constant: 11),
    FormCase(name: "negative spacing to the superview",
             text: "<NSLayoutConstraint:0x6000000c2 V:[UIView:0x7f31]-(-1)-|   (active, names: '|':UIView:0x7f30 )>",
             first: "UIView:0x7f30.bottom", second: "UIView:0x7f31.bottom", constant: -1),
    FormCase(name: "size in brackets (old iOS)",
             text: "<NSLayoutConstraint:0x15757130 V:[UIView:0x15756ee0(80)]>",
             first: "UIView:0x15756ee0.height", constant: 80),
    FormCase(name: "size at least, with a label's text",
             text: "<NSLayoutConstraint:0x6000000c3 H:[UILabel:0x7f41'Name'(>=400)]   (active)>",
             first: "UILabel 'Name'.width", relation: .greaterThanOrEqual, constant: 400),
    FormCase(name: "size with a priority",
             text: "<NSLayoutConstraint:0x6000000c4 V:[UIView:0x7f42(==44@999)]   (active)>",
             first: "UIView:0x7f42.height", constant: 44, priority: 999),
    FormCase(name: "spacing with a priority",
             text: "<NSLayoutConstraint:0x6000000c5 H:[UIView:0x7f43]-(8@750)-[UIView:0x7f44]   (active)>",
             first: "UIView:0x7f44.leading", second: "UIView:0x7f43.trailing", constant: 8, priority: 750),
    FormCase(name: "equation with a printed priority",
             text: "<NSLayoutConstraint:0x6000000c6 UIView:0x7f45.height == 44 @750   (active)>",
             first: "UIView:0x7f45.height", constant: 44, priority: 750),
    FormCase(name: "NSSpace in a visual format",
             text: "<NSLayoutConstraint:0x6000000d1 H:[UIButton:0x7f51'OK']-(NSSpace(8))-[UIButton:0x7f52'Cancel']   (active)>",
             first: "UIButton 'Cancel'.leading", second: "UIButton 'OK'.trailing", constant: 8),
    FormCase(name: "system spacing in a visual format, at least",
             text: "<_UISystemBaselineConstraint:0x2828051d0 V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0x111b35c20]   (active, names: '|':Shop.PriceView:0x111b35a60 )>",
             kind: "_UISystemBaselineConstraint", first: "UILabel:0x111b35c20.top", relation: .greaterThanOrEqual,
             second: "Shop.PriceView:0x111b35a60.top", constant: 8),
    FormCase(name: "system spacing after an equation",
             text: "<_UISystemBaselineConstraint:0x600002d1f4e0 Shop.Footer:0x7fce01.bottom <= UILayoutGuide:0x60000306d340'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>",
             kind: "_UISystemBaselineConstraint", first: "Shop.Footer:0x7fce01.bottom", relation: .lessThanOrEqual,
             second: "UILayoutGuide 'UIViewSafeAreaLayoutGuide'.bottom", constant: 8),
    FormCase(name: "NSSpace after an equation",
             text: "<NSLayoutConstraint:0x283c8c8c0 UILayoutGuide:0x2826f9880'UIViewLayoutMarginsGuide'.bottom == UIButton:0x10f755100'Cancel'.bottom NSSpace(0)   (active)>",
             first: "UILayoutGuide 'UIViewLayoutMarginsGuide'.bottom", second: "UIButton 'Cancel'.bottom"),
    FormCase(name: "autoresizing mask, frame position",
             text: "<NSAutoresizingMaskLayoutConstraint:0x600002e1 h=--& v=--& UIView:0x7f61.minX == 0   (active, names: '|':UIWindow:0x7f60 )>",
             kind: "NSAutoresizingMaskLayoutConstraint", first: "UIView:0x7f61.left"),
    FormCase(name: "autoresizing mask, size",
             text: "<NSAutoresizingMaskLayoutConstraint:0x10544dcc0 h=--& v=--& UIView:0x105431fe0.height == 45   (active)>",
             kind: "NSAutoresizingMaskLayoutConstraint", first: "UIView:0x105431fe0.height", constant: 45),
    FormCase(name: "autoresizing mask in the old visual format",
             text: "<NSAutoresizingMaskLayoutConstraint:0x1d8cf520 h=--& v=--& V:[ScheduleView:0x1d8efc30(480)]>",
             kind: "NSAutoresizingMaskLayoutConstraint", first: "ScheduleView:0x1d8efc30.height", constant: 480),
    FormCase(name: "autoresizing mask, flexible size against the superview",
             text: "<NSAutoresizingMaskLayoutConstraint:0x1d8cca10 h=-&- v=-&- Nib.Schedule:0x1d853630.height == UIScrollView:0x1d8413b0.height - 386>",
             kind: "NSAutoresizingMaskLayoutConstraint", first: "Nib.Schedule:0x1d853630.height", second: "UIScrollView:0x1d8413b0.height", constant: -386),
    FormCase(name: "autoresizing mask, old centre with a signed constant",
             text: "<NSAutoresizingMaskLayoutConstraint:0x8a5c h=--& v=--& UIView:0x8a50.midX == + 160>",
             kind: "NSAutoresizingMaskLayoutConstraint", first: "UIView:0x8a50.centerX", constant: 160),
    FormCase(name: "autoresizing mask with an identifier after the mask",
             text: "<NSAutoresizingMaskLayoutConstraint:0x1272ed5f0 h=--- v=--- 'UIView-Encapsulated-Layout-Top' V:[UIView:0x128321830]-(0)-| (Names: '|':UICollectionView:0x126963e00)>",
             kind: "NSAutoresizingMaskLayoutConstraint", identifier: "UIView-Encapsulated-Layout-Top",
             first: "UICollectionView:0x126963e00.bottom", second: "UIView:0x128321830.bottom"),
    FormCase(name: "autoresizing mask, iOS 6's zero printed as nothing",
             text: "<NSAutoresizingMaskLayoutConstraint:0x712a2c0 h=--& v=--& UILabel:0x7536b60.midX ==>",
             kind: "NSAutoresizingMaskLayoutConstraint", first: "UILabel:0x7536b60.centerX"),
    FormCase(name: "content size with its priorities",
             text: "<NSContentSizeLayoutConstraint:0x6200000a6b40 UIButton:0x7f71'Log in'.width == 64 Hug:250 CompressionResistance:750   (active)>",
             kind: "NSContentSizeLayoutConstraint", first: "UIButton 'Log in'.width", constant: 64, priority: 750),
    FormCase(name: "layout support guide",
             text: "<_UILayoutSupportConstraint:0x1272e5820 V:[_UILayoutGuide:0x1271a5500(20)]>",
             kind: "_UILayoutSupportConstraint", first: "_UILayoutGuide:0x1271a5500.height", constant: 20),
    FormCase(name: "layout support guide, equation",
             text: "<_UILayoutSupportConstraint:0x1272cd510 _UILayoutGuide:0x1271a5500.bottom == UIView:0x128321830.bottom>",
             kind: "_UILayoutSupportConstraint", first: "_UILayoutGuide:0x1271a5500.bottom", second: "UIView:0x128321830.bottom"),
    FormCase(name: "Interface Builder prototyping constraint",
             text: "<NSIBPrototypingLayoutConstraint:0x7a12 'IB auto generated at build time for view with fixed frame' H:|-(20)-[UIImageView:0x7a10](LTR)   (active, names: '|':UIView:0x7a11 )>",
             kind: "NSIBPrototypingLayoutConstraint", identifier: "IB auto generated at build time for view with fixed frame",
             first: "UIImageView:0x7a10.left", second: "UIView:0x7a11.left", constant: 20),
    FormCase(name: "SnapKit with its source",
             text: "<SnapKit.LayoutConstraint:0x7fb381530640@ProfileView.swift#70 UIView:0x7fb381641910.top == Profile.HeaderView:0x7fb381641350.top + 10.0>",
             kind: "SnapKit.LayoutConstraint", first: "UIView:0x7fb381641910.top", second: "Profile.HeaderView:0x7fb381641350.top", constant: 10),
    FormCase(name: "SnapKit with a path holding spaces",
             text: "<SnapKit.LayoutConstraint:0x7fd4e1cd65d0@/Users/me/Shop App/Checkout/CartController.swift#98 UIView:0x7fd4e3c0a200.height == 60.0>",
             kind: "SnapKit.LayoutConstraint", first: "UIView:0x7fd4e3c0a200.height", constant: 60),
    FormCase(name: "text with quotes inside",
             text: "<NSLayoutConstraint:0x6000037dddb0 'UISV-alignment' UILabel:0x7f95b5653eb0'YOU'RE OK'.bottom == UILabel:0x7f95b5653310'Don't panic'.bottom   (active)>",
             identifier: "UISV-alignment", first: "UILabel 'YOU'RE OK'.bottom", second: "UILabel 'Don't panic'.bottom"),
    FormCase(name: "a text that is a bracket",
             text: "<NSLayoutConstraint:0x6180002835c0 UILabel:0x7fef7360ffe0'>'.height == 12   (active)>",
             first: "UILabel '>'.height", constant: 12),
    FormCase(name: "truncated text and a text holding ' + '",
             text: "<NSLayoutConstraint:0x10af1f860 V:[UILabel:0x105432840'Notebook + 14']-(0)-[UITextView:0x1020dca00'Throughout my professio...']   (active)>",
             first: "UITextView 'Throughout my professio...'.top", second: "UILabel 'Notebook + 14'.bottom"),
    FormCase(name: "mangled Swift class",
             text: "<NSLayoutConstraint:0x6000017e8e60 'UISV-alignment' UILabel:0x7fed2355f060'Keep it'.leading == _TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_:0x7fed43476280.leading   (active)>",
             identifier: "UISV-alignment", first: "UILabel 'Keep it'.leading",
             second: "_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_:0x7fed43476280.leading"),
    FormCase(name: "generic Swift class",
             text: "<NSLayoutConstraint:0x6000000e1 'UIView-Encapsulated-Layout-Height' _UIHostingView<ModifiedContent<AnyView, RootModifier>>:0x7f81.height == 812   (active)>",
             identifier: "UIView-Encapsulated-Layout-Height", first: "_UIHostingView<ModifiedContent<AnyView, RootModifier>>:0x7f81.height", constant: 812),
    FormCase(name: "iOS 8 names list",
             text: "<NSLayoutConstraint:0x7fb022ec6450 V:|-(0)-[UIView:0x7fb021f7a140]   (Names: '|':UITableViewCellContentView:0x7fb022ec6020 )>",
             first: "UIView:0x7fb021f7a140.top", second: "UITableViewCellContentView:0x7fb022ec6020.top"),
    FormCase(name: "items named by the names list",
             text: "<NSLayoutConstraint:0x600000482e90 H:|-(0)-[name_label]   (active, names: name_label:0x7fa4d0e9e480, '|':Cards.Overview:0x7fa4d0e8b450 )>",
             first: "name_label.leading", second: "Cards.Overview:0x7fa4d0e8b450.leading"),
    FormCase(name: "truncated names in an equation",
             text: "<NSLayoutConstraint:0x608000697bb0 ListViewImage-a....width == 1.574*ListViewImage-a....height   (active, names: ListViewImage-a...:0x7f950028efe0 )>",
             first: "ListViewImage-a....width", second: "ListViewImage-a....height", multiplier: 1.574),
    FormCase(name: "a name with a space",
             text: "<NSLayoutConstraint:0x17468b860 progress bar.height == 5   (active, names: progress bar:0x1089a5290 )>",
             first: "progress bar.height", constant: 5),
    FormCase(name: "inactive",
             text: "<NSLayoutConstraint:0x6000000f1 UIView:0x7f91.width == 10   (inactive)>",
             first: "UIView:0x7f91.width", constant: 10),
    FormCase(name: "baseline and the centre within margins",
             text: "<NSLayoutConstraint:0x6000000f2 UILabel:0x7f92.firstBaseline == UIView:0x7f93.centerYWithinMargins   (active)>",
             first: "UILabel:0x7f92.firstBaseline", second: "UIView:0x7f93.centerYWithinMargins"),
    FormCase(name: "frame attributes",
             text: "<NSAutoresizingMaskLayoutConstraint:0x6000000f3 h=-&- v=-&- UIView:0x7f94.maxY == UIWindow:0x7f95.maxY   (active)>",
             kind: "NSAutoresizingMaskLayoutConstraint", first: "UIView:0x7f94.bottom", second: "UIWindow:0x7f95.bottom"),
]

@Suite struct DescriptionFormTests {
    /// The description as one entry of UIKit's list.
    static func read(_ text: String) -> LogBlock? {
        ConsoleLog(parsing: "(\n    \"\(text)\"\n)").blocks.first
    }

    static func anchor(_ a: LoggedAnchor?, in block: LogBlock) -> String? {
        a.map { "\(block.item($0.item)?.displayName ?? $0.item).\($0.attribute)" }
    }

    @Test(arguments: formCases)
    func readsEquation(_ form: FormCase) throws {
        let block = try #require(Self.read(form.text))
        #expect(block.unreadLines.isEmpty, "\(block.unreadLines)")
        let c = try #require(block.constraints.first)
        #expect(c.kind == form.kind)
        #expect(c.identifier == form.identifier)
        #expect(Self.anchor(c.first, in: block) == form.first)
        #expect(c.relation == form.relation)
        #expect(Self.anchor(c.second, in: block) == form.second)
        #expect(c.multiplier == form.multiplier)
        #expect(c.constant == form.constant)
        #expect(c.priority == form.priority)
        #expect(c.description == form.text)
        #expect(c.line == 2)
    }

    func form(_ name: String) -> FormCase { formCases.first { $0.name == name } ?? formCases[0] }

    @Test func readsTheRest() throws {
        let snap = try #require(Self.read(form("SnapKit with its source").text)?.constraints.first)
        #expect(snap.sourceFile == "ProfileView.swift" && snap.sourceLine == 70)
        let spaced = try #require(Self.read(form("SnapKit with a path holding spaces").text)?.constraints.first)
        #expect(spaced.sourceFile == "/Users/me/Shop App/Checkout/CartController.swift" && spaced.sourceLine == 98)
        let mask = try #require(Self.read(form("autoresizing mask, frame position").text)?.constraints.first)
        #expect(mask.autoresizingMask == "h=--& v=--&")
        #expect(mask.first.isFrameAttribute)
        let content = try #require(Self.read(form("content size with its priorities").text)?.constraints.first)
        #expect(content.contentPriorities == .init(hugging: 250, compressionResistance: 750))
        #expect(Self.read(form("inactive").text)?.constraints.first?.isActive == false)
        #expect(Self.read(form("equation with a margin attribute").text)?.constraints.first?.isActive == true)
        #expect(Self.read(form("size in brackets (old iOS)").text)?.constraints.first?.isActive == nil)
        let ltr = try #require(Self.read(form("left to right (LTR) and a margins guide").text))
        #expect(ltr.constraints.first?.names["|"] == "0x7f9c1d409f10")
        #expect(ltr.item("0x6000020b8000")?.isLayoutGuide == true)
        let named = try #require(Self.read(form("items named by the names list").text))
        #expect(named.item("0x7fa4d0e9e480") == LoggedItem(address: "0x7fa4d0e9e480", name: "name_label"))
        #expect(named.item("0x7fa4d0e8b450")?.className == "Cards.Overview")
    }

    @Test func undoesTheListsEscapes() throws {
        let block = try #require(Self.read(#"<NSLayoutConstraint:0x6000000f4 UILabel:0x7f96'Say \"hi\" \U2019'.width == 10   (active)>"#))
        #expect(block.item("0x7f96")?.text == "Say \"hi\" \u{2019}")
    }
}
