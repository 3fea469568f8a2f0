// The page's names for the messages of the game server's protocol (version 2).  No shape
// is written here: every type comes from src/generated/, which `npm run build` generates
// from schema/protocol.schema.json (itself generated from the server's pydantic models,
// ginrummy.protocol) and schema/record.schema.json, and which `npm run verify` (CI)
// refuses when stale.  docs/protocol.md says what each field means; the server decides
// every rule.
import type * as P from "./generated/protocol";
import type * as R from "./generated/record";

export const PROTOCOL: P.Hello["protocol"] = 2;

export type Card = string; // rank then suit, "Td" (R12.1): the schema's pattern, not a type
export type ActionKind = P.Choices["actions"][number];
export type Phase = P.SeatViewJson["phase"];
export type Status = P.TableInfo["status"];
export type System = P.TableInfo["system"];
export type Level = NonNullable<P.SeatInfo["level"]>;

/** An action as a client sends it (``act``, ``advise``, a hint's). */
export type ActionJson = P.Act["action"];
/** An action as an ``action`` event tells it: a draw's card and a knock's discard may be null. */
export type PlayedAction = P.ActionEvent["action"];
export type Layoff = P.LayoffJson;
export type Arrangement = P.ArrangementJson;
export type Showing = P.ShowingJson;
export type ViewEvent = P.ViewEvent;
export type HandScore = P.HandScoreJson;
export type HandResult = P.HandResultJson;
export type Game = P.GameStandingJson;
export type Standing = P.StandingJson;
export type Rules = P.RulesJson;
export type SeatView = P.SeatViewJson;
export type PublicView = P.PublicView;
export type DiscardChoice = P.DiscardChoice;
export type Choices = P.Choices;
export type SeatInfo = P.SeatInfo;
export type Roles = P.RolesJson;
export type TimerState = P.TimerState;
export type YourPlace = P.YourPlace;
export type Limits = P.Limits;
export type HintWhy = P.HintWhy;
export type Hint = P.HintItem;
export type Intent = P.ClientMessage;
export type SnapshotChanges = P.SnapshotChanges;
export type TableSummary = P.TableSummary;
export type LeaderboardEntry = P.LeaderboardEntry;
export type Health = P.Health;
export type ClaimInfo = P.ClaimInfo;
export type ForfeitInfo = P.ForfeitInfo;
export type RematchInfo = P.RematchInfo;
export type ForfeitWhy = P.ForfeitInfo["why"];
export type YourTable = P.YourTable;
/** Why a request was refused: a reason's code and its arguments (docs/protocol.md, "Reasons"). */
export type ErrorReason = P.ErrorReason;
export type HandLine = P.HandLine;
export type PersonStats = P.PersonStats;
export type SystemStats = P.SystemStats;
export type RatingPoint = P.RatingPoint;
export type PersonRating = P.PersonRating;

// Where a message carries a part of a game record (a hand's end, the running score), the
// protocol's schema says "the record's" and leaves its shape to the record's schema:
// these put the record's generated types in those places.
/** How a hand ended, as the record writes it (docs/records.md, "The end of a hand"). */
export type HandEnd = R.EndDraw | R.EndKnock | R.EndForfeit;
/** The running score, as the record writes it (docs/records.md, "The running score"). */
export type Score = R.Score;
type WithScore<T extends { score: unknown }> = Omit<T, "score"> & { score: Score | null };
export type TableInfo = WithScore<P.TableInfo>;
/** A snapshot as the page holds it: the ``snapshot`` message without its type. */
export type Snapshot = Omit<P.Snapshot, "type" | "table"> & { table: TableInfo };
export type HandEndEvent = Omit<WithScore<P.HandEndEvent>, "end"> & { end: HandEnd };
export type TableEvent = Exclude<P.EventMessage["event"], P.HandEndEvent> | HandEndEvent;
export type Told = Omit<P.Told, "event"> & { event: TableEvent };
type WithRecords<M> = M extends P.Snapshot ? Omit<M, "table"> & { table: TableInfo }
  : M extends P.EventMessage ? Omit<M, "event"> & { event: TableEvent }
  : M extends P.Update ? Omit<M, "events"> & { events: Told[] }
  : M;
export type ServerMessage = WithRecords<P.ServerMessage>;

/** The rule presets a table may be created with, as the schema lists them. */
export const SYSTEMS = ["standard", "oklahoma", "hollywood", "oklahoma-hollywood", "three-player"] as const satisfies readonly System[];
