// Moving one card of a lay-down to another place, among the server's choices only.
//
// The knocker's arrangements and the defender's showings come in the snapshot's
// `choices` (the server's legality decides them: docs/protocol.md, "choices"); the
// page shows one of them on the felt.  A player who taps a card and then a place (a
// meld of their own, the knocker's meld to lay it off on, the deadwood) asks for the
// choice that has the card there and keeps the other cards where they are as far as
// it can; when no choice has it there, the move is refused.  Nothing here knows a
// rule: it only looks the card up in the lists it was given.
import type { Arrangement, Card, Layoff } from "./protocol";

/** Where a card may be sent: a meld of one's own (named by the cards in it now), a
 * meld of the knocker's to lay it off on (its index), or the deadwood. */
export type Place =
  | { kind: "meld"; cards: Card[] }
  | { kind: "knocker"; meld: number }
  | { kind: "deadwood" };

/** An arrangement of the knocker's, or a showing of the defender's (with lay-offs). */
export type Option = Arrangement & { layoffs?: Layoff[] };

const RANKS = "A23456789TJQK";
const SUITS = "shdc";

/** Cards in rank order, aces low (the way a run reads), then by suit. */
export function inRankOrder(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) =>
    RANKS.indexOf(a[0] ?? "") - RANKS.indexOf(b[0] ?? "") || SUITS.indexOf(a[1] ?? "") - SUITS.indexOf(b[1] ?? ""));
}

/** Where `card` is in `option`, told apart from `moving` (the card being moved, left
 * out of the melds so that a meld it leaves still reads as the same meld). */
function placeKey(option: Option, card: Card, moving: Card): string {
  const laid = (option.layoffs ?? []).find((layoff) => layoff.card === card);
  if (laid) return `k${laid.meld}`;
  const meld = option.melds?.find((cards) => cards.includes(card));
  if (meld) return `m:${meld.filter((other) => other !== card && other !== moving).sort().join(",")}`;
  return "d";
}

function fits(option: Option, card: Card, place: Place): boolean {
  switch (place.kind) {
    case "knocker":
      return (option.layoffs ?? []).some((layoff) => layoff.card === card && layoff.meld === place.meld);
    case "deadwood":
      return (option.deadwood_cards ?? []).includes(card);
    case "meld": {
      const others = place.cards.filter((other) => other !== card);
      return (option.melds ?? []).some((meld) => meld.includes(card) && others.every((other) => meld.includes(other)));
    }
  }
}

/** Every card an option places: its melds, its lay-offs and its deadwood. */
function cardsOf(option: Option): Card[] {
  return [...(option.melds ?? []).flat(), ...(option.layoffs ?? []).map((layoff) => layoff.card), ...(option.deadwood_cards ?? [])];
}

/** The index in `options` of the choice with `card` at `place` that keeps most of the
 * other cards where they are in `options[current]` (then the least deadwood, then the
 * first listed); null when no choice has the card there. */
export function moveTo(options: readonly Option[], current: number, card: Card, place: Place): number | null {
  const now = options[current];
  if (!now) return null;
  const others = cardsOf(now).filter((other) => other !== card);
  let best: number | null = null;
  let bestKept = -1;
  let bestDeadwood = Infinity;
  options.forEach((option, index) => {
    if (!fits(option, card, place)) return;
    const kept = others.filter((other) => placeKey(option, other, card) === placeKey(now, other, card)).length;
    const deadwood = option.deadwood ?? 0;
    if (kept > bestKept || (kept === bestKept && deadwood < bestDeadwood)) {
      best = index;
      bestKept = kept;
      bestDeadwood = deadwood;
    }
  });
  return best;
}

/** Where `card` is in `option`, as a place to compare with a target (a tap on a card's
 * own place moves nothing). */
export function placeOf(option: Option, card: Card): Place {
  const laid = (option.layoffs ?? []).find((layoff) => layoff.card === card);
  if (laid) return { kind: "knocker", meld: laid.meld };
  const meld = option.melds?.find((cards) => cards.includes(card));
  return meld ? { kind: "meld", cards: meld } : { kind: "deadwood" };
}

export function samePlace(a: Place, b: Place): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === "knocker" && b.kind === "knocker") return a.meld === b.meld;
  if (a.kind === "meld" && b.kind === "meld") return a.cards.length === b.cards.length && a.cards.every((card) => b.cards.includes(card));
  return true;
}
