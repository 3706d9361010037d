"""A learner's profile without sign-up: a display name, and a short code that carries the
profile to another device (single use, for 24 hours). Guesses are limited on the server: wrong
codes per client address, and tries of any one code."""

from __future__ import annotations

import hashlib
import secrets
import unicodedata
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, cast

from flask import session
from sqlalchemy import CursorResult, delete, select, update
from sqlalchemy.exc import IntegrityError

from scoring.engine import ExplainedError
from webapp.duplicate import field as duplicate_field
from webapp.limits import GuessLimit
from webapp.models import Player, SavedGame, utc_now
from webapp.players import PLAYER_ID_KEY, current_player_id
from webapp.storage import get_session
from webapp.trainer.models import TrainerAttempt, TrainerRound, TransferCode

# No 0/O, 1/I/L: a code read off one screen and typed on another should not be misread.
ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 8
CODE_LIFETIME = timedelta(hours=24)
GUESSES = GuessLimit("transfer-code", per_address="10 per hour", per_value="5 per hour")
MAX_WRONG_CODES = GUESSES.most_wrong
# A name is shown to other players on the duplicate standings: a few words, nothing that
# could pass for markup or for someone's address.
NAME_LENGTH = 24
NAME_MARKS = " ._-"
# The tables whose rows belong to a player: carried along when a code is used (and the
# duplicate sets' rows, by webapp.duplicate.field.carry).
CARRIED = (TrainerRound, TrainerAttempt, SavedGame)


class ProfileError(ExplainedError):
    """A name or a code that cannot be used; the message says why."""


@dataclass(frozen=True)
class IssuedCode:
    code: str
    expires_at: datetime

    @property
    def shown(self) -> str:
        """The code in two halves, easier to read out: 'K7QM-3XHD'."""
        return f"{self.code[:4]}-{self.code[4:]}"


def player() -> Player | None:
    """This visitor's profile, if they have one."""
    player_id = current_player_id()
    return None if player_id is None else get_session().get(Player, player_id)


def read_name(text: str) -> str:
    """A name as typed, its runs of spaces made one (blank: ""); ProfileError unless it is at
    most NAME_LENGTH letters, digits, spaces and . _ -."""
    name = " ".join(text.split())
    if len(name) > NAME_LENGTH:
        raise ProfileError(f"a name is at most {NAME_LENGTH} characters; that one is {len(name)}")
    refused = sorted({ch for ch in name if not (ch.isalnum() or ch in NAME_MARKS)})
    if refused:
        shown = " ".join(
            ch if unicodedata.category(ch)[0] not in "CZ" else repr(ch) for ch in refused
        )
        raise ProfileError(f"a name is letters, digits, spaces and . _ - only, not {shown[:40]}")
    return name


def set_name(text: str) -> Player:
    """Name the profile (a blank name clears it); ProfileError for an unusable name."""
    name = read_name(text)
    player_id = current_player_id(create=True)
    db = get_session()
    profile = db.get(Player, player_id)
    assert profile is not None  # current_player_id(create=True) made the row
    profile.display_name = name or None
    db.commit()
    return profile


def issue_code() -> IssuedCode:
    """A new code for this profile; codes issued before and not used stop working."""
    player_id = current_player_id(create=True)
    now = utc_now()
    code = "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))
    db = get_session()
    db.execute(
        delete(TransferCode).where(
            TransferCode.player_id == player_id, TransferCode.used_at.is_(None)
        )
    )
    issued = IssuedCode(code, now + CODE_LIFETIME)
    db.add(
        TransferCode(
            code_hash=_hash(code), player_id=player_id, created_at=now, expires_at=issued.expires_at
        )
    )
    db.commit()
    return issued


def wrong_codes_left() -> int:
    """How many more wrong codes may be tried from this address in the current hour."""
    return GUESSES.wrong_left()


def redeem(text: str) -> Player:
    """Bind this browser to the profile the code was issued for, bringing along what this
    browser had practiced and played. ProfileError when the code does not work."""
    code = normalize(text)
    if not GUESSES.allows(code):
        if wrong_codes_left() == 0:
            minutes = GUESSES.minutes_to_wait()
            raise ProfileError(
                f"too many wrong codes: {MAX_WRONG_CODES} an hour at most. Try again in "
                f"{minutes} minute{'' if minutes == 1 else 's'}"
            )
        raise ProfileError(
            "that code has been tried too many times this hour; make a new one on your other device"
        )
    now = utc_now()
    db = get_session()
    found = db.scalars(
        select(TransferCode).where(
            TransferCode.code_hash == _hash(code),
            TransferCode.used_at.is_(None),
            TransferCode.expires_at > now,
        )
    ).first()
    db.commit()
    if found is None:
        GUESSES.wrong()
        left = wrong_codes_left()
        raise ProfileError(
            "that code matches no profile: it may be mistyped, used already, or more than "
            f"24 hours old. Make a new one on your other device ({left} "
            f"{'try' if left == 1 else 'tries'} left this hour)"
        )
    mine = current_player_id()
    if mine == found.player_id:
        raise ProfileError("this browser already has that profile; use the code on another device")
    used = db.execute(
        update(TransferCode)
        .where(TransferCode.code_hash == found.code_hash, TransferCode.used_at.is_(None))
        .values(used_at=now),
        execution_options={"synchronize_session": False},
    )
    if cast("CursorResult[Any]", used).rowcount != 1:
        db.rollback()
        raise ProfileError("that code was used a moment ago; make a new one on your other device")
    try:
        if mine is not None:
            for table in CARRIED:
                db.execute(
                    update(table).where(table.player_id == mine).values(player_id=found.player_id),
                    execution_options={"synchronize_session": False},
                )
            duplicate_field.carry(db, mine, found.player_id)
        db.commit()
    except IntegrityError:
        # A ranked entry or result made in the same set on either device while carrying:
        # nothing is carried, and the code stays unused.
        db.rollback()
        raise ProfileError(
            "your profile changed while it was being carried; try the code again"
        ) from None
    session[PLAYER_ID_KEY] = found.player_id
    session.permanent = True
    profile = db.get(Player, found.player_id)
    assert profile is not None  # the code's foreign key keeps its player
    return profile


def normalize(text: str) -> str:
    """What was typed, as a code: any case, spaces and dashes ignored."""
    code = "".join(ch for ch in text.upper() if ch not in " -\t")
    if not code:
        raise ProfileError("type the code shown on your other device, like K7QM-3XHD")
    if len(code) != CODE_LENGTH or any(ch not in ALPHABET for ch in code):
        shown = code if len(code) <= 12 else code[:12] + "…"
        raise ProfileError(
            f"'{shown}' is not a code: a code is {CODE_LENGTH} letters and digits, like K7QM-3XHD"
        )
    return code


def _hash(code: str) -> str:
    return hashlib.sha256(code.encode()).hexdigest()
