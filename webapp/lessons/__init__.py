"""The counting course: Markdown lessons whose examples and figures the engine computes."""

from webapp.lessons.routes import bp

__all__ = ["bp"]
