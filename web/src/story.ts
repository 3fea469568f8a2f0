// A hand in one line, from its line of the score sheet (the snapshot's table.hands):
// "Ada knocks with 6 · Bo lays off 2 cards · Ada scores 14".  And the one line that
// explains the first upcard offer (R4.3).
import { cardShort, t } from "./i18n";
import type { HandLine, SeatInfo } from "./protocol";
import { seatName } from "./words";

export function handStory(line: HandLine, seats: SeatInfo[]): string {
  const name = (seat: number | null) => seatName(seats, seat);
  if (line.outcome === "draw") return t("story-draw");
  const parts: string[] = [];
  const knocker = line.knocker;
  const defender = knocker === null ? null : line.seats.find((seat) => seat !== knocker) ?? null;
  if (line.outcome === "gin") parts.push(t("story-gin", { name: name(knocker) }));
  else if (line.outcome === "big_gin") parts.push(t("story-big-gin", { name: name(knocker) }));
  else parts.push(t("story-knock", { name: name(knocker), deadwood: line.knocker_deadwood ?? 0 }));
  if (line.layoffs > 0) parts.push(t("story-layoffs", { name: name(defender), count: line.layoffs }));
  if (line.outcome === "undercut") parts.push(t("story-undercut", { name: name(line.winner), points: line.points }));
  else parts.push(t("story-scores", { name: name(line.winner), points: line.points }));
  return parts.join(" · ");
}

/** The first turn's offer of the upcard (R4.3), said to the one to decide (the
 * first offered, or the dealer after a pass) or to anyone watching. */
export function offerNote(upcard: string, toActName: string, otherName: string, mine: boolean, passes: number): string {
  const card = cardShort(upcard);
  if (!mine) return t("offer-watch", { name: toActName, card });
  return passes === 0 ? t("offer-first", { card, name: otherName }) : t("offer-second", { card, name: otherName });
}
