import Testing
@testable import AutoLayout

/// Every refusal UIKit makes is a thrown Swift error with UIKit's wording (UIKit's
/// NSLayoutConstraint rules, NSLayoutConstraint.priority documentation). The table lists each
/// illegal constraint and the start of the expected message.
@Suite struct ConstraintValidationTests {
    struct Illegal: Sendable, CustomTestStringConvertible {
        var name: String
        var first: LayoutAttribute
        var second: LayoutAttribute?
        var secondIsGuide = false
        var multiplier: Double = 1
        var constant: Double = 0
        var messageStart: String
        var testDescription: String { name }
    }

    static let illegal: [Illegal] = [
        Illegal(name: "location equal to a constant", first: .left, second: nil, constant: 10,
                messageStart: "NSLayoutConstraint for UIView:0x"),
        Illegal(name: "multiplier 0 on a location", first: .centerX, second: .centerX, multiplier: 0,
                messageStart: "NSLayoutConstraint for UIView:0x"),
        Illegal(name: "width to centerX", first: .width, second: .centerX,
                messageStart: "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes"),
        Illegal(name: "top to left", first: .top, second: .left,
                messageStart: "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes"),
        Illegal(name: "leading to left", first: .leading, second: .left,
                messageStart: "A constraint cannot be made between a leading/trailing attribute and a right/left attribute."),
        Illegal(name: "rightMargin to trailing", first: .rightMargin, second: .trailing,
                messageStart: "A constraint cannot be made between a leading/trailing attribute and a right/left attribute."),
        Illegal(name: "NaN constant", first: .width, second: .width, constant: .nan,
                messageStart: "NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan"),
        Illegal(name: "infinite constant", first: .height, second: nil, constant: .infinity,
                messageStart: "NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf"),
        Illegal(name: "baseline of a layout guide", first: .top, second: .firstBaseline, secondIsGuide: true,
                messageStart: "UILayoutGuide:0x"),
        Illegal(name: "no first attribute", first: .notAnAttribute, second: .width,
                messageStart: "the constraint for UIView:0x"),
    ]

    @Test(arguments: illegal)
    func illegalConstraintsThrowUIKitsMessage(_ c: Illegal) {
        let a = View()
        let b = View()
        let guide = LayoutGuide()
        let second: LayoutItem? = c.second == nil ? nil : (c.secondIsGuide ? guide : b)
        #expect {
            _ = try LayoutConstraint(item: a, attribute: c.first, relatedBy: .equal, toItem: second,
                                     attribute: c.second ?? .notAnAttribute, multiplier: c.multiplier, constant: c.constant)
        } throws: { error in
            guard let e = error as? AutoLayoutError else { return false }
            return e.description.hasPrefix(c.messageStart)
        }
    }

    static let legal: [(LayoutAttribute, LayoutAttribute, Double)] = [
        (.width, .height, 2), (.height, .width, 0.5), (.centerX, .leading, 1), (.trailing, .centerX, 1),
        (.centerX, .centerX, 0.5), (.firstBaseline, .top, 1), (.lastBaseline, .centerY, 1),
        (.leadingMargin, .trailing, 1), (.centerYWithinMargins, .bottomMargin, 1), (.left, .rightMargin, 1),
    ]

    @Test(arguments: legal)
    func legalPairingsAreAccepted(_ pair: (LayoutAttribute, LayoutAttribute, Double)) throws {
        _ = try LayoutConstraint(item: View(), attribute: pair.0, relatedBy: .equal, toItem: View(),
                                 attribute: pair.1, multiplier: pair.2, constant: 0)
    }

    @Test func anchorsOfIncompatibleTypesThrow() {
        let a = View(), b = View()
        #expect(throws: AutoLayoutError.self) { try a.leadingAnchor.constraint(equalTo: b.leftAnchor) }
        let message = (try? a.rightAnchor.constraint(equalTo: b.trailingAnchor)) == nil
        #expect(message)
        do {
            _ = try a.leadingAnchor.constraint(equalTo: b.rightAnchor)
        } catch {
            #expect(error.description.hasPrefix("Constraint improperly relates anchors of incompatible types: UIView:0x"))
        }
    }

    @Test func activationWithoutCommonAncestorThrows() throws {
        let a = View(), b = View()
        let c = try a.widthAnchor.constraint(equalTo: b.widthAnchor)
        #expect { try c.setActive(true) } throws: { error in
            (error as? AutoLayoutError)?.description.hasPrefix("Unable to activate constraint with anchors UIView:0x") == true
                && (error as? AutoLayoutError)?.description.hasSuffix("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.") == true
        }
        #expect(!c.isActive)
        // The property form records the error instead of crashing.
        c.isActive = true
        #expect(!c.isActive)
        #expect(c.lastError != nil)
        // `activate` is all or nothing.
        let parent = View()
        try parent.addSubview(a)
        let ok = try a.widthAnchor.constraint(equalToConstant: 10)
        #expect(throws: AutoLayoutError.self) { try LayoutConstraint.activate([ok, c]) }
        #expect(!ok.isActive)
    }

    @Test(arguments: [0.0, -1, 1000.5, .nan])
    func illegalPrioritiesThrow(_ value: Double) throws {
        let c = try View().widthAnchor.constraint(equalToConstant: 10)
        #expect { try c.setPriority(LayoutPriority(value)) } throws: { error in
            (error as? AutoLayoutError)?.description.hasPrefix("It's illegal to set priority:") == true
        }
        #expect(c.priority == .required)
    }

    @Test func requiredToOptionalOnAnActiveConstraintThrows() throws {
        let v = View()
        let c = try v.widthAnchor.constraint(equalToConstant: 10)
        try c.setPriority(999)          // inactive: anything legal goes
        try c.setPriority(1000)
        try c.setActive(true)
        #expect { try c.setPriority(250) } throws: { error in
            (error as? AutoLayoutError)?.description == "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000."
        }
        c.isActive = false
        try c.setPriority(250)
        try c.setActive(true)
        try c.setPriority(750)          // optional to optional while active is fine
        #expect(c.priority == 750)
    }

    @Test func cyclicHierarchiesThrow() throws {
        let a = View(), b = View()
        try a.addSubview(b)
        #expect(throws: AutoLayoutError.self) { try b.addSubview(a) }
        #expect(throws: AutoLayoutError.self) { try a.addSubview(a) }
    }

    @Test func descriptionFollowsUIKitsFormat() throws {
        let parent = View(name: "Superview")
        let a = try addView("Name Label", to: parent)
        let b = try addView("Name Field", to: parent)
        let c = try b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        c.identifier = "gap"
        #expect(c.equationDescription == "Name Field.leading == Name Label.trailing + 8")
        #expect(c.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(c.description.hasSuffix(" 'gap' Name Field.leading == Name Label.trailing + 8   (inactive)>"))
        try c.setActive(true)
        #expect(c.description.hasSuffix("   (active)>"))
        let ratio = try a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2.0 / 3, constant: -4)
        ratio.priority = 750
        #expect(ratio.equationDescription == "Name Label.width == 0.666667*Name Field.width - 4 @750")
        let fixed = try a.heightAnchor.constraint(equalToConstant: 20.5)
        #expect(fixed.equationDescription == "Name Label.height == 20.5")
    }
}

