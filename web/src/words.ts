// The game's happenings as words in the chosen language: actions, events, outcomes.
import type { FluentVariable } from "@fluent/bundle";
import { cardShort, has, localNumber, t } from "./i18n";
import type { ActionJson, Hint, PlayedAction, SeatInfo, TableEvent } from "./protocol";

/** A computer named by its level in the reader's language ("Υπολογιστής
 * (Δύσκολο)"); a bot the server's operator installed (its level a plugin,
 * ``module:Class``) by its class's name; numbered when `number` is given. */
export function computerName(level: string | null, number?: number): string {
  let name: string;
  if (level === null || level === "") name = t("seat-computer-plain");
  else if (has(`level-${level}`) && /^[a-z]+$/.test(level)) name = t("seat-computer", { level: t(`level-${level}`) });
  else name = t("seat-computer", { level: level.slice(level.lastIndexOf(":") + 1) });
  return number === undefined ? name : `${name} ${number}`;
}

export function seatName(seats: SeatInfo[], seat: number | null | undefined): string {
  if (seat === null || seat === undefined) return "?";
  const info = seats[seat];
  if (!info) return "?";
  if (info.kind === "computer") {
    // The server names computers in English ("computer 2 (hard)"): said here in the
    // page's language, numbered when there are two.
    const several = seats.filter((other) => other.kind === "computer").length > 1;
    return computerName(info.level, several ? seat + 1 : undefined);
  }
  if (info.name) return info.name;
  return t("seat-empty");
}

/** What an action does, as a button or a suggestion says it.  A suggestion to take
 * the pile's top does not name the card: `pileTop` is the card on it now, if known. */
export function actionWords(action: ActionJson | PlayedAction, pileTop?: string | null): string {
  // A played action (a replay's, an event's) names the card taken from the pile; an
  // action to send names none, and the pile's top is the one it takes.
  const named = "card" in action && action.card ? action.card : null;
  const card = named ? cardShort(named) : "";
  switch (action.action) {
    case "draw_stock": return t("action-draw-stock");
    case "draw_discard": {
      const taken = named ?? pileTop;
      return taken ? t("action-draw-discard", { card: cardShort(taken) }) : t("action-take-pile");
    }
    case "pass": return t("action-pass");
    case "discard": return t("action-discard", { card });
    case "knock": return card ? t("action-knock-with", { card }) : t("action-knock");
    case "big_gin": return t("action-big-gin");
    case "arrange": return t("arrange-submit");
    case "lay_off": return t("layoff-submit");
  }
}

// How each of a reason's numbers is written: chances as whole percentages, expected
// points signed with one decimal, expected deadwood with one decimal.
const PERCENT = { style: "percent", maximumFractionDigits: 0 } as const;
const SIGNED = { signDisplay: "always", minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
const TENTHS = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
export const WHY_NUMBERS: Record<string, Intl.NumberFormatOptions> = {
  chance: PERCENT, undercut: PERCENT, knock: PERCENT, wait: PERCENT,
  points: SIGNED, wait_points: SIGNED, expected: TENTHS,
};

/** Why the expert suggests an action, in the chosen language: the reason's parts
 * from the catalogs (why-CODE), or the server's English when a part's code is one
 * this page does not know. */
export function hintReason(hint: Hint): string {
  if (!hint.why.length || !hint.why.every((part) => has(`why-${part.code}`))) return hint.reason;
  return hint.why.map((part) => {
    const args: Record<string, FluentVariable> = {};
    for (const [key, value] of Object.entries(part.args)) {
      if (value === undefined) continue;
      if (typeof value === "string") args[key] = cardShort(value);
      else args[key] = localNumber(value, WHY_NUMBERS[key] ?? {});
    }
    return t(`why-${part.code}`, args);
  }).join(", ");
}

/** The card an action event shows, if the receiver may see it. */
function cardOf(action: PlayedAction): string | null {
  return "card" in action && action.card ? cardShort(action.card) : null;
}

/** One line of the table's log, or null for events the log does not show. */
export function eventWords(event: TableEvent, seats: SeatInfo[]): string | null {
  switch (event.type) {
    case "action": {
      const name = seatName(seats, event.player);
      const card = cardOf(event.action);
      let text: string;
      switch (event.action.action) {
        case "draw_stock": text = card ? t("event-draw-stock-card", { name, card }) : t("event-draw-stock", { name }); break;
        case "draw_discard": text = t("event-draw-discard", { name, card: card ?? "" }); break;
        case "pass": text = t("event-pass", { name }); break;
        case "discard": text = t("event-discard", { name, card: card ?? "" }); break;
        case "knock": text = t("event-knock", { name }); break;
        case "big_gin": text = t("event-big-gin", { name }); break;
        case "arrange": text = t("event-arrange", { name }); break;
        case "lay_off": text = t("event-lay-off", { name }); break;
      }
      if (event.by === "timeout") text += " " + t("event-by-timeout");
      if (event.by === "away") text += " " + t("event-by-away");
      return text;
    }
    case "deal": return t("event-deal", { hand: event.hand, name: seatName(seats, event.dealer) });
    case "advice": {
      // R11.3: the log keeps what the player sitting out suggested after the captain
      // has acted on it (the table's advice is then cleared for the next decision).
      const name = seatName(seats, event.player);
      return event.action ? t("event-advice", { name, action: actionWords(event.action) }) : t("event-advice-none", { name });
    }
    case "undo": return t("event-undo", { name: seatName(seats, event.player) });
    case "ready": return t("event-ready", { name: seatName(seats, event.seat) });
    case "hand_end": return outcomeWords(event.end.outcome, "winner" in event.end ? event.end.winner : null, seats);
    case "match_end": return event.winner === null ? t("match-draw") : t("match-winner", { name: seatName(seats, event.winner) });
    case "forfeit": return t(`forfeit-${event.why}`, { name: seatName(seats, event.player) });
    case "rematch": {
      const name = seatName(seats, event.seat);
      return event.accept ? t("event-rematch", { name }) : t("rematch-declined", { name });
    }
    case "rematched": return t("rematch-ready");
    default: return null;
  }
}

export function outcomeWords(outcome: string, winner: number | null, seats: SeatInfo[]): string {
  if (outcome === "draw" || winner === null) return t("outcome-draw");
  const id = `outcome-${outcome}`;
  return t(id, { name: seatName(seats, winner) });
}
