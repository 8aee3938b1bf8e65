/// The `TextLayout` module. See README.md for what it is for.
enum TextLayoutModule {}
