#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// A self-sizing table view cell: everything in `contentView`, margins from the cell.
final class FeedItemCell: UITableViewCell {
    static let reuseIdentifier = "FeedItemCell"

    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let thumbnailView = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 0
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.clipsToBounds = true

        for subview in [titleLabel, bodyLabel, thumbnailView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(subview)
        }

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            thumbnailView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            thumbnailView.topAnchor.constraint(equalTo: margins.topAnchor),
            thumbnailView.widthAnchor.constraint(equalToConstant: 60),
            thumbnailView.heightAnchor.constraint(equalToConstant: 60),
            thumbnailView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),

            titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: thumbnailView.trailingAnchor, multiplier: 1),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),

            bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
            bodyLabel.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        thumbnailView.image = nil
        titleLabel.text = nil
        bodyLabel.text = nil
    }
}
