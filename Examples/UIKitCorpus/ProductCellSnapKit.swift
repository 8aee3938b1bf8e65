#if canImport(UIKit)
import UIKit
import SnapKit
#else
import UIKitCompatibility
#endif

/// A product row laid out with SnapKit.
final class ProductCellSnapKit: UIView {
    let thumbnail = UIImageView()
    let nameLabel = UILabel()
    let priceLabel = UILabel()
    let addButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = .systemFont(ofSize: 16, weight: .medium)
        nameLabel.numberOfLines = 2
        priceLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        priceLabel.textColor = .secondaryLabel
        addButton.setTitle("Add", for: .normal)
        addSubviews()
        makeConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func addSubviews() {
        [thumbnail, nameLabel, priceLabel, addButton].forEach { addSubview($0) }
    }

    private func makeConstraints() {
        thumbnail.snp.makeConstraints { make in
            make.leading.top.bottom.equalToSuperview().inset(12)
            make.width.equalTo(thumbnail.snp.height)
            make.height.equalTo(64)
        }
        addButton.snp.makeConstraints { make in
            make.trailing.equalToSuperview().offset(-12)
            make.centerY.equalToSuperview()
        }
        nameLabel.snp.makeConstraints { make in
            make.leading.equalTo(thumbnail.snp.trailing).offset(12)
            make.trailing.lessThanOrEqualTo(addButton.snp.leading).offset(-8)
            make.top.equalTo(thumbnail)
        }
        priceLabel.snp.makeConstraints { make in
            make.leading.equalTo(nameLabel)
            make.top.equalTo(nameLabel.snp.bottom).offset(4)
            make.bottom.lessThanOrEqualToSuperview().inset(12)
        }
        addButton.setContentHuggingPriority(.required, for: .horizontal)
    }
}
