import InterfaceBuilder
import Testing

/// Multipliers in IB's three forms, valid and invalid (Xcode's saved documents): decimals,
/// ratios `a:b` and fractions `a/b`, both of the last meaning a ÷ b.
@Suite("Constraint multipliers")
struct MultiplierTests {
    typealias Form = IBConstraint.Multiplier.Form

    static let valid: [(text: String, value: Double, form: Form)] = [
        ("2", 2, .decimal),
        ("0.5", 0.5, .decimal),
        ("0.90000000000000002", 0.9, .decimal),
        ("-1", -1, .decimal),
        ("1e-3", 0.001, .decimal),
        ("2:1", 2, .ratio(2, 1)),
        ("1:1", 1, .ratio(1, 1)),
        ("1:1.5", 1 / 1.5, .ratio(1, 1.5)),
        ("16:9", 16.0 / 9.0, .ratio(16, 9)),
        ("234:61", 234.0 / 61.0, .ratio(234, 61)),
        ("1/3", 1.0 / 3.0, .fraction(1, 3)),
        ("3/4", 0.75, .fraction(3, 4)),
        ("0", 0, .decimal),
    ]

    static let invalid = ["", "abc", "2:", ":3", "1/0", "1:0", "1/2/3", "1:2:3", "1:2/3", "nan", "inf", "-inf",
                          "0x10", " 2", "2 ", "2,5", "1e999"]

    @Test("valid forms", arguments: valid.indices)
    func validForm(_ index: Int) throws {
        let row = MultiplierTests.valid[index]
        let multiplier = try #require(IBConstraint.Multiplier.parse(row.text), "\(row.text)")
        #expect(multiplier.value == row.value, "\(row.text)")
        #expect(multiplier.form == row.form, "\(row.text)")
        #expect(multiplier.text == row.text)
    }

    @Test("invalid forms", arguments: invalid)
    func invalidForm(_ text: String) {
        #expect(IBConstraint.Multiplier.parse(text) == nil)
    }

    @Test("read from a document, 1 when not written")
    func fromDocument() throws {
        let document = try IBDocument(xml: Fixture.xib("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            <constraints>
            <constraint firstAttribute="width" secondItem="root" secondAttribute="height" multiplier="16:9" id="a"/>
            <constraint firstAttribute="width" secondItem="root" secondAttribute="height" multiplier="1/3" id="b"/>
            <constraint firstAttribute="width" secondItem="root" secondAttribute="height" multiplier="0.25" id="c"/>
            <constraint firstAttribute="width" secondItem="root" secondAttribute="height" id="d"/>
            <constraint firstAttribute="width" secondItem="root" secondAttribute="height" multiplier="0" id="e"/>
            </constraints>
            </view>
            """))
        let values = document.allConstraints.map(\.multiplier.value)
        #expect(values == [16.0 / 9.0, 1.0 / 3.0, 0.25, 1, 0])
        #expect(document.constraint(withID: "d")?.multiplier == .one)
    }
}
