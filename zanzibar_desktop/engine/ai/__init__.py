"""Computer players. Every level sees only what a player at the table sees (a TableView)."""
