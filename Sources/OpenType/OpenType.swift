/// The `OpenType` module. See README.md for what it is for.
enum OpenTypeModule {}
