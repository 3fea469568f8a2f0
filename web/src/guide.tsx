// The guided first hand: a newcomer's first hand against the computer, walked step by
// step.  Not a slideshow: each step is what the hand asks of the player now (the first
// upcard offered, a draw, a discard, a knock, the hand's end), read from the server's
// snapshot and `choices` like the rest of the page, and the guide moves on when the
// player does it.  A ring points at the place meant (the pile, the stock, the hand, the
// card to knock with); the words name it too, so the ring is only a help for the eye.
//
// Shown once: at a two-player table against the computer, until the player finishes or
// skips it (kept in the browser), and again when asked for from Settings or the home
// page.  The guide only reads the table; it never acts for the player.
import { useEffect, useRef, useState } from "preact/hooks";
import { api } from "./api";
import { cardShort, t } from "./i18n";
import type { HandEnd, Snapshot, TableEvent } from "./protocol";
import { go } from "./router";
import { read, write, type Identity } from "./store";
import type { TableState } from "./usetable";
import { outcomeWords, seatName } from "./words";
import "./newcomer.css";

const KEY = "guide";

/** Whether the guide is still to be shown (not finished, not skipped). */
export function guideWanted(): boolean {
  return read<string | null>(KEY, null) !== "done";
}

/** The guide shown again at the next table against the computer. */
export function askForGuide(): void {
  write(KEY, null);
}

function guideDone(): void {
  write(KEY, "done");
}

/** A new table against the easy computer, standard Gin, with the guide asked for. */
export async function startGuidedHand(identity: Identity): Promise<void> {
  askForGuide();
  const made = await api<{ id: string }>("POST", "/api/tables", {
    system: "standard", options: {}, seats: [{ kind: "person", level: null }, { kind: "computer", level: "easy" }],
    turn_seconds: null, grace_seconds: 120, computer_takes_over: true, private: true, spectators: null,
  }, identity.token);
  go(`/table/${made.id}`);
}

/** The steps, in the order a hand asks for them. */
const LESSONS = ["offer", "draw", "discard", "knock", "end"] as const;
type Lesson = (typeof LESSONS)[number];
/** What the guide says now: a step, or while the player waits or lays down. */
type Moment = Lesson | "wait" | "laydown" | "defend";

interface Ended { outcome: string; winner: number | null; points: number }

/** What the guide says of a hand's end; a forfeited hand has no winner or points. */
function endedOf(end: HandEnd): Ended {
  return end.outcome === "forfeit" ? { outcome: end.outcome, winner: null, points: 0 }
    : { outcome: end.outcome, winner: end.winner, points: end.points };
}

/** A table the guide is for: two players, this page's player seated, every other
 * seat the computer's. */
function guided(snapshot: Snapshot): boolean {
  const { table, you } = snapshot;
  return you.seat !== null && you.role === "player" && table.seats.length === 2
    && table.seats.every((seat) => seat.seat === you.seat || seat.kind === "computer");
}

export function Guide({ state }: { state: TableState }) {
  const [shown, setShown] = useState(guideWanted);
  const [done, setDone] = useState<ReadonlySet<Lesson>>(new Set());
  const [ended, setEnded] = useState<Ended | null>(null);
  const seen = useRef(0);
  // What the guide said before this render: an action told now answers it.
  const said = useRef<Moment | null>(null);
  const snapshot = state.snapshot;
  const me = snapshot?.you.seat ?? null;

  // The player's own actions finish the steps they belong to; a hand's end is the
  // last step (kept after the next deal, until the player is done reading it).
  useEffect(() => {
    const fresh = state.log.filter((told) => told.seq > seen.current);
    if (!fresh.length) return;
    seen.current = fresh[fresh.length - 1]?.seq ?? seen.current;
    let next: Set<Lesson> | null = null;
    for (const { event } of fresh) {
      const lesson = finishes(event, me, said.current);
      if (lesson && !done.has(lesson)) (next ??= new Set(done)).add(lesson);
      if (event.type === "hand_end" && !ended) {
        setEnded(endedOf(event.end));
      }
    }
    if (next) setDone(next);
  }, [state.log]);

  // A hand that ended before this page was told of it (a reload between hands).
  const end = ended ?? (state.lastEnd ? endedOf(state.lastEnd.end) : null);
  const at = snapshot && shown && guided(snapshot) ? momentOf(snapshot, done, end) : null;
  useEffect(() => {
    said.current = at;
  });
  if (!snapshot || !at) return null;
  const leave = () => {
    guideDone();
    setShown(false);
  };
  const step = stepOf(at, done);
  return (
    <section class="guide panel" aria-labelledby="guide-title" data-testid="guide" data-step={at}>
      <h2 id="guide-title">{t("guide-title")} <span class="guide-count">{t("guide-step", { step: step + 1, steps: LESSONS.length })}</span></h2>
      <p aria-live="polite" data-testid="guide-text">{words(at, snapshot, end)}</p>
      <div class="guide-buttons">
        {at === "end"
          ? <button type="button" class="primary" onClick={leave} data-testid="guide-finish">{t("guide-finish")}</button>
          : <button type="button" onClick={leave} data-testid="guide-skip">{t("guide-skip")}</button>}
        <a href={`/how-to-play/${snapshot.table.system}`} target="_blank" rel="noopener">{t("how-to-play")}</a>
      </div>
      <Pointer selector={target(at, snapshot)} />
    </section>
  );
}

/** The step an action of `me` finishes, given what the guide was saying then. */
function finishes(event: TableEvent, me: number | null, saying: Moment | null): Lesson | null {
  if (event.type !== "action" || event.player !== me) return null;
  switch (event.action.action) {
    case "pass": return "offer";
    case "draw_discard": return saying === "offer" ? "offer" : "draw";
    case "draw_stock": return "draw";
    case "discard": return "discard";
    case "knock":
    case "big_gin": return "knock";
    default: return null;
  }
}

/** The step's number (from 0): a new step's own, else the furthest reached (a second
 * draw is no step back). */
function stepOf(at: Moment, done: ReadonlySet<Lesson>): number {
  if (at === "end") return LESSONS.indexOf("end");
  if (at === "laydown" || at === "defend") return LESSONS.indexOf("knock");
  const reached = Math.max(0, ...[...done].map((lesson) => LESSONS.indexOf(lesson)));
  return at !== "wait" && !done.has(at) ? Math.max(LESSONS.indexOf(at), reached) : reached;
}

function momentOf(snapshot: Snapshot, done: ReadonlySet<Lesson>, ended: Ended | null): Moment | null {
  if (ended) return "end";
  const { view, choices, table } = snapshot;
  if (table.status === "between_hands" || table.status === "over") return "end";
  if (!view || !choices) return null;
  if (view.phase === "arrange") return choices.to_act ? "laydown" : "wait";
  if (view.phase === "lay_off") return choices.to_act ? "defend" : "wait";
  if (!choices.to_act || !choices.actions.length) return "wait";
  if (view.phase === "offer") return "offer";
  if (view.phase === "draw") return "draw";
  if (view.phase === "discard") return choices.discards.some((d) => d.knock) && !done.has("knock") ? "knock" : "discard";
  return "wait";
}

/** The best card to knock (or go gin) with: the least deadwood after it. */
function knockCard(snapshot: Snapshot) {
  const options = (snapshot.choices?.discards ?? []).filter((d) => d.knock);
  return options.sort((a, b) => a.deadwood - b.deadwood)[0] ?? null;
}

function words(at: Moment, snapshot: Snapshot, ended: Ended | null): string {
  const { view, choices, table } = snapshot;
  const seats = table.seats;
  const me = snapshot.you.seat;
  const other = seatName(seats, seats.find((seat) => seat.seat !== me)?.seat ?? null);
  const top = view?.pile[view.pile.length - 1];
  const rules = table.rules;
  switch (at) {
    case "offer": return t("guide-offer", { card: top ? cardShort(top) : "" });
    case "draw": return top ? t("guide-draw", { card: cardShort(top) }) : t("guide-draw-stock");
    case "discard": {
      // as the hand's badge says it: the deadwood left after the best discard
      const after = (choices?.discards ?? []).map((d) => d.deadwood);
      return t("guide-discard", { deadwood: after.length ? Math.min(...after) : choices?.deadwood ?? 0 });
    }
    case "knock": {
      const best = knockCard(snapshot);
      if (best?.gin) return t("guide-gin", { card: cardShort(best.card), bonus: Number(rules["gin_bonus"] ?? 0) });
      return t("guide-knock", { card: cardShort(best?.card ?? ""), deadwood: best?.deadwood ?? 0, limit: view?.knock_limit ?? 0 });
    }
    case "laydown": return t("guide-laydown");
    case "defend": return t("guide-defend", { name: other });
    case "wait": return t("guide-wait", { name: other });
    case "end": {
      const close = t("guide-end", { target: Number(rules["target"] ?? 0) });
      if (!ended) return close;
      const outcome = outcomeWords(ended.outcome, ended.winner, seats);
      const scored = ended.winner === null ? t("guide-end-draw", { outcome })
        : t("guide-end-scored", { outcome, name: seatName(seats, ended.winner), points: ended.points });
      return `${scored} ${close}`;
    }
  }
}

/** Where the ring points for each moment (the table's own marks: motion.ts's anchors,
 * the hand's cards). */
function target(at: Moment, snapshot: Snapshot): string | null {
  switch (at) {
    case "offer": return "[data-anchor='pile']";
    case "draw": return "[data-anchor='stock']";
    case "discard": return ".hand";
    case "knock": {
      const best = knockCard(snapshot);
      return best ? `[data-hand-card='${best.card}']` : null;
    }
    case "wait": return "[data-anchor='opponent']";
    default: return null;
  }
}

/** A ring around the element `selector` finds, kept on it as the page scrolls and the
 * cards move; none while a dialog is open (nothing is drawn over a dialog).  Fixed to
 * the viewport and redrawn each frame only when the place changed. */
function Pointer({ selector }: { selector: string | null }) {
  const ring = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ring.current) ring.current.hidden = true;
    if (!selector) return;
    let frame = 0;
    let last = "";
    const place = () => {
      const element = ring.current;
      const found = selector ? document.querySelector<HTMLElement>(selector) : null;
      const box = found && !document.querySelector(".modal") ? found.getBoundingClientRect() : null;
      const key = box ? `${box.left},${box.top},${box.width},${box.height}` : "none";
      if (element && key !== last) {
        last = key;
        element.hidden = box === null || box.width === 0;
        if (box) {
          element.style.left = `${box.left - 6}px`;
          element.style.top = `${box.top - 6}px`;
          element.style.width = `${box.width + 12}px`;
          element.style.height = `${box.height + 12}px`;
        }
      }
      frame = requestAnimationFrame(place);
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [selector]);
  return <div class="guide-ring" ref={ring} hidden aria-hidden="true" data-testid="guide-ring" />;
}
