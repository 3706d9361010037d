"""Fifteen Two's rules engines: pure Python, no web framework, no I/O."""
