// The messages of the game server's protocol (version 2) that the browser reads and
// sends: docs/protocol.md says what each field means, schema/protocol.schema.json is
// their exact form.  Only the shapes are here; the server decides every rule.

export const PROTOCOL = 2;

export type Card = string; // rank then suit, "Td" (R12.1)
export type ActionKind = "pass" | "draw_stock" | "draw_discard" | "discard" | "knock" | "big_gin" | "arrange" | "lay_off";
export type Phase = "offer" | "draw" | "discard" | "arrange" | "lay_off" | "over";
export type Status = "waiting" | "playing" | "between_hands" | "adjourned" | "over" | "closed";
export type Level = string;

export interface Layoff { card: Card; meld: number }
export interface ActionJson {
  action: ActionKind;
  card?: Card | null;
  melds?: Card[][];
  layoffs?: Layoff[];
}
export interface Arrangement { melds: Card[][]; deadwood_cards: Card[]; deadwood: number }
export interface Showing extends Arrangement { layoffs: Layoff[] }
export interface ViewEvent { seat: number; action: ActionKind; card: Card | null }
export interface HandScore { outcome: string; knocker_wins: boolean; points: number; difference: number; bonus: number; multiplier: number }
export interface HandResult {
  outcome: "gin" | "big_gin" | "knock" | "undercut" | "draw";
  winner: number | null; points: number; knocker: number | null;
  knocker_deadwood: number | null; defender_deadwood: number | null;
  score: HandScore | null; draw_reason: string | null;
}
export interface Game { scores: number[]; hands_won: number[]; winner: number | null }
export interface Standing { target: number; hollywood: boolean; games: Game[] }
export type Rules = Record<string, number | string | boolean>;

export interface SeatView {
  seat: number; rules: Rules; phase: Phase; to_act: number; dealer: number;
  hand: Card[]; opponent_hand_size: number; pile: Card[]; stock_count: number;
  upcard: Card; knock_limit: number; taken: Card | null; passes: number;
  stock_only: boolean; turn: number; opponent_known: Card[]; events: ViewEvent[];
  knocker: number | null; big_gin: boolean; arrangement: Arrangement | null;
  showing: Showing | null; result: HandResult | null; knock_discard: Card | null;
  standing: Standing | null;
}
export interface PublicView {
  phase: Phase; to_act: number; dealer: number; hand_sizes: number[]; pile: Card[];
  stock_count: number; upcard: Card; knock_limit: number; taken_known: Card[][];
  events: ViewEvent[]; knocker: number | null; arrangement: Arrangement | null;
  showing: Showing | null; result: HandResult | null;
}
export interface DiscardChoice { card: Card; deadwood: number; knock: boolean; gin: boolean }
export interface Choices {
  melds: Card[][]; deadwood_cards: Card[]; deadwood: number; to_act: boolean;
  actions: ActionKind[]; discards: DiscardChoice[]; arrangements: Arrangement[]; showings: Showing[];
}
export interface SeatInfo {
  seat: number; kind: "person" | "computer" | "empty"; name: string | null; level: Level | null;
  connected: boolean; away: boolean; ready: boolean;
}
export interface Roles { box: number; captain: number; out: number }
export interface Score { games?: Game[]; next_dealer?: number; next_roles?: Roles }
export type ForfeitWhy = "away" | "time" | "left";
export interface ClaimInfo { player: number; why: "away" | "time" }
export interface ForfeitInfo { player: number; why: ForfeitWhy }
export interface RematchInfo { offered: number[]; declined: number | null; table: string | null }
export interface TableInfo {
  id: string; code: string | null; system: string; rules: Rules; status: Status;
  seats: SeatInfo[]; roles: Roles | null; score: Score | null; hand_number: number;
  turn_seconds: number | null; grace_seconds: number;
  computer_takes_over: boolean; rated: boolean; claim: ClaimInfo | null;
  forfeit: ForfeitInfo | null; rematch: RematchInfo | null;
}
export interface TimerState { seat: number; seconds_left: number; running: boolean; decision: number }
export interface YourPlace { seat: number | null; role: "player" | "spectator" }
export interface Snapshot {
  seq: number; table: TableInfo; view: SeatView | null; public: PublicView | null;
  choices: Choices | null; hand: number | null; commitment: string | null;
  timers: TimerState[]; advice: ActionJson | null; you: YourPlace;
}

export interface HandEnd {
  outcome: string; winner: number | null; points: number; games: number[];
  knocker?: number; knock_discard?: Card | null; knocker_melds?: Card[][];
  knocker_deadwood_cards?: Card[]; knocker_deadwood?: number; defender?: number;
  defender_melds?: Card[][]; layoffs?: Layoff[]; defender_deadwood_cards?: Card[];
  defender_deadwood?: number; difference?: number; bonus?: number; multiplier?: number;
  draw_reason?: string; player?: number; reason?: string;
}
export type TableEvent =
  | ({ type: "seat" } & SeatInfo)
  | { type: "commitment"; hand: number; sha256: string }
  | { type: "deal"; hand: number; dealer: number; seats: number[]; roles: Roles | null; upcard: Card; knock_limit: number; cards: Card[] | null }
  | { type: "action"; player: number; seat: number; action: ActionJson; by: "person" | "computer" | "timeout" | "away" }
  | { type: "advice"; player: number; action: ActionJson | null }
  | { type: "undo"; player: number }
  | { type: "hand_end"; hand: number; end: HandEnd; score: Score | null; reveal: { deck: Card[]; salt: string } }
  | { type: "match_end"; winner: number | null; totals: number[][]; forfeit: { player: number; reason: string } | null; seed: number }
  | { type: "ready"; seat: number }
  | { type: "chat"; seat: number; name: string; text: string }
  | { type: "forfeit"; player: number; why: ForfeitWhy; by: number | null }
  | { type: "rematch"; seat: number; accept: boolean }
  | { type: "rematched"; table: string };
export interface Told { seq: number; event: TableEvent }

export interface Limits { max_message_bytes: number; messages_per_second: number; burst: number; max_chat_length: number; max_name_length: number }
/** One part of a hint's reason: a sentence's code and its numbers (docs/protocol.md, hints). */
export interface HintWhy { code: string; args: Record<string, number | string> }
export interface Hint { action: ActionJson; words: string; reason: string; why: HintWhy[] }
export type ServerMessage =
  | { type: "welcome"; seq: number; protocol: number; server: string; you: { name: string; seat: number | null; role: string }; table: string; limits: Limits }
  | ({ type: "snapshot" } & Snapshot)
  | { type: "update"; seq: number; events: Told[]; changes: Record<string, unknown> }
  | { type: "event"; seq: number; event: TableEvent }
  | { type: "hints"; id: string | number | null; seq: number; hints: Hint[] }
  | { type: "error"; id: string | number | null; seq: number; code: string; message: string; field: string | null }
  | { type: "pong"; id: string | number | null; seq: number };

export type Intent =
  | { type: "sit"; seat: number }
  | { type: "act"; action: ActionJson }
  | { type: "advise"; action: ActionJson | null }
  | { type: "undo" }
  | { type: "hint"; count: number }
  | { type: "ready" }
  | { type: "chat"; text: string }
  | { type: "leave" }
  | { type: "claim" }
  | { type: "rematch"; accept: boolean }
  | { type: "ping" };

// The HTTP API's bodies.
export interface TableSummary {
  id: string; system: string; status: Status; seats: SeatInfo[]; hand_number: number; turn_seconds: number | null;
}
export interface YourTable extends TableSummary { seat: number; your_turn: boolean }
export interface LeaderboardEntry { name: string; rating: number; mu: number; sigma: number; matches: number }
export interface Health { status: string; version: string; protocol: number; levels: string[] }
export const SYSTEMS = ["standard", "oklahoma", "hollywood", "oklahoma-hollywood", "three-player"] as const;
export type System = (typeof SYSTEMS)[number];
