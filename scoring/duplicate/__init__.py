"""Duplicate against the field: the same seeded deals for everyone, for every game (deals), the
daily sets (daily), and each deal's results ranked by matchpoints (field)."""
