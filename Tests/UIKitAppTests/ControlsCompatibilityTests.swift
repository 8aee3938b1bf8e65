import Foundation
import Rendering
import Testing
import UIKitCompatibility

/// The UIKit classes stand on the engine's controls: UIKit's published sizes come through the
/// wrappers, constraints keep their identity, and a hierarchy draws itself.
@MainActor @Suite struct ControlsCompatibilityTests {
    /// A switch is 51×31; an image view is its image's size; a rounded-rect text field is 34
    /// tall; a system button with a 15-point title is 30 tall (an 18-point line + 6 + 6); a
    /// 17-point label is 20.5 tall on a @2x screen.
    @Test func intrinsicSizesAreUIKits() {
        let window = UIWindow(device: "iPhone 8")
        let toggle = UISwitch()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { _ in }
        let picture = UIImageView(image: image)
        let field = UITextField()
        field.borderStyle = .roundedRect
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        let label = UILabel()
        label.text = "Hello"
        for view in [toggle, picture, field, button, label] { window.addSubview(view) }
        window.layoutIfNeeded()
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(picture.intrinsicContentSize == CGSize(width: 40, height: 30))
        #expect(field.intrinsicContentSize.height == 34)
        #expect(button.intrinsicContentSize.height == 30)
        #expect(label.intrinsicContentSize.height == 20.5)
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    /// `constraints` answers the objects that were activated, and `firstItem` the views.
    @Test func constraintsKeepTheirIdentity() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let c = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 8)
        c.identifier = "top"
        c.isActive = true
        #expect(parent.constraints.count == 1)
        #expect(parent.constraints.first === c)
        #expect(c.firstItem === child && c.secondItem === parent)
        #expect(c.firstAttribute == .top && c.constant == 8)
        c.constant = 12
        #expect(parent.constraints.first?.constant == 12)
        NSLayoutConstraint.deactivate([c])
        #expect(parent.constraints.isEmpty)
    }

    /// A view without a window is drawn in one of its own size, and is left as it was.
    @Test func aDetachedViewIsDrawnAtItsFittingSize() {
        let card = UIView()
        let title = UILabel()
        title.text = "Title"
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        card.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            title.widthAnchor.constraint(equalToConstant: 100),
            card.trailingAnchor.constraint(equalTo: title.trailingAnchor, constant: 10),
            card.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 10),
        ])
        // 10 + 100 + 10 wide; 10 + 20.5 + 10 tall.
        #expect(card.framesDescription() == """
            iPhone 8, portrait, 120×40.5
            view               type      x   y  width  height
            -----------------  -------  --  --  -----  ------
            UIView             UIView    0   0    120    40.5
              UILabel 'Title'  UILabel  10  10    100    20.5
            """)
        #expect(card.superview == nil)
        #expect(!card.translatesAutoresizingMaskIntoConstraints)
    }

    /// The picture in PNG: as large as the view at the screen's scale (2 on an iPhone 8).
    @Test(.enabled(if: PNGRasterizer().isAvailable, "needs rsvg-convert (Debian's librsvg2-bin)"))
    func drawsPNG() throws {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 10
        let png = try badge.pngData()
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 60 && height == 40)
    }
}
