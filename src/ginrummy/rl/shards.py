# ruff: noqa: E402 - the libraries are imported after the one-line error for a missing extra
"""The self-play data's Parquet shards: their columns, the description of the run that
every shard carries, and writing one (``ginrummy selfplay``, docs/rl.md, "Self-play
data"; the ``selfplay`` extra: pyarrow).

A shard is readable by pyarrow or pandas alone, with no ``ginrummy`` import: one
row per decision (:mod:`ginrummy.rl.decisions`), the observation and the mask as
fixed-size lists, and in the file's key-value metadata, under
:data:`METADATA_KEY`, a JSON document (:func:`description`) with the layout
versions, the run's settings, the observation's segments and the name of every
move id, so that a reader can decode the rows.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from ginrummy.rl.extra import require

require("ginrummy.rl.shards", "selfplay", "pyarrow", "numpy")

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from ginrummy import __version__
from ginrummy.cards import NUM_CARDS, card_name
from ginrummy.rl.decisions import OUTCOMES, HandRows
from ginrummy.rl.moves import (
    ACTION_LAYOUT_VERSION,
    BIG_GIN,
    CHOICE,
    DISCARD,
    DRAW_STOCK,
    GIN,
    KNOCK,
    MAX_CHOICES,
    NO_ADVICE,
    NUM_ACTIONS,
    PASS,
    TAKE,
)
from ginrummy.rl.observation import OBS_SIZE, OBS_VERSION, OFFSETS, SEGMENTS

__all__ = ["COLUMNS", "FORMAT_VERSION", "METADATA_KEY", "MOVE_NAMES", "SCHEMA", "description",
           "shard_bytes", "shard_name", "shard_table"]

#: The version of this file format (the columns and the description); it changes
#: whenever a column changes meaning.
FORMAT_VERSION = 1
#: The key of the description in each shard's key-value metadata.
METADATA_KEY = "ginrummy.selfplay"

#: (name, Arrow type, what it holds), in order.
COLUMNS: tuple[tuple[str, pa.DataType, str], ...] = (
    ("hand", pa.int64(), "the hand's number in the run, from 0"),
    ("seed", pa.int64(), "the hand's seed (from the run's seed and the hand's number): its"
                         " deal and its agents' random sources"),
    ("step", pa.int16(), "the decision's number in the hand, from 0 (every player's counted)"),
    ("player", pa.int8(), "the player deciding: 0 is the first of --players, 1 the second..."),
    ("agent", pa.string(), "that player's agent, as --players names it"),
    ("seat", pa.int8(), "that player's seat in the hand (0 or 1; three players: 0 the box,"
                        " 1 the captain); null when sitting out (advising)"),
    ("advising", pa.bool_(), "three players: the player sitting out advises the captain's"
                             " move (R11.3)"),
    ("observation", pa.list_(pa.float32(), OBS_SIZE),
     f"the deciding player's observation, layout version {OBS_VERSION}: {OBS_SIZE} float32"),
    ("action_mask", pa.list_(pa.int8(), NUM_ACTIONS),
     f"its legal moves, move layout version {ACTION_LAYOUT_VERSION}: {NUM_ACTIONS} int8, 1 for"
     " legal"),
    ("action", pa.int16(), "the move made, as its id"),
    ("action_text", pa.string(), "the move in the text interface's words (take 7c, discard"
                                 " Kd, knock 3s, gin...)"),
    ("reward", pa.float32(), "the deciding player's reward for the hand: its points, zero-sum"
                             " (the winner +points, the other seat -points; 0 drawn or"
                             " sitting out)"),
    ("last", pa.bool_(), "the deciding player's last decision of the hand"),
    ("outcome", pa.string(), f"how the hand ended: {', '.join(OUTCOMES)}"),
    ("points", pa.int16(), "the hand's points (0 when drawn)"),
    ("winner", pa.int8(), "the player who won the hand; null when drawn"),
    ("knocker", pa.int8(), "the player who knocked (or declared big gin); null when drawn"),
)

SCHEMA = pa.schema([pa.field(name, kind) for name, kind, _what in COLUMNS])


def _move_names() -> tuple[str, ...]:
    names = [""] * NUM_ACTIONS
    names[DRAW_STOCK], names[TAKE], names[PASS] = "draw stock", "take", "pass"
    for card in range(NUM_CARDS):
        names[DISCARD + card] = f"discard {card_name(card)}"
        names[KNOCK + card] = f"knock {card_name(card)}"
    names[GIN], names[BIG_GIN], names[NO_ADVICE] = "gin", "big gin", "no advice"
    for k in range(MAX_CHOICES):
        names[CHOICE + k] = f"lay-down {k + 1}"
    assert all(names)
    return tuple(names)


#: The name of each move id (``take``: the pile's top card, in the observation's
#: ``pile_top``; the row's ``action_text`` names it).
MOVE_NAMES = _move_names()


def shard_name(index: int) -> str:
    """The file name of shard ``index`` (from 0): ``part-00000.parquet``."""
    return f"part-{index:05d}.parquet"


def description(settings: Mapping[str, Any]) -> dict[str, Any]:
    """What a reader needs to decode the rows, with the run's ``settings``."""
    return {
        "format": "ginrummy-selfplay",
        "format_version": FORMAT_VERSION,
        "ginrummy_version": __version__,
        "observation_layout": OBS_VERSION,
        "observation_size": OBS_SIZE,
        "action_layout": ACTION_LAYOUT_VERSION,
        "num_actions": NUM_ACTIONS,
        "columns": {name: what for name, _kind, what in COLUMNS},
        "segments": [{"name": name, "offset": OFFSETS[name].start, "size": size, "what": what}
                     for name, size, what in SEGMENTS],
        "cards": "a card segment has 52 entries indexed by card: suit * 13 + rank, suits s h"
                 " d c, the ace low (rank 0)",
        "moves": list(MOVE_NAMES),
        "settings": dict(settings),
    }


def shard_table(hands: Sequence[HandRows], names: Sequence[str],
                meta: Mapping[str, Any]) -> pa.Table:
    """The rows of ``hands`` (played by the agents ``names``), with the description
    ``meta`` in the schema's metadata."""
    hand: list[int] = []
    seed: list[int] = []
    step: list[int] = []
    reward: list[float] = []
    last: list[bool] = []
    outcome: list[str] = []
    points: list[int] = []
    winner: list[int | None] = []
    knocker: list[int | None] = []
    players: list[int] = []
    seats: list[int | None] = []
    advising: list[bool] = []
    moves: list[int] = []
    texts: list[str] = []
    for h in hands:
        n = len(h.moves)
        hand += [h.hand] * n
        seed += [h.seed] * n
        step += range(n)
        reward += [h.rewards[p] for p in h.players]
        final = {p: i for i, p in enumerate(h.players)}  # each player's last decision
        last += [final[p] == i for i, p in enumerate(h.players)]
        outcome += [h.outcome] * n
        points += [h.points] * n
        winner += [h.winner] * n
        knocker += [h.knocker] * n
        players += h.players
        seats += h.seats
        advising += h.advising
        moves += h.moves
        texts += h.texts
    observations = np.frombuffer(b"".join(h.observations for h in hands), dtype=np.float32)
    masks = np.frombuffer(b"".join(h.masks for h in hands), dtype=np.int8)
    columns = {
        "hand": hand, "seed": seed, "step": step, "player": players,
        "agent": [names[p] for p in players], "seat": seats, "advising": advising,
        "observation": pa.FixedSizeListArray.from_arrays(pa.array(observations), OBS_SIZE),
        "action_mask": pa.FixedSizeListArray.from_arrays(pa.array(masks), NUM_ACTIONS),
        "action": moves, "action_text": texts, "reward": reward, "last": last,
        "outcome": outcome, "points": points, "winner": winner, "knocker": knocker,
    }
    arrays = [values if isinstance(values := columns[field.name], pa.Array)
              else pa.array(values, type=field.type) for field in SCHEMA]
    schema = SCHEMA.with_metadata({METADATA_KEY: json.dumps(meta)})
    return pa.Table.from_arrays(arrays, schema=schema)


def shard_bytes(table: pa.Table) -> bytes:
    """``table`` as a Parquet file (zstd: the observations are mostly zeros and ones)."""
    sink = pa.BufferOutputStream()
    pq.write_table(table, sink, compression="zstd")
    data: bytes = sink.getvalue().to_pybytes()
    return data
