"""The errors the engines raise on purpose: each message is written for the player."""

from __future__ import annotations


class ExplainedError(ValueError):
    """A refusal whose message is written for the person who caused it, and says what to do.

    Pages and the API show these messages as they are. The text of any other exception is
    never shown to anyone: it is a bug, logged for us, answered with a page in our own words.
    """


class FieldError(ExplainedError):
    """Input that cannot be used as given: `field` names the input at fault (a form field, an
    API parameter: "hand", "cards", "bidder", "points" ...) so that a page shows the message
    beside it and the API names it; None when no one field is to blame."""

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


class ActionError(FieldError):
    """Data that does not describe an action of the game; `field` names the action's JSON
    field at fault ("card", "points" ...), None when it is the whole."""


class IllegalActionError(ExplainedError):
    """An action the rules do not allow now. `reason` is said to whoever tried it ("you do
    not hold 5♥"); `waiting` says what the game waits for instead, naming seats by number."""

    def __init__(self, reason: str, *, waiting: str = "") -> None:
        super().__init__(f"{reason}; {waiting}" if waiting else reason)
        self.reason = reason
        self.waiting = waiting


class RulesError(ExplainedError):
    """A rule option with a value the engine does not offer."""


class StateError(ExplainedError):
    """Text or data that is not a saved game of this kind."""


class DealError(ExplainedError):
    """A game set up in a way the rules do not allow: seats, dealer, seed or a prearranged deal."""
