// A hint as one line: the action once, as its button says it (the upcard offered is
// "Take the upcard A♥", as on the button), then why.  The expert's reason starts by
// naming its action ("pass: …", "take A♥: …", "knock with 8: …"); after the action
// that part is said without it (hint-why-*), so nothing is said twice.
import type { FluentVariable } from "@fluent/bundle";
import { cardShort, has, localNumber, t } from "./i18n";
import type { ActionKind, Hint, HintWhy, Phase } from "./protocol";
import { actionWords, hintReason, WHY_NUMBERS } from "./words";

// The reason codes that name their action, by the action's kind, and the message that
// says the rest (why-blind-draw: a pass's reason is the blind draw's); null: nothing
// is left to say.
const RESTATES: Partial<Record<string, { kinds: ActionKind[]; rest: string | null }>> = {
  pass: { kinds: ["pass"], rest: "why-blind-draw" },
  take: { kinds: ["draw_discard"], rest: "hint-why-take" },
  discard: { kinds: ["discard"], rest: "hint-why-discard" },
  knock: { kinds: ["knock"], rest: "hint-why-knock" },
  "knock-or-play-on": { kinds: ["knock"], rest: "hint-why-knock-or-play-on" },
  "knock-expected": { kinds: ["knock"], rest: "hint-why-knock-expected" },
  gin: { kinds: ["knock"], rest: null },
  "big-gin": { kinds: ["big_gin"], rest: "hint-why-big-gin" },
};

function said(id: string, part: HintWhy): string {
  const args: Record<string, FluentVariable> = {};
  for (const [key, value] of Object.entries(part.args)) {
    if (value === undefined) continue;
    args[key] = typeof value === "string" ? cardShort(value) : localNumber(value, WHY_NUMBERS[key] ?? {});
  }
  return t(id, args);
}

/** The action's words: as the action bar says them in this phase. */
export function hintAction(hint: Hint, pileTop: string | undefined, phase: Phase | null): string {
  const { action } = hint;
  if (action.action === "draw_discard" && phase === "offer") {
    // A hint's draw_discard names no card: the pile's top is the one taken.
    const card = pileTop;
    if (card) return t("action-take-upcard", { card: cardShort(card) });
  }
  return actionWords(action, pileTop);
}

/** Why, without saying the action again. */
export function hintWhy(hint: Hint): string {
  const known = hint.why.length > 0 && hint.why.every((part) => has(`why-${part.code}`));
  if (!known) return hintReason(hint);
  const parts: string[] = [];
  for (const part of hint.why) {
    const restates = RESTATES[part.code];
    if (restates && restates.kinds.includes(hint.action.action)) {
      if (restates.rest) parts.push(said(restates.rest, part));
    } else {
      parts.push(said(`why-${part.code}`, part));
    }
  }
  return parts.join(", ");
}
