/// A size-class pattern: a width class and a height class, each compact, regular or any (nil).
///
/// Interface Builder's nine classes (the Auto Layout Guide, Size-Class-Specific Layout): the four
/// final combinations and the five with "Any".
public struct SizeClassPattern: Hashable, Sendable, CustomStringConvertible {
    /// nil is "any".
    public var horizontal: UserInterfaceSizeClass?
    public var vertical: UserInterfaceSizeClass?

    public init(horizontal: UserInterfaceSizeClass? = nil, vertical: UserInterfaceSizeClass? = nil) {
        self.horizontal = horizontal == .unspecified ? nil : horizontal
        self.vertical = vertical == .unspecified ? nil : vertical
    }

    /// Any width, any height: the base layout.
    public static let any = SizeClassPattern()

    /// Whether the pattern applies to `traits`.
    public func matches(_ traits: TraitCollection) -> Bool {
        (horizontal == nil || horizontal == traits.horizontalSizeClass)
            && (vertical == nil || vertical == traits.verticalSizeClass)
    }

    /// How specific the pattern is: 0 for any/any, 1 with one class, 2 with both.
    ///
    /// "Anything set in a more specific size class always overrides the more general" (ALG-SizeClass).
    /// When a width-only and a height-only pattern both set the same thing, the guide is silent
    /// (a gap); we let the width class win, and say so here.
    public var specificity: Int {
        (horizontal == nil ? 0 : 2) + (vertical == nil ? 0 : 1)
    }

    /// `compact-regular`, `any-compact`, ...: the document syntax.
    public var description: String {
        func name(_ c: UserInterfaceSizeClass?) -> String { c.map(\.description) ?? "any" }
        return "\(name(horizontal))-\(name(vertical))"
    }
}

/// Constraints and constants that vary with the size class, as Interface Builder's variations do.
///
/// Each constraint has a base state (installed or not, its constant) and overrides per pattern.
/// `apply(_:)` activates exactly the constraints whose most specific matching pattern installs
/// them, with that pattern's constant. A `Screen` applies its variations whenever its traits
/// change, before the layout pass, so a rotation that swaps size classes swaps constraints
/// incrementally.
public final class SizeClassVariations {
    struct Entry {
        var constraint: LayoutConstraint
        /// Whether each of the nine patterns sets the constraint installed (`Installs`): two
        /// bit sets, not a dictionary per constraint, which at thousands of constraints were
        /// as many allocations, hashed on every `apply`.
        var installed = Installs()
        var constants: [SizeClassPattern: Double] = [:]
    }

    /// For each of the nine patterns (`slot(_:)`): whether it says anything, and what.
    struct Installs {
        var set: UInt16 = 0
        var value: UInt16 = 0

        mutating func record(_ installed: Bool, in pattern: SizeClassPattern) {
            let bit: UInt16 = 1 << SizeClassVariations.slot(pattern)
            set |= bit
            if installed { value |= bit } else { value &= ~bit }
        }

        /// The value of the most specific set pattern that matches `traits`, or nil.
        func mostSpecific(_ traits: TraitCollection) -> Bool? {
            guard set != 0 else { return nil }
            var best: (specificity: Int, value: Bool)?
            for slot in 0..<9 where set & (1 << slot) != 0 {
                let pattern = SizeClassVariations.pattern(slot)
                guard pattern.matches(traits), best.map({ pattern.specificity > $0.specificity }) ?? true else { continue }
                best = (pattern.specificity, value & (1 << slot) != 0)
            }
            return best?.value
        }
    }

    /// A pattern's place among the nine: width class times three plus height class (any 0,
    /// compact 1, regular 2), `.unspecified` counted as any, as `SizeClassPattern.init` does.
    static func slot(_ pattern: SizeClassPattern) -> Int {
        func index(_ c: UserInterfaceSizeClass?) -> Int { c.map { $0 == .unspecified ? 0 : $0.rawValue } ?? 0 }
        return index(pattern.horizontal) * 3 + index(pattern.vertical)
    }

    static func pattern(_ slot: Int) -> SizeClassPattern {
        func sizeClass(_ i: Int) -> UserInterfaceSizeClass? { i == 0 ? nil : UserInterfaceSizeClass(rawValue: i) }
        return SizeClassPattern(horizontal: sizeClass(slot / 3), vertical: sizeClass(slot % 3))
    }

    var entries: [Entry] = []
    var index: [ObjectIdentifier: Int] = [:]
    /// Errors from the last `apply` (activation of a constraint whose items are not in one hierarchy).
    public private(set) var errors: [AutoLayoutError] = []

    public init() {}

    /// Sets whether `constraint` is installed in `pattern` (`.any` is the base).
    public func setInstalled(_ installed: Bool, for constraint: LayoutConstraint, in pattern: SizeClassPattern = .any) {
        entries[entryIndex(constraint)].installed.record(installed, in: pattern)
    }

    /// Sets `constraint`'s constant in `pattern`.
    public func setConstant(_ constant: Double, for constraint: LayoutConstraint, in pattern: SizeClassPattern) {
        let i = entryIndex(constraint)
        if entries[i].constants[.any] == nil { entries[i].constants[.any] = constraint.constant }
        entries[i].constants[pattern] = constant
    }

    /// Adds constraints that exist only in `pattern` (not installed in the base).
    public func add(_ constraints: [LayoutConstraint], onlyIn pattern: SizeClassPattern) {
        for c in constraints {
            setInstalled(false, for: c, in: .any)
            setInstalled(true, for: c, in: pattern)
        }
    }

    /// Room for `count` more constraints, so registering thousands does not regrow the tables.
    public func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(entries.count + count)
        index.reserveCapacity(index.count + count)
    }

    /// The constraints this object manages.
    public var constraints: [LayoutConstraint] { entries.map(\.constraint) }

    /// Activates and deactivates the managed constraints for `traits`.
    public func apply(_ traits: TraitCollection) {
        errors = []
        var activate: [LayoutConstraint] = []
        for entry in entries {
            let install = entry.installed.mostSpecific(traits) ?? true
            if !entry.constants.isEmpty, let constant = Self.mostSpecific(entry.constants, traits),
               constant != entry.constraint.constant {
                entry.constraint.constant = constant
            }
            if install { activate.append(entry.constraint) } else { entry.constraint.isActive = false }
        }
        for c in activate where !c.isActive {
            do { try c.setActive(true) } catch { errors.append(error) }
        }
    }

    static func mostSpecific<T>(_ values: [SizeClassPattern: T], _ traits: TraitCollection) -> T? {
        values.filter { $0.key.matches(traits) }.max { $0.key.specificity < $1.key.specificity }?.value
    }

    func entryIndex(_ constraint: LayoutConstraint) -> Int {
        let key = ObjectIdentifier(constraint)
        if let i = index[key] { return i }
        entries.append(Entry(constraint: constraint))
        index[key] = entries.count - 1
        return entries.count - 1
    }
}
