"""Cribbage pages. Routes only translate HTTP to engine calls and results to templates."""

from webapp.cribbage.routes import bp

__all__ = ["bp"]
