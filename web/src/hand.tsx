// The player's hand: cards in the chosen order, melds grouped and highlighted, the
// deadwood marked; a card is chosen by click, tap or keyboard, dragged to reorder or
// onto the pile to discard.  The cards are laid out in one row or two by
// handlayout.ts from the hand's width and the card size wanted, both measured here
// (app.css sets the size and the rows allowed for each screen).
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { Card } from "./cards";
import { GROUP_GAP, GROUP_PAD, layOut, type Group, type Part, type Space } from "./handlayout";
import { cardName, t } from "./i18n";
import type { Choices } from "./protocol";
import type { HandOrder } from "./store";

export type { Group } from "./handlayout";

const RANKS = "A23456789TJQK";
const SUITS = "shdc";

function byRank(a: string, b: string): number {
  return RANKS.indexOf(a[0] ?? "") - RANKS.indexOf(b[0] ?? "") || SUITS.indexOf(a[1] ?? "") - SUITS.indexOf(b[1] ?? "");
}
function bySuit(a: string, b: string): number {
  return SUITS.indexOf(a[1] ?? "") - SUITS.indexOf(b[1] ?? "") || RANKS.indexOf(a[0] ?? "") - RANKS.indexOf(b[0] ?? "");
}

/** The hand in groups: the melds (by the server's least-deadwood arrangement) then the
 * deadwood, or one group in rank, suit or the player's own order. */
export function arrange(hand: string[], choices: Choices | null, order: HandOrder, own: string[]): Group[] {
  if (order === "melds" && choices) {
    const melded = new Set(choices.melds.flat());
    const groups: Group[] = choices.melds
      .filter((meld) => meld.every((card) => hand.includes(card)))
      .map((meld) => ({ meld: true, cards: [...meld].sort(byRank) }));
    const rest = hand.filter((card) => !melded.has(card)).sort(byRank);
    if (rest.length) groups.push({ meld: false, cards: rest });
    return groups;
  }
  if (order === "own") {
    const known = own.filter((card) => hand.includes(card));
    const fresh = hand.filter((card) => !known.includes(card)).sort(byRank);
    return [{ meld: false, cards: [...known, ...fresh] }];
  }
  return [{ meld: false, cards: [...hand].sort(order === "rank" ? byRank : bySuit) }];
}

interface HandProps {
  groups: Group[];
  deadwood: Set<string>;
  selected: string | null;
  playable: Set<string>; // cards that may be discarded now
  fourColour: boolean;
  label: string;
  fresh: string | null; // the card just drawn, marked
  knockCards?: Set<string>; // discarding one of these allows a knock (R5.1), marked
  ginCards?: Set<string>; // and these go gin (R5.4)
  onSelect(card: string): void;
  onPlay(card: string): void; // a double click, or a drop on the pile
  onMove(card: string, before: string | null): void; // dragged to another place
}

/** The hand's width, the card width wanted and the rows allowed, as laid out now.
 * Two zero-high probes are measured (their sizes never follow the cards', so a new
 * layout never makes the observer call again). */
function useSpace(): { space: Space | null; width: preact.RefObject<HTMLSpanElement>; card: preact.RefObject<HTMLSpanElement> } {
  const width = useRef<HTMLSpanElement>(null);
  const card = useRef<HTMLSpanElement>(null);
  const [space, setSpace] = useState<Space | null>(null);
  useLayoutEffect(() => {
    const across = width.current;
    const wanted = card.current;
    const hand = across?.parentElement;
    if (!across || !wanted || !hand) return;
    const measure = () => {
      const rows = Number.parseInt(getComputedStyle(hand).getPropertyValue("--hand-rows"), 10);
      const next: Space = {
        width: Math.floor(across.getBoundingClientRect().width) - 1,
        card: wanted.getBoundingClientRect().width,
        rows: rows > 0 ? rows : 2,
      };
      setSpace((held) => (held && held.width === next.width && held.card === next.card && held.rows === next.rows ? held : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(across);
    observer.observe(wanted);
    // the rows allowed follow the screen's height too (a phone turned, a window resized)
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, []);
  return { space, width, card };
}

export function Hand(props: HandProps) {
  const { space, width, card: wanted } = useSpace();
  const layout = space && space.width > 0 ? layOut(props.groups, space) : null;
  const rows: Part[][] = layout ? layout.rows : [props.groups.map((group, index) => ({ ...group, group: index, continued: false }))];
  const style = {
    "--group-gap": `${GROUP_GAP}px`, "--group-pad": `${GROUP_PAD}px`,
    ...(layout ? { "--card-w": `${layout.card}px`, "--hand-step": `${layout.step}px` } : {}),
  };
  const drag = useRef<{ card: string; x: number; y: number; element: HTMLElement; moved: boolean; pointer: number } | null>(null);

  const onPointerDown = (event: PointerEvent, card: string) => {
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
    const below = document.elementsFromPoint(event.clientX, event.clientY);
    if (below.some((element) => element.closest("[data-drop='pile']"))) {
      props.onPlay(held.card);
      return;
    }
    const target = below.map((element) => element.closest<HTMLElement>("[data-hand-card]")).find((element) => element && element.dataset["handCard"] !== held.card);
    if (target) {
      // the middle of what shows of the card (the next one covers the rest)
      const rect = target.getBoundingClientRect();
      const next = target.nextElementSibling?.getBoundingClientRect();
      const after = event.clientX > rect.left + (next ? next.left - rect.left : rect.width) / 2;
      const cards = props.groups.flatMap((group) => group.cards).filter((card) => card !== held.card);
      const at = cards.indexOf(target.dataset["handCard"] ?? "");
      props.onMove(held.card, after ? cards[at + 1] ?? null : cards[at] ?? null);
    } else if (below.some((element) => element.closest(".hand"))) {
      props.onMove(held.card, null);
    }
  };
  const onKey = (event: KeyboardEvent, card: string) => {
    const all = props.groups.flatMap((group) => group.cards);
    const index = all.indexOf(card);
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      const step = event.key === "ArrowRight" ? 1 : -1;
      if (event.shiftKey) {
        // Shift+arrow moves the card itself, for keyboard players who sort by hand
        const rest = all.filter((other) => other !== card);
        const to = Math.max(0, Math.min(rest.length, index + step));
        props.onMove(card, rest[to] ?? null);
        requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-hand-card="${card}"]`)?.focus());
      } else {
        const next = all[(index + step + all.length) % all.length];
        if (next) document.querySelector<HTMLElement>(`[data-hand-card="${next}"]`)?.focus();
      }
      event.preventDefault();
    } else if (event.key === "Delete" || event.key === "d") {
      if (props.playable.has(card)) props.onPlay(card);
      event.preventDefault();
    }
  };

  return (
    <div class="hand" role="group" aria-label={props.label} style={style}
      onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp}>
      <span class="hand-probe hand-probe-width" ref={width} aria-hidden="true" />
      <span class="hand-probe hand-probe-card" ref={wanted} aria-hidden="true" />
      {rows.map((row, index) => (
        <div key={index} class="hand-row">
          {row.map((group) => (
            <div key={group.group} class={`hand-group${group.meld ? " meld" : ""}${group.continued ? " continued" : ""}`} role="group"
              aria-label={group.meld ? t("meld-label", { cards: (props.groups[group.group]?.cards ?? group.cards).map(cardName).join(", ") }) : undefined}>
              {group.cards.map((card) => {
                const dead = props.deadwood.has(card);
                const classes = ["hand-card"];
                if (props.selected === card) classes.push("selected");
                if (dead) classes.push("deadwood");
                if (props.fresh === card) classes.push("fresh");
                if (props.playable.size && !props.playable.has(card)) classes.push("barred");
                const knocks = props.knockCards?.has(card) ?? false;
                const gins = props.ginCards?.has(card) ?? false;
                if (knocks) classes.push("knock-card");
                if (gins) classes.push("gin-card");
                const name = cardName(card) + (dead ? `, ${t("deadwood-label")}` : "") +
                  (gins ? `, ${t("gin-mark")}` : knocks ? `, ${t("knock-mark")}` : "");
                return (
                  <button key={card} type="button" class={classes.join(" ")} data-card={card} data-hand-card={card}
                    aria-label={name} aria-pressed={props.selected === card}
                    onClick={() => props.onSelect(card)} onDblClick={() => props.playable.has(card) && props.onPlay(card)}
                    onPointerDown={(event) => onPointerDown(event, card)} onKeyDown={(event) => onKey(event, card)}>
                    <Card card={card} label="" fourColour={props.fourColour} />
                    {(knocks || gins) && <span class={`mark ${gins ? "gin" : "knock"}`} aria-hidden="true" />}
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
