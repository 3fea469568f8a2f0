// Laying down on the felt: the knocker's melds (R5.3) or the defender's melds and
// lay-offs (R6.4), the least deadwood shown first, as the server's choices list them.
// Melds side by side; each card laid off sits in the knocker's meld in rank order,
// outlined and labelled "laid off".  To lay down otherwise, tap a card, then a place
// (a meld, the deadwood), or drag it there: placing.ts finds the server's choice with
// the card there, or says it cannot go there.  No card flies over this area
// (data-motion="still": motion.ts leaves it alone).
import { useRef, useState } from "preact/hooks";
import { Card } from "./cards";
import { cardName, cardShort, t } from "./i18n";
import { inRankOrder, moveTo, placeOf, samePlace, type Option, type Place } from "./placing";
import type { ActionJson, Card as CardName } from "./protocol";

interface Props {
  /** The knocker's arrangements, or the defender's showings; the default first. */
  options: Option[];
  /** The defender's: the knocker's melds to lay off on (their indices are the
   * lay-offs' `meld`); null for the knocker. */
  knocker: CardName[][] | null;
  knockerName: string;
  fourColour: boolean;
  /** The connection is down: nothing can be sent (the banner says so). */
  disabled: boolean;
  send(action: ActionJson): void;
}

function encode(place: Place): string {
  if (place.kind === "knocker") return `k${place.meld}`;
  if (place.kind === "meld") return `m:${place.cards.join(",")}`;
  return "d";
}

function decode(text: string): Place | null {
  if (text === "d") return { kind: "deadwood" };
  if (text.startsWith("k")) return { kind: "knocker", meld: Number(text.slice(1)) };
  if (text.startsWith("m:")) return { kind: "meld", cards: text.slice(2).split(",") };
  return null;
}

export function LayDown({ options, knocker, knockerName, fourColour, disabled, send }: Props) {
  const [chosen, setChosen] = useState(0);
  const [picked, setPicked] = useState<CardName | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const drag = useRef<{ card: CardName; x: number; y: number; element: HTMLElement; moved: boolean; pointer: number } | null>(null);
  const option = options[chosen] ?? options[0];
  if (!option) return null;
  const layoffs = option.layoffs ?? [];
  const defending = knocker !== null;
  const title = defending ? t("layoff-title") : t("arrange-title");

  const move = (card: CardName, place: Place) => {
    setPicked(null);
    if (samePlace(placeOf(option, card), place)) return;
    const found = moveTo(options, chosen, card, place);
    if (found === null) {
      setRefused(t("laydown-cannot", { card: cardShort(card) }));
      return;
    }
    setRefused(null);
    setChosen(found);
  };

  const tap = (card: CardName, place: Place, mine: boolean) => {
    if (picked === null) {
      if (mine) {
        setPicked(card);
        setRefused(null);
      }
      return;
    }
    if (picked === card) return setPicked(null);
    // A card of the picked one's own place: pick that one instead.
    if (mine && samePlace(placeOf(option, picked), place)) return setPicked(card);
    move(picked, place);
  };

  const onPointerDown = (event: PointerEvent, card: CardName) => {
    if (event.button !== 0) return;
    drag.current = { card, x: event.clientX, y: event.clientY, element: event.currentTarget as HTMLElement, moved: false, pointer: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent) => {
    const held = drag.current;
    if (!held || held.pointer !== event.pointerId) return;
    const dx = event.clientX - held.x;
    const dy = event.clientY - held.y;
    if (!held.moved && Math.hypot(dx, dy) < 10) return;
    if (!held.moved) {
      held.moved = true;
      held.element.setPointerCapture(event.pointerId);
      held.element.classList.add("dragging");
    }
    held.element.style.transform = `translate(${dx}px, ${dy}px)`;
  };
  const onPointerUp = (event: PointerEvent) => {
    const held = drag.current;
    drag.current = null;
    if (!held || !held.moved) return;
    held.element.classList.remove("dragging");
    held.element.style.transform = "";
    // what is under the pointer, the card dragged itself left out
    const target = document.elementsFromPoint(event.clientX, event.clientY)
      .filter((element) => !held.element.contains(element))
      .map((element) => element.closest<HTMLElement>("[data-place]")).find((element) => element !== null);
    const place = target ? decode(target.dataset["place"] ?? "") : null;
    if (place) move(held.card, place);
    // the click that ends a drag is not a tap
    const swallow = (click: Event) => { click.stopPropagation(); click.preventDefault(); };
    held.element.addEventListener("click", swallow, { capture: true, once: true });
    window.setTimeout(() => held.element.removeEventListener("click", swallow, { capture: true }), 0);
  };

  const cardButton = (card: CardName, place: Place, mine: boolean, laidOff: boolean) => {
    const classes = ["laydown-card"];
    if (picked === card) classes.push("picked");
    if (laidOff) classes.push("laid-off");
    if (!mine) classes.push("theirs");
    const label = `${cardName(card)}${laidOff ? `, ${t("laid-off")}` : ""}`;
    return (
      <button key={card} type="button" class={classes.join(" ")} data-laydown-card={card} aria-label={label}
        aria-pressed={mine ? picked === card : undefined}
        onClick={() => tap(card, place, mine)}
        onPointerDown={mine ? (event) => onPointerDown(event, card) : undefined}>
        <Card card={card} label="" fourColour={fourColour} />
      </button>
    );
  };

  const hereButton = (place: Place) =>
    picked !== null && !samePlace(placeOf(option, picked), place) ? (
      <button type="button" class="put-here" onClick={() => move(picked, place)}>
        {t("laydown-here", { card: cardShort(picked) })}
      </button>
    ) : null;

  const group = (place: Place, label: string, cards: { card: CardName; mine: boolean; laidOff: boolean }[], extra = "") => (
    <div class={`laydown-group ${extra}`} role="group" aria-label={label} data-place={encode(place)} key={encode(place)}>
      {place.kind === "deadwood" && <span class="group-name" aria-hidden="true">{label}</span>}
      <div class="laydown-cards">{cards.map(({ card, mine, laidOff }) => cardButton(card, place, mine, laidOff))}</div>
      {hereButton(place)}
    </div>
  );

  const own = option.melds.map((meld) => {
    const sorted = inRankOrder(meld);
    const place: Place = { kind: "meld", cards: meld };
    return group(place, t("meld-label", { cards: sorted.map(cardShort).join(" ") }),
      sorted.map((card) => ({ card, mine: true, laidOff: false })), "meld");
  });
  const deadwood = group({ kind: "deadwood" }, t("laydown-deadwood"),
    inRankOrder(option.deadwood_cards).map((card) => ({ card, mine: true, laidOff: false })), "deadwood");

  return (
    <section class="laydown" aria-label={title} data-motion="still" data-testid="laydown"
      onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp}>
      <div class="laydown-bar">
        <h3>{title}</h3>
        <strong data-testid="laydown-deadwood">{t("end-deadwood", { deadwood: option.deadwood })}</strong>
        <button type="button" class="primary" data-testid="laydown-submit" disabled={disabled}
          onClick={() => send(defending ? { action: "lay_off", melds: option.melds, layoffs } : { action: "arrange", melds: option.melds })}>
          {t("arrange-submit")}
        </button>
        {chosen !== 0 && <button type="button" onClick={() => { setChosen(0); setPicked(null); setRefused(null); }}>{t("laydown-best")}</button>}
      </div>
      <p class="laydown-help" role="status" aria-live="polite">
        {refused ?? (picked !== null ? t("laydown-picked", { card: cardShort(picked) }) : t(defending ? "laydown-help-layoff" : "laydown-help"))}
      </p>
      {knocker && (
        <div class="laydown-row" data-testid="knocker-melds">
          <h4>{t("laydown-knocker", { name: knockerName })}</h4>
          <div class="laydown-melds">
            {knocker.map((meld, index) => {
              const mine = layoffs.filter((layoff) => layoff.meld === index).map((layoff) => layoff.card);
              const cards = inRankOrder([...meld, ...mine]).map((card) => ({ card, mine: mine.includes(card), laidOff: mine.includes(card) }));
              return group({ kind: "knocker", meld: index }, t("meld-label", { cards: cards.map(({ card }) => cardShort(card)).join(" ") }), cards, "meld knocker");
            })}
          </div>
          {layoffs.length > 0 && <LaidOffLegend />}
        </div>
      )}
      <div class="laydown-row" data-testid="own-melds">
        <h4>{t("laydown-yours")}</h4>
        <div class="laydown-melds">{own}{deadwood}</div>
      </div>
    </section>
  );
}

/** What the outline of a card laid off means. */
export function LaidOffLegend() {
  return (
    <p class="legend" data-testid="laid-off-legend">
      <span class="swatch laid-off-swatch" aria-hidden="true" /> {t("laid-off")}
    </p>
  );
}
