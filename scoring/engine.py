"""What every game engine shares: the base of the errors they raise on purpose."""

from __future__ import annotations


class ExplainedError(ValueError):
    """A refusal whose message is written for the person who caused it, and says what to do.

    Pages and the API show these messages as they are. The text of any other exception is
    never shown to anyone: it is a bug, logged for us, answered with a page in our own words.
    """
