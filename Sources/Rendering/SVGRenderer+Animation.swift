extension SVGRenderer {
    /// An animated SVG: the scenes as frames of a flipbook, each shown for an equal share of
    /// `duration` seconds, looping (SMIL `<animate>` on `visibility`, which browsers play).
    ///
    /// The layout layer makes the frames by interpolating frames between two layouts (a rotation,
    /// a size-class change) with UIKit's timing curve; this only plays them. Every frame must have
    /// the size of the first.
    public func renderAnimation(_ frames: [RenderScene], duration: Double, repeats: Bool = true) throws(RenderingError) -> String {
        guard let first = frames.first else { throw .emptyContactSheet }
        guard duration.isFinite, duration > 0 else {
            throw .invalidValue(item: "animation", field: "duration", value: "\(duration)")
        }
        var body = SVGWriter()
        var faces = Set<FontEmbedder.FaceKey>()
        let count = frames.count
        for (index, scene) in frames.enumerated() {
            try scene.validate()
            guard scene.size == first.size else {
                throw .invalidValue(item: scene.title ?? "frame \(index)", field: "size", value: "\(scene.size)")
            }
            var drawer = SceneDrawer(scene: scene, overlays: overlays, idPrefix: "f\(index)")
            drawer.draw()
            faces.formUnion(drawer.faces)
            // Visible during [index, index + 1) / count of the cycle; the last frame holds at the end.
            var values: [String] = []
            var times: [String] = []
            for step in 0...count {
                times.append(formatNumber(Double(step) / Double(count)))
                let visible = step == index || (index == count - 1 && step == count)
                values.append(visible ? "visible" : "hidden")
            }
            body.open("g", [("data-frame", "\(index)"), ("visibility", index == 0 ? "visible" : "hidden")])
            body.element("animate", [("attributeName", "visibility"), ("values", values.joined(separator: ";")),
                                     ("keyTimes", times.joined(separator: ";")), ("calcMode", "discrete"),
                                     ("dur", formatNumber(duration) + "s"),
                                     ("repeatCount", repeats ? "indefinite" : "1"), ("fill", "freeze")])
            body.append(drawer.writer)
            body.close()
        }
        return document(size: first.size, title: first.title.map { $0 + " (animated)" }, background: nil, body: body, faces: faces)
    }
}
