"""The errors the engines raise on purpose: each message is written for the player."""

from __future__ import annotations

from collections.abc import Callable


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
    not hold 5♥"); `waiting` says what the game waits for instead, naming seats by number
    (given as a function, it is worked out when first read: a refusal only tested for, as
    legal_actions() tests, costs little); `field` names the action's field at fault ("card",
    "points", "tricks" ...), None when it is the action as a whole (not your turn, not a
    move of this phase)."""

    def __init__(
        self, reason: str, *, waiting: str | Callable[[], str] = "", field: str | None = None
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self._waiting = waiting
        self.field = field

    @property
    def waiting(self) -> str:
        if not isinstance(self._waiting, str):
            self._waiting = self._waiting()
        return self._waiting

    def __str__(self) -> str:
        waiting = self.waiting
        return f"{self.reason}; {waiting}" if waiting else self.reason


class RulesError(ExplainedError):
    """A rule option with a value the engine does not offer."""


class StateError(ExplainedError):
    """Text or data that is not a saved game of this kind."""


class DealError(ExplainedError):
    """A game set up in a way the rules do not allow: seats, dealer, seed or a prearranged deal."""
