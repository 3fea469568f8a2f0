// The decisions that need more than a click (a knock's arrangement, the defender's
// melds and lay-offs, a gin confirmed) and the panels at the end of a hand and match.
import { useEffect, useRef, useState } from "preact/hooks";
import { Card } from "./cards";
import { cardName, cardShort, t } from "./i18n";
import type { Arrangement, Card as CardName, Showing, Snapshot } from "./protocol";
import type { TableState } from "./usetable";
import { outcomeWords, seatName } from "./words";
import { ScoreSheet } from "./score";
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

export function Melds({ melds, fourColour, layoffs, extra }: { melds: CardName[][]; fourColour: boolean; layoffs?: Record<number, CardName[]>; extra?: CardName[] }) {
  return (
    <div class="melds">
      {melds.map((meld, index) => (
        <div key={index} class="meld-row" role="group" aria-label={t("meld-label", { cards: meld.map(cardName).join(", ") })}>
          {meld.map((card) => <span class="mini" key={card} data-card={card}><Card card={card} label={cardName(card)} fourColour={fourColour} /></span>)}
          {(layoffs?.[index] ?? []).map((card) => (
            <span class="mini laid-off" key={card} data-card={card}><Card card={card} label={t("layoff-on", { card: cardName(card), meld: index + 1 })} fourColour={fourColour} /></span>
          ))}
        </div>
      ))}
      {extra && extra.length > 0 && (
        <div class="meld-row deadwood-row">
          {extra.map((card) => <span class="mini" key={card} data-card={card}><Card card={card} label={`${cardName(card)}, ${t("deadwood-label")}`} fourColour={fourColour} /></span>)}
        </div>
      )}
    </div>
  );
}

export function ArrangeDialog({ options, fourColour, onChoose }: { options: Arrangement[]; fourColour: boolean; onChoose(melds: CardName[][]): void }) {
  const [chosen, setChosen] = useState(0);
  const option = options[chosen] ?? options[0];
  if (!option) return null;
  return (
    <Modal title={t("arrange-title")}>
      <div class="options" role="radiogroup" aria-label={t("arrange-title")}>
        {options.map((item, index) => (
          <label key={index} class={`option${index === chosen ? " chosen" : ""}`}>
            <input type="radio" name="arrangement" checked={index === chosen} onChange={() => setChosen(index)} />
            {t("arrange-option", { melds: item.melds.length, deadwood: item.deadwood })}
            {index === 0 && <em> ({t("arrange-best")})</em>}
          </label>
        ))}
      </div>
      <Melds melds={option.melds} extra={option.deadwood_cards} fourColour={fourColour} />
      <button type="button" class="primary" onClick={() => onChoose(option.melds)}>{t("arrange-submit")}</button>
    </Modal>
  );
}

export function LayoffDialog({ options, knocker, fourColour, onChoose }: { options: Showing[]; knocker: Arrangement | null; fourColour: boolean; onChoose(option: Showing): void }) {
  const [chosen, setChosen] = useState(0);
  const option = options[chosen] ?? options[0];
  if (!option) return null;
  const onMeld: Record<number, CardName[]> = {};
  for (const layoff of option.layoffs) (onMeld[layoff.meld] ??= []).push(layoff.card);
  return (
    <Modal title={t("layoff-title")}>
      {knocker && (
        <>
          <h3>{t("end-melds")}</h3>
          <Melds melds={knocker.melds} layoffs={onMeld} fourColour={fourColour} />
        </>
      )}
      <div class="options" role="radiogroup" aria-label={t("layoff-title")}>
        {options.map((item, index) => (
          <label key={index} class={`option${index === chosen ? " chosen" : ""}`}>
            <input type="radio" name="showing" checked={index === chosen} onChange={() => setChosen(index)} />
            {t("layoff-option", { deadwood: item.deadwood, layoffs: item.layoffs.length })}
            {index === 0 && <em> ({t("arrange-best")})</em>}
            {item.layoffs.length > 0 && <span class="layoff-list"> · {item.layoffs.map((lo) => t("layoff-on", { card: cardShort(lo.card), meld: lo.meld + 1 })).join(", ")}</span>}
          </label>
        ))}
      </div>
      <Melds melds={option.melds} extra={option.deadwood_cards} fourColour={fourColour} />
      <button type="button" class="primary" onClick={() => onChoose(option)}>{t("layoff-submit")}</button>
    </Modal>
  );
}

export function ConfirmDialog({ text, onConfirm, onCancel }: { text: string; onConfirm(): void; onCancel(): void }) {
  return (
    <Modal title={t("action-confirm")} onClose={onCancel}>
      <p>{text}</p>
      <div class="actions">
        <button type="button" class="primary" onClick={onConfirm}>{t("action-confirm")}</button>
        <button type="button" onClick={onCancel}>{t("action-cancel")}</button>
      </div>
    </Modal>
  );
}

/** The hand just ended: both hands laid out, each lay-off on its meld, the score
 * itemised, and the deck checked against its commitment. */
export function HandSummary({ snapshot, state, handSeats, fourColour }: { snapshot: Snapshot; state: TableState; handSeats: number[]; fourColour: boolean }) {
  const view = snapshot.view ?? snapshot.public;
  const table = snapshot.table;
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
      {end && end.end.games.length > 0 && table.rules["scoring"] === "hollywood" && (
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

export function HandEndPanel({ snapshot, state, handSeats, fourColour }: { snapshot: Snapshot; state: TableState; handSeats: number[]; fourColour: boolean }) {
  const table = snapshot.table;
  const me = snapshot.you.seat;
  const ready = me !== null && table.seats[me]?.ready;
  return (
    <Modal title={t("end-title", { hand: snapshot.hand ?? table.hand_number })}>
      <HandSummary snapshot={snapshot} state={state} handSeats={handSeats} fourColour={fourColour} />
      <ScoreSheet table={table} />
      {me !== null && (
        ready ? <p role="status">{t("ready-waiting")}</p>
          : <button type="button" class="primary" data-testid="ready" onClick={() => state.send({ type: "ready" })}>{t("ready")}</button>
      )}
    </Modal>
  );
}

export function MatchEndPanel({ snapshot, state, handSeats, fourColour }: { snapshot: Snapshot; state: TableState; handSeats: number[]; fourColour: boolean }) {
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
          <summary>{t("end-title", { hand: snapshot.hand ?? table.hand_number })}</summary>
          <HandSummary snapshot={snapshot} state={state} handSeats={handSeats} fourColour={fourColour} />
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
      {!ended && games.length > 0 && <ScoreSheet table={table} />}
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
