"""The printable rule sheet: built from the rules object and the engine's hand data."""
