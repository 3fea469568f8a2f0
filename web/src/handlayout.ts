// Where the cards of the hand go: in how many rows, how wide, how far apart.  A finger
// needs about 44 CSS px (WCAG 2.5.5, Apple's and Google's guides): each card of the
// hand shows at least TOUCH px of itself, the last of a group all of it, in as few
// rows as the screen allows at the card size chosen (a phone upright takes two: eleven
// cards of 44 px are 484 px, a phone is 360 to 430); when even the rows allowed are
// too narrow, the cards are drawn smaller rather than showing strips a finger misses.
// Pure arithmetic on the sizes measured by hand.tsx, so the page and a test agree.

/** The visible part of each card, in CSS px: 44 and a margin for rounding. */
export const TOUCH = 46;
/** Between two groups (a meld and the next) and inside a group's outline, px. */
export const GROUP_GAP = 8;
export const GROUP_PAD = 3;
/** Never smaller than this, px (a card narrower than a finger reads as a strip). */
export const MIN_CARD = 40;

/** Cards that go together: a meld (outlined on the felt) or the rest. */
export interface Group { meld: boolean; cards: string[] }

/** A group, or the part of one that a row holds (a meld split over two rows is drawn
 * as two outlines, the second `continued`). */
export interface Part extends Group { group: number; continued: boolean }

export interface HandLayout {
  rows: Part[][];
  /** The card's width, px. */
  card: number;
  /** From one card's left edge to the next one's in a group, px (less than `card`:
   * they overlap). */
  step: number;
}

export interface Space {
  /** The hand's width, px. */
  width: number;
  /** The card width wanted (the size chosen in the settings), px. */
  card: number;
  /** The most rows the screen gives the hand (a phone on its side: one). */
  rows: number;
}

/** The hand split after its first `at` cards: one row, or two. */
function split(groups: Group[], at: number): Part[][] {
  const first: Part[] = [];
  const second: Part[] = [];
  let seen = 0;
  groups.forEach((group, index) => {
    const take = Math.max(0, Math.min(group.cards.length, at - seen));
    if (take > 0) first.push({ ...group, cards: group.cards.slice(0, take), group: index, continued: false });
    if (take < group.cards.length) second.push({ ...group, cards: group.cards.slice(take), group: index, continued: take > 0 });
    seen += group.cards.length;
  });
  return second.length ? [first, second] : [first];
}

function countOf(groups: Group[]): number {
  return groups.reduce((sum, group) => sum + group.cards.length, 0);
}

/** The widest card that leaves each card of `row` TOUCH px in `width`. */
function widestCard(row: Part[], width: number): number {
  const cards = countOf(row);
  const parts = row.length;
  return (width - (parts - 1) * GROUP_GAP - 2 * GROUP_PAD * parts - (cards - parts) * TOUCH) / parts;
}

/** The step that fits `row` in `width` with cards `card` wide (Infinity: no overlap
 * needed, each part is one card). */
function widestStep(row: Part[], width: number, card: number): number {
  const cards = countOf(row);
  const parts = row.length;
  if (cards === parts) return Infinity;
  return (width - (parts - 1) * GROUP_GAP - parts * (card + 2 * GROUP_PAD)) / (cards - parts);
}

interface Candidate extends HandLayout { whole: boolean; balance: number }

function candidate(rows: Part[][], space: Space): Candidate {
  const fits = Math.min(...rows.map((row) => widestCard(row, space.width)));
  const card = Math.max(MIN_CARD, Math.min(space.card, fits));
  // Cards overlap as on a real fan when there is room: no more apart than 0.6 of a
  // card (or TOUCH), so a desktop's hand stays together.
  const room = Math.min(...rows.map((row) => widestStep(row, space.width, card)));
  const step = Math.min(Math.max(0.6 * card, TOUCH), room);
  const counts = rows.map(countOf);
  return {
    rows, card, step,
    whole: rows.every((row) => row.every((part) => !part.continued)),
    balance: Math.abs((counts[0] ?? 0) - (counts[1] ?? 0)),
  };
}

/** The best of two layouts: the larger cards, then groups kept whole, then the more
 * of each card shown, then rows of even length (the longer first). */
function better(a: Candidate, b: Candidate): Candidate {
  if (Math.abs(a.card - b.card) > 0.5) return a.card > b.card ? a : b;
  if (a.whole !== b.whole) return a.whole ? a : b;
  if (Math.abs(a.step - b.step) > 0.5) return a.step > b.step ? a : b;
  return b.balance < a.balance ? b : a;
}

/** Where the cards go: the fewest rows (up to `space.rows`) that show every card at
 * the size wanted with TOUCH px of each; if none does, the layout with the largest
 * cards.  Ties go to fewer rows. */
export function layOut(groups: Group[], space: Space): HandLayout {
  const count = countOf(groups);
  let best: Candidate | null = null;
  for (let rows = 1; rows <= Math.max(1, Math.min(2, space.rows)); rows += 1) {
    let bestHere: Candidate | null = null;
    const breaks = rows === 1 || count < 2 ? [count] : Array.from({ length: count - 1 }, (_, index) => index + 1);
    for (const at of breaks) {
      const made = candidate(split(groups, at), space);
      bestHere = bestHere ? better(bestHere, made) : made;
    }
    if (!bestHere) continue;
    if (bestHere.card >= space.card - 0.5) return bestHere;
    best = best && best.card >= bestHere.card - 0.5 ? best : bestHere;
  }
  return best ?? { rows: [], card: space.card, step: TOUCH };
}
