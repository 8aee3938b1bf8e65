import NameSuggestion

/// The marks drawn over a scene, as Interface Builder's canvas shows them.
///
/// Names are the ones `autolayout render --overlay` takes: `margins,safe-area,guides,constraints`.
public enum RenderOverlay: String, Sendable, Hashable, CaseIterable {
    /// Each item's layout margins: the band between its frame and its margins, shaded light blue.
    case margins
    /// The root's safe area: the unsafe bands shaded, the safe rectangle outlined.
    case safeArea = "safe-area"
    /// Layout guides (`RenderItem.Kind.layoutGuide`), outlined dashed.
    case guides
    /// Every constraint as a line labelled with its constant, in Interface Builder's blue.
    case constraints
    /// Ambiguous items outlined in orange and broken constraints drawn in red. On by default.
    case diagnostics

    /// Parses a comma-separated list ("margins,safe-area"); spaces around names are ignored,
    /// "all" means every overlay, "none" or the empty string none.
    public static func parseList(_ text: String) throws(RenderingError) -> Set<RenderOverlay> {
        var result = Set<RenderOverlay>()
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(part).trimming([" ", "\t"]).lowercased()
            switch name {
            case "", "none": continue
            case "all": result.formUnion(allCases)
            default:
                guard let overlay = RenderOverlay(rawValue: name == "safearea" ? "safe-area" : name) else {
                    let names = allCases.map(\.rawValue) + ["all", "none"]
                    throw .unknownOverlay(String(part), suggestion: NameSuggestion.closest(to: name, among: names))
                }
                result.insert(overlay)
            }
        }
        return result
    }
}
