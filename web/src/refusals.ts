// The server's refusals in the reader's language: every refusal carries a reason, a
// code and its arguments (docs/protocol.md, "Reasons"), said from the catalogs'
// error-CODE.  The server's English `message` is for terminals and logs: it is never
// shown here.
import { ApiError } from "./api";
import { cardShort, has, localNumber, t, type Args } from "./i18n";
import type { ErrorReason } from "./protocol";

export interface Refused { code: string; reason: ErrorReason | null }

// How each argument is said: cards by their short labels (Q♥), a computer's level
// by the catalog's name for it, numbers as the language writes them.
function argument(name: string, value: number | string): Args[string] {
  if (typeof value === "number") return localNumber(value);
  if (name === "card") return cardShort(value);
  if (name === "cards") return value.split(" ").map(cardShort).join(" ");
  if (name === "level" && has(`level-${value}`)) return t(`level-${value}`);
  return value;
}

/** Why the server refused, in the chosen language: the reason's sentence, else (a
 * reason from a later server) its error code's. */
export function refusalWords(refused: Refused): string {
  const reason = refused.reason;
  if (reason && has(`error-${reason.code}`)) {
    const args: Args = {};
    // The schema gives each argument as a number or a string (its names a closed list).
    for (const [name, value] of Object.entries(reason.args)) args[name] = argument(name, value as number | string);
    return t(`error-${reason.code}`, args);
  }
  return has(`error-${refused.code}`) ? t(`error-${refused.code}`) : t("error-internal");
}

/** What went wrong with a request, in the chosen language: a refusal's reason, or
 * the server out of reach; never a program's English. */
export function problemWords(problem: unknown): string {
  if (problem instanceof ApiError) return refusalWords(problem);
  return t("error-internal");
}
