// The rules panel: the table's own rules, said in the chosen language.
import { t } from "./i18n";
import type { Rules } from "./protocol";

export function RulesPanel({ rules, system }: { rules: Rules; system: string }) {
  const lines: string[] = [];
  const n = (key: keyof Rules) => Number(rules[key]);
  lines.push(t("rules-target", { target: n("target") }));
  if (rules["knock_limit_from_upcard"]) lines.push(t("rules-knock-from-upcard"));
  else lines.push(t("rules-knock-limit", { limit: n("knock_limit") }));
  if (rules["oklahoma_spades_double"]) lines.push(t("rules-spades-double"));
  lines.push(t("rules-gin-bonus", { bonus: n("gin_bonus") }));
  lines.push(t("rules-undercut-bonus", { bonus: n("undercut_bonus") }));
  lines.push(rules["big_gin"] ? t("rules-big-gin", { bonus: n("big_gin_bonus") }) : t("rules-no-big-gin"));
  lines.push(rules["discard_drawn_upcard"] ? t("rules-discard-upcard") : t("rules-no-discard-upcard"));
  if (rules["scoring"] === "hollywood") lines.push(t("rules-hollywood"));
  if (n("players") === 3) lines.push(t("rules-three-player"));
  if (n("line_bonus") > 0) lines.push(t("rules-line-bonus", { bonus: n("line_bonus") }));
  if (n("game_bonus") > 0) lines.push(t("rules-game-bonus", { bonus: n("game_bonus") }));
  if (rules["shutout"]) lines.push(t("rules-shutout"));
  return (
    <section class="panel rules" aria-label={t("rules")} data-testid="rules">
      <h2>{t("rules")}: {t(`system-${system}`)}</h2>
      <ul>{lines.map((line) => <li key={line}>{line}</li>)}</ul>
    </section>
  );
}
