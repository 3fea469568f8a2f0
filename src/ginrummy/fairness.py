"""Provably fair shuffles: decks from the operating system, and commitments to them.

A server that deals the cards could choose them.  So that players need not
trust it, each hand's deck is shuffled from the operating system's randomness
(:mod:`secrets`), and before the deal every seat is given a **commitment**: the
SHA-256 of the deck order and a random salt.  After the hand the deck and the
salt are revealed; anyone can hash them again and see that the hand was dealt
from the deck committed to before any card was seen.  The record keeps both
(``"commitment": {"sha256", "salt"}`` in the hand's entry, docs/records.md),
and ``ginrummy verify`` checks every hand of a record (docs/server.md, "Fair
shuffles").

The salt is what keeps the commitment a secret during the hand.  The deck order
alone has 52! possibilities, but a seat knows more and more of it as the hand
goes on (its own cards, the upcard, every card drawn and discarded); late in a
hand only a few arrangements of the unseen cards remain, and without a salt a
seat could hash each one and read the opponent's hand off the commitment.  With
128 random bits mixed in, there is nothing to search.

The committed text is ASCII and versioned, so that a reader in any language can
check it, and a later format cannot be mistaken for this one::

    ginrummy-deck-v1:<the 52 card names, top first, joined by ','>:<salt>

Standard library only; the driver records commitments (``MatchDriver.deal``
with a salt) and checks them on replay.
"""

from __future__ import annotations

import hashlib
import random
import re
import secrets
from collections.abc import Mapping, Sequence
from typing import Any, Final, NamedTuple

from ginrummy.cards import NUM_CARDS, CardError, card_name, parse_card
from ginrummy.errors import GinRummyError, quote

__all__ = [
    "DOMAIN",
    "MATCH",
    "MISMATCH",
    "NONE",
    "SALT_BYTES",
    "Commitment",
    "FairnessError",
    "HandCheck",
    "check_hand",
    "check_record",
    "check_salt",
    "commit",
    "commitment",
    "committed_text",
    "fair_deck",
    "mismatch_text",
    "new_salt",
]

#: The first field of the committed text: the format, and its version.
DOMAIN: Final = "ginrummy-deck-v1"
#: Random bytes in a salt (written as twice as many hex digits).
SALT_BYTES: Final = 16

_SALT = re.compile(rf"[0-9a-f]{{{2 * SALT_BYTES}}}")
_SHA256 = re.compile(r"[0-9a-f]{64}")

#: :attr:`HandCheck.status`: the hand has a commitment, and its deck and salt give it.
MATCH: Final = "match"
#: :attr:`HandCheck.status`: the hand has no commitment (dealt by no server, or an
#: older record): nothing shows that its deck was not chosen.
NONE: Final = "none"
#: :attr:`HandCheck.status`: the commitment is not what the deck and salt give, or
#: is not a commitment at all.
MISMATCH: Final = "mismatch"


class FairnessError(GinRummyError, ValueError):
    """A deck, salt or commitment that is not one; the message says which and why."""


class Commitment(NamedTuple):
    """A hand's commitment to its deck: what every seat receives before the deal
    (``sha256``) and what is revealed after the hand with the deck (``salt``)."""

    sha256: str
    """SHA-256 of :func:`committed_text`, 64 lower-case hex digits."""
    salt: str
    """32 lower-case hex digits from :func:`new_salt`."""

    def to_json(self) -> dict[str, str]:
        """The record's ``commitment`` field."""
        return {"sha256": self.sha256, "salt": self.salt}

    @classmethod
    def from_json(cls, data: object) -> Commitment:
        """Read a record's ``commitment`` field, checking its shape (not the deck:
        :func:`check_hand`).  :class:`FairnessError` says what is wrong."""
        if not isinstance(data, Mapping) or set(data) != {"sha256", "salt"}:
            raise FairnessError(f"{quote(data)} is not a commitment"
                                ' ({"sha256": ..., "salt": ...})')
        sha256, salt = data["sha256"], data["salt"]
        if not isinstance(sha256, str) or not _SHA256.fullmatch(sha256):
            raise FairnessError(f"sha256 {quote(sha256)} is not 64 lower-case hex digits")
        return cls(sha256, check_salt(salt))


def fair_deck(rng: random.Random | None = None) -> tuple[int, ...]:
    """A deck of the 52 cards, top first, shuffled (R3.2) with the operating
    system's randomness (:class:`secrets.SystemRandom`): what a server deals, which
    no seed can reproduce.  Tests pass ``rng`` (a seeded :class:`random.Random`) to get a
    known deck."""
    deck = list(range(NUM_CARDS))
    (rng if rng is not None else secrets.SystemRandom()).shuffle(deck)
    return tuple(deck)


def new_salt() -> str:
    """A fresh salt: 128 random bits from :mod:`secrets`, as 32 hex digits."""
    return secrets.token_hex(SALT_BYTES)


def check_salt(salt: object) -> str:
    """``salt`` when it is one (32 lower-case hex digits); :class:`FairnessError`
    otherwise.  A shorter salt would make the commitment searchable (module
    docstring)."""
    if not isinstance(salt, str) or not _SALT.fullmatch(salt):
        raise FairnessError(f"salt {quote(salt)} is not {2 * SALT_BYTES} lower-case hex digits")
    return salt


def _check_deck(deck: Sequence[int]) -> tuple[int, ...]:
    cards = tuple(deck)
    if not all(isinstance(c, int) and not isinstance(c, bool) for c in cards) \
            or sorted(cards) != list(range(NUM_CARDS)):
        raise FairnessError(f"deck {quote(list(cards))} is not the {NUM_CARDS} cards once each")
    return cards


def committed_text(deck: Sequence[int], salt: str) -> str:
    """The text a commitment hashes: ``ginrummy-deck-v1:<card names, top first,
    joined by ','>:<salt>``, card names as :func:`~ginrummy.cards.card_name`
    writes them (``Td``, R12.1)."""
    names = ",".join(card_name(c) for c in _check_deck(deck))
    return f"{DOMAIN}:{names}:{check_salt(salt)}"


def commitment(deck: Sequence[int], salt: str) -> str:
    """The SHA-256 (hex) that commits to ``deck`` (card ints, top first) with
    ``salt``: what every seat receives before the deal."""
    return hashlib.sha256(committed_text(deck, salt).encode("ascii")).hexdigest()


def commit(deck: Sequence[int], salt: str | None = None) -> Commitment:
    """The :class:`Commitment` to ``deck`` with ``salt`` (a new one when None)."""
    salt = new_salt() if salt is None else salt
    return Commitment(commitment(deck, salt), salt)


def mismatch_text(computed: str, recorded: str) -> str:
    """What differs when a commitment does not match, in one line: the two hashes
    (64 hex digits each, as :meth:`Commitment.from_json` reads them) by their
    first 16 digits, or whole when those are the same."""
    shown = 16 if computed[:16] != recorded[:16] else 64
    cut = "..." if shown < 64 else ""
    return (f"the deck and salt give sha256 {computed[:shown]}{cut}, the commitment says"
            f" {recorded[:shown]}{cut}")


# ------------------------------------------------------------------ records


class HandCheck(NamedTuple):
    """One hand of a record checked against its commitment."""

    number: int
    """The hand's place in the record, from 1."""
    status: str
    """:data:`MATCH`, :data:`NONE` or :data:`MISMATCH`."""
    detail: str
    """What differs (a mismatch), else an empty string."""
    commitment: Commitment | None
    """The commitment recorded, when it reads as one."""
    computed: str | None
    """The SHA-256 the recorded deck and salt give, when both read."""


def _recorded_deck(entry: Mapping[str, Any]) -> tuple[int, ...]:
    names = entry.get("deck")
    if not isinstance(names, list):
        raise FairnessError("deck: missing or not a list")
    try:
        cards = tuple(parse_card(n) if isinstance(n, str) else -1 for n in names)
    except CardError as exc:
        raise FairnessError(f"deck: {exc}") from None
    try:
        return _check_deck(cards)
    except FairnessError:
        raise FairnessError(f"deck: not the {NUM_CARDS} cards once each") from None


def check_hand(entry: object, number: int = 1) -> HandCheck:
    """Check hand entry ``entry`` of a record (docs/records.md) against its
    ``commitment``: :data:`NONE` without one, :data:`MATCH` when the recorded deck
    and salt give the recorded SHA-256, :data:`MISMATCH` otherwise (and for a
    commitment or deck that does not read), with what differs.  It never raises:
    a record is anybody's file, and a report says what is wrong with each hand.
    ``number`` is the hand's place in the record."""
    if not isinstance(entry, Mapping):
        return HandCheck(number, MISMATCH, "not a JSON object", None, None)
    if "commitment" not in entry:
        return HandCheck(number, NONE, "", None, None)
    try:
        recorded = Commitment.from_json(entry["commitment"])
    except FairnessError as exc:
        return HandCheck(number, MISMATCH, f"commitment: {exc}", None, None)
    try:
        computed = commitment(_recorded_deck(entry), recorded.salt)
    except FairnessError as exc:
        return HandCheck(number, MISMATCH, str(exc), recorded, None)
    if computed != recorded.sha256:
        return HandCheck(number, MISMATCH, mismatch_text(computed, recorded.sha256),
                         recorded, computed)
    return HandCheck(number, MATCH, "", recorded, computed)


def check_record(doc: Mapping[str, Any]) -> list[HandCheck]:
    """Every hand of record ``doc`` checked against its commitment, in order (none
    when ``hands`` is not a list: the replay says what is wrong)."""
    hands = doc.get("hands")
    if not isinstance(hands, list):
        return []
    return [check_hand(entry, number) for number, entry in enumerate(hands, start=1)]
