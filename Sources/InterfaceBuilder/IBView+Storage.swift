/// The fields of an `IBView`, kept in one shared box (`IBView.Storage`) so that copying a view
/// retains one object instead of each of its thirty-odd fields: a scene copies each of its
/// views several times per layout (out of tables by id, into its own tables), and in a form of
/// thousands of rows each field retained is a read far from the last. See `IBView` for each
/// field.
struct IBViewFields: Hashable, Sendable {
    var kind: IBView.Kind
    var elementName: String
    var key: String?
    var id: String
    var idIsSynthesized: Bool
    var userLabel: String?
    var customClass: String?
    var customModule: String?
    var frame: IBRect?
    var autoresizingMask: IBAutoresizingMask?
    var translatesAutoresizingMaskIntoConstraints: Bool
    var fixedFrame: Bool
    var hidden: Bool
    var misplaced: Bool
    var ambiguous: Bool
    var contentMode: String?
    var alpha: Double
    var clipsSubviews: Bool
    var backgroundColor: IBColor?
    var tintColor: IBColor?
    var layoutMargins: IBLayoutMargins?
    var insetsLayoutMarginsFromSafeArea: Bool
    var preservesSuperviewLayoutMargins: Bool
    var layoutMarginsFollowReadableWidth: Bool
    var layoutGuides: [IBLayoutGuide]
    var contentHuggingPriority: IBAxisPriorities
    var compressionResistancePriority: IBAxisPriorities
    var placeholderIntrinsicSize: IBPlaceholderIntrinsicSize?
    var stackView: IBStackView?
    var content: IBContent?
    var subviews: [IBView]
    var keyedSubviews: [IBView]
    var cells: [IBView]
    var constraints: [IBConstraint]
    var variations: [IBVariation]
    var simulatedMetrics: IBSimulatedMetrics?
    var attributes: [String: String]
    var line: Int

    init(kind: IBView.Kind, elementName: String, id: String, line: Int) {
        self.kind = kind
        self.elementName = elementName
        self.key = nil
        self.id = id
        self.idIsSynthesized = false
        self.userLabel = nil
        self.customClass = nil
        self.customModule = nil
        self.frame = nil
        self.autoresizingMask = nil
        self.translatesAutoresizingMaskIntoConstraints = true
        self.fixedFrame = false
        self.hidden = false
        self.misplaced = false
        self.ambiguous = false
        self.contentMode = nil
        self.alpha = 1
        self.clipsSubviews = false
        self.backgroundColor = nil
        self.tintColor = nil
        self.layoutMargins = nil
        self.insetsLayoutMarginsFromSafeArea = true
        self.preservesSuperviewLayoutMargins = false
        self.layoutMarginsFollowReadableWidth = false
        self.layoutGuides = []
        self.contentHuggingPriority = IBAxisPriorities(horizontal: 250, vertical: 250)
        self.compressionResistancePriority = IBAxisPriorities(horizontal: 750, vertical: 750)
        self.placeholderIntrinsicSize = nil
        self.stackView = nil
        self.content = nil
        self.subviews = []
        self.keyedSubviews = []
        self.cells = []
        self.constraints = []
        self.variations = []
        self.simulatedMetrics = nil
        self.attributes = [:]
        self.line = line
    }
}

extension IBView {
    /// The box of a view's fields. Copies of a view share it until one of them changes a field
    /// (`uniqueStorage()`); it is never changed while shared, which makes it safe to send.
    final class Storage: @unchecked Sendable {
        // Read on every field access: no dynamic exclusivity check (writes happen only
        // through `uniqueStorage()`, on a box no other view holds).
        @exclusivity(unchecked) var fields: IBViewFields

        init(_ fields: IBViewFields) { self.fields = fields }
    }

    /// The box, copied first when another view shares it.
    mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return storage
    }

    public static func == (a: IBView, b: IBView) -> Bool {
        a.storage === b.storage || a.storage.fields == b.storage.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }
}
