"""The golden playthroughs replay byte for byte (tests/golden/playthrough.py writes them)."""

import pytest

from tests.golden.playthrough import PLAYTHROUGHS, playthrough_text


@pytest.mark.parametrize("playthrough", PLAYTHROUGHS, ids=lambda playthrough: playthrough.name)
def test_playthrough_is_unchanged(playthrough):
    assert playthrough_text(playthrough) == playthrough.path.read_text(encoding="utf-8")
