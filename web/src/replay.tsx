// A finished match step by step, both hands open.  The frames come from the server
// (GET /api/tables/ID/replay), which re-plays the record with the engine: the page
// only shows them.
import { useEffect, useState } from "preact/hooks";
import { api, ApiError } from "./api";
import { Card } from "./cards";
import { Melds } from "./dialogs";
import { cardName, refusal, t } from "./i18n";
import type { ActionJson, Card as CardName, HandEnd, Score } from "./protocol";
import { actionWords } from "./words";

interface Frame { action: (ActionJson & { player: number }) | null; hands: CardName[][]; pile: CardName[]; stock_count: number; phase: string; to_act: number }
interface ReplayHand { number: number; seats: number[]; dealer: number; upcard: CardName; knock_limit: number; frames: Frame[]; end: HandEnd; score: Score | null }
interface ReplayDoc { players: { name?: string }[]; hands: ReplayHand[] }

export function Replay({ id, fourColour }: { id: string; fourColour: boolean }) {
  const [doc, setDoc] = useState<ReplayDoc | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [hand, setHand] = useState(0);
  const [step, setStep] = useState(0);
  useEffect(() => {
    api<ReplayDoc>("GET", `/api/tables/${encodeURIComponent(id)}/replay`).then(setDoc, (caught) =>
      setError(caught instanceof ApiError && caught.code === "unknown_table" ? t("replay-not-finished")
        : caught instanceof ApiError ? refusal(caught.code, caught.message) : String(caught)));
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
  if (error) return <p class="refusal" role="alert">{error}</p>;
  if (!doc) return <p class="loading" role="status">{t("replay-loading")}</p>;
  const current = doc.hands[hand];
  if (!current) return null;
  const last = current.frames.length - 1;
  const at = Math.min(step, last);
  const frame = current.frames[at];
  if (!frame) return null;
  const name = (player: number) => doc.players[player]?.name ?? `P${player + 1}`;
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
      {frame.hands.map((cards, seat) => (
        <section key={seat} class={`replay-hand${frame.to_act === seat && frame.phase !== "over" ? " to-act" : ""}`}>
          <h2>{name(current.seats[seat] ?? seat)}</h2>
          <div class="row">{cards.map((card) => <span class="mini" key={card}><Card card={card} label={cardName(card)} fourColour={fourColour} /></span>)}</div>
        </section>
      ))}
      <p>
        {t("stock")}: {frame.stock_count} · {t("pile")}: {top ? <span class="mini"><Card card={top} label={cardName(top)} fourColour={fourColour} /></span> : "—"}
      </p>
      {at === last && "knocker_melds" in current.end && (
        <section>
          <h2>{t("end-title", { hand: current.number })}</h2>
          <Melds melds={current.end.knocker_melds} extra={current.end.knocker_deadwood_cards} fourColour={fourColour} />
          <Melds melds={current.end.defender_melds} extra={current.end.defender_deadwood_cards} fourColour={fourColour} />
          <p>{t("end-score-points", { name: name(current.end.winner), points: current.end.points })}</p>
        </section>
      )}
      <p><a href={`/api/tables/${id}/record`} download={`ginrummy-${id}.json`}>{t("match-record")}</a></p>
    </article>
  );
}
