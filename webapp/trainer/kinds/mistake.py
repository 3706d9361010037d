"""Your mistakes: a position from one of your finished games where the review found a mistake or a
blunder, from your seat, with the game's own table to move at. "Find a better play than the
one you made": graded by the position's one evaluation (the hint's and the review's, made once
and kept), right when the move is not a sure loss of any tier. Dealt by the schedule of
scoring.trainer.mistakes, from webapp.trainer.mistakes' positions."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from types import SimpleNamespace
from typing import Any, Self

from werkzeug.datastructures import MultiDict

from scoring.engine import ExplainedError, IllegalActionError
from scoring.trainer.mistakes import next_position
from scoring.verdicts import ERRORS, MISTAKE, POINTS
from webapp import coach
from webapp.evaluations import evaluation
from webapp.games import TABLE_GAMES
from webapp.tables import ComputerTable
from webapp.trainer.grading import FormProblem, NothingToAsk, Outcome
from webapp.trainer.kinds.kind import Answer, Claims, History, Kind, Record
from webapp.trainer.mistakes import KIND, by_key
from webapp.trainer.questions import Mode, TrainRequest

YOU = 0  # your seat at every computer table (webapp.tables.YOU)
NONE_YET = (
    "There are no mistakes of yours to practice: when a game you play here is over, every "
    "mistake its review finds comes here as a question."
)


@dataclass(frozen=True)
class MistakeQuestion:
    """A mistake's position: the game (`game`, the engine's name) and its saved id, the
    decision's place in its actions and kind, the review's words for the situation, the move
    you made (`made`, its JSON form `action`) and what it gave up, and the game as it stood
    then (`state`, the engine's JSON). `review`: drilled before."""

    game: str
    game_id: str
    move: int
    kind: str
    situation: str
    made: str
    action: Mapping[str, Any]
    loss: float
    measure: str
    state: Mapping[str, Any]
    finished: str  # the game's end, ISO 8601
    review: bool = False

    @property
    def key(self) -> str:
        return f"{self.game_id}:{self.move}"

    @property
    def category(self) -> str:
        return f"{self.game}:{self.kind}"


class Mistake(Kind[MistakeQuestion]):
    """A mistake of yours, to find a better move for."""

    name = KIND
    label = "Your mistakes"
    template = "trainer/kinds/mistake.html"
    noun = "position"
    modes = (Mode.MISTAKES,)

    @classmethod
    def before_deal(cls, history: History) -> None:
        history.mistakes()  # the finished games reviewed (and kept): the deal reads them

    @classmethod
    def deal(cls, asked: TrainRequest, history: History, rng: random.Random, now: datetime) -> Self:
        found, drilled = history.mistakes()
        boxed = next_position([spot.position for spot in found], drilled, rng, now)
        if boxed is None:
            raise NothingToAsk(NONE_YET)
        spot = by_key(found)[str(boxed.missed.key)]
        d = spot.decision
        made = spot.state.actions[d.move]
        question = MistakeQuestion(
            game=spot.game.engine.name,
            game_id=spot.saved.id,
            move=d.move,
            kind=d.kind,
            situation=d.situation,
            made=d.chosen.label,
            action=coach.action_form(made),
            loss=d.loss,
            measure=d.measure,
            state=spot.before().to_dict(),
            finished=spot.saved.updated_at.isoformat(),
            review=any(drill.key == spot.key for drill in drilled),
        )
        return cls(question)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        return cls(
            MistakeQuestion(
                game=str(data["game"]),
                game_id=str(data["game_id"]),
                move=int(data["move"]),
                kind=str(data["kind"]),
                situation=str(data["situation"]),
                made=str(data["made"]),
                action=dict(data["action"]),
                loss=float(data["loss"]),
                measure=str(data.get("measure", POINTS)),
                state=dict(data["state"]),
                finished=str(data["finished"]),
                review=bool(data.get("review", False)),
            )
        )

    def to_dict(self) -> dict[str, Any]:
        q = self.question
        return {
            "game": q.game,
            "game_id": q.game_id,
            "move": q.move,
            "kind": q.kind,
            "situation": q.situation,
            "made": q.made,
            "action": dict(q.action),
            "loss": q.loss,
            "measure": q.measure,
            "state": dict(q.state),
            "finished": q.finished,
            "review": q.review,
        }

    @cached_property
    def table_game(self) -> Any:
        """The game's table (webapp.tables.TableGame): its engine, forms and templates."""
        return next(game for game in TABLE_GAMES if game.engine.name == self.question.game)

    @cached_property
    def position(self) -> Any:
        """The game as it stood at the decision (the engine's state)."""
        return self.table_game.engine.state.from_dict(dict(self.question.state))

    @cached_property
    def table(self) -> Any:
        """The position as the game's table page shows it, from your seat."""
        return self.table_game.view(ComputerTable(self.table_game, self.position, "standard"))

    @property
    def saved(self) -> SimpleNamespace:
        """What the table's templates read of a saved game (its id, its version)."""
        return SimpleNamespace(id=self.question.game_id, version=0)

    @property
    def finished(self) -> datetime:
        return datetime.fromisoformat(self.question.finished)

    def read(self, form: MultiDict[str, str]) -> dict[str, Any]:
        """Your move, as the game's table reads its forms; it must be one you may make."""
        state = self.position
        try:
            action = self.table_game.read_move(form, state)
            state.check(action)
        except IllegalActionError as error:
            raise FormProblem({"move": _sentence(error.reason)}) from None
        except ExplainedError as error:
            raise FormProblem({"move": _sentence(str(error))}) from None
        return {"choice": state.legal_actions(YOU).index(action)}

    def grade(self, answer: Answer, claims: Claims) -> Outcome:
        """Graded once by the hint at the position, kept with the answer and read back after."""
        if "hint" in answer:
            shown = coach.ShownHint.from_dict(answer["hint"])
            verdict, label, loss = answer["verdict"], answer["label"], float(answer["loss"])
        else:
            state = self.position
            action = state.legal_actions(YOU)[int(answer["choice"])]
            hint = evaluation(self.table_game.engine, state, YOU)
            shown = coach.shown(hint, self.question.move)
            label = coach.label_of(hint, action)
            try:
                option = hint.option(action)
                verdict, loss = hint.verdict(action), option.loss
            except KeyError:
                verdict, loss = MISTAKE, 0.0
            if coach.action_form(action) == dict(self.question.action):
                verdict = hint.verdict(action)  # the move made in the game, again
                verdict = verdict if verdict in ERRORS else MISTAKE
        right = verdict not in ERRORS
        stored = {"hint": shown.to_dict(), "verdict": verdict, "label": label, "loss": loss}
        given_up = loss if shown.measure == POINTS else None
        return Outcome(right, {self.question.category: right}, shown, given_up, stored=stored)

    def record(self, answer: Answer, outcome: Outcome) -> Record:
        view = self.position.view(YOU)
        shown = outcome.check
        assert isinstance(shown, coach.ShownHint)
        return Record(
            tuple(view.hand)[:16],
            focus=self.question.category,
            review=self.question.review,
            situation=json.dumps({"key": self.question.key}),
            answer=str(outcome.stored["label"])[:32],
            best=shown.best.label[:32],
        )


def _sentence(text: str) -> str:
    text = text.rstrip(".")
    return f"{text[:1].upper()}{text[1:]}."
