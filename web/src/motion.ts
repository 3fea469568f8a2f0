// Cards moving between places (deal, draw from the stock or the pile, discard, lay-off),
// animated FLIP-wise (First, Last, Invert, Play) with the Web Animations API and
// independent of Preact:
//
//   const before = capture(root);   // before the DOM changes: where every card is
//   ...render...
//   await play(root, before, settings);   // after: each card slides from where it was
//
// An element with a `data-card="Td"` attribute is a card; one with `data-anchor="stock"`
// or `data-anchor="pile"` (or any other name) is a place cards come from.  A card that
// was not there before slides in from the stock, or from the anchor its `data-from`
// attribute names (`data-from="none"`: it just appears).  A card that went away is not
// animated (it is gone from the DOM); to see a discard fly to the pile, give the pile's
// top card a `data-card` too.
//
// Only transforms are animated (the compositor does them, cheap on phones); all the
// positions are read before any animation is written.  Nothing moves when the speed is
// "off", when the user prefers reduced motion, in a hidden tab, or while a dialog is
// open; and no card flies inside a dialog or an area marked `data-motion="still"`
// (the lay-down on the felt), nor from or to one: no card is drawn over them.  A second call while
// cards are still moving cancels the first's animations (its promise resolves) and
// starts every card from where it is seen at that moment.

export interface MotionSettings {
  speed: "off" | "slow" | "normal" | "fast";
}

/** A rectangle in page coordinates (the viewport's plus the scroll at capture). */
interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Where the cards and the anchors were, from capture(). */
export interface Snapshot {
  /** Card name to the boxes of the elements showing it, in document order. */
  readonly cards: ReadonlyMap<string, readonly Box[]>;
  /** Anchor name to its box. */
  readonly anchors: ReadonlyMap<string, Box>;
}

// Milliseconds of one card's flight, and between two cards' starts in a deal.
const DURATION: Record<MotionSettings["speed"], number> = { off: 0, slow: 560, normal: 340, fast: 190 };
const STAGGER: Record<MotionSettings["speed"], number> = { off: 0, slow: 150, normal: 90, fast: 50 };
const EASING = "cubic-bezier(0.2, 0.75, 0.25, 1)";
// The id of this module's animations, so that only they are cancelled.
const ID = "ginrummy-motion";

function scroll(): { x: number; y: number } {
  return typeof window === "undefined" ? { x: 0, y: 0 } : { x: window.scrollX || 0, y: window.scrollY || 0 };
}

function boxOf(element: Element, at: { x: number; y: number }): Box {
  const rect = element.getBoundingClientRect();
  return { left: rect.left + at.x, top: rect.top + at.y, width: rect.width, height: rect.height };
}

/** Where no card flies: a dialog, and an area the page keeps still. */
const STILL = "[role='dialog'], [role='alertdialog'], [data-motion='still']";

/** The card elements under root, leaving out a card inside another card (it moves with
 * it) and the cards of a dialog or a still area. */
function cardElements(root: HTMLElement): HTMLElement[] {
  const all = Array.from(root.querySelectorAll<HTMLElement>("[data-card]"));
  return all.filter((element) => {
    if (element.closest(STILL)) return false;
    const outer = element.parentElement?.closest("[data-card]");
    return !outer || !root.contains(outer);
  });
}

/** Whether a dialog is open: the cards then land at once (none drawn over it). */
function dialogOpen(): boolean {
  return typeof document !== "undefined" && document.querySelector("[role='dialog'], [role='alertdialog']") !== null;
}

function anchorElements(root: HTMLElement): Map<string, HTMLElement> {
  const anchors = new Map<string, HTMLElement>();
  root.querySelectorAll<HTMLElement>("[data-anchor]").forEach((element) => {
    const name = element.dataset["anchor"];
    if (name && !anchors.has(name)) anchors.set(name, element);
  });
  return anchors;
}

/** Call before the DOM changes: remembers where each card (data-card) and each anchor
 * (data-anchor) is, as seen, so a card caught in flight is taken from where it shows. */
export function capture(root: HTMLElement): Snapshot {
  const cards = new Map<string, Box[]>();
  const anchors = new Map<string, Box>();
  if (!root || typeof root.querySelectorAll !== "function") return { cards, anchors };
  const at = scroll();
  for (const element of cardElements(root)) {
    const name = element.dataset["card"] ?? "";
    const boxes = cards.get(name);
    const box = boxOf(element, at);
    if (boxes) boxes.push(box);
    else cards.set(name, [box]);
  }
  for (const [name, element] of anchorElements(root)) anchors.set(name, boxOf(element, at));
  return { cards, anchors };
}

function still(settings: MotionSettings): boolean {
  if (!settings || settings.speed === "off" || !(settings.speed in DURATION)) return true;
  if (typeof document !== "undefined" && document.visibilityState === "hidden") return true;
  if (dialogOpen()) return true;
  try {
    if (typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches) return true;
  } catch {
    // no media queries here: motion as asked
  }
  return false;
}

function canAnimate(element: Element): boolean {
  return typeof (element as HTMLElement).animate === "function";
}

/** Cancels this module's running animations on the cards and anchors under root. */
function cancelRunning(root: HTMLElement): void {
  if (typeof root.getAnimations === "function") {
    // subtree: the animations of root's descendants too
    for (const animation of root.getAnimations({ subtree: true })) if (animation.id === ID) animation.cancel();
    return;
  }
  for (const element of cardElements(root)) {
    if (typeof element.getAnimations !== "function") continue;
    for (const animation of element.getAnimations()) if (animation.id === ID) animation.cancel();
  }
}

interface Flight {
  element: HTMLElement;
  from: Box;
  to: Box;
  /** true: the card comes from elsewhere (an anchor), at the card's own shape. */
  entering: boolean;
  delay: number;
}

/** What a flight needs to know of the element's own transform, read with the rects. */
interface Base {
  transform: string;
  /** The translation of the element's own transform (the box seen is shifted by it). */
  tx: number;
  ty: number;
  /** The transform-origin, in px from the element's top left corner. */
  ox: number;
  oy: number;
}

function baseOf(element: HTMLElement): Base {
  const style = getComputedStyle(element);
  const transform = style.transform && style.transform !== "none" ? style.transform : "";
  let tx = 0;
  let ty = 0;
  if (transform && typeof DOMMatrixReadOnly === "function") {
    try {
      const matrix = new DOMMatrixReadOnly(transform);
      tx = matrix.m41;
      ty = matrix.m42;
    } catch {
      // an unreadable transform: taken as a translation of nothing
    }
  }
  const [ox = "0", oy = "0"] = (style.transformOrigin || "0 0").split(" ");
  return { transform, tx, ty, ox: parseFloat(ox) || 0, oy: parseFloat(oy) || 0 };
}

/** The keyframes of one flight: from the old box to where the element is now.  The
 * element's own transform (a raised selected card, a fan) is kept after the flight's. */
function keyframes(flight: Flight, base: Base): Keyframe[] {
  const { from, to } = flight;
  let sx = from.width / to.width;
  let sy = from.height / to.height;
  if (flight.entering) sx = sy = Math.min(sx, sy);
  if (!Number.isFinite(sx) || sx <= 0) sx = 1;
  if (!Number.isFinite(sy) || sy <= 0) sy = 1;
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  // Scale about the centre of the box seen, in the element's local coordinates
  // (the transform's own origin is applied around all of it).
  const cx = to.width / 2 + base.tx - base.ox;
  const cy = to.height / 2 + base.ty - base.oy;
  const r = (n: number) => Math.round(n * 100) / 100;
  const start = `translate(${r(dx)}px, ${r(dy)}px) translate(${r(cx)}px, ${r(cy)}px) scale(${r(sx * 1000) / 1000}, ${r(sy * 1000) / 1000})` +
    ` translate(${r(-cx)}px, ${r(-cy)}px) ${base.transform}`.trimEnd();
  // the same list of functions at both ends, so they interpolate one by one
  const end = `translate(0px, 0px) translate(${r(cx)}px, ${r(cy)}px) scale(1, 1) translate(${r(-cx)}px, ${r(-cy)}px) ${base.transform}`.trimEnd();
  return [{ transform: start }, { transform: end }];
}

function fly(flights: Flight[], settings: MotionSettings): Promise<void> {
  if (!flights.length) return Promise.resolve();
  // Read every element's own transform first (one style pass), then write.
  const bases = flights.map((flight) => baseOf(flight.element));
  const base = DURATION[settings.speed];
  const animations: Animation[] = [];
  flights.forEach((flight, index) => {
    const distance = Math.hypot(flight.from.left - flight.to.left, flight.from.top - flight.to.top);
    // a longer way takes a little longer, within bounds
    const duration = Math.round(base * Math.min(1.35, Math.max(0.8, 0.75 + distance / 900)));
    try {
      const animation = flight.element.animate(keyframes(flight, bases[index] as Base), {
        duration,
        delay: flight.delay,
        easing: EASING,
        fill: flight.delay > 0 ? "backwards" : "none",
      });
      animation.id = ID;
      animations.push(animation);
    } catch {
      // an element that cannot animate is simply where it is
    }
  });
  if (!animations.length) return Promise.resolve();
  const longest = Math.max(...flights.map((flight) => flight.delay)) + base * 1.35;
  return new Promise<void>((resolve) => {
    let over = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      if (over) return;
      over = true;
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener("visibilitychange", hidden);
      resolve();
    };
    const land = () => {
      for (const animation of animations) {
        try {
          if (animation.playState !== "finished" && animation.playState !== "idle") animation.finish();
        } catch {
          animation.cancel();
        }
      }
      done();
    };
    // A tab hidden mid-flight: the cards land at once (a hidden page's timeline may
    // not run, and its promises would wait for the tab to come back).
    const hidden = () => {
      if (document.visibilityState === "hidden") land();
    };
    document.addEventListener("visibilitychange", hidden);
    // `finished` rejects when an animation is cancelled (by a second call): that ends
    // this call too
    void Promise.allSettled(animations.map((animation) => animation.finished)).then(done);
    // and a guard, should the timeline stall (a throttled page)
    timer = setTimeout(land, longest + 600);
  });
}

/** Call after the DOM changed: every card that moved slides from where it was; a card
 * that appeared slides in from the stock anchor (or the one its data-from names).
 * Resolves when the cards have landed (at once when nothing moves). */
export function play(root: HTMLElement, before: Snapshot, settings: MotionSettings): Promise<void> {
  if (!root || typeof root.querySelectorAll !== "function") return Promise.resolve();
  cancelRunning(root);
  if (!before || still(settings)) return Promise.resolve();
  const at = scroll();
  const anchorsNow = anchorElements(root);
  const seen = new Map<string, number>();
  const flights: Flight[] = [];
  let entering = 0;
  // Read: every box first.
  for (const element of cardElements(root)) {
    if (!canAnimate(element)) continue;
    const name = element.dataset["card"] ?? "";
    const occurrence = seen.get(name) ?? 0;
    seen.set(name, occurrence + 1);
    const to = boxOf(element, at);
    if (to.width < 1 || to.height < 1) continue; // not shown
    const was = before.cards.get(name)?.[occurrence];
    if (was) {
      if (was.width < 1 || was.height < 1) continue;
      if (Math.abs(was.left - to.left) < 0.5 && Math.abs(was.top - to.top) < 0.5 &&
        Math.abs(was.width - to.width) < 0.5 && Math.abs(was.height - to.height) < 0.5) continue;
      flights.push({ element, from: was, to, entering: false, delay: 0 });
      continue;
    }
    const source = element.dataset["from"] ?? "stock";
    if (source === "" || source === "none") continue;
    const anchor = before.anchors.get(source) ?? (anchorsNow.has(source) ? boxOf(anchorsNow.get(source) as HTMLElement, at) : undefined);
    if (!anchor || anchor.width < 1 || anchor.height < 1) continue;
    flights.push({ element, from: anchor, to, entering: true, delay: 0 });
    entering += 1;
  }
  // Several cards appearing at once (a new hand) come one after another.
  if (entering > 1) {
    let index = 0;
    for (const flight of flights) if (flight.entering) flight.delay = index++ * STAGGER[settings.speed] * 0.6;
  }
  // Write.
  return fly(flights, settings);
}

/** A staggered deal of the given card elements from the stock anchor (each card leaves
 * the stock in turn and lands where it is now).  Resolves when the last has landed. */
export function deal(root: HTMLElement, cards: HTMLElement[], settings: MotionSettings): Promise<void> {
  if (!root || typeof root.querySelectorAll !== "function") return Promise.resolve();
  for (const element of cards ?? []) {
    if (!element || typeof element.getAnimations !== "function") continue;
    for (const animation of element.getAnimations()) if (animation.id === ID) animation.cancel();
  }
  if (still(settings)) return Promise.resolve();
  const stock = anchorElements(root).get("stock");
  if (!stock) return Promise.resolve();
  const at = scroll();
  const from = boxOf(stock, at);
  if (from.width < 1 || from.height < 1) return Promise.resolve();
  const flights: Flight[] = [];
  for (const element of cards ?? []) {
    if (!element || !element.isConnected || !canAnimate(element) || element.closest(STILL)) continue;
    const to = boxOf(element, at);
    if (to.width < 1 || to.height < 1) continue;
    flights.push({ element, from, to, entering: true, delay: flights.length * STAGGER[settings.speed] });
  }
  return fly(flights, settings);
}
