import AutoLayout
import InterfaceBuilder

/// One value per installed view of a scene, read by Interface Builder id.
///
/// A scene keeps its views' values in arrays by slot (the view's place in `viewIDs`, document
/// order) and one table from id to slot, which all its tables share. Building, verifying and
/// linting a scene walk every view several times per layout: by slot, those walks read arrays
/// in order instead of hashing each id into tables of thousands of entries far apart in memory
/// (String-keyed lookups grew 20× from 1,000 to 10,000 rows of a form xib).
///
/// The table shares the scene's arrays (no copy is made to read it).
public struct IBViewTable<Value> {
    let slots: [String: Int]
    let values: [Value]

    /// The value of the view `id`, nil when the scene has no such view.
    public subscript(id: String) -> Value? {
        guard let slot = slots[id] else { return nil }
        return values[slot]
    }

    /// The number of installed views.
    public var count: Int { values.count }
}

/// The parent id of each installed view of a scene, by Interface Builder id: nil for the root
/// and for an id the scene does not have.
public struct IBParentTable {
    let slots: [String: Int]
    let values: [String?]

    public subscript(id: String) -> String? {
        guard let slot = slots[id] else { return nil }
        return values[slot]
    }
}

extension IBSceneLayout {
    /// Installed views by Interface Builder id.
    public var views: IBViewTable<View> { IBViewTable(slots: slotOfID, values: viewList) }
    /// The installed views' elements (trait values applied), by Interface Builder id.
    public var elements: IBViewTable<IBView> { IBViewTable(slots: slotOfID, values: elementList) }
    /// The parent of each installed view (none for the root), by Interface Builder id.
    public var parentIDs: IBParentTable { IBParentTable(slots: slotOfID, values: parentIDList) }
    /// What each view's intrinsic size comes from, by Interface Builder id.
    public var contentSources: IBViewTable<IBContentSource> { IBViewTable(slots: slotOfID, values: contentSourceList) }

    /// The slot of the installed view `id`: its place in `viewIDs` and in the tables by slot.
    public func slot(of id: String) -> Int? { slotOfID[id] }

    /// The slot of an installed view object.
    func slot(of view: View) -> Int? {
        if slotOfObject.count != viewList.count {
            slotOfObject = [:]
            slotOfObject.reserveCapacity(viewList.count)
            for (slot, view) in viewList.enumerated() { slotOfObject[ObjectIdentifier(view)] = slot }
        }
        return slotOfObject[ObjectIdentifier(view)]
    }

    /// Records an installed view in the next slot.
    func appendSlot(_ element: IBView, view: View, contentSource: IBContentSource, parent: String?) {
        slotOfID[element.id] = viewList.count
        viewIDs.append(element.id)
        viewList.append(view)
        elementList.append(element)
        parentIDList.append(parent)
        contentSourceList.append(contentSource)
    }

    /// Room in the tables by slot for `count` views.
    func reserveSlots(_ count: Int) {
        slotOfID.reserveCapacity(count)
        viewIDs.reserveCapacity(count)
        viewList.reserveCapacity(count)
        elementList.reserveCapacity(count)
        parentIDList.reserveCapacity(count)
        contentSourceList.reserveCapacity(count)
    }

    /// Puts the slots in document order (depth first, parents first), whatever order the views
    /// were built in. A flat hierarchy is built in document order already: nothing moves.
    func sortSlots(documentOrderOf root: IBView) {
        var order: [Int] = []
        order.reserveCapacity(viewList.count)
        var seen = [Bool](repeating: false, count: viewList.count)
        root.forEachView { element in
            guard let slot = slotOfID[element.id], !seen[slot] else { return }
            seen[slot] = true
            order.append(slot)
        }
        // Every installed view is in the root's tree; any other keeps its build order, last.
        for slot in seen.indices where !seen[slot] { order.append(slot) }
        guard order.enumerated().contains(where: { $0.offset != $0.element }) else { return }
        viewIDs = order.map { viewIDs[$0] }
        viewList = order.map { viewList[$0] }
        elementList = order.map { elementList[$0] }
        parentIDList = order.map { parentIDList[$0] }
        contentSourceList = order.map { contentSourceList[$0] }
        for (slot, id) in viewIDs.enumerated() { slotOfID[id] = slot }
        slotOfObject = [:]
    }
}
