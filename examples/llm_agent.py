"""A whole match of Gin Rummy played by a language model, one move at a time, from text
alone (docs/rl.md, "Text").

Each move comes from a function ``str -> str``: it is given what the player sees
(its hand with its melds and deadwood, the pile, what is known of the opponent, the
score, whose turn it is), whose last line lists the legal moves, ``Legal actions:
[draw stock], [take 7c], ...``, and answers with one of them.  Here, with no model
at hand, the function picks a legal move at random (CI runs it so); to let a model
play, pass a function that asks its chat endpoint, e.g. with the ``openai``
client::

    from openai import OpenAI
    client = OpenAI()  # or OpenAI(base_url="http://localhost:8000/v1") for a local server

    def model_move(observation: str) -> str:
        reply = client.chat.completions.create(
            model="gpt-4o-mini",
            messages=[{"role": "system", "content": SYSTEM},
                      {"role": "user", "content": observation}],
        )
        return reply.choices[0].message.content or ""

A reply that names no legal move (the text interface reads the move alone, or the
first bracketed legal move in a longer reply) is answered with the legal moves,
and the model asked again, up to ``tries`` times.

Run: ``python examples/llm_agent.py --variant oklahoma --seed 3``.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable

from ginrummy.rl.text import TextGame, TextMoveError

SYSTEM = ("You are playing Gin Rummy. Each message shows your view of the table; its last"
          " line lists your legal moves. Answer with exactly one of them, in brackets.")

Move = Callable[[str], str]


def random_chooser(rng: random.Random) -> Move:
    """A stand-in for a model: one of the legal moves of the observation's last line."""
    def choose(observation: str) -> str:
        last = observation.splitlines()[-1].removeprefix("Legal actions: ")
        return rng.choice(last.split(", "))

    return choose


def play_match(players: list[Move], variant: str = "standard", seed: int = 1,
               tries: int = 3, target: int = 100) -> TextGame:
    """A whole match between ``players`` (one move function per player), each move from
    its text alone; a move that names no legal one is retried with the reason."""
    game = TextGame(variant, seed=seed, target=target)
    while not game.over:
        player = game.player
        assert player is not None
        prompt = game.observation()
        for attempt in range(tries):
            try:
                game.step(players[player](prompt))
                break
            except TextMoveError as refusal:
                if attempt == tries - 1:
                    raise
                prompt = f"{refusal}\n\n{game.observation()}"
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--target", type=int, default=100)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    players = 3 if args.variant.startswith("three") else 2
    game = play_match([random_chooser(rng) for _ in range(players)], args.variant, args.seed,
                      target=args.target)
    print(f"Player {game.winner} wins the match; hand points won less lost: {game.totals}")


if __name__ == "__main__":
    main()
