// Generated from schema/protocol.schema.json by web/protocol-types.mjs (npm run build); do not edit.
/* eslint-disable */
/**
 * Any message a client sends (the schema's entry point for them).
 */
export type ClientMessage = Hello | Sit | Act | Advise | Undo | Hint | Ready | Chat | Leave | Claim | Rematch | Ping;
/**
 * Any message the server sends (the schema's entry point for them).
 */
export type ServerMessage = Welcome | Snapshot | Update | EventMessage | Hints | ErrorMessage | Pong;

/**
 * Every message of the game server's WebSocket protocol and HTTP API (docs/protocol.md). Generated from ginrummy.protocol by `python -m ginrummy.protocol --write-schema`; do not edit.
 *
 * No message has this type: each model is a type below.
 */
export interface ProtocolSchema {}
/**
 * A decision for your seat.
 */
export interface Act {
  /**
   * The client's id for this request, echoed in the answer (``error``, ``hints``,
   * ``pong``); optional.
   */
  id?: string | number | null;
  type: "act";
  action:
    | PassAction
    | DrawStockAction
    | DrawDiscardAction
    | DiscardAction
    | KnockAction
    | BigGinAction
    | ArrangeAction
    | LayOffAction;
}
/**
 * Decline the first upcard (R4.3).
 */
export interface PassAction {
  action: "pass";
}
/**
 * Draw the top card of the stock (R4.1).
 */
export interface DrawStockAction {
  action: "draw_stock";
}
/**
 * Take the top of the discard pile (R4.1, R4.3).
 */
export interface DrawDiscardAction {
  action: "draw_discard";
}
/**
 * Discard a card face up (R4.1).
 */
export interface DiscardAction {
  action: "discard";
  card: string;
}
/**
 * Knock, discarding a card face down (R5.1, R5.3).
 */
export interface KnockAction {
  action: "knock";
  card: string;
}
/**
 * Declare big gin, no discard (R5.5).
 */
export interface BigGinAction {
  action: "big_gin";
}
/**
 * The knocker lays down melds; the rest is deadwood (R5.3).
 */
export interface ArrangeAction {
  action: "arrange";
  /**
   * @maxItems 11
   */
  melds: string[][];
}
/**
 * The defender's melds and lay-offs (R6).
 */
export interface LayOffAction {
  action: "lay_off";
  /**
   * @maxItems 11
   */
  melds: string[][];
  /**
   * @maxItems 11
   */
  layoffs: LayoffJson[];
}
/**
 * A card laid off onto the knocker's meld number ``meld`` (0-based, R6).
 */
export interface LayoffJson {
  card: string;
  meld: number;
}
/**
 * A decision was applied.
 */
export interface ActionEvent {
  type: "action";
  player: number;
  seat: number;
  action:
    | PassAction
    | DrawStockPlayed
    | DrawDiscardPlayed
    | DiscardAction
    | KnockPlayed
    | BigGinAction
    | ArrangeAction
    | LayOffAction;
  /**
   * Who decided: the person, the computer (its seat), or the computer for a
   * person whose time ran out (``timeout``) or who is away.
   */
  by: "person" | "computer" | "timeout" | "away";
}
/**
 * A stock draw as the table tells it: ``card`` to the one who drew it, else null.
 */
export interface DrawStockPlayed {
  action: "draw_stock";
  card: string | null;
}
/**
 * A draw from the pile as the table tells it: the card is public.
 */
export interface DrawDiscardPlayed {
  action: "draw_discard";
  card: string;
}
/**
 * A knock as the table tells it: the face-down discard to the knocker, else null.
 */
export interface KnockPlayed {
  action: "knock";
  card: string | null;
}
/**
 * The player sitting out advised the captain (null: took it back); sent to
 * those two only.
 */
export interface AdviceEvent {
  type: "advice";
  player: number;
  action:
    | (
        | PassAction
        | DrawStockAction
        | DrawDiscardAction
        | DiscardAction
        | KnockAction
        | BigGinAction
        | ArrangeAction
        | LayOffAction
      )
    | null;
}
/**
 * The player sitting out advises the captain (three-player, R11.3); null
 * takes the advice back.
 */
export interface Advise {
  /**
   * The client's id for this request, echoed in the answer (``error``, ``hints``,
   * ``pong``); optional.
   */
  id?: string | number | null;
  type: "advise";
  action:
    | (
        | PassAction
        | DrawStockAction
        | DrawDiscardAction
        | DiscardAction
        | KnockAction
        | BigGinAction
        | ArrangeAction
        | LayOffAction
      )
    | null;
}
/**
 * The knocker's hand laid down (docs/wire.md, ``arrangement``).
 */
export interface ArrangementJson {
  /**
   * @maxItems 11
   */
  melds: string[][];
  /**
   * @maxItems 52
   */
  deadwood_cards: string[];
  deadwood: number;
}
/**
 * A line of chat to the table.
 */
export interface Chat {
  /**
   * The client's id for this request, echoed in the answer (``error``, ``hints``,
   * ``pong``); optional.
   */
  id?: string | number | null;
  type: "chat";
  text: string;
}
/**
 * A line of chat.
 */
export interface ChatEvent {
  type: "chat";
  /**
   * The speaker's seat (spectators do not chat).
   */
  seat: number;
  name: string;
  text: string;
}
/**
 * What the seat of the receiver's view may do now (``ginrummy.table.choices``):
 * the rules' answers a client shows, so that it decides no rule itself.
 */
export interface Choices {
  /**
   * The held hand's least-deadwood melds (R2.4).
   *
   * @maxItems 11
   */
  melds: string[][];
  /**
   * @maxItems 52
   */
  deadwood_cards: string[];
  deadwood: number;
  /**
   * Whether the view's seat is to act now.
   */
  to_act: boolean;
  /**
   * The kinds of action it may take now (empty when it is not to act).
   *
   * @maxItems 8
   */
  actions: ("pass" | "draw_stock" | "draw_discard" | "discard" | "knock" | "big_gin" | "arrange" | "lay_off")[];
  /**
   * In the discard phase: every card it may discard (R4.2).
   *
   * @maxItems 11
   */
  discards: DiscardChoice[];
  /**
   * The knocker's: the arrangements it may lay down, least deadwood first (R5.3).
   *
   * @maxItems 24
   */
  arrangements: ArrangementJson[];
  /**
   * The defender's: its melds and lay-offs, the default first (R6.4), then the best
   * of each other way to lay off, then the rest; each once.
   *
   * @maxItems 24
   */
  showings: ShowingJson[];
  /**
   * In the discard phase: the card a knock with no card chosen discards face down,
   * the one leaving the least deadwood (R5.1, R5.3); null when no knock is legal.
   */
  knock_card: string | null;
}
/**
 * A card the seat may discard, with the least deadwood the hand keeps (R4.2,
 * R2.4), whether it may knock with it (R5.1) and whether that is gin (R5.4).
 */
export interface DiscardChoice {
  card: string;
  deadwood: number;
  knock: boolean;
  gin: boolean;
}
/**
 * The defender's hand laid down (docs/wire.md, ``showing``).
 */
export interface ShowingJson {
  /**
   * @maxItems 11
   */
  melds: string[][];
  /**
   * @maxItems 11
   */
  layoffs: LayoffJson[];
  /**
   * @maxItems 52
   */
  deadwood_cards: string[];
  deadwood: number;
}
/**
 * Claim the match: the person the table waits for is away past the grace time or
 * out of time (the snapshot's ``table.claim``), and forfeits it.
 */
export interface Claim {
  /**
   * The client's id for this request, echoed in the answer (``error``, ``hints``,
   * ``pong``); optional.
   */
  id?: string | number | null;
  type: "claim";
}
/**
 * The match may be claimed: the table waits for ``player``, a person away past
 * the grace time (``away``) or out of time (``time``); any other person there may
 * claim it (``claim``), which ``player`` forfeits.
 */
export interface ClaimInfo {
  player: number;
  why: "away" | "time";
}
/**
 * The first message: who you are (a token from ``POST /api/identities``), the
 * protocol you speak, and the table you watch or play at.
 */
export interface Hello {
  /**
   * The client's id for this request, echoed in the answer (``error``, ``hints``,
   * ``pong``); optional.
   */
  id?: string | number | null;
  type: "hello";
  protocol: 2;
  token: string;
  table: string;
  /**
   * The highest ``seq`` you saw, when reconnecting: the events after it come
   * before the snapshot.
   */
  last_seq?: number | null;
  /**
   * Play (take a seat with ``sit``, or the one you hold) or only watch. The wire
   * name is ``as``, a Python keyword: build one with ``Hello.model_validate``.
   */
  as?: "player" | "spectator";
}
/**
 * Take an empty seat at the table this connection watches.
 */
export interface Sit {
  /**
   * The client's id for this request, echoed in the answer (``error``, ``hints``,
   * ``pong``); optional.
   */
  id?: string | number | null;
  type: "sit";
  seat: number;
}
/**
 * Take back your last decision (at a table where every other seat is a computer).
 */
export interface Undo {
  /**
   * The client's id for this request, echoed in the answer (``error``, ``hints``,
   * ``pong``); optional.
   */
  id?: string | number | null;
  type: "undo";
}
/**
 * Ask the expert for its best ``count`` decisions (answered by ``hints``).
 */
export interface Hint {
  /**
   * The client's id for this request, echoed in the answer (``error``, ``hints``,
   * ``pong``); optional.
   */
  id?: string | number | null;
  type: "hint";
  count?: number;
}
/**
 * Ready for the next hand.
 */
export interface Ready {
  /**
   * The client's id for this request, echoed in the answer (``error``, ``hints``,
   * ``pong``); optional.
   */
  id?: string | number | null;
  type: "ready";
}
/**
 * Leave your seat (or stop watching).  During a match between people where the
 * computer does not take over, leaving forfeits the match.
 */
export interface Leave {
  /**
   * The client's id for this request, echoed in the answer (``error``, ``hints``,
   * ``pong``); optional.
   */
  id?: string | number | null;
  type: "leave";
}
/**
 * After the match: offer the same opponents a new match with the same settings,
 * or accept theirs (``accept``: true, the default); decline it (false).  Against
 * the computer the new table is made at once; between people once every person
 * accepted (the ``rematched`` event names it).
 */
export interface Rematch {
  /**
   * The client's id for this request, echoed in the answer (``error``, ``hints``,
   * ``pong``); optional.
   */
  id?: string | number | null;
  type: "rematch";
  accept?: boolean;
}
/**
 * Ask for a ``pong`` (a client's keep-alive and round-trip clock).
 */
export interface Ping {
  /**
   * The client's id for this request, echoed in the answer (``error``, ``hints``,
   * ``pong``); optional.
   */
  id?: string | number | null;
  type: "ping";
}
/**
 * The next hand's deck is fixed: its SHA-256 commitment, before the deal
 * (docs/server.md, "Fair shuffles").
 */
export interface CommitmentEvent {
  type: "commitment";
  hand: number;
  sha256: string;
}
/**
 * ``POST /api/identities``: take a name.
 */
export interface CreateIdentity {
  name: string;
}
/**
 * ``POST /api/tables``: a new table.
 */
export interface CreateTable {
  system: "standard" | "oklahoma" | "hollywood" | "oklahoma-hollywood" | "three-player" | "eaai";
  options?: RuleOptions;
  /**
   * @minItems 2
   * @maxItems 3
   */
  seats: SeatPlan[];
  turn_seconds?: number | null;
  grace_seconds?: number;
  /**
   * Between people: the computer plays for a person away or out of time, and takes
   * the seat of one who leaves, while another person is there; such a match is never
   * rated.  False (the default): the table waits for them, and the others may claim
   * the match (``claim``).  Against the computer alone the computer never plays a
   * person's seat (the table waits).
   */
  computer_takes_over?: boolean;
  /**
   * Not listed in the lobby; a seat is taken with the join code (or the link) only,
   * and only the people seated are told the code.
   */
  private?: boolean;
  /**
   * Whether people not seated may watch; null: yes at a public table, no at a
   * private one.
   */
  spectators?: boolean | null;
}
/**
 * Rule options changed from the preset: each option's name and a value of its type (RULES.md; ``ginrummy rules``), checked by the rules module.
 */
export interface RuleOptions {
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
 * A seat of a new table: for a person, the computer at a level, or empty.
 */
export interface SeatPlan {
  kind: "person" | "computer" | "empty";
  level?: string | null;
}
/**
 * A hand is dealt.
 */
export interface DealEvent {
  type: "deal";
  hand: number;
  /**
   * The dealing player (a table seat).
   */
  dealer: number;
  /**
   * The players at hand seats 0 and 1.
   *
   * @minItems 2
   * @maxItems 2
   */
  seats: number[];
  roles: RolesJson | null;
  upcard: string;
  knock_limit: number;
  /**
   * The receiver's own ten cards (the captain's to the player sitting out);
   * null for everyone else.
   */
  cards: string[] | null;
}
/**
 * Three-player roles by table seat (R11.1).
 */
export interface RolesJson {
  box: number;
  captain: number;
  out: number;
}
/**
 * A request refused: nothing changed.
 */
export interface ErrorMessage {
  type: "error";
  id: string | number | null;
  seq: number;
  code:
    | "bad_message"
    | "too_large"
    | "not_authenticated"
    | "not_your_turn"
    | "illegal"
    | "no_seat"
    | "not_allowed"
    | "throttled"
    | "unknown_table"
    | "conflict"
    | "internal"
    | "not_found";
  /**
   * One line in English, for a person at a terminal and for logs; a client that
   * speaks the reader's language says ``reason`` instead.
   */
  message: string;
  /**
   * The field at fault (``act.action.card``), or null.
   */
  field: string | null;
  reason: ErrorReason;
}
/**
 * Why, as a code and its arguments (docs/protocol.md, "Reasons").
 */
export interface ErrorReason {
  code:
    | "bad_message"
    | "too_large"
    | "not_authenticated"
    | "not_your_turn"
    | "illegal"
    | "no_seat"
    | "not_allowed"
    | "throttled"
    | "unknown_table"
    | "conflict"
    | "internal"
    | "not_found"
    | "card_not_named"
    | "card_not_in_hand"
    | "discard_just_taken"
    | "knock_over_limit"
    | "big_gin_not_played"
    | "big_gin_needs_melds"
    | "meld_not_in_hand"
    | "not_a_meld"
    | "meld_card_twice"
    | "arrangement_over_limit"
    | "layoff_onto_gin"
    | "layoff_in_meld"
    | "layoff_twice"
    | "no_such_meld"
    | "layoff_does_not_fit"
    | "nothing_to_lay_off"
    | "stock_only"
    | "pile_empty"
    | "must_discard"
    | "must_draw"
    | "must_take_or_pass"
    | "must_arrange"
    | "must_lay_off"
    | "hand_over"
    | "sitting_out"
    | "name_empty"
    | "name_too_long"
    | "name_invisible_character"
    | "name_direction_character"
    | "name_control_character"
    | "name_taken"
    | "name_lookalike"
    | "rule_option_invalid"
    | "rule_option_range"
    | "rule_needs_oklahoma"
    | "rule_hollywood_two_players"
    | "rule_three_player_dealer"
    | "seat_count"
    | "seat_needs_level"
    | "seat_has_no_level"
    | "seat_for_you"
    | "level_not_offered"
    | "table_closed"
    | "match_over"
    | "already_seated"
    | "seat_taken"
    | "no_decision_awaited"
    | "captain_waits_for_advice"
    | "advice_only_sitting_out"
    | "captain_not_deciding"
    | "advice_only_for_play"
    | "undo_only_against_computers"
    | "nothing_to_undo"
    | "no_hand_waiting"
    | "chat_length"
    | "chat_control_character"
    | "hints_only_against_computers"
    | "nothing_to_claim"
    | "claim_by_others"
    | "rematch_after_match"
    | "no_rematch_offered"
    | "rematch_made"
    | "hello_first"
    | "hello_once"
    | "token_missing"
    | "token_unknown"
    | "last_seq_ahead"
    | "watch_seated_only"
    | "private_seat_by_code"
    | "take_a_seat"
    | "join_code_unknown"
    | "seat_computer_seated_only"
    | "match_not_finished"
    | "too_many_messages"
    | "too_many_names"
    | "too_many_tables"
    | "too_many_join_codes"
    | "server_busy"
    | "message_unreadable"
    | "message_too_large"
    | "protocol_unsupported"
    | "field_missing"
    | "field_unknown"
    | "field_invalid"
    | "key_twice"
    | "card_twice"
    | "text_control_character";
  args: {
    [k: string]: number | string | undefined;
  };
}
/**
 * Why a request was refused, for a client to say in its reader's language:
 * ``code`` names the sentence (the browser's catalogs have ``error-CODE``) and
 * ``args`` what it says, by name (docs/protocol.md, "Reasons"): ``card`` a card
 * and ``cards`` several (R12.1's names, by spaces), ``character`` a code point
 * (``U+200B``), ``option`` a rule option's name, ``level`` a computer's level,
 * the others whole numbers.
 */
export interface ErrorReason1 {
  code:
    | "bad_message"
    | "too_large"
    | "not_authenticated"
    | "not_your_turn"
    | "illegal"
    | "no_seat"
    | "not_allowed"
    | "throttled"
    | "unknown_table"
    | "conflict"
    | "internal"
    | "not_found"
    | "card_not_named"
    | "card_not_in_hand"
    | "discard_just_taken"
    | "knock_over_limit"
    | "big_gin_not_played"
    | "big_gin_needs_melds"
    | "meld_not_in_hand"
    | "not_a_meld"
    | "meld_card_twice"
    | "arrangement_over_limit"
    | "layoff_onto_gin"
    | "layoff_in_meld"
    | "layoff_twice"
    | "no_such_meld"
    | "layoff_does_not_fit"
    | "nothing_to_lay_off"
    | "stock_only"
    | "pile_empty"
    | "must_discard"
    | "must_draw"
    | "must_take_or_pass"
    | "must_arrange"
    | "must_lay_off"
    | "hand_over"
    | "sitting_out"
    | "name_empty"
    | "name_too_long"
    | "name_invisible_character"
    | "name_direction_character"
    | "name_control_character"
    | "name_taken"
    | "name_lookalike"
    | "rule_option_invalid"
    | "rule_option_range"
    | "rule_needs_oklahoma"
    | "rule_hollywood_two_players"
    | "rule_three_player_dealer"
    | "seat_count"
    | "seat_needs_level"
    | "seat_has_no_level"
    | "seat_for_you"
    | "level_not_offered"
    | "table_closed"
    | "match_over"
    | "already_seated"
    | "seat_taken"
    | "no_decision_awaited"
    | "captain_waits_for_advice"
    | "advice_only_sitting_out"
    | "captain_not_deciding"
    | "advice_only_for_play"
    | "undo_only_against_computers"
    | "nothing_to_undo"
    | "no_hand_waiting"
    | "chat_length"
    | "chat_control_character"
    | "hints_only_against_computers"
    | "nothing_to_claim"
    | "claim_by_others"
    | "rematch_after_match"
    | "no_rematch_offered"
    | "rematch_made"
    | "hello_first"
    | "hello_once"
    | "token_missing"
    | "token_unknown"
    | "last_seq_ahead"
    | "watch_seated_only"
    | "private_seat_by_code"
    | "take_a_seat"
    | "join_code_unknown"
    | "seat_computer_seated_only"
    | "match_not_finished"
    | "too_many_messages"
    | "too_many_names"
    | "too_many_tables"
    | "too_many_join_codes"
    | "server_busy"
    | "message_unreadable"
    | "message_too_large"
    | "protocol_unsupported"
    | "field_missing"
    | "field_unknown"
    | "field_invalid"
    | "key_twice"
    | "card_twice"
    | "text_control_character";
  args: {
    [k: string]: number | string | undefined;
  };
}
/**
 * Something happened at the table.
 */
export interface EventMessage {
  type: "event";
  seq: number;
  event:
    | SeatEvent
    | CommitmentEvent
    | DealEvent
    | ActionEvent
    | AdviceEvent
    | UndoEvent
    | HandEndEvent
    | MatchEndEvent
    | ReadyEvent
    | ChatEvent
    | ForfeitEvent
    | RematchEvent
    | RematchedEvent;
}
/**
 * A seat changed: taken, left, away or back, connected or not.
 */
export interface SeatEvent {
  type: "seat";
  seat: number;
  kind: "person" | "computer" | "empty";
  name: string | null;
  level: string | null;
  connected: boolean;
  away: boolean;
  /**
   * Between hands: the person is ready for the next one.
   */
  ready: boolean;
}
/**
 * The player took back their last decision.
 */
export interface UndoEvent {
  type: "undo";
  player: number;
}
/**
 * A hand ended.
 */
export interface HandEndEvent {
  type: "hand_end";
  hand: number;
  /**
   * The record's ``end`` of the hand (docs/records.md, "The end of a hand").
   */
  end: {
    [k: string]: unknown | undefined;
  };
  /**
   * The running score after it (docs/records.md); null after a forfeit.
   */
  score: {
    [k: string]: unknown | undefined;
  } | null;
  reveal: Reveal;
}
/**
 * A hand's deck and salt, after the hand: SHA-256 of
 * ``ginrummy-deck-v1:<deck joined by ','>:<salt>`` is the hand's commitment.
 */
export interface Reveal {
  /**
   * @minItems 52
   * @maxItems 52
   */
  deck: string[];
  /**
   * null where the table deals from its seed, with no commitment (a local game's;
   * a server's tables deal fair decks).
   */
  salt: string | null;
}
/**
 * The match is over (docs/records.md, "The result").
 */
export interface MatchEndEvent {
  type: "match_end";
  winner: number;
  /**
   * @minItems 1
   * @maxItems 3
   */
  totals: number[][];
  forfeit: Forfeit | null;
  /**
   * The match's seed, secret until now (it can exceed 2^53: read it exactly).
   */
  seed: number;
}
/**
 * The player who forfeited the match, and why.
 */
export interface Forfeit {
  player: number;
  /**
   * As the record says it (any text: show it escaped).
   */
  reason: string;
}
/**
 * A person is ready for the next hand.
 */
export interface ReadyEvent {
  type: "ready";
  seat: number;
}
/**
 * ``player`` forfeits the match (a ``match_end`` follows): the person ``by``
 * claimed it while ``player`` was away past the grace time (``away``) or out of
 * time (``time``), or ``player`` left the table during the match (``left``, ``by``
 * null).
 */
export interface ForfeitEvent {
  type: "forfeit";
  player: number;
  why: "away" | "time" | "left";
  by: number | null;
}
/**
 * After the match, the person at ``seat`` offered or accepted a rematch
 * (``accept``), or declined it.
 */
export interface RematchEvent {
  type: "rematch";
  seat: number;
  accept: boolean;
}
/**
 * Every person accepted the rematch: it is the table ``table``, where each of
 * them holds the seat they had here.
 */
export interface RematchedEvent {
  type: "rematched";
  table: string;
}
/**
 * ``POST /api/tables/{id}/computer``: a computer of ``level`` takes the empty
 * ``seat`` (a seat no person filled); only a person seated at the table may ask.
 */
export interface FillSeat {
  seat: number;
  level?: string;
}
/**
 * The match ended as ``player``'s forfeit: claimed while away or out of time, or
 * ``left`` (the person left the table while it was on).
 */
export interface ForfeitInfo {
  player: number;
  why: "away" | "time" | "left";
}
/**
 * One game's score by hand seat (docs/wire.md, ``standing``).
 */
export interface GameStandingJson {
  /**
   * @minItems 2
   * @maxItems 2
   */
  scores: number[];
  /**
   * @minItems 2
   * @maxItems 2
   */
  hands_won: number[];
  winner: number | null;
}
/**
 * One hand played, by table seat: a line of the score sheet
 * (``ginrummy.table.history``).  It holds no card.
 */
export interface HandLine {
  hand: number;
  /**
   * The table seats at hand seats 0 and 1 (three players: the box, the captain).
   *
   * @minItems 2
   * @maxItems 2
   */
  seats: number[];
  outcome: "gin" | "big_gin" | "knock" | "undercut" | "draw";
  /**
   * The table seat that scored; null for a drawn hand (R8.5).
   */
  winner: number | null;
  points: number;
  knocker: number | null;
  knocker_deadwood: number | null;
  /**
   * The defender's deadwood after lay-offs (R8.1's D).
   */
  defender_deadwood: number | null;
  /**
   * How many cards the defender laid off (R6.2).
   */
  layoffs: number;
  /**
   * 2 when Oklahoma's spade upcard doubled the hand (R9.3).
   */
  multiplier: number;
  /**
   * The games (0-based) the points went into: Hollywood's (R10.2), else [0], or []
   * for a drawn hand.
   *
   * @maxItems 3
   */
  games: number[];
  /**
   * Each game's score by table seat after this hand.
   *
   * @minItems 1
   * @maxItems 3
   */
  scores: number[][];
}
/**
 * How the hand ended (docs/wire.md, ``result``).
 */
export interface HandResultJson {
  outcome: "gin" | "big_gin" | "knock" | "undercut" | "draw";
  winner: number | null;
  points: number;
  knocker: number | null;
  knocker_deadwood: number | null;
  defender_deadwood: number | null;
  score: HandScoreJson | null;
  draw_reason: ("stock" | "max_turns") | null;
}
/**
 * A scored hand itemised: points = (difference + bonus) x multiplier (R8, R9.3).
 */
export interface HandScoreJson {
  outcome: "gin" | "big_gin" | "knock" | "undercut" | "draw";
  knocker_wins: boolean;
  points: number;
  difference: number;
  bonus: number;
  multiplier: number;
}
/**
 * ``GET /health``.
 */
export interface Health {
  status: "ok";
  version: string;
  protocol: 2;
  /**
   * The computer levels a table may seat: the built-in ones, then the bots the
   * operator installed.
   *
   * @maxItems 64
   */
  levels: string[];
}
/**
 * One of the expert's suggestions, best first.
 */
export interface HintItem {
  action:
    | PassAction
    | DrawStockAction
    | DrawDiscardAction
    | DiscardAction
    | KnockAction
    | BigGinAction
    | ArrangeAction
    | LayOffAction;
  /**
   * The action in a button's words ("Discard K♠").
   */
  words: string;
  /**
   * Why, in English: ``why``'s parts written as one sentence.
   */
  reason: string;
  /**
   * @maxItems 8
   */
  why: HintWhy[];
}
/**
 * One part of a hint's reason, for a client to say in its own language:
 * ``code`` names the sentence (the browser's catalogs have ``why-CODE``) and
 * ``args`` its numbers: ``card`` a card; ``deadwood`` a count; ``expected``,
 * ``points`` and ``wait_points`` expected points; ``chance``, ``undercut``,
 * ``knock`` and ``wait`` chances as fractions of one.
 */
export interface HintWhy {
  code:
    | "least-deadwood"
    | "blind-draw"
    | "pass"
    | "take"
    | "joins-meld"
    | "can-knock"
    | "better-by-playouts"
    | "big-gin"
    | "discard"
    | "take-next"
    | "opponent-uses"
    | "play-on-best"
    | "best-by-playouts"
    | "gin"
    | "knock"
    | "knock-or-play-on"
    | "match-chance"
    | "knock-expected"
    | "wait";
  args: {
    [k: string]: number | string | undefined;
  };
}
/**
 * The answer to ``hint``.
 */
export interface Hints {
  type: "hints";
  id: string | number | null;
  seq: number;
  /**
   * @maxItems 5
   */
  hints: HintItem[];
}
/**
 * The body of a refused HTTP request (status 4xx): as an ``error`` message says it.
 */
export interface HttpError {
  code:
    | "bad_message"
    | "too_large"
    | "not_authenticated"
    | "not_your_turn"
    | "illegal"
    | "no_seat"
    | "not_allowed"
    | "throttled"
    | "unknown_table"
    | "conflict"
    | "internal"
    | "not_found";
  /**
   * One line in English (a client that speaks the reader's language says
   * ``reason``).
   */
  message: string;
  field: string | null;
  reason: ErrorReason2;
}
/**
 * Why, as a code and its arguments (docs/protocol.md, "Reasons").
 */
export interface ErrorReason2 {
  code:
    | "bad_message"
    | "too_large"
    | "not_authenticated"
    | "not_your_turn"
    | "illegal"
    | "no_seat"
    | "not_allowed"
    | "throttled"
    | "unknown_table"
    | "conflict"
    | "internal"
    | "not_found"
    | "card_not_named"
    | "card_not_in_hand"
    | "discard_just_taken"
    | "knock_over_limit"
    | "big_gin_not_played"
    | "big_gin_needs_melds"
    | "meld_not_in_hand"
    | "not_a_meld"
    | "meld_card_twice"
    | "arrangement_over_limit"
    | "layoff_onto_gin"
    | "layoff_in_meld"
    | "layoff_twice"
    | "no_such_meld"
    | "layoff_does_not_fit"
    | "nothing_to_lay_off"
    | "stock_only"
    | "pile_empty"
    | "must_discard"
    | "must_draw"
    | "must_take_or_pass"
    | "must_arrange"
    | "must_lay_off"
    | "hand_over"
    | "sitting_out"
    | "name_empty"
    | "name_too_long"
    | "name_invisible_character"
    | "name_direction_character"
    | "name_control_character"
    | "name_taken"
    | "name_lookalike"
    | "rule_option_invalid"
    | "rule_option_range"
    | "rule_needs_oklahoma"
    | "rule_hollywood_two_players"
    | "rule_three_player_dealer"
    | "seat_count"
    | "seat_needs_level"
    | "seat_has_no_level"
    | "seat_for_you"
    | "level_not_offered"
    | "table_closed"
    | "match_over"
    | "already_seated"
    | "seat_taken"
    | "no_decision_awaited"
    | "captain_waits_for_advice"
    | "advice_only_sitting_out"
    | "captain_not_deciding"
    | "advice_only_for_play"
    | "undo_only_against_computers"
    | "nothing_to_undo"
    | "no_hand_waiting"
    | "chat_length"
    | "chat_control_character"
    | "hints_only_against_computers"
    | "nothing_to_claim"
    | "claim_by_others"
    | "rematch_after_match"
    | "no_rematch_offered"
    | "rematch_made"
    | "hello_first"
    | "hello_once"
    | "token_missing"
    | "token_unknown"
    | "last_seq_ahead"
    | "watch_seated_only"
    | "private_seat_by_code"
    | "take_a_seat"
    | "join_code_unknown"
    | "seat_computer_seated_only"
    | "match_not_finished"
    | "too_many_messages"
    | "too_many_names"
    | "too_many_tables"
    | "too_many_join_codes"
    | "server_busy"
    | "message_unreadable"
    | "message_too_large"
    | "protocol_unsupported"
    | "field_missing"
    | "field_unknown"
    | "field_invalid"
    | "key_twice"
    | "card_twice"
    | "text_control_character";
  args: {
    [k: string]: number | string | undefined;
  };
}
/**
 * The name taken, and the secret token that proves it (keep it).
 */
export interface IdentityCreated {
  name: string;
  token: string;
}
/**
 * ``POST /api/tables/join``: a table by its join code.
 */
export interface JoinTable {
  code: string;
}
/**
 * The table, and the empty seat you may take with ``sit`` (null: none is
 * empty; you may watch).
 */
export interface Joined {
  id: string;
  seat: number | null;
}
/**
 * One player's rating in one system (OpenSkill: ``rating`` = mu - 3 sigma).
 */
export interface LeaderboardEntry {
  name: string;
  rating: number;
  mu: number;
  sigma: number;
  matches: number;
}
/**
 * The limits this server enforces (docs/protocol.md, "Limits").
 */
export interface Limits {
  max_message_bytes: number;
  messages_per_second: number;
  burst: number;
  max_chat_length: number;
  max_name_length: number;
}
/**
 * A rating in one system now (OpenSkill: ``rating`` = mu - 3 sigma).
 */
export interface PersonRating {
  rating: number;
  mu: number;
  sigma: number;
  /**
   * Rated matches (between people) in this system.
   */
  matches: number;
}
/**
 * ``GET /api/people/me/stats``: your own statistics, by system (in the order
 * you first played them).
 */
export interface PersonStats {
  name: string;
  /**
   * @maxItems 16
   */
  systems: SystemStats[];
}
/**
 * Your numbers in one system, over the matches you finished there (against
 * people and the computer alike).
 */
export interface SystemStats {
  system: "standard" | "oklahoma" | "hollywood" | "oklahoma-hollywood" | "three-player" | "eaai";
  matches: number;
  /**
   * Matches you won (a drawn match is no win).
   */
  wins: number;
  /**
   * ``wins / matches``.
   */
  win_rate: number;
  /**
   * Hands you played, drawn ones included (three-player: not sitting out).
   */
  hands: number;
  hands_won: number;
  /**
   * Hands you won by gin or big gin (R5.4, R5.5).
   */
  gins: number;
  /**
   * Hands you won by undercutting the other's knock (R8.4).
   */
  undercuts: number;
  /**
   * Your knocks that were not gin (R5.1).
   */
  knocks: number;
  /**
   * Your mean deadwood at those knocks (R8.1's K); null without a knock.
   */
  mean_knock_deadwood: number | null;
  /**
   * Matches won in a row up to your latest (0 when your latest was not won).
   */
  streak: number;
  longest_streak: number;
  /**
   * Your rating now; null while no match of yours here was rated.
   */
  rating: PersonRating | null;
  /**
   * Your rating after each rated match, oldest first.
   *
   * @maxItems 100000
   */
  history: RatingPoint[];
}
/**
 * The rating just after one rated match: a point of the rating's history.
 */
export interface RatingPoint {
  /**
   * The match's table (its record: ``GET /api/tables/{id}/record``).
   */
  table: string;
  /**
   * When the match ended (UTC).
   */
  at: string;
  rating: number;
  mu: number;
  sigma: number;
}
/**
 * The answer to ``ping``.
 */
export interface Pong {
  type: "pong";
  id: string | number | null;
  seq: number;
}
/**
 * The hand as a spectator sees it: no hidden card (docs/server.md, "Who sees
 * what").  Seats are the hand's (0 and 1); ``hand_sizes`` and ``taken_known``
 * are by hand seat.
 */
export interface PublicView {
  phase: "offer" | "draw" | "discard" | "arrange" | "lay_off" | "over";
  to_act: number;
  dealer: number;
  /**
   * @minItems 2
   * @maxItems 2
   */
  hand_sizes: number[];
  /**
   * @maxItems 52
   */
  pile: string[];
  stock_count: number;
  upcard: string;
  knock_limit: number;
  /**
   * The cards each seat took from the pile and still holds.
   *
   * @minItems 2
   * @maxItems 2
   */
  taken_known: string[][];
  /**
   * @maxItems 100000
   */
  events: ViewEvent[];
  knocker: number | null;
  arrangement: ArrangementJson | null;
  showing: ShowingJson | null;
  result: HandResultJson | null;
}
/**
 * An action as both seats of the hand saw it (docs/wire.md, ``events``).
 */
export interface ViewEvent {
  seat: number;
  action: "pass" | "draw_stock" | "draw_discard" | "discard" | "knock" | "big_gin" | "arrange" | "lay_off";
  card: string | null;
}
/**
 * What changed in the public view, as :class:`SeatViewChanges` for a seat's.
 */
export interface PublicViewChanges {
  phase?: "offer" | "draw" | "discard" | "arrange" | "lay_off" | "over";
  to_act?: number;
  dealer?: number;
  /**
   * @minItems 2
   * @maxItems 2
   */
  hand_sizes?: number[];
  /**
   * @maxItems 52
   */
  pile?: string[];
  stock_count?: number;
  upcard?: string;
  knock_limit?: number;
  /**
   * The cards each seat took from the pile and still holds.
   *
   * @minItems 2
   * @maxItems 2
   */
  taken_known?: string[][];
  /**
   * @maxItems 100000
   */
  events?: ViewEvent[];
  knocker?: number | null;
  arrangement?: ArrangementJson | null;
  showing?: ShowingJson | null;
  result?: HandResultJson | null;
  /**
   * @maxItems 100000
   */
  new_events?: ViewEvent[];
}
/**
 * ``POST /api/quickmatch``: a match against the next person who asks; with
 * ``computer``, at once against the computer (what ``offer`` proposes).
 */
export interface QuickMatch {
  system: "standard" | "oklahoma" | "hollywood" | "oklahoma-hollywood" | "three-player" | "eaai";
  computer?: boolean;
}
/**
 * Still waiting (ask again), or matched at ``table``.
 */
export interface QuickMatchStatus {
  /**
   * ``offer``: nobody came in time; ask again with ``computer`` to play the computer.
   */
  status: "waiting" | "matched" | "offer";
  table: string | null;
}
/**
 * A rematch offered after the match (``rematch``): the seats of the people who
 * offered or accepted it, the seat of one who declined it (the offer is off; a new
 * ``rematch`` offers again), and the new table once every person accepted.
 */
export interface RematchInfo {
  /**
   * @maxItems 3
   */
  offered: number[];
  declined: number | null;
  table: string | null;
}
/**
 * Every rule option, as :meth:`ginrummy.rules.Rules.to_dict` writes them (RULES.md).
 */
export interface RulesJson {
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
}
/**
 * A seat of the table and who is at it.
 */
export interface SeatInfo {
  seat: number;
  kind: "person" | "computer" | "empty";
  name: string | null;
  /**
   * The computer's level (or plugin) at a computer seat; null otherwise.
   */
  level: string | null;
  connected: boolean;
  /**
   * The person is away (disconnected past the grace time): the computer plays for
   * them where the table says so (``computer_takes_over``) and another person is
   * there; elsewhere the table waits for them (docs/protocol.md, "Away").
   */
  away: boolean;
  ready: boolean;
}
/**
 * What changed in a seat's view: the fields of :class:`SeatViewJson` that
 * changed, each whole, and the hand's events added as ``new_events`` (all of the
 * view when the receiver held none).
 */
export interface SeatViewChanges {
  seat?: number;
  rules?: RulesJson;
  phase?: "offer" | "draw" | "discard" | "arrange" | "lay_off" | "over";
  to_act?: number;
  dealer?: number;
  /**
   * @maxItems 11
   */
  hand?: string[];
  opponent_hand_size?: number;
  /**
   * @maxItems 52
   */
  pile?: string[];
  stock_count?: number;
  upcard?: string;
  knock_limit?: number;
  taken?: string | null;
  passes?: number;
  stock_only?: boolean;
  turn?: number;
  /**
   * @maxItems 52
   */
  opponent_known?: string[];
  /**
   * @maxItems 100000
   */
  events?: ViewEvent[];
  knocker?: number | null;
  big_gin?: boolean;
  arrangement?: ArrangementJson | null;
  showing?: ShowingJson | null;
  result?: HandResultJson | null;
  knock_discard?: string | null;
  standing?: StandingJson | null;
  /**
   * Events to add after the view's ``events`` (when the events only grew).
   *
   * @maxItems 100000
   */
  new_events?: ViewEvent[];
}
/**
 * The match score when the hand was dealt, by hand seat (R10: three games).
 */
export interface StandingJson {
  target: number;
  hollywood: boolean;
  /**
   * @minItems 1
   * @maxItems 3
   */
  games: GameStandingJson[];
}
/**
 * One seat's view of the hand, as :func:`ginrummy.wire.view_to_json` writes it
 * (docs/wire.md describes every field).
 */
export interface SeatViewJson {
  seat: number;
  rules: RulesJson;
  phase: "offer" | "draw" | "discard" | "arrange" | "lay_off" | "over";
  to_act: number;
  dealer: number;
  /**
   * @maxItems 11
   */
  hand: string[];
  opponent_hand_size: number;
  /**
   * @maxItems 52
   */
  pile: string[];
  stock_count: number;
  upcard: string;
  knock_limit: number;
  taken: string | null;
  passes: number;
  stock_only: boolean;
  turn: number;
  /**
   * @maxItems 52
   */
  opponent_known: string[];
  /**
   * @maxItems 100000
   */
  events: ViewEvent[];
  knocker: number | null;
  big_gin: boolean;
  arrangement: ArrangementJson | null;
  showing: ShowingJson | null;
  result: HandResultJson | null;
  knock_discard: string | null;
  standing: StandingJson | null;
}
/**
 * The answer to ``hello``: you are in.
 */
export interface Welcome {
  type: "welcome";
  seq: number;
  protocol: 2;
  server: string;
  you: You;
  table: string;
  limits: Limits;
}
/**
 * Who the receiver is: the identity's name, its seat and role.
 */
export interface You {
  name: string;
  seat: number | null;
  role: "player" | "spectator";
}
/**
 * Everything the receiver may see now, as of ``seq``: it replaces what the
 * client held.
 */
export interface Snapshot {
  type: "snapshot";
  seq: number;
  table: TableInfo;
  /**
   * The receiver's seat's view (the captain's for the player sitting out); null
   * for a spectator, or with no hand in play.
   */
  view: SeatViewJson | null;
  /**
   * The hand as a spectator sees it; null with no hand in play.
   */
  public: PublicView | null;
  /**
   * What the view's seat may do; null when there is no view.
   */
  choices: Choices | null;
  hand: number | null;
  /**
   * The hand in play's commitment (or the next hand's, once fixed).
   */
  commitment: string | null;
  /**
   * @maxItems 3
   */
  timers: TimerState[];
  /**
   * The advice the captain has been given (to the captain's side only).
   */
  advice:
    | (
        | PassAction
        | DrawStockAction
        | DrawDiscardAction
        | DiscardAction
        | KnockAction
        | BigGinAction
        | ArrangeAction
        | LayOffAction
      )
    | null;
  you: YourPlace;
}
/**
 * A table: its settings, seats and score.
 */
export interface TableInfo {
  id: string;
  /**
   * The join code; null where the receiver may not be told it.
   */
  code: string | null;
  system: "standard" | "oklahoma" | "hollywood" | "oklahoma-hollywood" | "three-player" | "eaai";
  rules: RulesJson;
  status: "waiting" | "playing" | "between_hands" | "adjourned" | "over" | "closed";
  /**
   * @minItems 2
   * @maxItems 3
   */
  seats: SeatInfo[];
  /**
   * Three-player roles of the hand in play (or the next); null with two players.
   */
  roles: RolesJson | null;
  /**
   * The running score as :meth:`ginrummy.match.Match.score_json` writes it
   * (docs/records.md, "The running score"); null before the first deal.
   */
  score: {
    [k: string]: unknown | undefined;
  } | null;
  hand_number: number;
  turn_seconds: number | null;
  grace_seconds: number;
  /**
   * The points a game is played to (R8.6).
   */
  target: number;
  /**
   * The table seats at hand seats 0 and 1 of the hand in play, or of the last one
   * between hands (three players: the box, the captain); null before the first deal.
   */
  hand_seats: number[] | null;
  /**
   * Oklahoma's spade upcard doubles the score of the hand in play (or the last)
   * (R9.3).
   */
  spades_double: boolean;
  /**
   * The hands played, in order: the score sheet's lines.
   *
   * @maxItems 100000
   */
  hands: HandLine[];
  /**
   * The table was made for the computer to play for a person away or out of time
   * while another is here (never rated).
   */
  computer_takes_over: boolean;
  /**
   * The match changes the people's ratings when it ends: two people or more play,
   * the computer does not take over, and every decision of a person's seat so far was
   * theirs (docs/server.md, "Ratings").
   */
  rated: boolean;
  /**
   * What may be claimed now; null when nothing may.
   */
  claim: ClaimInfo | null;
  /**
   * How a forfeited match ended; null otherwise.
   */
  forfeit: ForfeitInfo | null;
  /**
   * The rematch offered after the match; null before any offer.
   */
  rematch: RematchInfo | null;
}
/**
 * A seat's decision clock, as of the message's ``seq``.
 */
export interface TimerState {
  seat: number;
  seconds_left: number;
  running: boolean;
  /**
   * The seq of the entry that started this clock: each new clock has a new one, so
   * a client restarts its countdown when it changes (``seconds_left`` may repeat).
   */
  decision: number;
}
/**
 * Where the receiver is: a seat (null for a spectator) and a role.
 */
export interface YourPlace {
  seat: number | null;
  role: "player" | "spectator";
  /**
   * Whether the table gives you hints and undo: a person whose every other seat is
   * a computer (never a spectator).
   */
  hints: boolean;
}
/**
 * What happened at the table and what the receiver now sees, as of ``seq``:
 * the events it is told (in order) and its snapshot's changes since the one it
 * holds.  Sent after every change, in place of the events and a whole snapshot.
 */
export interface Update {
  type: "update";
  seq: number;
  /**
   * @maxItems 1000
   */
  events: Told[];
  changes: SnapshotChanges;
}
/**
 * One event of an update, with the seq of the entry that told it.
 */
export interface Told {
  seq: number;
  event:
    | SeatEvent
    | CommitmentEvent
    | DealEvent
    | ActionEvent
    | AdviceEvent
    | UndoEvent
    | HandEndEvent
    | MatchEndEvent
    | ReadyEvent
    | ChatEvent
    | ForfeitEvent
    | RematchEvent
    | RematchedEvent;
}
/**
 * What changed in the receiver's snapshot since the one it holds: a part left
 * out did not change (docs/protocol.md, ``update``; ``ginrummy.table.snapshot``
 * writes and applies them).
 */
export interface SnapshotChanges {
  table?: TableInfoChanges;
  /**
   * null: no seat view now.
   */
  view?: SeatViewChanges | null;
  /**
   * null: no public view now.
   */
  public?: PublicViewChanges | null;
  /**
   * null: no view now.
   */
  choices?: Choices | null;
  hand?: number | null;
  commitment?: string | null;
  /**
   * @maxItems 3
   */
  timers?: TimerState[];
  advice?:
    | (
        | PassAction
        | DrawStockAction
        | DrawDiscardAction
        | DiscardAction
        | KnockAction
        | BigGinAction
        | ArrangeAction
        | LayOffAction
      )
    | null;
  you?: YourPlace;
}
/**
 * The keys of :class:`TableInfo` that changed, each whole.
 */
export interface TableInfoChanges {
  id?: string;
  /**
   * The join code; null where the receiver may not be told it.
   */
  code?: string | null;
  system?: "standard" | "oklahoma" | "hollywood" | "oklahoma-hollywood" | "three-player" | "eaai";
  rules?: RulesJson;
  status?: "waiting" | "playing" | "between_hands" | "adjourned" | "over" | "closed";
  /**
   * @minItems 2
   * @maxItems 3
   */
  seats?: SeatInfo[];
  /**
   * Three-player roles of the hand in play (or the next); null with two players.
   */
  roles?: RolesJson | null;
  /**
   * The running score as :meth:`ginrummy.match.Match.score_json` writes it
   * (docs/records.md, "The running score"); null before the first deal.
   */
  score?: {
    [k: string]: unknown | undefined;
  } | null;
  hand_number?: number;
  turn_seconds?: number | null;
  grace_seconds?: number;
  /**
   * The points a game is played to (R8.6).
   */
  target?: number;
  /**
   * The table seats at hand seats 0 and 1 of the hand in play, or of the last one
   * between hands (three players: the box, the captain); null before the first deal.
   */
  hand_seats?: number[] | null;
  /**
   * Oklahoma's spade upcard doubles the score of the hand in play (or the last)
   * (R9.3).
   */
  spades_double?: boolean;
  /**
   * The hands played, in order: the score sheet's lines.
   *
   * @maxItems 100000
   */
  hands?: HandLine[];
  /**
   * The table was made for the computer to play for a person away or out of time
   * while another is here (never rated).
   */
  computer_takes_over?: boolean;
  /**
   * The match changes the people's ratings when it ends: two people or more play,
   * the computer does not take over, and every decision of a person's seat so far was
   * theirs (docs/server.md, "Ratings").
   */
  rated?: boolean;
  /**
   * What may be claimed now; null when nothing may.
   */
  claim?: ClaimInfo | null;
  /**
   * How a forfeited match ended; null otherwise.
   */
  forfeit?: ForfeitInfo | null;
  /**
   * The rematch offered after the match; null before any offer.
   */
  rematch?: RematchInfo | null;
}
/**
 * The new table, its join code and a link to share.
 */
export interface TableCreated {
  id: string;
  code: string;
  link: string;
}
/**
 * A public table as the lobby lists it (``GET /api/tables``).
 */
export interface TableSummary {
  id: string;
  system: "standard" | "oklahoma" | "hollywood" | "oklahoma-hollywood" | "three-player" | "eaai";
  status: "waiting" | "playing" | "between_hands" | "adjourned" | "over" | "closed";
  /**
   * @minItems 2
   * @maxItems 3
   */
  seats: SeatInfo[];
  hand_number: number;
  turn_seconds: number | null;
}
/**
 * A table where you hold a seat and the match is not over (``GET
 * /api/me/tables``): as the lobby lists a table, with your seat and whether the
 * table waits for your decision.
 */
export interface YourTable {
  id: string;
  system: "standard" | "oklahoma" | "hollywood" | "oklahoma-hollywood" | "three-player" | "eaai";
  status: "waiting" | "playing" | "between_hands" | "adjourned" | "over" | "closed";
  /**
   * @minItems 2
   * @maxItems 3
   */
  seats: SeatInfo[];
  hand_number: number;
  turn_seconds: number | null;
  seat: number;
  your_turn: boolean;
}
