import AutoLayout
import InterfaceBuilder

extension IBLayoutOptions {
    /// The Dynamic Type size text styles are laid out at: large (UIKit's default), except on
    /// the canvas (`designTime`) of documents saved by the Xcode versions whose canvas used the
    /// extra-small size (`IBXcodeEra.extraSmallTextStyles`), unless a size is asked for.
    ///
    /// Their saved frames show it in every text style: Body labels 17 high (a 14-pt line),
    /// Callout 16, Subheadline 14.5, Caption 1 13.5, Title 3 20.5, buttons 27 high in
    /// Subheadline and 42 in Title 1 (element's Spaces scenes, openfoodfacts' Settings,
    /// woocommerce's 18122 and 20037 documents); the documents do not record the size.
    func textStyleCategory(for document: IBDocument) -> ContentSizeCategory {
        guard designTime, contentSizeCategory == nil,
              IBXcodeEra.extraSmallTextStyles.contains(document.era) else { return .large }
        return .extraSmall
    }
}

extension IBSceneLayout {
    /// The priority at which an arranged view keeps its design-time size: above UIStackView's own
    /// fitting constraints (`UISV-ambiguity-suppression` 25, `UISV-canvas-fit` 49,
    /// `UISV-spanning-fit` 51), so that a design-time size also sizes a stack nothing else sizes,
    /// above every content hugging the corpora's documents give (250, a label's 251, 252), and
    /// below UIKit's `defaultHigh` (750), a view's default compression resistance, so that text
    /// still grows a container drawn smaller than it.
    ///
    /// Xcode's saved frames, with no view flagged misplaced, break constraints of priority 250
    /// and less where an arranged view keeps the size it was drawn at: element's
    /// KeyVerificationVerifyByScanning (a row with `height == 0 @250` saved 52 high),
    /// woocommerce's ProductImagesViewController and Print- and RefundShippingLabelViewController
    /// (containers of buttons, whose hugging is 250, saved 70, 612 and 128 high, the buttons
    /// stretched), ULErrorViewController and TitleAndSubtitleAndStatusTableViewCell, nextcloud's
    /// RoomTableViewCell and AvatarEditView (labels with hugging 250 or 240 stretched to their
    /// rows), the MessagingApp profiles of the first corpus (a header saved 321.67 high over a
    /// row of buttons stretched from 30 to 41). They break a label's hugging of 251 and 252 the
    /// same way: labels pinned inside a drawn container are saved taller or wider than their
    /// text, the container at its drawn size, in five repositories saved from toolsVersion 14460
    /// to 24506: element's key-backup and key-verification scenes ("enter" 58.5 high for a
    /// 19.5-pt line beside a 50-pt field, "(Advanced)" 78 for 18, three rows of two 17-pt lines
    /// saved 59 high each against `height == 0 @250`) and RoomMemberDetails (four 18-pt lines
    /// saved 50 high, one of hugging 252), woocommerce's ShippingLabelFormStepTableViewCell (a
    /// 20.5-pt line saved 48 high, where the button below, hugging 250, keeps its 34) and
    /// LeftImageTitleSubtitleToggleTableViewCell, nextcloud's AiSummaryViewController, and in
    /// the first corpus openfoodfacts' ProductAddViewController and the MessagingApp profiles'
    /// name (a 28.67-pt line saved 57.33 high).
    /// At 250.5 those labels' hugging won; above 252, 101 more views of the wide corpus and 37 of
    /// the first agree within 1 pt, none fewer, and any priority from 252.5 to 749 gives the same
    /// frames. One of those views agrees only because its drawn width hides our text metrics'
    /// error (openfoodfacts' NutritionLevelView: a row of two labels held at 111 where our text
    /// makes it 109.5); every other document gaining shows a label stretched past its text.
    /// At 999 the drawn size would also beat compression resistance, which 4 views of the wide
    /// corpus contradict (three of pocket-casts' LargeListSummary, one of woocommerce's order
    /// screens), and 136 views would leave the text class, decided by their drawn sizes.
    static let designTimeSizePriority = LayoutPriority(500)

    /// Keeps the saved size, across the stack's axis, of each arranged view of a stack that
    /// does not fill that axis when nothing but UIStackView's ambiguity suppression, or
    /// constraints and hugging of priority 250 and less, decide it.
    ///
    /// UIStackView makes such a view's cross size 0 (`UISV-ambiguity-suppression`,
    /// `height == 0 @25`, as UIKit's `UISV-canvas-connection` dumps show). Interface Builder lays
    /// the document out with the size the view was given on the canvas instead: Xcode's saved
    /// frames keep 240 (the width the object library gives a new view) for plain views without a
    /// width in centre-aligned vertical stacks (element's ThreadListEmptyView, EnterPinCode and
    /// SetupBiometrics scenes and CallCellContentView; pocket-casts' ProfileViewController,
    /// woocommerce's ULErrorViewController and CardPresentPaymentsModalViewController), and the
    /// height a view was drawn at in centre-aligned horizontal stacks (pocket-casts'
    /// FolderListCell and PodcastListCell, 65 in a 65-pt stack; element's
    /// HorizontalButtonsContainerView separators, 50). The rule: a constraint `size == saved`
    /// above the stack's fitting constraints and content hugging (`designTimeSizePriority`), on
    /// views that have no intrinsic size on that axis, so that compression resistance and
    /// constraints of UIKit's `defaultHigh` and above still decide the size.
    ///
    /// Along a fill-proportionally stack, a plain view without an intrinsic length counts at
    /// the length it was drawn at (`StackView.proportionalLengthsFromFrames`), where UIKit's
    /// compressed fitting size would count it: woocommerce's LedgerTableViewCell keeps seven
    /// containers of one label row each at 51.5, 88.5, 70, 51.5, 50, 51 and 49.5 pt of their
    /// 436-pt stack, where the rows' fitting heights (20.5 each) would share it about equally,
    /// and the document has no misplaced view: Interface Builder's own layout keeps them. A
    /// view with a required constant length of its own counts at that length.
    ///
    /// Along a fill-equally stack the views share one length, which a stack of free length leaves
    /// free too: element's InviteRecentTableViewCell keeps two button containers at 240 (the
    /// width the object library gives a new view), where their buttons' hugging (250) would make
    /// them 121.5; with the rule 7 more views of the wide corpus agree within 1 pt, none fewer.
    ///
    /// An empty label counts as a view without an intrinsic size here (`IBLabelView`), where
    /// UIKit's is 0 × 0: Xcode saved empty arranged labels at the size they were drawn,
    /// 50 × 50 (pocket-casts' PodcastSupporterCell), 40 × 44 (element's
    /// VoiceMessagePlaybackView), 115 wide (woocommerce's PickListTableViewCell and
    /// ProductDetailsTableViewCell), 300 × 28 (openfoodfacts' NutritionTableHeaderCellController),
    /// and those drawn 0 high at 0 (openfoodfacts' NutriScoreView): the saved size is the
    /// canvas's, whatever it is. With the rule 7 more views of the wide corpus agree within
    /// 1 pt, none fewer in either corpus.
    func keepDesignTimeSizes() {
        for stackID in arrangingStackIDs {
            guard let stack = views[stackID] as? StackView else { continue }
            stack.proportionalLengthsFromFrames = true
            var axes: [LayoutAxis] = []
            if stack.alignment != .fill { axes.append(stack.axis == .vertical ? .horizontal : .vertical) }
            if [.fill, .fillEqually, .equalSpacing, .equalCentering].contains(stack.distribution) { axes.append(stack.axis) }
            for item in stack.arrangedSubviews where !item.isHidden {
                guard let slot = self.slot(of: item), let saved = elementList[slot].frame else { continue }
                if let label = item as? IBLabelView, label.text.isEmpty { label.hasNoIntrinsicSize = true }
                guard contentSourceList[slot] != .textAndControlMetrics || (item as? IBLabelView)?.hasNoIntrinsicSize == true
                else { continue }
                let intrinsic = item.intrinsicContentSize
                let alignment = item.alignmentRect(forFrame: Rect(x: 0, y: 0, width: saved.width, height: saved.height))
                for axis in axes {
                    let horizontal = axis == .horizontal
                    guard (horizontal ? intrinsic.width : intrinsic.height) == noIntrinsicMetric else { continue }
                    let size = horizontal ? alignment.width : alignment.height
                    guard size.isFinite, size >= 0,
                          let c = try? LayoutConstraint(item: item, attribute: horizontal ? .width : .height, relatedBy: .equal,
                                                        toItem: nil, attribute: .notAnAttribute, constant: size) else { continue }
                    c.identifier = "IB-design-time-size"
                    c.origin = .container("IB-design-time")
                    try? c.setPriority(Self.designTimeSizePriority)
                    try? c.activate()
                }
            }
        }
    }

    /// Whether a hidden arranged view still takes its place in its stack on Interface Builder's
    /// canvas: an activity indicator that hides when stopped.
    ///
    /// Xcode's saved frames keep the space of a hidden `UIActivityIndicatorView` with
    /// `hidesWhenStopped` in every stack of the two corpora that has one, and of no other hidden
    /// view: pocket-casts' EpisodeCell and UserEpisodeDetailViewController (the next views 21 pt
    /// along, the indicator's 16 and the 5-pt spacing) and RxSwift's APIWrappers (the views
    /// below 20 pt lower). The 40 other hidden arranged views of the two corpora take none.
    /// At run time UIKit hides a stopped indicator and the stack closes up, so this is for the
    /// canvas only (`IBLayoutOptions.designTime`).
    func arrangesAsVisible(_ element: IBView) -> Bool {
        guard options.designTime, element.hidden, case .activityIndicator(let a)? = element.content else { return false }
        return a.hidesWhenStopped && !a.isAnimating
    }
}
