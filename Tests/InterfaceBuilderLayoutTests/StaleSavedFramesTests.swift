import InterfaceBuilder
@testable import InterfaceBuilderLayout
import TestSupport
import Testing

/// Saved frames that are no solution of their document's constraints, though Xcode flagged no
/// view of the document misplaced: counted apart from the agreement, each for a reason the
/// document itself shows (docs/interface-builder.md, "Every remaining mismatch").
///
/// A saved frame counts as stale only when the document proves it: it breaks a constraint
/// that our layout keeps while breaking nothing, or it breaks both of two mutually exclusive
/// required constraints, which no engine that breaks one constraint per conflict does. The
/// tests check each proof from the saved frames, and that every listed view is still beyond
/// 1 pt, so that the list shrinks when a fix makes one agree.
@Suite(.serialized)
struct StaleSavedFramesTests {
    struct Stale: Sendable, CustomTestStringConvertible {
        var document: String
        var views: Set<String>
        var testDescription: String { document }
    }

    /// duckduckgo's BrowsingMenu: the menu is saved 345 wide against its `width == 280 @750`
    /// (zqS-Oq-gca), which nothing else needs broken; our layout keeps it and breaks nothing.
    /// The menu, its arrow, its stack and the stack's four views move with it.
    static let browsingMenu = Stale(
        document: "duckduckgo__iOS__DuckDuckGo__BrowsingMenu__BrowsingMenuViewController.storyboard",
        views: ["ssw-57-OlQ", "HR0-BU-e9e", "iK5-06-xwx", "Mqv-D2-X5j", "mPw-NF-QvA", "QrH-ru-nHf", "p9P-yx-t6g"])

    /// woocommerce's OrderSubscriptionTableViewCell: the vertical stack (X9K-b7-WIE) holds
    /// `bottom == price.bottom + 16` (y6K-Pt-LGZ) beside its own canvas connection
    /// `bottom == price.bottom`; the saved price container's bottom, 81.67, breaks both against
    /// the stack's 76. The five views the price row and the stretched title place are off.
    static let orderSubscription = Stale(
        document: "OrderSubscriptionTableViewCell.xib",
        views: ["Anc-n2-aki", "zMs-pE-M0s", "73c-DT-LQB", "O2Y-SY-AYY", "CPI-8F-8yE"])

    /// openfoodfacts' Settings (the first corpus): a container with a required `height == 76`
    /// (uFE-3m-MfG) saved 50 high; our layout keeps it and breaks nothing in that scene.
    static let settings = Stale(
        document: "openfoodfacts__openfoodfacts-ios__Sources__Views__Settings__Settings.storyboard",
        views: ["X9E-rk-D54", "FRT-fs-wC1", "77v-Sd-FjR", "XjX-vL-vzc", "iWp-TU-jOh", "gNz-Vl-WWI"])

    /// nextcloud's ReferenceGithubPermalinkView and ReferenceTalkView (two documents of one
    /// pattern): the body text view is saved at y 33 under a title whose saved bottom is 28,
    /// against the required `body.top == title.bottom + 3` (fRW-Ys-k9q), and ends at 95 in a
    /// root 100 high, against the required `bottom == body.bottom + 3` (spr-yT-BX0); our
    /// layout keeps both and breaks nothing. The body is the one view off.
    static let referenceViews = [
        "nextcloud__talk-ios__NextcloudTalk__Chat__Chat views__References__ReferenceGithubPermalinkView.xib",
        "nextcloud__talk-ios__NextcloudTalk__Chat__Chat views__References__ReferenceTalkView.xib",
    ].map { Stale(document: $0, views: ["PAt-pa-feD"]) }

    static func verdict(_ stale: Stale, in summary: IBVerificationSummary) throws -> IBDocumentVerdict {
        try #require(summary.documents.first { $0.file.hasSuffix(stale.document) })
    }

    static func views(_ stale: Stale, in summary: IBVerificationSummary) throws -> [IBViewVerdict] {
        try verdict(stale, in: summary).scenes.flatMap(\.views).filter { stale.views.contains($0.id) }
    }

    /// The agreement of a class once the stale views are left out.
    static func agreement(_ summary: IBVerificationSummary, group: IBViewVerdict.Group, without stale: [Stale]) -> IBAgreement {
        var agreement = IBAgreement()
        for doc in summary.documents where !doc.isFlagged {
            let apart = stale.first { doc.file.hasSuffix($0.document) }?.views ?? []
            for view in doc.scenes.flatMap(\.views) where view.group == group && !apart.contains(view.id) {
                agreement.add(difference: view.difference)
            }
        }
        return agreement
    }

    @Test("BrowsingMenu's saved width breaks a 750 constraint our layout keeps with nothing broken",
          .needsWideCorpus)
    func browsingMenuIsStale() throws {
        let summary = WideCorpusAgreementTests.summary
        let doc = try Self.verdict(Self.browsingMenu, in: summary)
        #expect(doc.scenes.allSatisfy { $0.unsatisfiable.isEmpty })
        let path = try #require(WideCorpusAgreementTests.files.first { $0.hasSuffix(Self.browsingMenu.document) })
        let width = try #require(try IBDocument(contentsOf: path).constraint(withID: "zqS-Oq-gca"))
        #expect(width.firstItem == "ssw-57-OlQ" && width.firstAttribute == .width && width.secondItem == nil)
        #expect(width.constant == 280 && width.priority == 750)
        let menu = try #require(doc.scenes.flatMap(\.views).first { $0.id == "ssw-57-OlQ" })
        #expect(menu.saved.width == 345)
        #expect(abs(menu.frame.width - 280) < 1e-6)
        let views = try Self.views(Self.browsingMenu, in: summary)
        #expect(views.count == Self.browsingMenu.views.count)
        #expect(views.allSatisfy { $0.difference > 1 })
    }

    @Test("OrderSubscriptionTableViewCell's saved frames break both of two exclusive required constraints",
          .needsWideCorpus)
    func orderSubscriptionIsStale() throws {
        let path = try #require(WideCorpusAgreementTests.files.first { $0.hasSuffix(Self.orderSubscription.document) })
        let document = try IBDocument(contentsOf: path)
        let extra = try #require(document.constraint(withID: "y6K-Pt-LGZ"))
        #expect(extra.ownerID == "X9K-b7-WIE" && extra.firstAttribute == .bottom && extra.secondItem == "CPI-8F-8yE")
        #expect(extra.constant == 16 && extra.priority == 1000)
        let stack = try #require(document.view(withID: "X9K-b7-WIE")?.frame)
        let price = try #require(document.view(withID: "CPI-8F-8yE")?.frame)
        // The price row is the stack's last arranged view: the canvas connection wants its
        // bottom at the stack's height, the document's constraint 16 above it.
        let bottom = price.y + price.height
        #expect(abs(bottom - stack.height) > 1)
        #expect(abs(bottom - (stack.height - 16)) > 1)
        let views = try Self.views(Self.orderSubscription, in: WideCorpusAgreementTests.summary)
        #expect(views.count == Self.orderSubscription.views.count)
        #expect(views.allSatisfy { $0.difference > 1 })
    }

    @Test("Settings' saved frame breaks a required height our layout keeps with nothing broken", .needsCorpus)
    func settingsIsStale() throws {
        let summary = CorpusAgreementTests.summary
        let doc = try Self.verdict(Self.settings, in: summary)
        let scene = try #require(doc.scenes.first { $0.id == "2yf-lS-UXu" })
        #expect(scene.unsatisfiable.isEmpty)
        let path = try LayoutCorpus.file(endingWith: Self.settings.document)
        let height = try #require(try IBDocument(contentsOf: path).constraint(withID: "uFE-3m-MfG"))
        #expect(height.firstItem == "FRT-fs-wC1" && height.firstAttribute == .height && height.secondItem == nil)
        #expect(height.constant == 76 && height.priority == 1000 && height.variations.isEmpty)
        let container = try #require(scene.views.first { $0.id == "FRT-fs-wC1" })
        #expect(container.saved.height == 50 && abs(container.frame.height - 76) < 1e-6)
        let views = try Self.views(Self.settings, in: summary)
        #expect(views.count == Self.settings.views.count)
        #expect(views.allSatisfy { $0.difference > 1 })
    }

    @Test("the Reference views' saved body frames break two required constraints our layout keeps",
          .needsWideCorpus, arguments: referenceViews)
    func referenceViewIsStale(_ stale: Stale) throws {
        let doc = try Self.verdict(stale, in: WideCorpusAgreementTests.summary)
        #expect(doc.scenes.allSatisfy { $0.unsatisfiable.isEmpty })
        let path = try #require(WideCorpusAgreementTests.files.first { $0.hasSuffix(stale.document) })
        let document = try IBDocument(contentsOf: path)
        let top = try #require(document.constraint(withID: "fRW-Ys-k9q"))
        #expect(top.firstItem == "PAt-pa-feD" && top.firstAttribute == .top && top.secondItem == "Iby-r5-06p")
        #expect(top.secondAttribute == .bottom && top.constant == 3 && top.priority == 1000)
        let bottom = try #require(document.constraint(withID: "spr-yT-BX0"))
        #expect(bottom.firstItem == "iN0-l3-epB" && bottom.firstAttribute == .bottom && bottom.secondItem == "PAt-pa-feD")
        #expect(bottom.secondAttribute == .bottom && bottom.constant == 3 && bottom.priority == 1000)
        let body = try #require(document.view(withID: "PAt-pa-feD")?.frame)
        let title = try #require(document.view(withID: "Iby-r5-06p")?.frame)
        let root = try #require(document.view(withID: "iN0-l3-epB")?.frame)
        // Both are broken by 2 pt in the saved frames (body and title share the root).
        #expect(abs(body.y - (title.y + title.height + 3)) == 2)
        #expect(abs(root.height - (body.y + body.height + 3)) == 2)
        let views = doc.scenes.flatMap(\.views)
        let ours = try #require(views.first { $0.id == "PAt-pa-feD" })
        let ourTitle = try #require(views.first { $0.id == "Iby-r5-06p" })
        #expect(abs(ours.frame.y - (ourTitle.frame.y + ourTitle.frame.height + 3)) < 1e-6)
        #expect(abs(root.height - (ours.frame.y + ours.frame.height + 3)) < 1e-6)
        #expect(ours.difference > 1)
    }

    /// With BrowsingMenu's stale frames apart, the wide corpus meets the goal of 98 % for the
    /// views stacks decide; the other classes are counted the same way in the page's tables.
    @Test("stale saved frames counted apart, the wide corpus's stack class meets its goal", .needsWideCorpus)
    func stackGoalWithStaleApart() {
        let stale = [Self.browsingMenu, Self.orderSubscription]
        let summary = WideCorpusAgreementTests.summary
        let stacks = Self.agreement(summary, group: .stackDependent, without: stale)
        #expect(stacks.views == summary.total.stackDependent.views - 6)
        #expect(stacks.onePointRate >= 0.98, "\(stacks.summary)")
        let independent = Self.agreement(summary, group: .independent, without: stale)
        #expect(independent.views == summary.total.independent.views - 1)
        #expect(independent.withinOnePoint == summary.total.independent.withinOnePoint)
    }
}
