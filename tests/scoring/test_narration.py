"""One renderer says every event: to its player in the second person, to others by name."""

import pytest

from scoring import cribbage, euchre
from scoring.narration import about_player, event_sentence, predicate, sentence


@pytest.mark.parametrize(
    "text, you, them",
    [
        ("{who} throw{s} two cards to the crib", "You throw two", "Ann throws two"),
        ("{who} pass{es}", "You pass", "Ann passes"),
        ("{who} cannot play on 28: say{s} go", "You cannot play on 28: say go", "Ann cannot"),
        ("{who} cut{s} 4♦, the lowest card, and deal{s} first", "and deal first", "and deals"),
        ("{who} won 121 to 90", "You won 121 to 90", "Ann won 121 to 90"),
    ],
)
def test_a_template_is_said_to_its_player_and_of_them(text, you, them):
    assert you in sentence(text, "Ann", you=True)
    assert them in sentence(text, "Ann")
    assert "{" not in sentence(text, "Ann") + sentence(text, "Ann", you=True)


def test_a_text_without_its_player_reads_the_same_for_everyone():
    text = "5♥ 5♦: a pair for 2"
    assert not about_player(text)
    assert event_sentence(text, 0, ["You", "West"], viewer=0) == text
    assert event_sentence(text, None, ["You", "West"], viewer=0) == text
    assert predicate("{who} play{s} 5♥ for 15") == "plays 5♥ for 15"


@pytest.mark.parametrize("engine", [cribbage.ENGINE, euchre.ENGINE], ids=lambda e: e.name)
def test_every_event_of_a_game_reads_as_a_sentence_for_every_seat(engine):
    state = engine.new_game(3, engine.rules(), **engine.setups[-1])
    for _ in range(400):
        if state.is_over:
            break
        state = state.apply(engine.choose_action(state, "easy"))
    names = [f"Seat{seat}" for seat in range(state.seats)]
    for event in state.log:
        for viewer in (None, *range(state.seats)):
            said = event_sentence(event.text, event.player, names, viewer)
            assert "{" not in said and "}" not in said
            assert not said.startswith("You") or event.player == viewer
            if viewer is not None and event.player == viewer and about_player(event.text):
                assert said.startswith("You ") and not said.split()[1].endswith("es")
