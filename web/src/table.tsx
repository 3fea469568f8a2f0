// The table: seats, the stock and the pile, the hand, what may be done now (only the
// server's `choices`), the hand's end, the score sheet, chat and the log.
import type { ComponentChildren } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { Card } from "./cards";
import { ClaimBanner } from "./claim";
import { ConfirmDialog, HandEndPanel, MatchEndPanel, Melds } from "./dialogs";
import { arrange, Hand } from "./hand";
import { hintAction, hintWhy } from "./hintline";
import { cardName, cardShort, t } from "./i18n";
import { LayDown } from "./laydown";
import { capture, deal as dealMotion, play as playMotion } from "./motion";
import type { ActionJson, Choices, Phase, SeatInfo, SeatView, Snapshot, TableEvent, TableInfo } from "./protocol";
import { HowToPlayLink } from "./howto";
import { refusalWords } from "./refusals";
import { RulesPanel } from "./rules";
import { ScoreSheet } from "./score";
import { ownOrder, saveOwnOrder, type Settings } from "./store";
import { offerNote } from "./story";
import type { TableState } from "./usetable";
import { Chat, Log } from "./chat";
import { actionWords, eventWords, seatName } from "./words";

/** The table seat at each hand seat of the hand in play (or the last): the server
 * says (docs/protocol.md, "snapshot"); before the first deal no hand seat is drawn. */
export function tableSeats(table: TableInfo): number[] {
  return table.hand_seats ?? [];
}

function roleOf(table: TableInfo, seat: number | null): "box" | "captain" | "out" | null {
  if (seat === null || !table.roles) return null;
  if (table.roles.box === seat) return "box";
  if (table.roles.captain === seat) return "captain";
  return "out";
}

interface Props {
  state: TableState;
  settings: Settings;
  setSettings(settings: Settings): void;
  /** Drawn first in the table's grid (the guided first hand): above the felt on a desktop
   *  or upright, atop the column beside the felt when a phone is turned sideways. */
  guide?: ComponentChildren;
}

export function TableView({ state, settings, setSettings, guide }: Props) {
  const snapshot = state.snapshot;
  if (!snapshot) return <p class="loading" role="status">{t("loading")}</p>;
  return <Seated snapshot={snapshot} state={state} settings={settings} setSettings={setSettings} guide={guide} />;
}

function Seated({ snapshot, state, settings, setSettings, guide }: Props & { snapshot: Snapshot }) {
  const { table, view, choices, you } = snapshot;
  const seats = table.seats;
  const mySeat = you.seat;
  const myRole = roleOf(table, mySeat);
  const advising = myRole === "out";
  const handSeats = tableSeats(table);
  // While the connection is down nothing can be sent: the controls are disabled
  // under the banner (connection.ts keeps a decision sent as the link dropped).
  const live = state.link === "open";
  const [selected, setSelected] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<null | { kind: "knock" | "gin" | "big_gin"; card: string | null; deadwood: number }>(null);
  const [showRules, setShowRules] = useState(false);
  const [own, setOwn] = useState<string[]>(() => ownOrder(table.id));
  const root = useRef<HTMLDivElement>(null);
  const before = useRef<ReturnType<typeof capture> | null>(null);
  const drawnSeq = useRef(snapshot.seq);

  // Cards slide from where they were (motion.ts): where they are is read while the
  // page still shows the last snapshot, before this render changes it.
  if (drawnSeq.current !== snapshot.seq) {
    drawnSeq.current = snapshot.seq;
    if (root.current) before.current = capture(root.current);
  }
  useEffect(() => {
    if (root.current && before.current) void playMotion(root.current, before.current, { speed: settings.speed });
    before.current = null;
  }, [snapshot.seq]);
  // A new hand is dealt card by card from the stock.
  useEffect(() => {
    if (!root.current || snapshot.hand === null) return;
    const cards = [...root.current.querySelectorAll<HTMLElement>(".hand-card, .back-slot")];
    void dealMotion(root.current, cards, { speed: settings.speed });
  }, [snapshot.hand]);

  // A choice made no longer fits once the hand moved on.
  useEffect(() => {
    if (selected && !(view?.hand ?? []).includes(selected)) setSelected(null);
  }, [view?.hand.join()]);

  // A card dragged from the stock or the pile onto the hand draws it, as a click does.
  const dragFrom = useRef<"draw_stock" | "draw_discard" | null>(null);
  useEffect(() => {
    const onUp = (event: PointerEvent) => {
      const kind = dragFrom.current;
      dragFrom.current = null;
      if (!kind) return;
      const over = document.elementsFromPoint(event.clientX, event.clientY);
      if (over.some((element) => element.closest(".hand")) && actionsRef.current.has(kind)) sendRef.current({ action: kind });
    };
    window.addEventListener("pointerup", onUp);
    return () => window.removeEventListener("pointerup", onUp);
  }, []);
  const actionsRef = useRef<Set<string>>(new Set());
  const sendRef = useRef<(action: ActionJson) => void>(() => undefined);

  const send = (action: ActionJson) => {
    setSelected(null);
    // With no connection the link refuses it and the page says it was not sent.
    state.send(advising ? { type: "advise", action } : { type: "act", action });
  };
  sendRef.current = send;

  const nameAtHand = (handSeat: number) => seatName(seats, handSeats[handSeat]);
  const myHandSeat = view?.seat ?? null;
  const opponentHandSeat = myHandSeat === null ? null : 1 - myHandSeat;

  const discards = new Map((choices?.discards ?? []).map((d) => [d.card, d]));
  const canAct = (choices?.to_act ?? false) && mySeat !== null;
  const actions = canAct ? new Set(choices?.actions ?? []) : new Set<string>();
  const playable = actions.has("discard") ? new Set(discards.keys()) : new Set<string>();
  actionsRef.current = actions;

  const groups = view ? arrange(view.hand, choices, settings.handOrder, own) : [];
  const deadwoodCards = new Set(choices?.deadwood_cards ?? []);

  const moveCard = (card: string, beforeCard: string | null) => {
    const order = groups.flatMap((group) => group.cards).filter((other) => other !== card);
    const at = beforeCard === null ? order.length : order.indexOf(beforeCard);
    order.splice(at < 0 ? order.length : at, 0, card);
    setOwn(order);
    saveOwnOrder(table.id, order);
    if (settings.handOrder !== "own") setSettings({ ...settings, handOrder: "own" });
  };

  const discard = (card: string) => {
    if (!playable.has(card)) return;
    send({ action: "discard", card });
  };
  const knock = (card: string) => {
    const option = discards.get(card);
    if (!option) return;
    setConfirm({ kind: option.gin ? "gin" : "knock", card, deadwood: option.deadwood });
  };
  // The cards whose discard allows a knock, and those that make gin (R5.1, R5.4).
  const knockCards = new Set(actions.has("knock") ? [...discards.values()].filter((d) => d.knock && !d.gin).map((d) => d.card) : []);
  const ginCards = new Set(actions.has("knock") ? [...discards.values()].filter((d) => d.gin).map((d) => d.card) : []);

  const selectedOption = selected ? discards.get(selected) : undefined;
  const pileTop = view ? view.pile[view.pile.length - 1] : snapshot.public?.pile[snapshot.public.pile.length - 1];
  const stockCount = view?.stock_count ?? snapshot.public?.stock_count ?? null;
  const phase = view?.phase ?? snapshot.public?.phase ?? null;
  const knockLimit = view?.knock_limit ?? snapshot.public?.knock_limit ?? null;
  const upcard = view?.upcard ?? snapshot.public?.upcard ?? null;
  const spadeDouble = table.spades_double; // R9.3, as the server scores it
  const taken = view?.taken ?? null;
  // The card just drawn: a view's events do not name a stock draw's card (wire.md),
  // so it is the card the hand did not hold before this seat's draw.
  const lastEvent = view?.events[view.events.length - 1];
  const drew = lastEvent !== undefined && lastEvent.seat === myHandSeat && (lastEvent.action === "draw_stock" || lastEvent.action === "draw_discard");
  const heldBefore = useRef<{ hand: string[]; fresh: string | null }>({ hand: [], fresh: null });
  if (view && drew) {
    const known = heldBefore.current;
    if (known.fresh === null || !view.hand.includes(known.fresh)) {
      const added = view.hand.filter((c) => !known.hand.includes(c));
      known.fresh = lastEvent?.card ?? taken ?? (added.length === 1 ? added[0] ?? null : null);
    }
  } else {
    heldBefore.current = { hand: view?.hand ?? [], fresh: null };
  }
  const fresh = drew ? heldBefore.current.fresh : null;

  // A card that shows up on the pile came from the opponent's hand when they just
  // discarded it, else it was under the card taken (motion.ts: data-from).
  const lastPublic = (view ?? snapshot.public)?.events.at(-1);
  const pileFrom = lastPublic && lastPublic.action === "discard" && lastPublic.seat !== myHandSeat ? "opponent" : "none";
  const clock = snapshot.timers.find((timer) => timer.running);
  const toActTable = phase !== null && phase !== "over" ? handSeats[(view ?? snapshot.public)?.to_act ?? 0] ?? null : null;
  // The knocker's melds, or the defender's melds and lay-offs, are laid down on the
  // felt (laydown.tsx); not by the advisor, whose advice is for the play (R11.3).
  const layingDown = view !== null && choices !== null && !advising && (actions.has("arrange") || actions.has("lay_off"));

  return (
    <div class={`table${settings.fourColour ? " four-colour" : ""}`} ref={root}>
      {guide}
      <SeatsBar table={table} mySeat={mySeat} toAct={toActTable ?? null} state={state} dealer={handSeats[(view ?? snapshot.public)?.dealer ?? -1] ?? null} />
      {myRole && <p class="role-note">{t(`you-are-${myRole}`)}</p>}
      {you.role === "spectator" && <p class="role-note">{t("spectating")}</p>}
      {table.status === "waiting" && <WaitingPanel table={table} />}

      {phase !== null && (
        <section class="felt" aria-label={t("hand-number", { number: snapshot.hand ?? table.hand_number })}>
          <Opponent snapshot={snapshot} handSeat={opponentHandSeat ?? 1} name={nameAtHand(opponentHandSeat ?? 1)} fourColour={settings.fourColour} />
          {!view && snapshot.public && (
            <Opponent snapshot={snapshot} handSeat={0} name={nameAtHand(0)} fourColour={settings.fourColour} />
          )}
          <div class="centre">
            <button type="button" class="stock" data-anchor="stock" disabled={!actions.has("draw_stock")}
              aria-label={t("card-stock", { count: stockCount ?? 0 })} onClick={() => send({ action: "draw_stock" })}
              onPointerDown={() => { dragFrom.current = "draw_stock"; }}>
              <Card card={null} label="" />
              <span class="count" aria-hidden="true">{stockCount}</span>
            </button>
            <button type="button" class="pile" data-anchor="pile" data-drop="pile"
              disabled={!(actions.has("draw_discard") || (selected !== null && playable.has(selected)))}
              aria-label={pileTop ? t("card-pile", { card: cardName(pileTop) }) : t("card-pile-empty")}
              onClick={() => (selected && playable.has(selected) ? discard(selected) : actions.has("draw_discard") && send({ action: "draw_discard" }))}
              onPointerDown={() => { dragFrom.current = "draw_discard"; }}>
              {pileTop ? (
                <span class="pile-top" data-card={pileTop} data-from={pileFrom}>
                  <Card card={pileTop} label="" fourColour={settings.fourColour} />
                </span>
              ) : <span class="pile-empty" />}
            </button>
            <div class="hand-facts">
              {knockLimit !== null && (
                <span class="badge knock-limit">{knockLimit === 0 ? t("knock-limit-gin") : t("knock-limit", { limit: knockLimit })}</span>
              )}
              {spadeDouble && <span class="badge spades">{t("spades-double")}</span>}
              {clock && <TurnClock seconds={clock.seconds_left} decision={clock.decision} />}
            </div>
          </div>
          {phase === "offer" && upcard && toActTable !== null && (
            <p class="offer-note" data-testid="offer-note">
              {offerNote(upcard, seatName(seats, toActTable), nameAtHand(opponentHandSeat ?? 1),
                view !== null && !advising && (choices?.to_act ?? false) && view.to_act === view.seat, view?.passes ?? 0)}
            </p>
          )}
          {phase === "lay_off" && !layingDown && (view ?? snapshot.public)?.arrangement && (
            <KnockerShown snapshot={snapshot} name={nameAtHand((view ?? snapshot.public)?.knocker ?? 0)} fourColour={settings.fourColour} />
          )}
          {layingDown && view && choices && (
            <LayDown key={`${snapshot.hand}-${phase}`}
              options={phase === "arrange" ? choices.arrangements : choices.showings}
              knocker={phase === "lay_off" ? view.arrangement?.melds ?? [] : null}
              knockerName={nameAtHand(view.knocker ?? 0)} fourColour={settings.fourColour}
              disabled={!live} send={send} />
          )}

          {view && choices && !layingDown && (
            <div class="mine">
              <div class="hand-tools">
                <strong class="deadwood-count" data-testid="deadwood">
                  {view.hand.length === 11 && choices.discards.length
                    ? t("your-deadwood-after", { deadwood: Math.min(...choices.discards.map((d) => d.deadwood)) })
                    : t("your-deadwood", { deadwood: choices.deadwood })}
                </strong>
                <label class="sort">
                  {t("sort-label")}{" "}
                  <select value={settings.handOrder} onChange={(event) => setSettings({ ...settings, handOrder: (event.currentTarget.value as Settings["handOrder"]) })}>
                    <option value="melds">{t("sort-melds")}</option>
                    <option value="rank">{t("sort-rank")}</option>
                    <option value="suit">{t("sort-suit")}</option>
                    <option value="own">{t("sort-own")}</option>
                  </select>
                </label>
              </div>
              <Hand groups={groups} deadwood={deadwoodCards} selected={selected} playable={playable}
                fourColour={settings.fourColour} fresh={fresh} knockCards={knockCards} ginCards={ginCards}
                label={advising ? t("hand-label-captain") : t("hand-label")}
                onSelect={(card) => setSelected(selected === card ? null : card)}
                onPlay={discard} onMove={moveCard} />
              {(knockCards.size > 0 || ginCards.size > 0) && <KnockLegend knock={knockCards.size > 0} gin={ginCards.size > 0} />}
              <ActionBar actions={actions} view={view} choices={choices} selected={selected}
                selectedOption={selectedOption} advising={advising} send={send} knock={knock} live={live}
                bigGin={() => setConfirm({ kind: "big_gin", card: null, deadwood: 0 })} />
            </div>
          )}
        </section>
      )}

      <ClaimBanner snapshot={snapshot} state={state} />
      <AdviceNote snapshot={snapshot} myRole={myRole} state={state} pileTop={pileTop} />
      <Refusal state={state} />
      <Unsent state={state} pileTop={pileTop} />
      <Hints state={state} pileTop={pileTop} phase={phase} />

      <div class="table-extras">
        <ScoreSheet table={table} />
        <div class="buttons">
          {/* hints and undo where the table gives them (you.hints: every other seat a computer) */}
          {you.hints && table.status === "playing" && canAct && !advising && (
            <button type="button" disabled={!live} onClick={() => state.send({ type: "hint", count: 3 })}>{t("hint")}</button>
          )}
          {you.hints && table.status === "playing" && (
            <button type="button" disabled={!live} onClick={() => state.send({ type: "undo" })}>{t("undo")}</button>
          )}
          <button type="button" aria-expanded={showRules} onClick={() => setShowRules(!showRules)}>{t("rules")}</button>
          <HowToPlayLink system={table.system} />
        </div>
        {showRules && <RulesPanel rules={table.rules} system={table.system} />}
        <Chat state={state} seated={mySeat !== null} />
        <Announcer state={state} seats={seats} />
        <Log state={state} seats={seats} />
      </div>

      {confirm && (
        <ConfirmDialog
          text={confirm.kind === "big_gin" ? t("confirm-big-gin")
            : confirm.kind === "gin" ? t("confirm-gin", { card: cardShort(confirm.card ?? "") })
            : t("confirm-knock", { card: cardShort(confirm.card ?? ""), deadwood: confirm.deadwood })}
          onCancel={() => setConfirm(null)} disabled={!live}
          onConfirm={() => {
            const chosen = confirm;
            setConfirm(null);
            if (chosen.kind === "big_gin") send({ action: "big_gin" });
            else if (chosen.card !== null) send({ action: "knock", card: chosen.card });
          }} />
      )}
      {table.status === "between_hands" && (
        <HandEndPanel snapshot={snapshot} state={state} fourColour={settings.fourColour} />
      )}
      {table.status === "over" && <MatchEndPanel snapshot={snapshot} state={state} fourColour={settings.fourColour} />}
      {table.status === "closed" && <p class="panel" role="status">{t("table-closed")}</p>}
    </div>
  );
}

function SeatsBar({ table, mySeat, toAct, state, dealer }: { table: TableInfo; mySeat: number | null; toAct: number | null; state: TableState; dealer: number | null }) {
  // Each seat's last event is kept, not its words: they are said at each render, so a
  // change of language redraws them at once.
  const lastEvents = useMemo(() => {
    const found = new Map<number, TableEvent>();
    for (const told of state.log) {
      if (told.event.type === "action" || told.event.type === "advice") found.set(told.event.player, told.event);
    }
    return found;
  }, [state.log]);
  const last = new Map<number, string>();
  for (const [seat, event] of lastEvents) {
    const words = eventWords(event, table.seats);
    if (words) last.set(seat, words);
  }
  return (
    <ul class="seats" aria-label={t("score-title")}>
      {table.seats.map((seat) => (
        <li key={seat.seat} class={`seat${seat.seat === toAct ? " to-act" : ""}${seat.seat === mySeat ? " mine" : ""}`} data-testid={`seat-${seat.seat}`}>
          <span class="seat-name">{seatName(table.seats, seat.seat)}{seat.seat === mySeat ? ` (${t("seat-you")})` : ""}</span>
          <SeatFlags seat={seat} table={table} toAct={toAct} dealer={dealer} />
          {last.get(seat.seat) && <span class="seat-last">{t("last-action", { action: last.get(seat.seat) ?? "" })}</span>}
          {seat.kind === "empty" && mySeat === null && table.status !== "over" && (
            <button type="button" onClick={() => state.send({ type: "sit", seat: seat.seat })}>{t("seat-sit")}</button>
          )}
        </li>
      ))}
    </ul>
  );
}

function SeatFlags({ seat, table, toAct, dealer }: { seat: SeatInfo; table: TableInfo; toAct: number | null; dealer: number | null }) {
  const role = roleOf(table, seat.seat);
  const flags: string[] = [];
  if (role) flags.push(t(`role-${role}`));
  if (seat.seat === dealer) flags.push(t("seat-dealer"));
  if (seat.seat === toAct) flags.push(t("seat-to-act"));
  if (seat.away) flags.push(t("seat-away"));
  else if (seat.kind === "person" && !seat.connected) flags.push(t("seat-offline"));
  if (seat.ready && table.status === "between_hands") flags.push(t("seat-ready"));
  return <span class="seat-flags">{flags.map((flag) => <span key={flag} class="flag">{flag}</span>)}</span>;
}

function WaitingPanel({ table }: { table: TableInfo }) {
  const [copied, setCopied] = useState(false);
  const link = table.code ? `${location.origin}/join/${table.code}` : null;
  return (
    <section class="panel waiting" aria-live="polite">
      <p>{t("table-waiting")}</p>
      {link && (
        <p class="share">
          {t("table-share")} <a href={link} data-testid="share-link">{link}</a>{" "}
          <button type="button" onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}>
            {copied ? t("private-copied") : t("private-copy")}
          </button>
        </p>
      )}
    </section>
  );
}

function Opponent({ snapshot, handSeat, name, fourColour }: { snapshot: Snapshot; handSeat: number; name: string; fourColour: boolean }) {
  const view = snapshot.view;
  const count = view ? view.opponent_hand_size : snapshot.public?.hand_sizes[handSeat] ?? 0;
  const known = view ? view.opponent_known : snapshot.public?.taken_known[handSeat] ?? [];
  return (
    <div class="opponent" data-testid="opponent" data-anchor="opponent">
      <p class="opponent-count">{t("opponent-cards", { name, count })}</p>
      <div class="backs" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => <span key={index} class="back-slot"><Card card={null} label="" /></span>)}
      </div>
      {known.length > 0 && (
        <p class="known">
          {t("opponent-known", { name })}{" "}
          {known.map((card) => <span key={card} class="mini" data-card={card}><Card card={card} label={cardName(card)} fourColour={fourColour} /></span>)}
        </p>
      )}
    </div>
  );
}

function ActionBar(props: {
  actions: Set<string>; view: SeatView; choices: Choices; selected: string | null;
  selectedOption: Choices["discards"][number] | undefined; advising: boolean; live: boolean;
  send(action: ActionJson): void; knock(card: string): void; bigGin(): void;
}) {
  const { actions, view, choices, selected, selectedOption, send, live } = props;
  const top = view.pile[view.pile.length - 1];
  const buttons = [];
  if (actions.has("draw_stock")) buttons.push(<button type="button" key="stock" class="primary" disabled={!live} onClick={() => send({ action: "draw_stock" })}>{t("action-draw-stock")}</button>);
  if (actions.has("draw_discard") && top) {
    const words = view.phase === "offer" ? t("action-take-upcard", { card: cardShort(top) }) : t("action-draw-discard", { card: cardShort(top) });
    buttons.push(<button type="button" key="pile" disabled={!live} onClick={() => send({ action: "draw_discard" })}>{words}</button>);
  }
  if (actions.has("pass")) buttons.push(<button type="button" key="pass" disabled={!live} onClick={() => send({ action: "pass" })}>{t("action-pass")}</button>);
  if (actions.has("discard")) {
    if (selected && selectedOption) {
      buttons.push(<button type="button" key="discard" class="primary" disabled={!live} onClick={() => send({ action: "discard", card: selected })}>{t("action-discard", { card: cardShort(selected) })}</button>);
    } else {
      buttons.push(<span key="choose" class="prompt">{t("action-choose-card")}</span>);
    }
  }
  // Knock (or gin) whenever it is legal (R5.1): with the card chosen when that one
  // allows it, else with the server's default, the one leaving the least deadwood
  // (R5.3); the confirmation names the card, and the marked cards are the others.
  const knockWith = selectedOption?.knock && selected ? selected : choices.knock_card;
  const knockOption = knockWith ? choices.discards.find((d) => d.card === knockWith) : undefined;
  if (actions.has("knock") && knockWith && knockOption) {
    buttons.push(
      <button type="button" key="knock" class={knockOption.gin ? "gin" : "knock"} data-testid="knock" disabled={!live} onClick={() => props.knock(knockWith)}>
        {knockOption.gin ? t("action-gin-with", { card: cardShort(knockWith) }) : t("action-knock-with", { card: cardShort(knockWith) })}
      </button>);
  }
  if (actions.has("big_gin")) buttons.push(<button type="button" key="big" class="gin" disabled={!live} onClick={props.bigGin}>{t("action-big-gin")}</button>);
  if (!buttons.length) return null;
  return <div class="actions" role="toolbar" aria-label={props.advising ? t("advise") : t("turn-yours")}>{buttons}</div>;
}

/** What the marks on the cards mean: a discard that lets you knock, or go gin. */
function KnockLegend({ knock, gin }: { knock: boolean; gin: boolean }) {
  return (
    <p class="legend knock-legend" data-testid="knock-legend">
      {knock && <span><span class="swatch knock-swatch" aria-hidden="true" /> {t("knock-mark-legend")}</span>}
      {gin && <span><span class="swatch gin-swatch" aria-hidden="true" /> {t("gin-mark-legend")}</span>}
    </p>
  );
}

/** The knocker's melds as laid down, for everyone but the defender laying off. */
function KnockerShown({ snapshot, name, fourColour }: { snapshot: Snapshot; name: string; fourColour: boolean }) {
  const arrangement = (snapshot.view ?? snapshot.public)?.arrangement;
  if (!arrangement) return null;
  return (
    <section class="laydown shown" aria-label={t("laydown-knocker", { name })} data-motion="still">
      <h3>{t("laydown-knocker", { name })}</h3>
      <Melds melds={arrangement.melds} extra={arrangement.deadwood_cards} fourColour={fourColour} />
    </section>
  );
}

function TurnClock({ seconds, decision }: { seconds: number; decision: number }) {
  const [left, setLeft] = useState(Math.ceil(seconds));
  useEffect(() => {
    const start = performance.now();
    setLeft(Math.ceil(seconds));
    const timer = window.setInterval(() => setLeft(Math.max(0, Math.ceil(seconds - (performance.now() - start) / 1000))), 250);
    return () => window.clearInterval(timer);
  }, [decision, seconds]);
  return <span class={`badge clock${left <= 10 ? " urgent" : ""}`} role="timer">{t("turn-clock", { seconds: left })}</span>;
}

function AdviceNote({ snapshot, myRole, state, pileTop }: { snapshot: Snapshot; myRole: string | null; state: TableState; pileTop: string | undefined }) {
  if (myRole !== "captain" && myRole !== "out") return null;
  if (snapshot.table.status !== "playing") return null;
  const advice = snapshot.advice;
  return (
    <p class="advice" role="status" data-testid="advice">
      {advice === null ? t("advice-none")
        : myRole === "captain" ? t("advice-from", { action: actionWords(advice, pileTop) }) : t("advice-sent", { action: actionWords(advice, pileTop) })}
      {advice !== null && myRole === "out" && (
        <button type="button" onClick={() => state.send({ type: "advise", action: null })}>{t("advice-withdraw")}</button>
      )}
    </p>
  );
}

function Refusal({ state }: { state: TableState }) {
  const [shown, setShown] = useState<TableState["refusal"]>(null);
  useEffect(() => {
    setShown(state.refusal);
    if (!state.refusal) return;
    const timer = window.setTimeout(() => setShown(null), 8000);
    return () => window.clearTimeout(timer);
  }, [state.refusal?.at]);
  if (!shown) return null;
  return (
    <div class="refusal" role="alert" data-testid="refusal">
      <strong>{refusalWords(shown)}</strong>
    </div>
  );
}

/** A decision not made while the connection was down: said, never lost silently. */
function Unsent({ state, pileTop }: { state: TableState; pileTop: string | undefined }) {
  const [shown, setShown] = useState<TableState["unsent"]>(null);
  useEffect(() => {
    setShown(state.unsent);
    if (!state.unsent) return;
    const timer = window.setTimeout(() => setShown(null), 12000);
    return () => window.clearTimeout(timer);
  }, [state.unsent?.at]);
  if (!shown) return null;
  return (
    <div class="refusal" role="alert" data-testid="unsent">
      <strong>{shown.action ? t("action-not-made", { action: actionWords(shown.action, pileTop) }) : t("action-not-sent")}</strong>
    </div>
  );
}

function Hints({ state, pileTop, phase }: { state: TableState; pileTop: string | undefined; phase: Phase | null }) {
  if (!state.hints) return null;
  return (
    <section class="panel hints" aria-label={t("hints-title")}>
      <h2>{t("hints-title")}</h2>
      <ol>{state.hints.map((hint, index) => {
        const why = hintWhy(hint);
        return <li key={index} data-testid="hint-line"><strong>{hintAction(hint, pileTop, phase)}</strong>{why && <span class="reason">: {why}</span>}</li>;
      })}</ol>
      <button type="button" onClick={state.clearHints}>{t("action-cancel")}</button>
    </section>
  );
}

/** What just happened, for screen readers: the log's last line, said politely. */
function Announcer({ state, seats }: { state: TableState; seats: SeatInfo[] }) {
  const last = state.log[state.log.length - 1];
  const words = last ? eventWords(last.event, seats) : null;
  return <p class="visually-hidden" aria-live="polite" aria-atomic="true">{words ?? ""}</p>;
}
