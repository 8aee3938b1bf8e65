// Placeholder until the LayoutDocument tests land.
