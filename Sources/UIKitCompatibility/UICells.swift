import AutoLayout

/// `UITableViewCell`: a view whose content goes in `contentView`, which fills the cell.
///
/// There is no table view here; a cell is laid out on its own (as a self-sizing cell is
/// measured: `systemLayoutSizeFitting` at the table's width) or placed in a window like any
/// view. The content view follows the cell's bounds by its autoresizing mask, as in UIKit;
/// its layout margins are a plain view's (8 on each side), where a table's cells take the
/// table's (our choice: they depend on the table and the device, which are not modelled).
open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable { case `default` = 0, value1, value2, subtitle }
    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable { case none = 0, blue, gray, `default` }
    /// `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    /// The view to add content to.
    public let contentView: UIView
    public let reuseIdentifier: String?
    public let style: CellStyle

    public init(style: CellStyle, reuseIdentifier: String?) {
        contentView = UIView()
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        installContentView(contentView, in: self)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    open func prepareForReuse() {}
    open var selectionStyle: SelectionStyle = .default
    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var isSelected = false
    open var isHighlighted = false
    open var selectedBackgroundView: UIView?
    open var backgroundView: UIView?
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
}

/// `UICollectionReusableView`: a supplementary view of a collection view.
open class UICollectionReusableView: UIView {
    public var reuseIdentifier: String? { nil }
    open func prepareForReuse() {}
}

/// `UICollectionViewCell`: content in `contentView`, which fills the cell.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add content to.
    public let contentView: UIView

    public override init(frame: CGRect) {
        contentView = UIView()
        super.init(frame: frame)
        installContentView(contentView, in: self)
    }

    public required init?(coder: NSCoder) { return nil }

    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
}

/// The content view fills its cell and follows its size (flexible width and height).
@MainActor
private func installContentView(_ contentView: UIView, in cell: UIView) {
    contentView.frame = cell.bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    cell.addSubview(contentView)
}

/// `UITableView.automaticDimension` and the table constants layout code names.
public enum UITableView {
    /// `UITableView.automaticDimension`: a row height measured from the cell's constraints.
    public static let automaticDimension: CGFloat = -1
}
