// The game's words, through Project Fluent (@fluent/bundle): one catalog per language
// in web/locales, plurals by Intl.PluralRules and numbers by Intl.NumberFormat inside
// Fluent.  The language is the browser's by default (@fluent/langneg picks the best
// of ours), or the one chosen in the settings, kept in the browser.
import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import { negotiateLanguages } from "@fluent/langneg";
import el from "../locales/el.ftl";
import en from "../locales/en.ftl";
import hy from "../locales/hy.ftl";
import lt from "../locales/lt.ftl";
import tr from "../locales/tr.ftl";

export const LANGUAGES = ["en", "tr", "hy", "el", "lt"] as const;
export type Language = (typeof LANGUAGES)[number];
const SOURCES: Record<Language, string> = { en, tr, hy, el, lt };

const bundles = new Map<Language, FluentBundle>();

function bundle(language: Language): FluentBundle {
  let found = bundles.get(language);
  if (!found) {
    // Isolating marks around variables would show as stray characters in plain text
    // fields (a name in a button); names are checked by the server, so they are off.
    found = new FluentBundle(language, { useIsolating: false });
    const errors = found.addResource(new FluentResource(SOURCES[language]));
    if (errors.length) console.warn(`catalog ${language}: ${errors.map(String).join("; ")}`);
    bundles.set(language, found);
  }
  return found;
}

export function pickLanguage(chosen: string | null): Language {
  if (chosen && (LANGUAGES as readonly string[]).includes(chosen)) return chosen as Language;
  const [best] = negotiateLanguages([...navigator.languages], [...LANGUAGES], { defaultLocale: "en", strategy: "lookup" });
  return (best as Language | undefined) ?? "en";
}

let current: Language = "en";

export function setLanguage(language: Language): void {
  current = language;
  document.documentElement.lang = language;
}

export function language(): Language {
  return current;
}

export type Args = Record<string, FluentVariable>;

/** The message `id` in the current language, or English's, or the id itself. */
export function t(id: string, args?: Args): string {
  for (const language of current === "en" ? ["en" as const] : [current, "en" as const]) {
    const b = bundle(language);
    const message = b.getMessage(id);
    if (message?.value) {
      const errors: Error[] = [];
      const text = b.formatPattern(message.value, args ?? null, errors);
      if (!errors.length) return text;
    }
  }
  return id;
}

/** The message `id` (one without variables) as each language writes it. */
export function everyLanguage(id: string): string[] {
  return LANGUAGES.flatMap((language) => {
    const b = bundle(language);
    const value = b.getMessage(id)?.value;
    return value ? [b.formatPattern(value, null, [])] : [];
  });
}

/** Whether the current language (or English) has the message. */
export function has(id: string): boolean {
  return bundle(current).hasMessage(id) || bundle("en").hasMessage(id);
}

const RANKS = "A23456789TJQK";

/** A card's accessible name: "queen of hearts". */
export function cardName(card: string): string {
  const rank = card[0] ?? "";
  const suit = card[1] ?? "";
  if (!RANKS.includes(rank) || !"shdc".includes(suit)) return card;
  return t("card-name", { rank: t(`rank-${rank}`), suit: t(`suit-${suit}`) });
}

/** A short card label for text (Q♥), the same in every language. */
export function cardShort(card: string): string {
  const symbol: Record<string, string> = { s: "♠", h: "♥", d: "♦", c: "♣" };
  const rank = card[0] === "T" ? "10" : card[0] ?? "";
  return `${rank}${symbol[card[1] ?? ""] ?? ""}`;
}

/** The server's refusal in the chosen language, from its code; its English message
 * when the code is one this page does not know. */
export function refusal(code: string, message: string): string {
  return has(`error-${code}`) ? t(`error-${code}`) : message;
}

/** A number as the chosen language writes it (a decimal comma in Greek). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(current, options).format(value);
}
