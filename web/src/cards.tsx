// The deck: one playing card drawn as inline SVG.
//
// The card art (suit shapes, the stroke-drawn index figures, the court panels and the
// back) is the ginrummy project's own design, drawn here in code, and is under the
// project's MIT licence like the rest of this repository: no third-party art, no font
// and no image is used, so every card renders the same in every browser and needs
// nothing from outside the page (the Content-Security-Policy allows no such thing).
//
// Design notes: the card is 250 x 350 units (5:7); its size comes from CSS (cards.css,
// `--card-w`).  Legibility at phone size comes first: a hand of 11 overlapping cards
// leaves only the left strip of each card showing, so the corner index (rank, then
// suit) is large and kept within the left 30 % of the card; it is repeated upside down
// at the bottom right.  Number cards carry one large suit in the middle, aces a larger
// one within a ring, courts a framed panel with a crown, the letter and the suit.  All
// ink is `currentColor`, set by the suit classes in cards.css, so the colour schemes,
// the four-colour deck and the high-contrast mode are CSS only.
import type { JSX } from "preact";

/** Rank then suit: ranks A 2 3 4 5 6 7 8 9 T J Q K, suits s h d c (e.g. "Td", "As"). */
export type CardName = string;
export type Suit = "s" | "h" | "d" | "c";

export interface CardProps {
  /** null: the back of a card. */
  card: CardName | null;
  /** The accessible name, localised by the caller (e.g. "10 of diamonds").  An empty
   * label marks the card as decoration (aria-hidden), for a card inside a control that
   * carries the name itself. */
  label: string;
  /** Four-colour deck: spades black, hearts red, diamonds blue, clubs green. */
  fourColour?: boolean;
  /** Extra classes from the caller (selected, in-meld, deadwood...). */
  class?: string;
}

/** The suit characters, for text (the cards themselves draw the suits as paths). */
export const SUIT_SYMBOL: Record<Suit, string> = { s: "\u2660", h: "\u2665", d: "\u2666", c: "\u2663" };

const SUITS: readonly string[] = ["s", "h", "d", "c"];

/** The rank letter of a card: "A", "2" ... "9", "T", "J", "Q", "K". */
export function rankOf(card: CardName): string {
  return card.charAt(0).toUpperCase();
}

/** The suit of a card; throws on a name that has none. */
export function suitOf(card: CardName): Suit {
  const suit = card.charAt(1).toLowerCase();
  if (!SUITS.includes(suit)) throw new Error(`not a card: ${JSON.stringify(card)}`);
  return suit as Suit;
}

function isCard(card: CardName): boolean {
  return card.length === 2 && rankOf(card) in GLYPH && SUITS.includes(card.charAt(1).toLowerCase());
}

// ---------------------------------------------------------------------------------
// Geometry.  Suits are drawn in a 100 x 100 box, every subpath clockwise so that the
// overlapping parts of the club fill (nonzero rule) without holes.

const SUIT_PATH: Record<Suit, string> = {
  s: "M50 4C58 19 94 37 94 61C94 75 84 84 71.5 84C63.5 84 57.5 80.5 54 74.5C55 84 59 90.5 68 96H32C41 90.5 45 84 46 74.5" +
    "C42.5 80.5 36.5 84 28.5 84C16 84 6 75 6 61C6 37 42 19 50 4Z",
  h: "M50 93C40.5 81 6 60 6 32.5C6 17 17.5 6.5 31 6.5C40 6.5 47 11.5 50 19.5C53 11.5 60 6.5 69 6.5C82.5 6.5 94 17 94 32.5" +
    "C94 60 59.5 81 50 93Z",
  d: "M50 3C58.5 19 70.5 35 87 50C70.5 65 58.5 81 50 97C41.5 81 29.5 65 13 50C29.5 35 41.5 19 50 3Z",
  c: "M30.5 27.5A19.5 19.5 0 1 1 69.5 27.5A19.5 19.5 0 1 1 30.5 27.5Z" +
    "M7.5 60A19.5 19.5 0 1 1 46.5 60A19.5 19.5 0 1 1 7.5 60Z" +
    "M53.5 60A19.5 19.5 0 1 1 92.5 60A19.5 19.5 0 1 1 53.5 60Z" +
    "M50 36L68 62L50 70L32 62Z" +
    "M50 52C50.5 74 55.5 87 67 96H33C44.5 87 49.5 74 50 52Z",
};

// The index figures, stroked (round caps and joins) in a box 60 units high; `w` is the
// width of the figure's centre line, so the figure is centred whatever its width.
interface Glyph { w: number; d: string }
const GLYPH: Record<string, Glyph> = {
  A: { w: 38, d: "M1 60L19 0L37 60M7.6 40H30.4" },
  "2": { w: 36, d: "M2.5 14.5C3.5 5.5 10 0 18.5 0C28 0 34.5 6.5 34.5 15.5C34.5 24 29.5 30 21 38.5L2 60H36" },
  "3": { w: 36, d: "M3 0H33L17 23.5C28 23 36 30 36 41C36 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51" },
  "4": { w: 37, d: "M27 60V0L1 42H37" },
  "5": { w: 36, d: "M33 0H7.5L5 26.5C8.5 24 13 22.5 18.5 22.5C29 22.5 35.5 30 35.5 41C35.5 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51" },
  "6": { w: 36, d: "M30 1C15.5 4.5 2 19 1.5 42.5M1.5 42.5A17 17 0 1 0 35.5 42.5A17 17 0 1 0 1.5 42.5" },
  "7": { w: 36, d: "M1 0H36C26.5 15 18 35 14 60" },
  "8": { w: 35, d: "M4 14A13.5 14 0 1 1 31 14A13.5 14 0 1 1 4 14ZM1 44A16.5 16 0 1 1 34 44A16.5 16 0 1 1 1 44Z" },
  "9": { w: 36, d: "M6 59C20.5 55.5 34 41 34.5 17.5M34.5 17.5A17 17 0 1 0 0.5 17.5A17 17 0 1 0 34.5 17.5" },
  T: { w: 48, d: "M0.5 9L10 0V60M24 30A12 30 0 1 1 48 30A12 30 0 1 1 24 30Z" },
  J: { w: 35, d: "M12 0H35M29 0V42C29 53 23 60 14.5 60C7.5 60 2.5 55.5 1 49" },
  Q: { w: 37, d: "M1 30A17.5 30 0 1 1 36 30A17.5 30 0 1 1 1 30ZM22 42L37 61" },
  K: { w: 36, d: "M3 0V60M35 0L3 38M14 26L36 60" },
};

// The corner index: the figure 70 units high, its suit below, both centred on x = 40.
const INDEX_X = 40;
const RANK_TOP = 20;
const RANK_SCALE = 70 / 60;
const SUIT_TOP = 102;
const SUIT_SIZE = 50;

function suitAt(suit: Suit, cx: number, cy: number, size: number): JSX.Element {
  const k = size / 100;
  return <path class="card__suit" d={SUIT_PATH[suit]} transform={`translate(${cx - 50 * k} ${cy - 50 * k}) scale(${k})`} />;
}

function rankAt(rank: string, cx: number, top: number, scale: number, cls: string): JSX.Element | null {
  const glyph = GLYPH[rank];
  if (!glyph) return null;
  return <path class={cls} d={glyph.d} transform={`translate(${cx - (glyph.w / 2) * scale} ${top}) scale(${scale})`} />;
}

function Index({ rank, suit }: { rank: string; suit: Suit }) {
  return (
    <g class="card__index">
      {rankAt(rank, INDEX_X, RANK_TOP, RANK_SCALE, "card__rank")}
      {suitAt(suit, INDEX_X, SUIT_TOP + SUIT_SIZE / 2, SUIT_SIZE)}
    </g>
  );
}

// The court panels' crowns, in a box 80 wide and 44 high (a band from y = 36), filled.
const ORB = (x: number, y: number, r: number) => `M${x - r} ${y}a${r} ${r} 0 1 1 ${2 * r} 0a${r} ${r} 0 1 1 ${-2 * r} 0Z`;
const CROWN: Record<string, string> = {
  // the king's: three high points with orbs
  K: "M4 33L1 9L21 21L40 3L59 21L79 9L76 33Z" + ORB(1, 8, 4.5) + ORB(40, 3, 5) + ORB(79, 8, 4.5) + "M4 37H76V44H4Z",
  // the queen's: a tiara of rounded arches with a jewel
  Q: "M5 33L2 15C12 22 21 21 26 11C30 19 35 22 40 22C45 22 50 19 54 11C59 21 68 22 78 15L75 33Z" +
    ORB(2, 14, 4) + ORB(26, 10, 4) + ORB(54, 10, 4) + ORB(78, 14, 4) + ORB(40, 10, 5.5) + "M5 37H75V44H5Z",
  // the jack's: a low coronet of small points
  J: "M7 33V21L20 27L30 15L40 25L50 15L60 27L73 21V33Z" + ORB(30, 14, 3.5) + ORB(50, 14, 3.5) + "M7 37H73V44H7Z",
};

function Court({ rank, suit }: { rank: string; suit: Suit }) {
  return (
    <g class="card__court">
      <rect class="card__panel" x="78" y="24" width="94" height="302" rx="10" />
      <rect class="card__panel-line" x="85" y="31" width="80" height="288" rx="6" />
      <path class="card__crown" d={CROWN[rank] ?? ""} transform="translate(89 52) scale(0.9)" />
      {rankAt(rank, 125, 118, 1.6, "card__court-rank")}
      {suitAt(suit, 125, 268, 46)}
    </g>
  );
}

function Face({ card }: { card: CardName }) {
  const rank = rankOf(card);
  const suit = suitOf(card);
  const court = "JQK".includes(rank);
  return (
    <>
      <rect class="card__face" width="250" height="350" rx="20" />
      <g class="card__centre">
        {court ? (
          <Court rank={rank} suit={suit} />
        ) : rank === "A" ? (
          <>
            <circle class="card__ring" cx="125" cy="175" r="60" />
            {suitAt(suit, 125, 175, 92)}
          </>
        ) : (
          suitAt(suit, 125, 176, 104)
        )}
      </g>
      <Index rank={rank} suit={suit} />
      <g transform="rotate(180 125 175)">
        <Index rank={rank} suit={suit} />
      </g>
    </>
  );
}

// ---------------------------------------------------------------------------------
// The back: a lattice within a border around a medallion of the four suits.  The
// lattice's lines are computed once, clipped to their panel here (no <pattern>, no
// clip-path, so no ids: many cards share a page).

const BACK = { x0: 16, y0: 16, x1: 234, y1: 334 };

function lattice(step: number): string {
  const { x0, y0, x1, y1 } = BACK;
  const parts: string[] = [];
  const f = (n: number) => Number(n.toFixed(2));
  // lines x + y = c
  for (let c = x0 + y0 + step / 2; c < x1 + y1; c += step) {
    const a = Math.max(x0, c - y1);
    const b = Math.min(x1, c - y0);
    if (b > a) parts.push(`M${f(a)} ${f(c - a)}L${f(b)} ${f(c - b)}`);
  }
  // lines x - y = c
  for (let c = x0 - y1 + step / 2; c < x1 - y0; c += step) {
    const a = Math.max(x0, y0 + c);
    const b = Math.min(x1, y1 + c);
    if (b > a) parts.push(`M${f(a)} ${f(a - c)}L${f(b)} ${f(b - c)}`);
  }
  return parts.join("");
}

const LATTICE = lattice(22);

function Back() {
  const { x0, y0, x1, y1 } = BACK;
  return (
    <>
      <rect class="card__face" width="250" height="350" rx="20" />
      <rect class="card__back-field" x={x0} y={y0} width={x1 - x0} height={y1 - y0} rx="10" />
      <path class="card__back-lattice" d={LATTICE} />
      <rect class="card__back-line" x={x0 + 9} y={y0 + 9} width={x1 - x0 - 18} height={y1 - y0 - 18} rx="5" />
      <circle class="card__back-medal" cx="125" cy="175" r="46" />
      <circle class="card__back-line" cx="125" cy="175" r="39" />
      <g class="card__back-suits">
        {suitAt("s", 125, 154, 24)}
        {suitAt("h", 146, 175, 24)}
        {suitAt("d", 125, 196, 24)}
        {suitAt("c", 104, 175, 24)}
      </g>
    </>
  );
}

// The colour class of each suit's ink (cards.css gives the colours).
const TWO_COLOUR: Record<Suit, string> = { s: "black", h: "red", d: "red", c: "black" };
const FOUR_COLOUR: Record<Suit, string> = { s: "black", h: "red", d: "blue", c: "green" };

/** One card, face up (`card`) or its back (`card === null`), as an inline SVG image. */
export function Card(props: CardProps): JSX.Element {
  const classes = ["card"];
  const face = props.card !== null && isCard(props.card);
  if (props.card === null) {
    classes.push("card--back");
  } else if (!face) {
    classes.push("card--unknown");
  } else {
    const suit = suitOf(props.card);
    classes.push(`card--${suit}`, `card--${(props.fourColour ? FOUR_COLOUR : TWO_COLOUR)[suit]}`);
    if (props.fourColour) classes.push("card--four");
    if ("JQK".includes(rankOf(props.card))) classes.push("card--court");
  }
  if (props.class) classes.push(props.class);
  const named = props.label !== "";
  return (
    <svg class={classes.join(" ")} viewBox="0 0 250 350" xmlns="http://www.w3.org/2000/svg"
      role={named ? "img" : undefined} aria-label={named ? props.label : undefined} aria-hidden={named ? undefined : "true"}
      focusable="false">
      {props.card === null ? <Back /> : face ? <Face card={props.card} /> : <rect class="card__face" width="250" height="350" rx="20" />}
    </svg>
  );
}
