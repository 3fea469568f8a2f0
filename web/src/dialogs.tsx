// A decision confirmed (a knock, a gin) and the panels at the end of a hand and match.
// (The knock's arrangement and the defender's lay-offs are made on the felt:
// laydown.tsx.)
import { useEffect, useRef } from "preact/hooks";
import { Card } from "./cards";
import { cardName, t } from "./i18n";
import { LaidOffLegend } from "./laydown";
import { inRankOrder } from "./placing";
import type { Card as CardName, Snapshot } from "./protocol";
import type { TableState } from "./usetable";
import { outcomeWords, seatName } from "./words";
import { ScoreSheet } from "./score";
import { handStory } from "./story";
import { go } from "./router";
import { MatchNotes, Rematch } from "./rematch";

function Modal({ title, children, label, onClose }: { title: string; children: preact.ComponentChildren; label?: string; onClose?: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // focus the first control, so keyboard players land in the dialog
    box.current?.querySelector<HTMLElement>("button.primary, button, input, [tabindex]")?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && onClose) {
      event.preventDefault();
      onClose();
    }
    if (event.key === "Tab" && box.current) {
      // keep the keyboard inside the dialog while it is open
      const items = [...box.current.querySelectorAll<HTMLElement>("button, input, select, a[href]")].filter((item) => !item.hasAttribute("disabled"));
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) { last?.focus(); event.preventDefault(); }
      else if (!event.shiftKey && document.activeElement === last) { first?.focus(); event.preventDefault(); }
    }
  };
  return (
    <div class="modal-backdrop">
      <div class="modal" role="dialog" aria-modal="true" aria-label={label ?? title} ref={box} onKeyDown={onKeyDown}>
        <h2>{title}</h2>
        {children}
      </div>
    </div>
  );
}

/** Melds side by side, each card laid off on its meld in rank order (outlined, and
 * said "laid off", with the legend), then the deadwood. */
export function Melds({ melds, fourColour, layoffs, extra }: { melds: CardName[][]; fourColour: boolean; layoffs?: Record<number, CardName[]>; extra?: CardName[] }) {
  const laid = new Set(Object.values(layoffs ?? {}).flat());
  return (
    <div class="melds">
      {melds.map((meld, index) => {
        const cards = inRankOrder([...meld, ...(layoffs?.[index] ?? [])]);
        return (
          <div key={index} class="meld-row" role="group" aria-label={t("meld-label", { cards: cards.map(cardName).join(", ") })}>
            {cards.map((card) => laid.has(card)
              ? <span class="mini laid-off" key={card} data-card={card}><Card card={card} label={`${cardName(card)}, ${t("laid-off")}`} fourColour={fourColour} /></span>
              : <span class="mini" key={card} data-card={card}><Card card={card} label={cardName(card)} fourColour={fourColour} /></span>)}
          </div>
        );
      })}
      {extra && extra.length > 0 && (
        <div class="meld-row deadwood-row">
          {inRankOrder(extra).map((card) => <span class="mini" key={card} data-card={card}><Card card={card} label={`${cardName(card)}, ${t("deadwood-label")}`} fourColour={fourColour} /></span>)}
        </div>
      )}
      {laid.size > 0 && <LaidOffLegend />}
    </div>
  );
}

export function ConfirmDialog({ text, onConfirm, onCancel, disabled = false }: { text: string; onConfirm(): void; onCancel(): void; disabled?: boolean }) {
  return (
    <Modal title={t("action-confirm")} onClose={onCancel}>
      <p>{text}</p>
      <div class="actions">
        <button type="button" class="primary" disabled={disabled} onClick={onConfirm}>{t("action-confirm")}</button>
        <button type="button" onClick={onCancel}>{t("action-cancel")}</button>
      </div>
    </Modal>
  );
}

/** The hand just ended: both hands laid out, each lay-off on its meld, the score
 * itemised, and the deck checked against its commitment. */
export function HandSummary({ snapshot, state, fourColour }: { snapshot: Snapshot; state: TableState; fourColour: boolean }) {
  const view = snapshot.view ?? snapshot.public;
  const table = snapshot.table;
  const handSeats = table.hand_seats ?? [];
  const line = table.hands.find((played) => played.hand === snapshot.hand) ?? null;
  const result = view?.result ?? null;
  const seats = table.seats;
  const end = state.lastEnd;
  const winnerTable = result && result.winner !== null ? handSeats[result.winner] ?? null : null;
  const knocker = result?.knocker ?? view?.knocker ?? null;
  const layoffs: Record<number, CardName[]> = {};
  for (const layoff of view?.showing?.layoffs ?? []) (layoffs[layoff.meld] ??= []).push(layoff.card);
  const score = result?.score ?? null;
  return (
    <>
      <p class="outcome" data-testid="outcome">{result ? outcomeWords(result.outcome, winnerTable, seats) : ""}</p>
      {line && <p class="story" data-testid="story">{handStory(line, seats)}</p>}
      {result?.draw_reason && <p>{t(`draw-${result.draw_reason}`)}</p>}
      {view?.arrangement && knocker !== null && (
        <section>
          <h3>{t("end-knocker", { name: seatName(seats, handSeats[knocker]) })} · {t("end-deadwood", { deadwood: view.arrangement.deadwood })}</h3>
          <Melds melds={view.arrangement.melds} layoffs={layoffs} extra={view.arrangement.deadwood_cards} fourColour={fourColour} />
        </section>
      )}
      {view?.showing && knocker !== null && (
        <section>
          <h3>{t("end-defender", { name: seatName(seats, handSeats[1 - knocker]) })} · {t("end-deadwood", { deadwood: view.showing.deadwood })}</h3>
          <Melds melds={view.showing.melds} extra={view.showing.deadwood_cards} fourColour={fourColour} />
        </section>
      )}
      {score && (
        <table class="itemised" data-testid="itemised">
          <tbody>
            <tr><th scope="row">{t("end-score-difference")}</th><td>{score.difference}</td></tr>
            {score.bonus > 0 && <tr><th scope="row">{t("end-score-bonus")}</th><td>+{score.bonus}</td></tr>}
            {score.multiplier > 1 && <tr><th scope="row">{t("end-score-multiplier")}</th><td>×{score.multiplier}</td></tr>}
            <tr class="total"><th scope="row" colSpan={2}>{t("end-score-points", { name: seatName(seats, winnerTable), points: score.points })}</th></tr>
          </tbody>
        </table>
      )}
      {end && "knocker" in end.end && end.end.games.length > 0 && (table.score?.games?.length ?? 1) > 1 && (
        <p class="games">{t("end-games", { games: end.end.games.map((game) => t("score-game", { number: game + 1 })).join(", ") })}</p>
      )}
      {end && (
        <p class={`verdict ${end.verdict}`} data-testid="verdict">
          {end.verdict === "verified" ? `✓ ${t("end-verified")}`
            : end.verdict === "mismatch" ? `✗ ${t("end-verify-failed")}`
            : end.verdict === "unavailable" ? t("end-verify-unavailable") : ""}
          {" "}<a href="/fair" onClick={(event) => { event.preventDefault(); go("/fair"); }}>{t("end-verify-how")}</a>
        </p>
      )}
    </>
  );
}

export function HandEndPanel({ snapshot, state, fourColour }: { snapshot: Snapshot; state: TableState; fourColour: boolean }) {
  const table = snapshot.table;
  const me = snapshot.you.seat;
  const ready = me !== null && table.seats[me]?.ready;
  const live = state.link === "open";
  return (
    <Modal title={t("end-dialog-title", { hand: snapshot.hand ?? table.hand_number })}>
      {me !== null && (
        ready ? <p role="status">{t("ready-waiting")}</p>
          : <button type="button" class="primary" data-testid="ready" disabled={!live} onClick={() => state.send({ type: "ready" })}>{t("ready")}</button>
      )}
      <HandSummary snapshot={snapshot} state={state} fourColour={fourColour} />
      <ScoreSheet table={table} handsOpen />
    </Modal>
  );
}

export function MatchEndPanel({ snapshot, state, fourColour }: { snapshot: Snapshot; state: TableState; fourColour: boolean }) {
  const table = snapshot.table;
  const ended = state.matchEnd;
  const score = table.score;
  const games = score?.games ?? [];
  const winner = ended?.winner ?? null;
  return (
    <Modal title={t("match-over")}>
      <p class="outcome" data-testid="match-outcome">{winner === null ? t("match-draw") : t("match-winner", { name: seatName(table.seats, winner) })}</p>
      {(snapshot.view ?? snapshot.public)?.result && (
        <details>
          <summary>{t("end-dialog-title", { hand: snapshot.hand ?? table.hand_number })}</summary>
          <HandSummary snapshot={snapshot} state={state} fourColour={fourColour} />
        </details>
      )}
      {ended && (
        <table class="totals">
          <caption>{t("match-totals")}</caption>
          <thead><tr><th scope="col">{t("leaderboard-name")}</th>{ended.totals.map((_, game) => <th scope="col" key={game}>{t("score-game", { number: game + 1 })}</th>)}</tr></thead>
          <tbody>{table.seats.map((seat) => (
            <tr key={seat.seat}><th scope="row">{seatName(table.seats, seat.seat)}</th>{ended.totals.map((game, index) => <td key={index}>{game[seat.seat]}</td>)}</tr>
          ))}</tbody>
        </table>
      )}
      {games.length > 0 && <ScoreSheet table={table} handsOpen={!ended} />}
      <p class="links">
        <a href={`/replay/${table.id}`} onClick={(event) => { event.preventDefault(); go(`/replay/${table.id}`); }}>{t("match-replay")}</a>
        {" · "}
        <a href={`/api/tables/${table.id}/record`} download={`ginrummy-${table.id}.json`}>{t("match-record")}</a>
      </p>
      <MatchNotes snapshot={snapshot} />
      <Rematch snapshot={snapshot} state={state} />
    </Modal>
  );
}
