// Generated from schema/record.schema.json by web/protocol-types.mjs (npm run build); do not edit.
/* eslint-disable */
/**
 * A match of Gin Rummy as written by ginrummy.record.RecordWriter: the rules, the players, the seed, and every hand with its deck order, every action, how it ended and the running score. ginrummy.record.replay re-plays it through the rules engine. See docs/records.md.
 */
export type GameRecord = {
  format: "ginrummy-record";
  /**
   * 2 is written. Version 1 records (no preset and options) are still read: their rules are taken as stated.
   */
  version: 1 | 2;
  /**
   * The system the rules play (Rules.system), for readers; replay uses 'rules'.
   */
  variant: "standard" | "oklahoma" | "hollywood" | "oklahoma + hollywood" | "three-player" | "three-player + oklahoma";
  /**
   * Version 2: the rule preset the rules come from (the nearest: fewest options changed). With 'options' it must give exactly 'rules'; replay checks that.
   */
  preset?: "standard" | "oklahoma" | "hollywood" | "oklahoma-hollywood" | "three-player" | "eaai";
  options?: Options;
  rules: Rules;
  /**
   * One entry per player, by player index.
   *
   * @minItems 2
   * @maxItems 3
   */
  players: {
    name: string;
    /**
     * The agent's name as given to the runner: 'simple', 'random', or package.module:ClassName.
     */
    agent: string;
  }[];
  /**
   * The match seed: first dealer or role draws, and every shuffle with deck_from_seed. Always present: when none is given one is taken from the operating system.
   */
  seed: number;
  /**
   * Player who deals the first hand (two players); null with three players (the box deals).
   */
  first_dealer: 0 | 1 | null;
  /**
   * Three players: each round of the draw for roles (R11.1), a card per player, null for players not drawing in a tie-break round. Empty with two players.
   */
  role_draws: (Card | null)[][];
  hands: Hand[];
  /**
   * The match result; null only while the match is being written (before RecordWriter.finish). replay refuses a record without one.
   */
  result: Result | null;
};
/**
 * Every rule option (Rules.to_dict); see RULES.md and docs/rules-decisions.md.
 */
export type Rules = {
  players: 2 | 3;
  knock_limit: number;
  knock_limit_from_upcard: boolean;
  oklahoma_ace_requires_gin: boolean;
  oklahoma_spades_double: boolean;
  scoring: "standard" | "hollywood";
  gin_bonus: number;
  undercut_bonus: number;
  big_gin: boolean;
  big_gin_bonus: number;
  discard_drawn_upcard: boolean;
  next_dealer: "winner" | "alternate";
  target: number;
  max_turns: number;
  line_bonus: number;
  game_bonus: number;
  shutout: boolean;
};
/**
 * A card: rank A 2-9 T J Q K then suit s h d c (R12.1), canonical form.
 */
export type Card = string;
/**
 * A player index (0-based, as in 'players').
 */
export type Player = number;
/**
 * One action, in play order: 'player' is who acted, 'action' what kind, and the kind's fields.
 */
export type Action = {
  action: "pass" | "draw_stock" | "draw_discard" | "discard" | "knock" | "big_gin" | "arrange" | "lay_off";
};
/**
 * The running score after the hand, and who deals (or the roles of) the next hand.
 */
export type Score = {
  /**
   * @minItems 1
   * @maxItems 3
   */
  games?: Game[];
  next_dealer?: 0 | 1;
  next_roles?: Roles;
} & Score1;
export type Score1 = {
  [k: string]: unknown | undefined;
};
/**
 * A set or a run, its cards in card order (suit s h d c, then rank).
 *
 * @minItems 3
 * @maxItems 13
 */
export type Meld = Card[];
export type Melds = Meld[];
export type Cards = Card[];

/**
 * Version 2: the rule options that differ from the preset, with their values (in declaration order); empty when the rules are the preset's.
 */
export interface Options {
  players?: 2 | 3;
  knock_limit?: number;
  knock_limit_from_upcard?: boolean;
  oklahoma_ace_requires_gin?: boolean;
  oklahoma_spades_double?: boolean;
  scoring?: "standard" | "hollywood";
  gin_bonus?: number;
  undercut_bonus?: number;
  big_gin?: boolean;
  big_gin_bonus?: number;
  discard_drawn_upcard?: boolean;
  next_dealer?: "winner" | "alternate";
  target?: number;
  max_turns?: number;
  line_bonus?: number;
  game_bonus?: number;
  shutout?: boolean;
}
/**
 * One hand, in play order.
 */
export interface Hand {
  number: number;
  dealer: Player;
  /**
   * The players at seat 0 and seat 1 of the hand (three players: box, captain).
   *
   * @minItems 2
   * @maxItems 2
   */
  seats: Player[];
  roles: Roles | null;
  /**
   * The deck order, top first: 10 cards to each hand alternately from the non-dealer, the upcard, then the stock (R3.2, R3.3).
   *
   * @minItems 52
   * @maxItems 52
   */
  deck: Card[];
  /**
   * true: the deck is the next shuffle of the match seed (replay checks it); false: the deck was given from outside.
   */
  deck_from_seed: boolean;
  /**
   * Optional (a hand a server dealt from the operating system's randomness): the commitment every seat received before the deal. sha256 is the SHA-256 of the ASCII text 'ginrummy-deck-v1:<the 52 card names of deck joined by ','>:<salt>'; replay and 'ginrummy verify' check it. See docs/server.md, 'Fair shuffles'.
   */
  commitment?: {
    sha256: string;
    salt: string;
  };
  upcard: Card;
  knock_limit: number;
  actions: Action[];
  /**
   * How the hand ended: drawn, knocked (gin, big_gin, knock or undercut) or forfeited.
   */
  end: {
    outcome: "draw" | "gin" | "big_gin" | "knock" | "undercut" | "forfeit";
  };
  score?: Score;
}
/**
 * Three-player roles by player index (R11).
 */
export interface Roles {
  box: Player;
  captain: Player;
  out: Player;
}
/**
 * One game's points and hands won per player (before the R8.7 bonuses), and its winner once won.
 */
export interface Game {
  /**
   * @minItems 2
   * @maxItems 3
   */
  scores: number[];
  /**
   * @minItems 2
   * @maxItems 3
   */
  hands_won: number[];
  winner: Player | null;
}
/**
 * How the match ended.
 */
export interface Result {
  /**
   * The winning player (with a forfeit: the other player, or the better placed of the other two).
   */
  winner: Player | null;
  /**
   * Each game's final totals per player, with the R8.7 bonuses; one game, or Hollywood's three.
   *
   * @minItems 1
   * @maxItems 3
   */
  totals: number[][];
  /**
   * Hands dealt.
   */
  hands: number;
  forfeit: {
    player: Player;
    reason: string;
  } | null;
}
/**
 * A defender's card laid off onto a knocker's meld (R6.2).
 */
export interface Layoff {
  card: Card;
  /**
   * Index (0-based) of the knocker's meld the card joins, in the order of the knocker's arrange action.
   */
  meld: number;
}
/**
 * Decline the first upcard (R4.3).
 */
export interface ActionPass {
  /**
   * A player index (0-based, as in 'players').
   */
  player: number;
  action: "pass";
}
/**
 * Draw the top card of the stock (R4.1).
 */
export interface ActionDrawStock {
  /**
   * A player index (0-based, as in 'players').
   */
  player: number;
  action: "draw_stock";
  /**
   * A card: rank A 2-9 T J Q K then suit s h d c (R12.1), canonical form.
   */
  card: string;
}
/**
 * Take the top of the discard pile, the first upcard included (R4.1, R4.3).
 */
export interface ActionDrawDiscard {
  /**
   * A player index (0-based, as in 'players').
   */
  player: number;
  action: "draw_discard";
  /**
   * A card: rank A 2-9 T J Q K then suit s h d c (R12.1), canonical form.
   */
  card: string;
}
/**
 * Discard a card face up (R4.1).
 */
export interface ActionDiscard {
  /**
   * A player index (0-based, as in 'players').
   */
  player: number;
  action: "discard";
  card: Card;
}
/**
 * Discard a card face down and knock (R5).
 */
export interface ActionKnock {
  /**
   * A player index (0-based, as in 'players').
   */
  player: number;
  action: "knock";
  card: Card;
}
/**
 * Declare big gin without discarding (R5.5).
 */
export interface ActionBigGin {
  /**
   * A player index (0-based, as in 'players').
   */
  player: number;
  action: "big_gin";
}
/**
 * The knocker lays down melds; the rest of the hand is deadwood (R5.3).
 */
export interface ActionArrange {
  /**
   * A player index (0-based, as in 'players').
   */
  player: number;
  action: "arrange";
  melds: Melds;
}
/**
 * The defender lays down melds and lays off cards (R6).
 */
export interface ActionLayOff {
  /**
   * A player index (0-based, as in 'players').
   */
  player: number;
  action: "lay_off";
  melds: Melds;
  layoffs: Layoff[];
}
/**
 * A drawn hand: nobody scores, the same dealer deals again (R7).
 */
export interface EndDraw {
  outcome: "draw";
  winner: null;
  points: 0;
  /**
   * @maxItems 0
   */
  games: unknown[];
  /**
   * 'stock': two stock cards left after a discard (R7.1); 'max_turns': the turn cap (R7.2).
   */
  draw_reason: "stock" | "max_turns";
}
/**
 * A knocked hand: both hands as laid down and the score, points = (difference + bonus) * multiplier (R8, R9.3).
 */
export interface EndKnock {
  outcome: "gin" | "big_gin" | "knock" | "undercut";
  /**
   * A player index (0-based, as in 'players').
   */
  winner: number;
  points: number;
  /**
   * Games (0-based) the points went into: [0], or Hollywood's games (R10.2).
   *
   * @minItems 1
   * @maxItems 3
   */
  games: number[];
  knocker: Player;
  /**
   * The knocker's face-down discard; null for big gin.
   */
  knock_discard: Card | null;
  knocker_melds: Melds;
  knocker_deadwood_cards: Cards;
  knocker_deadwood: number;
  defender: Player;
  defender_melds: Melds;
  layoffs: Layoff[];
  defender_deadwood_cards: Cards;
  defender_deadwood: number;
  difference: number;
  bonus: number;
  multiplier: 1 | 2;
}
/**
 * The hand was abandoned: the player's agent failed or chose an illegal action. The last hand of the record; it has no 'score'.
 */
export interface EndForfeit {
  outcome: "forfeit";
  player: Player;
  reason: string;
}
