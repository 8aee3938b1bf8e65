/// The `Cassowary` module: an incremental simplex solver with Auto Layout's priorities.
enum CassowaryModule {}
