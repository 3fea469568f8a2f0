// What the browser keeps between visits, in localStorage: the player's name and the
// token that proves it (the only copy: the server keeps its hash), the settings, and
// the seat held at each table (so a reload comes back as a player).

export interface Identity { name: string; token: string }

const KEY = "ginrummy.";

export function read<T>(name: string, fallback: T): T {
  try {
    const text = localStorage.getItem(KEY + name);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

export function write(name: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(KEY + name);
    else localStorage.setItem(KEY + name, JSON.stringify(value));
  } catch {
    // private browsing with storage off: the game still plays, it forgets on reload
  }
}

export const identity = {
  get: (): Identity | null => read<Identity | null>("identity", null),
  set: (value: Identity | null): void => write("identity", value),
};

export type Speed = "off" | "slow" | "normal" | "fast";
export type HandOrder = "melds" | "rank" | "suit" | "own";
export const CARD_SIZES = ["small", "medium", "large"] as const;
export type CardSize = (typeof CARD_SIZES)[number];
export interface Settings {
  language: string | null; // null: the browser's
  speed: Speed;
  cardSize: CardSize;
  highContrast: boolean; // pure white faces, strong inks, black outlines
  fourColour: boolean;
  handOrder: HandOrder;
  lastSystem: string;
  lastLevel: string;
}
const DEFAULTS: Settings = {
  language: null, speed: "normal", cardSize: "medium", highContrast: false, fourColour: false, handOrder: "melds",
  lastSystem: "standard", lastLevel: "medium",
};

/** The settings kept, with the defaults for what was never chosen.  Settings kept by
 * an older page are read too: its one "large, high-contrast cards" box (largeCards)
 * is the large size with high contrast, unless a size or the contrast was chosen
 * since. */
export function loadSettings(): Settings {
  const { largeCards, ...kept } = read<Partial<Settings> & { largeCards?: unknown }>("settings", {});
  const settings: Settings = { ...DEFAULTS, ...kept };
  if (largeCards === true) {
    if (kept.cardSize === undefined) settings.cardSize = "large";
    if (kept.highContrast === undefined) settings.highContrast = true;
  }
  if (!(CARD_SIZES as readonly string[]).includes(settings.cardSize)) settings.cardSize = DEFAULTS.cardSize;
  return settings;
}
export function saveSettings(settings: Settings): void {
  write("settings", settings);
}

/** The order a player dragged their cards into, per table and hand. */
export function ownOrder(table: string): string[] {
  return read<string[]>(`order.${table}`, []);
}
export function saveOwnOrder(table: string, cards: string[]): void {
  write(`order.${table}`, cards);
}
