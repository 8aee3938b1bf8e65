/// Turning a recorded statement into layout constraints: pairing attributes, constants, checks.
extension ConstraintStatement {
    /// The constraints of this statement, inactive, one per attribute in the order written, each
    /// with `origin = .code(file:line:)`. Nothing is activated here.
    func build(blockFile: String, blockLine: Int) throws(ConstraintMakerError) -> [LayoutConstraint] {
        if let problem = problems.first {
            throw failure(problem)
        }
        guard let relation else {
            throw ConstraintMakerError(kind: .missingRelation(attributes: attributes), file: blockFile, line: blockLine)
        }
        var made: [LayoutConstraint] = []
        for attribute in attributes {
            let (secondItem, secondAttribute) = try counterpart(of: attribute)
            let constant = try self.constant(for: attribute)
            do throws(AutoLayoutError) {
                let constraint = try LayoutConstraint(
                    item: item, attribute: attribute, relatedBy: relation, toItem: secondItem,
                    attribute: secondAttribute, multiplier: multiplier, constant: constant)
                try constraint.setPriority(priority)
                constraint.identifier = label
                constraint.origin = .code(file: file, line: line)
                made.append(constraint)
            } catch {
                throw failure(.layout(error))
            }
        }
        return made
    }

    func failure(_ kind: ConstraintMakerError.Kind) -> ConstraintMakerError {
        ConstraintMakerError(kind: kind, file: file, line: line)
    }

    /// The second item and attribute that `attribute` relates to.
    ///
    /// Rules (our own statement of SnapKit's behaviour):
    /// 1. An item with no attributes named: the same attribute of that item.
    /// 2. A target with one attribute: that attribute, for every attribute of the statement.
    /// 3. A target with several: the one that is the same edge, center or size once margins are
    ///    set aside, so `make.edges.equalTo(superview.snp.margins)` pairs left with leftMargin.
    /// 4. `equalToSuperview()`: the same attribute of the superview.
    /// 5. A number, size or point: no second item for a width or height; otherwise the superview,
    ///    same attribute, except that a center is measured from the superview's left or top (its
    ///    margin forms from leftMargin or topMargin), so the number is a position.
    private func counterpart(of attribute: LayoutAttribute) throws(ConstraintMakerError)
        -> (LayoutItem?, LayoutAttribute) {
        switch target.kind {
        case .item(let other, let attributes):
            if attributes.isEmpty { return (other, attribute) }
            if attributes.count == 1 { return (other, attributes[0]) }
            guard let paired = attributes.first(where: { $0.withoutMargin == attribute.withoutMargin }) else {
                throw failure(.unpairedAttribute(attribute: attribute, target: target.text))
            }
            return (other, paired)
        case .superview:
            return (try superitem(), attribute)
        case .number, .size, .point:
            if attribute.isDimension { return (nil, .notAnAttribute) }
            let superitem = try superitem()
            switch attribute {
            case .centerX: return (superitem, .left)
            case .centerY: return (superitem, .top)
            case .centerXWithinMargins: return (superitem, .leftMargin)
            case .centerYWithinMargins: return (superitem, .topMargin)
            default: return (superitem, attribute)
            }
        }
    }

    private func superitem() throws(ConstraintMakerError) -> View {
        guard let superitem = VisualFormatBinding.superitem(of: item) else {
            throw failure(.noSuperview(item: item.displayName))
        }
        return superitem
    }

    /// The constant for one attribute: the target's value, plus the offset, plus the inset.
    func constant(for attribute: LayoutAttribute) throws(ConstraintMakerError) -> Double {
        var constant = 0.0
        switch target.kind {
        case .item, .superview:
            break
        case .number(let value):
            constant = value
        case .size(let size):
            constant = try component(of: size, for: attribute, text: target.text)
        case .point(let point):
            constant = try component(of: point, for: attribute, text: target.text)
        }
        switch offset {
        case .none:
            break
        case .number(let value):
            constant += value
        case .point(let point):
            constant += try component(of: point, for: attribute, text: "offset Point \(point)")
        case .size(let size):
            constant += try component(of: size, for: attribute, text: "offset Size \(size)")
        }
        if let inset {
            constant += Self.inwards(inset, for: attribute)
        }
        return constant
    }

    private func component(of size: Size, for attribute: LayoutAttribute, text: String) throws(ConstraintMakerError) -> Double {
        switch attribute {
        case .width: return size.width
        case .height: return size.height
        default: throw failure(.unsupportedTarget(attribute: attribute, target: text))
        }
    }

    private func component(of point: Point, for attribute: LayoutAttribute, text: String) throws(ConstraintMakerError) -> Double {
        guard attribute.isLocation else {
            throw failure(.unsupportedTarget(attribute: attribute, target: text))
        }
        return attribute.axis == .horizontal ? point.x : point.y
    }

    /// How much an inset moves an attribute: edges move inwards, sizes shrink by both sides,
    /// centers move by half the difference of the two sides, baselines with their edge.
    static func inwards(_ insets: EdgeInsets, for attribute: LayoutAttribute) -> Double {
        switch attribute.withoutMargin {
        case .left, .leading: insets.left
        case .right, .trailing: -insets.right
        case .top, .firstBaseline: insets.top
        case .bottom, .lastBaseline: -insets.bottom
        case .width: -(insets.left + insets.right)
        case .height: -(insets.top + insets.bottom)
        case .centerX: (insets.left - insets.right) / 2
        case .centerY: (insets.top - insets.bottom) / 2
        default: 0
        }
    }
}
