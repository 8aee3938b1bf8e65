/// The items of one block, merged as descriptions reveal more of them: a label printed once as
/// `UILabel:0x1` and once as `UILabel:0x1'Title'` is one item with its text.
struct ItemTable {
    private(set) var items: [LoggedItem] = []
    private var indexOfKey: [String: Int] = [:]

    /// Adds `item`, or fills in what an earlier mention of the same key lacked. Returns its key.
    @discardableResult
    mutating func merge(_ item: LoggedItem) -> String {
        let key = item.key
        guard let index = indexOfKey[key] else {
            indexOfKey[key] = items.count
            items.append(item)
            return key
        }
        if items[index].className == nil { items[index].className = item.className }
        if items[index].text == nil { items[index].text = item.text }
        if items[index].name == nil { items[index].name = item.name }
        return key
    }

    subscript(key: String) -> LoggedItem? { indexOfKey[key].map { items[$0] } }

    /// An item printed by a name from a `names:` list (`name_label:0x7fa4…`) is that name, not a
    /// class: the class is unknown.
    mutating func resolveNames(_ names: [String: String]) {
        for (name, key) in names where name != "|" {
            guard let index = indexOfKey[key] else { continue }
            if items[index].className == name { items[index].className = nil }
            if items[index].name == nil { items[index].name = name }
        }
    }
}
