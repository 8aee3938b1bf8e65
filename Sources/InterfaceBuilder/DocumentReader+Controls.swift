/// Reading what the simpler controls and container views show: values, ranges, styles.
extension DocumentReader {
    /// An image view: its image (an attribute, or an `imageReference` child) and highlighted image.
    func readImageViewContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBImageView {
        var image = IBImageView()
        image.image = node.attributes["image"]
        image.imageCatalog = node.attributes["catalog"]
        image.highlightedImage = node.attributes["highlightedImage"]
        if let reference = children.take("imageReference", key: "image") {
            image.image = reference.attributes["image"]
            image.imageCatalog = reference.attributes["catalog"]
        }
        return image
    }

    /// A switch: whether it is on, and its title.
    func readSwitchContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBSwitch {
        var control = IBSwitch()
        control.isOn = try node.bool("on", absent: false)
        control.title = node.attributes["title"]
        return control
    }

    /// A slider: value, range and end images.
    func readSliderContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBSlider {
        var slider = IBSlider()
        slider.value = try node.number("value", absent: 0)
        slider.minimumValue = try node.number("minValue", absent: 0)
        slider.maximumValue = try node.number("maxValue", absent: 1)
        slider.minimumValueImage = node.attributes["minimumValueImage"]
        slider.maximumValueImage = node.attributes["maximumValueImage"]
        return slider
    }

    /// A stepper: value, range and step.
    func readStepperContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBStepper {
        var stepper = IBStepper()
        stepper.value = try node.number("value", absent: 0)
        stepper.minimumValue = try node.number("minimumValue", absent: 0)
        stepper.maximumValue = try node.number("maximumValue", absent: 100)
        stepper.stepValue = try node.number("stepValue", absent: 1)
        return stepper
    }

    /// A progress view: progress and style.
    func readProgressViewContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBProgressView {
        var progress = IBProgressView()
        progress.progress = try node.number("progress", absent: 0)
        progress.style = node.attributes["progressViewStyle"]
        return progress
    }

    /// An activity indicator: style and animation.
    func readActivityIndicatorContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBActivityIndicator {
        var indicator = IBActivityIndicator()
        indicator.style = node.attributes["style"]
        indicator.hidesWhenStopped = try node.bool("hidesWhenStopped", absent: false)
        indicator.isAnimating = try node.bool("animating", absent: false)
        return indicator
    }

    /// A table view: style, row and section heights, separators, data mode.
    func readTableViewContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBTableView {
        var table = IBTableView()
        table.style = node.attributes["style"]
        table.rowHeight = try node.number("rowHeight")
        table.estimatedRowHeight = try node.number("estimatedRowHeight")
        table.sectionHeaderHeight = try node.number("sectionHeaderHeight")
        table.sectionFooterHeight = try node.number("sectionFooterHeight")
        table.separatorStyle = node.attributes["separatorStyle"]
        table.dataMode = node.attributes["dataMode"]
        return table
    }

    /// A table view cell: reuse identifier, height, style, accessory, indentation.
    func readTableViewCellContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBTableViewCell {
        var cell = IBTableViewCell()
        cell.reuseIdentifier = node.attributes["reuseIdentifier"]
        cell.rowHeight = try node.number("rowHeight")
        cell.style = node.attributes["style"]
        cell.accessoryType = node.attributes["accessoryType"]
        cell.indentationLevel = try node.integer("indentationLevel")
        cell.indentationWidth = try node.number("indentationWidth")
        return cell
    }

    /// A collection view: its flow layout.
    func readCollectionViewContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBCollectionView {
        var collection = IBCollectionView()
        if let layout = children.take("collectionViewFlowLayout", key: "collectionViewLayout") {
            collection.flowLayout = try readFlowLayout(layout)
        }
        return collection
    }

    /// A navigation bar, toolbar or tab bar: translucency, large titles, style.
    func readBarContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBBar {
        var bar = IBBar()
        bar.translucent = try node.optionalBool("translucent")
        bar.prefersLargeTitles = try node.bool("largeTitles", absent: false)
        bar.barStyle = node.attributes["barStyle"]
        return bar
    }

    /// A visual effect view: its blur style and whether it has vibrancy.
    func readVisualEffectContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBVisualEffect {
        var effect = IBVisualEffect()
        if let blur = children.take("blurEffect", key: nil) { effect.blurStyle = blur.attributes["style"] }
        if children.take("vibrancyEffect", key: nil) != nil { effect.hasVibrancy = true }
        return effect
    }
}
