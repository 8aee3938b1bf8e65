/// The `VisualFormat` module. See README.md for what it is for.
enum VisualFormatModule {}
