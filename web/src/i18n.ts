// The game's words, through Project Fluent (@fluent/bundle): one catalog per language
// in web/locales, plurals by Intl.PluralRules and numbers by Intl.NumberFormat inside
// Fluent (or, where the browser has no number data for the language, with the
// catalog's own separators: localNumber).  The language is the browser's by default
// (@fluent/langneg picks the best of ours), or the one chosen in the settings, kept
// in the browser.
import { FluentBundle, FluentNone, FluentNumber, FluentResource, type FluentValue, type FluentVariable, type Scope } from "@fluent/bundle";
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
    found = new FluentBundle(language, { useIsolating: false, functions: { NUMBER: numberFunction } });
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

/** The message `id` in the current language, or English's, or the id itself.  Its
 * numbers are written as the language writes them (localNumber). */
export function t(id: string, args?: Args): string {
  for (const language of current === "en" ? ["en" as const] : [current, "en" as const]) {
    const b = bundle(language);
    const message = b.getMessage(id);
    if (message?.value) {
      const errors: Error[] = [];
      const text = b.formatPattern(message.value, args ? localArgs(args) : null, errors);
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

// ----------------------------------------------------------------------------- numbers

const numberData = new Map<string, boolean>();

/** Whether this browser can write numbers as `language` does: some builds of a
 * browser carry number data for a few dozen languages only, and Intl then writes an
 * Armenian 29,0 as the default language's 29.0. */
function hasNumberData(language: Language): boolean {
  let known = numberData.get(language);
  if (known === undefined) {
    known = Intl.NumberFormat.supportedLocalesOf([language]).length > 0
      && new Intl.NumberFormat(language).resolvedOptions().locale.split("-")[0] === language;
    numberData.set(language, known);
  }
  return known;
}

function separator(language: Language, id: string, fallback: string): string {
  const b = bundle(language);
  const value = b.getMessage(id)?.value;
  return value ? b.formatPattern(value, null, []) : fallback;
}

/** `value` as `language` writes it: Intl's, or where the browser has no number data
 * for the language, Intl's English digits with the catalog's own decimal and group
 * separators (number-decimal, number-group). */
export function numberIn(language: Language, value: number, options?: Intl.NumberFormatOptions): string {
  if (hasNumberData(language)) return new Intl.NumberFormat(language, options).format(value);
  const decimal = separator(language, "number-decimal", ".");
  const group = separator(language, "number-group", ",");
  return new Intl.NumberFormat("en", options).formatToParts(value)
    .map((part) => (part.type === "decimal" ? decimal : part.type === "group" ? group : part.value))
    .join("");
}

/** A number as the chosen language writes it (a decimal comma in Greek). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberIn(current, value, options);
}

/** A number for a message, written by numberIn in the message's language. */
export class LocalNumber extends FluentNumber {
  override toString(scope?: Scope): string {
    const locale = scope?.bundle.locales[0] ?? current;
    const language = (LANGUAGES as readonly string[]).includes(locale) ? locale as Language : current;
    return numberIn(language, this.value, this.opts);
  }
}

/** A number with its formatting options, for a message's variable. */
export function localNumber(value: number, options: Intl.NumberFormatOptions = {}): LocalNumber {
  return new LocalNumber(value, options);
}

function localArgs(args: Args): Args {
  const out: Args = {};
  for (const [key, value] of Object.entries(args)) {
    out[key] = typeof value === "number" ? new LocalNumber(value)
      : value instanceof FluentNumber && !(value instanceof LocalNumber) ? new LocalNumber(value.value, value.opts)
      : value;
  }
  return out;
}

// The options NUMBER() takes in a catalog, as Fluent's own builtin takes them.
const NUMBER_OPTIONS = ["unitDisplay", "currencyDisplay", "useGrouping", "minimumIntegerDigits",
  "minimumFractionDigits", "maximumFractionDigits", "minimumSignificantDigits", "maximumSignificantDigits"];

/** NUMBER() in a catalog: Fluent's builtin, its number written by numberIn. */
function numberFunction(positional: FluentValue[], named: Record<string, FluentValue>): FluentValue {
  const arg = positional[0];
  if (!(arg instanceof FluentNumber)) return new FluentNone(`NUMBER(${String(arg?.valueOf())})`);
  const options: Record<string, unknown> = { ...arg.opts };
  for (const [name, option] of Object.entries(named)) {
    if (NUMBER_OPTIONS.includes(name)) options[name] = option.valueOf();
  }
  return new LocalNumber(arg.value, options as Intl.NumberFormatOptions);
}
