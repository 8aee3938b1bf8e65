import AutoLayout

extension IBAgreement {
    /// `12/13 (92.3%) within 0.5 pt, 13/13 (100%) within 1 pt`.
    public var summary: String {
        guard views > 0 else { return "no views" }
        return "\(withinHalfPoint)/\(views) (\(percent(halfPointRate))) within 0.5 pt, "
            + "\(withinOnePoint)/\(views) (\(percent(onePointRate))) within 1 pt"
    }
}

/// `92.3%`.
func percent(_ rate: Double) -> String {
    let tenths = (rate * 1000).rounded() / 10
    return formatNumber(tenths) + "%"
}

extension IBAgreementGroups {
    /// One line per group that has views.
    public var lines: [String] {
        var result = ["all views: \(overall.summary)"]
        if independent.views > 0 {
            result.append("not decided by text or stacks: \(independent.summary)")
            let decided = IBAgreement(views: independent.views - frameInputs.views,
                                      withinHalfPoint: independent.withinHalfPoint - frameInputs.withinHalfPoint,
                                      withinOnePoint: independent.withinOnePoint - frameInputs.withinOnePoint)
            result.append("  of which positioned by constraints alone (no autoresizing or prototyping input): \(decided.summary)")
        }
        if textDependent.views > 0 {
            result.append("text-dependent: \(textDependent.summary)")
            result.append("  diagnostic, with the saved sizes of text views standing in for text metrics: "
                + textDependentWithSavedTextSizes.summary)
        }
        if stackDependent.views > 0 { result.append("stack-dependent, not text-dependent: \(stackDependent.summary)") }
        if stackArranged.views > 0 {
            result.append("decided by stack arrangements (text-dependent or not): \(stackArranged.summary)")
            result.append("  diagnostic, with the saved sizes of text views standing in for text metrics: "
                + stackArrangedWithSavedTextSizes.summary)
        }
        return result
    }
}

extension IBVerificationSummary {
    /// The human-readable report: per document its agreement and each view beyond 0.5 pt with
    /// the constraints involved, then the totals. `mismatches` false leaves the views out.
    public func text(mismatches: Bool = true) -> String {
        var out: [String] = []
        for doc in documents {
            out.append(doc.file + (doc.isFlagged ? "  [flagged: \(doc.flaggedViews.count) misplaced or ambiguous views]" : ""))
            if let error = doc.error {
                out.append("  error: \(error)")
                continue
            }
            if let reason = doc.unsupported {
                out.append("  not compared: \(reason)")
                continue
            }
            for line in doc.agreement.lines { out.append("  " + line) }
            for scene in doc.scenes {
                let header = "  scene \(scene.id) \"\(scene.name)\" on \(scene.device) \(scene.orientation) \(scene.trait), "
                    + "\(formatNumber(scene.size.width))×\(formatNumber(scene.size.height)), safe area "
                    + scene.safeArea.map(formatNumber).joined(separator: " ")
                    + (scene.notes.isEmpty ? "" : " (\(scene.notes.joined(separator: "; ")))")
                var details: [String] = []
                for p in scene.problems { details.append("    problem: \(p)") }
                for u in scene.unsupported { details.append("    unsupported: \(u)") }
                for u in scene.unsatisfiable { details.append("    unsatisfiable: \(u)") }
                if mismatches {
                    for v in scene.views where v.difference > 0.5 + 1e-6 {
                        details.append("    mismatch \(v.id) \(v.name) [\(v.group.rawValue)\(v.flagged ? ", flagged" : "")]: "
                            + "saved \(v.saved), ours \(v.frame), off by \(formatNumber(v.difference)) pt (line \(v.line))")
                        for c in v.constraints ?? [] { details.append("      \(c)") }
                    }
                }
                if !details.isEmpty || scenes(of: doc) > 1 {
                    out.append(header)
                    out.append(contentsOf: details)
                }
            }
        }
        out.append("")
        let clean = documents.filter { !$0.isFlagged && $0.error == nil && $0.unsupported == nil }.count
        out.append("total over \(clean) documents whose saved frames are solutions:")
        for line in total.lines { out.append("  " + line) }
        let flagged = documents.filter(\.isFlagged).count
        if flagged > 0 {
            out.append("separately, \(flagged) documents with views flagged misplaced or ambiguous:")
            for line in flaggedTotal.lines { out.append("  " + line) }
        }
        let failed = documents.filter { $0.error != nil }.count
        if failed > 0 { out.append("\(failed) documents could not be compared") }
        let unsupported = documents.filter { $0.unsupported != nil }.count
        if unsupported > 0 { out.append("\(unsupported) documents not compared: a kind this package does not lay out") }
        return out.joined(separator: "\n")
    }

    private func scenes(of doc: IBDocumentVerdict) -> Int { doc.scenes.count }
}
