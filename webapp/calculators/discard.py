"""Plan a discard: the cards dealt, who deals, how many play and (with two) the score, every way
to throw to the crib with its exact hand and crib figures (scoring.cribbage.discard) and the
throw's one evaluation (scoring.cribbage.throws), for the /discard page and the JSON API alike.

Near the end of a game the evaluation plays every throw out over sampled deals (a few tenths
of a second): that is costly work, kept for the next asker (webapp.calculators.kept); without
a score, or far from the end, it is a sum of exact and fitted figures, worked out at once."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

from werkzeug.datastructures import MultiDict

from scoring.cards import STANDARD_DECK, Card
from scoring.cribbage.dealing import DEALT
from scoring.cribbage.discard import DiscardAnalysis, DiscardOption, analyze_discards
from scoring.cribbage.throws import CAP, FIRST, Table, Throw, throw_hint
from scoring.hint import Hint, HintOption
from scoring.verdicts import WIN
from webapp.calculators.fields import (
    CardsField,
    PlayersField,
    TargetField,
    TrueFalseField,
    TwoScoresField,
)
from webapp.calculators.form import CalculatorForm
from webapp.calculators.kept import Kept

EXAMPLE = "7C 9H 5H 5C 5D JS"
FULL_GAME = 121
KEPT = 256  # evaluations kept in memory: each a few kilobytes


@dataclass(frozen=True)
class RankedThrow:
    """One way to throw: the exact figures of its hand and crib (`option`), its place in the
    evaluation (`evaluated`: value, interval, parts) and the verdict on taking it."""

    option: DiscardOption
    evaluated: HintOption[Throw]
    verdict: str

    @property
    def pegging(self) -> float | None:
        """How much better than average the kept cards should peg (two players), else None."""
        return dict(self.evaluated.parts).get("pegging")

    @property
    def reason(self) -> str:
        """The evaluation's reason where it gives one (the best and close seconds), else the
        analyzer's."""
        return self.evaluated.reason or self.option.reason


@dataclass(frozen=True)
class DiscardAnswer:
    """What the page, its permalink and the API read: the exact analysis, the evaluation that
    ranks the throws, and what it was asked of (the score, the target)."""

    analysis: DiscardAnalysis
    evaluation: Hint[Throw]
    table: Table

    @cached_property
    def ranked(self) -> tuple[RankedThrow, ...]:
        """Every way to throw, in the evaluation's order (best first)."""
        by_throw = {option.thrown: option for option in self.analysis}
        return tuple(
            RankedThrow(by_throw[o.action], o, self.evaluation.verdict(o.action))
            for o in self.evaluation.options
        )

    @property
    def options(self) -> tuple[DiscardOption, ...]:
        """The exact figures of every way to throw, in the evaluation's order (the chart's)."""
        return tuple(ranked.option for ranked in self.ranked)

    @property
    def best(self) -> DiscardOption:
        return self.ranked[0].option

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.analysis.cards

    @property
    def dealer(self) -> bool:
        return self.analysis.dealer

    @property
    def players(self) -> int:
        return self.analysis.players

    @property
    def score(self) -> tuple[int, int] | None:
        return self.table.scores

    @property
    def game_to(self) -> int:
        return self.table.game_to

    @property
    def by_chance(self) -> bool:
        """Ranked by the chance of winning (two players, near the end), not by points."""
        return self.evaluation.measure == WIN

    @property
    def pegs(self) -> bool:
        """Whether the evaluation has a pegging term (two players)."""
        return self.players == 2


class DiscardForm(CalculatorForm[DiscardAnswer]):
    """The cards dealt, who deals, how many play, and with two players the score and what the
    game is played to. On the page (`waits_for_cards`), no cards yet is not a mistake: the
    dealer or the players were changed before any was picked."""

    cards = CardsField(
        "The cards dealt to you: 6 with 2 players, 5 with 3 or 4; separated by commas, "
        "semicolons, spaces or +.",
        example="7C,9H,5H,5C,5D,JS",
        missing="give the {form.dealt} cards you were dealt, like {form.example}",
        deck=STANDARD_DECK,
        least=min(DEALT.values()),
        most=max(DEALT.values()),
    )
    dealer = TrueFalseField(
        "true when the crib is yours (with 4 players: your side's), false when not; any case.",
        example="true",
        missing="say who deals: true if you do (the crib is yours), false if not",
    )
    players = PlayersField("2, 3 or 4 players. Default 2.", example="2", default="2")
    score = TwoScoresField(
        "Two players only: the score before this deal, yours then theirs, like 112-98 (a "
        "hyphen, en dash, colon or slash between). Near the end (either side within 40 of the "
        "target) the throws are ranked by your chance of winning. Left out: no score, ranked "
        "by points.",
        example="112-98",
    )
    to = TargetField(
        "What the game is played to: 121 or 61. Default 121; it matters only with a score.",
        example="121",
        default=str(FULL_GAME),
    )
    blamed = "cards"

    def __init__(
        self, formdata: MultiDict[str, str] | None = None, *, waits_for_cards: bool = False
    ) -> None:
        super().__init__(formdata)
        if waits_for_cards and not self.cards.text.strip():
            self.cards.missing = self.dealer.missing = ""

    def validate(self, extra_validators: Mapping[str, Sequence[Any]] | None = None) -> bool:
        """Every field, then the score against the others: for two players, each side below
        the target."""
        super().validate(extra_validators)
        scores = self.score.data
        if scores is not None:
            players = self.players.data
            target = self.to.data
            if players is not None and players != 2:
                self.fail(
                    "score",
                    f"the score is for two-player games; with {players} players the throws are "
                    "ranked by hand and crib: leave it blank",
                )
            elif target is not None and max(scores) >= target:
                self.fail(
                    "score",
                    f"in a game to {target} each score is from 0 to {target - 1}; "
                    f"{max(scores)} is past it",
                )
        return not self.messages

    @property
    def dealt(self) -> int:
        """How many cards each player is dealt (2 players when the number is not read)."""
        return DEALT[self.players.data or 2]

    @property
    def example(self) -> str:
        """Cards to show as an example of what to type: as many as are dealt."""
        return " ".join(EXAMPLE.split()[: self.dealt])

    def answer(self) -> DiscardAnswer | None:
        if self.cards.data is None:
            return None  # waiting for the cards
        return answered(
            self.cards.data,
            dealer=self.dealer.value,
            players=self.players.value,
            scores=self.score.data,
            game_to=self.to.value,
        )

    @property
    def analysis(self) -> DiscardAnswer | None:
        """The answer, once there is one: what the templates draw."""
        return self.result

    @property
    def query(self) -> dict[str, str]:
        """The canonical query string of an answer: the permalink's parameters (the score
        when one was given, and the target when it is not 121)."""
        answer = self.result
        if answer is None:
            return {}
        query = {
            "cards": " ".join(str(card) for card in answer.cards),
            "dealer": "true" if answer.dealer else "false",
            "players": str(answer.players),
        }
        if answer.score is not None:
            query["score"] = "{}-{}".format(*answer.score)
            if answer.game_to != FULL_GAME:
                query["to"] = str(answer.game_to)
        return query


def answered(
    cards: Sequence[Card] | str,
    *,
    dealer: bool,
    players: int = 2,
    scores: tuple[int, int] | None = None,
    game_to: int = FULL_GAME,
) -> DiscardAnswer:
    """The analysis of `cards` and the evaluation of every throw (ExplainedError when the
    cards are not a deal for `players`)."""
    analysis = analyze_discards(cards, dealer=dealer, players=players)
    table = Table(analysis.cards, dealer, players, scores, game_to)
    return DiscardAnswer(analysis, evaluated(table), table)


def _dump(hint: Hint[Throw]) -> dict[str, Any]:
    return hint.to_dict(lambda thrown: [str(card) for card in thrown])


def _load(data: dict[str, Any]) -> Hint[Throw]:
    return Hint.from_dict(data, lambda thrown: tuple(Card.parse(text) for text in thrown))


def _evaluate(payload: Mapping[str, Any]) -> Hint[Throw]:
    """A throw played for the game, on the task queue's workers."""
    hand = tuple(Card.parse(text) for text in payload["hand"])
    scores = payload["scores"]
    table = Table(
        hand,
        bool(payload["dealer"]),
        int(payload["players"]),
        None if scores is None else (int(scores[0]), int(scores[1])),
        int(payload["game_to"]),
    )
    return throw_hint(table)


EVALUATIONS = Kept[Hint[Throw], Hint[Throw]](
    "cribbage-throw", KEPT, _dump, _load, lambda hint: hint, _evaluate
)


def evaluated(table: Table) -> Hint[Throw]:
    """The throw's evaluation: played for the game (costly: worked out on the task queue's
    workers and kept for the next asker) near the end of a two-player game, else at once."""
    if not table.for_the_game:
        return throw_hint(table)
    payload = {
        "hand": sorted(str(card) for card in table.hand),
        "dealer": table.dealer,
        "players": table.players,
        "scores": None if table.scores is None else list(table.scores),
        "game_to": table.game_to,
    }
    # What the answer depends on: the question, and how many deals the sampling takes.
    key = ["cribbage-throw", FIRST, CAP, *payload.values()]
    hint, _ = EVALUATIONS.get(key, payload)
    return hint


@cache
def example_answer() -> DiscardAnswer:
    """The API document's example: the form's example hand, dealing, no score (cheap)."""
    return answered(EXAMPLE, dealer=True)
