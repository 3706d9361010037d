"""Duplicate play: the same deals for everyone, each result compared with the field's."""
