"""The Qt desktop table: it adapts the engine and never decides a rule."""
