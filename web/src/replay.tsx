// A finished match step by step, both hands open.  The frames come from the server
// (GET /api/tables/ID/replay), which re-plays the record with the engine: the page
// only shows them, every player named in the reader's language (a computer by its
// level), each row of cards under its owner's name, and the lay-offs at the end.
import { useEffect, useState } from "preact/hooks";
import { api } from "./api";
import { Card } from "./cards";
import { Melds } from "./dialogs";
import { cardName, cardShort, t } from "./i18n";
import type { ActionJson, Card as CardName, HandEnd, Score } from "./protocol";
import { problemWords } from "./refusals";
import { actionWords, computerName } from "./words";

interface Frame { action: (ActionJson & { player: number }) | null; hands: CardName[][]; pile: CardName[]; stock_count: number; phase: string; to_act: number }
interface ReplayHand { number: number; seats: number[]; dealer: number; upcard: CardName; knock_limit: number; frames: Frame[]; end: HandEnd; score: Score | null }
/** A record's player: a person's name, or a computer's (its `agent` the level). */
interface Player { name?: string; agent?: string }
interface ReplayDoc { players: Player[]; hands: ReplayHand[] }

/** The players' names as this page says them: a person's as taken, a computer by its
 * level in the reader's language (numbered when there are two). */
function playerNames(players: Player[]): (player: number) => string {
  const computers = players.filter((p) => p.agent !== undefined && p.agent !== "human").length;
  return (player) => {
    const found = players[player];
    if (found?.agent !== undefined && found.agent !== "human") return computerName(found.agent, computers > 1 ? player + 1 : undefined);
    return found?.name ?? `${player + 1}`;
  };
}

export function Replay({ id, fourColour }: { id: string; fourColour: boolean }) {
  const [doc, setDoc] = useState<ReplayDoc | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [hand, setHand] = useState(0);
  const [step, setStep] = useState(0);
  useEffect(() => {
    api<ReplayDoc>("GET", `/api/tables/${encodeURIComponent(id)}/replay`).then(setDoc, setError);
  }, [id]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
      if (event.key === "ArrowRight") setStep((s) => s + 1);
      if (event.key === "ArrowLeft") setStep((s) => Math.max(0, s - 1));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  if (error !== null) return <p class="refusal" role="alert">{problemWords(error)}</p>;
  if (!doc) return <p class="loading" role="status">{t("replay-loading")}</p>;
  const current = doc.hands[hand];
  if (!current) return null;
  const last = current.frames.length - 1;
  const at = Math.min(step, last);
  const frame = current.frames[at];
  if (!frame) return null;
  const name = playerNames(doc.players);
  const top = frame.pile[frame.pile.length - 1];
  return (
    <article class="replay" data-testid="replay">
      <h1>{t("replay-title")}</h1>
      <label>
        {t("replay-hand", { number: "" })}{" "}
        <select value={hand} onChange={(event) => { setHand(Number(event.currentTarget.value)); setStep(0); }}>
          {doc.hands.map((item, index) => <option key={index} value={index}>{t("replay-hand", { number: item.number })}</option>)}
        </select>
      </label>
      <p role="status" data-testid="replay-step">
        {t("replay-step", { step: at, steps: last })}
        {frame.action && <>: <strong>{name(frame.action.player)}</strong> · {actionWords(frame.action)}</>}
      </p>
      <div class="replay-controls" role="toolbar" aria-label={t("replay-title")}>
        <button type="button" onClick={() => setStep(0)} disabled={at === 0}>{t("replay-first")}</button>
        <button type="button" onClick={() => setStep(Math.max(0, at - 1))} disabled={at === 0}>{t("replay-prev")}</button>
        <button type="button" onClick={() => setStep(at + 1)} disabled={at === last} data-testid="replay-next">{t("replay-next")}</button>
        <button type="button" onClick={() => setStep(last)} disabled={at === last}>{t("replay-last")}</button>
      </div>
      {frame.hands.map((cards, seat) => {
        // Each row under its owner: the player at this hand seat (the record's seats).
        const player = current.seats[seat] ?? seat;
        const owner = name(player);
        const toAct = frame.to_act === seat && frame.phase !== "over";
        const flags = [...(player === current.dealer ? [t("seat-dealer")] : []), ...(toAct ? [t("seat-to-act")] : [])];
        return (
          <section key={seat} class={`replay-hand${toAct ? " to-act" : ""}`}
            aria-label={t("replay-cards-of", { name: owner })} data-testid={`replay-hand-${seat}`}>
            <h2>{t("replay-cards-of", { name: owner })}{flags.length > 0 && <span class="seat-flags"> {flags.map((flag) => <span key={flag} class="flag">{flag}</span>)}</span>}</h2>
            <div class="row">{cards.map((card) => <span class="mini" key={card}><Card card={card} label={cardName(card)} fourColour={fourColour} /></span>)}</div>
          </section>
        );
      })}
      <p>
        {t("stock")}: {frame.stock_count} · {t("pile")}: {top ? <span class="mini"><Card card={top} label={cardName(top)} fourColour={fourColour} /></span> : "—"}
      </p>
      {at === last && <HandEnd end={current.end} number={current.number} name={name} fourColour={fourColour} />}
      <p><a href={`/api/tables/${id}/record`} download={`ginrummy-${id}.json`}>{t("match-record")}</a></p>
    </article>
  );
}

/** How the hand ended: the knocker's melds with each card laid off on them, the
 * defender's, whose each is, and the score. */
function HandEnd({ end, number, name, fourColour }: { end: HandEnd; number: number; name(player: number): string; fourColour: boolean }) {
  if (!("knocker_melds" in end) || !end.knocker_melds) return null;
  const onMeld: Record<number, CardName[]> = {};
  for (const layoff of end.layoffs ?? []) (onMeld[layoff.meld] ??= []).push(layoff.card);
  const knocker = end.knocker === undefined ? "—" : name(end.knocker);
  const defender = end.defender === undefined ? "—" : name(end.defender);
  return (
    <section class="replay-end" data-testid="replay-end" aria-label={t("end-title", { hand: number })}>
      <h2>{t("end-title", { hand: number })}</h2>
      <section data-testid="replay-knocker" aria-label={t("end-knocker", { name: knocker })}>
        <h3>{t("end-knocker", { name: knocker })} · {t("end-deadwood", { deadwood: end.knocker_deadwood ?? 0 })}</h3>
        <Melds melds={end.knocker_melds} layoffs={onMeld} extra={end.knocker_deadwood_cards ?? []} fourColour={fourColour} />
      </section>
      {end.defender_melds && (
        <section data-testid="replay-defender" aria-label={t("end-defender", { name: defender })}>
          <h3>{t("end-defender", { name: defender })} · {t("end-deadwood", { deadwood: end.defender_deadwood ?? 0 })}</h3>
          <Melds melds={end.defender_melds} extra={end.defender_deadwood_cards ?? []} fourColour={fourColour} />
          {(end.layoffs ?? []).length > 0 && (
            <p data-testid="replay-layoffs">
              {t("end-layoffs")}: {(end.layoffs ?? []).map((layoff) => t("layoff-on", { card: cardShort(layoff.card), meld: layoff.meld + 1 })).join(", ")}
            </p>
          )}
        </section>
      )}
      <p>{t("end-score-points", { name: end.winner === null ? "—" : name(end.winner), points: end.points })}</p>
    </section>
  );
}
