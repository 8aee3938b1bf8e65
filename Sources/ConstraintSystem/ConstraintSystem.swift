/// The `ConstraintSystem` module. See README.md for what it is for.
enum ConstraintSystemModule {}
