// How to play one system, from the rule book's own words (docs/RULES.md, its rule ids
// beside each part), in the chosen language.  The numbers (the target, the knock
// limit, the bonuses, whether big gin counts) are the server's: the page asks for the
// system's rules (GET /api/rules/SYSTEM) and decides none itself; the rules panel the
// table shows closes the page.
import { useEffect, useState } from "preact/hooks";
import { api } from "./api";
import { Card } from "./cards";
import { cardName, t } from "./i18n";
import { problemWords } from "./refusals";
import { SYSTEMS, type Rules } from "./protocol";
import { go } from "./router";
import { RulesPanel } from "./rules";
import "./newcomer.css";

/** The link to a system's page, opened beside the page it is on (a table goes on). */
export function HowToPlayLink({ system }: { system: string }) {
  return <a class="how-to-play-link" href={`/how-to-play/${system}`} target="_blank" rel="noopener">{t("how-to-play")}</a>;
}

function Example({ cards, fourColour }: { cards: string[]; fourColour: boolean }) {
  return (
    <span class="howto-example" role="img" aria-label={cards.map(cardName).join(", ")}>
      {cards.map((card) => <span class="mini" key={card}><Card card={card} label="" fourColour={fourColour} /></span>)}
    </span>
  );
}

function Part({ title, rule, children }: { title: string; rule: string; children: preact.ComponentChildren }) {
  return (
    <section class="howto-part">
      <h2>{title} <span class="rule-id" title={t("howto-rule-id")}>{rule}</span></h2>
      {children}
    </section>
  );
}

export function HowToPlay({ system: asked, fourColour, fallback }: { system: string | null; fourColour: boolean; fallback: string }) {
  const system = asked && (SYSTEMS as readonly string[]).includes(asked) ? asked : (SYSTEMS as readonly string[]).includes(fallback) ? fallback : "standard";
  const [rules, setRules] = useState<Rules | null>(null);
  // The problem is kept as it came and worded when drawn, so it follows a change of language.
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    setRules(null);
    api<Rules>("GET", `/api/rules/${encodeURIComponent(system)}`).then(setRules, (caught) =>
      setError(caught));
  }, [system]);
  const n = (key: string) => Number((rules as Record<string, unknown> | null)?.[key] ?? 0);
  return (
    <article class="howto" data-testid="how-to-play" data-system={system}>
      <h1>{t("howto-title", { system: t(`system-${system}`) })}</h1>
      <label for="howto-system">
        {t("system-label")}{" "}
        <select id="howto-system" value={system} onChange={(event) => go(`/how-to-play/${event.currentTarget.value}`, true)}>
          {SYSTEMS.map((item) => <option key={item} value={item}>{t(`system-${item}`)}</option>)}
        </select>
      </label>
      {error !== null && <p class="refusal" role="alert">{problemWords(error)}</p>}
      {!rules && error === null && <p class="loading" role="status">{t("loading")}</p>}
      {rules && (
        <>
          <Part title={t("howto-aim-title")} rule="R2, R5, R8">
            <p>{t("howto-aim", { target: n("target") })}</p>
          </Part>
          <Part title={t("howto-cards-title")} rule="R1, R2">
            <p>{t("howto-cards")}</p>
            <p>{t("howto-set")} <Example cards={["7s", "7h", "7c"]} fourColour={fourColour} /></p>
            <p>{t("howto-run")} <Example cards={["4h", "5h", "6h", "7h"]} fourColour={fourColour} /></p>
            <p>{t("howto-deadwood")}</p>
          </Part>
          <Part title={t("howto-deal-title")} rule="R3">
            <p>{t("howto-deal")}</p>
            <p>{n("players") === 3 ? t("howto-deal-box") : rules["next_dealer"] === "alternate" ? t("howto-deal-alternate") : t("howto-deal-winner")}</p>
          </Part>
          <Part title={t("howto-turn-title")} rule="R4">
            <p>{t("howto-turn")}</p>
            <p>{t("howto-upcard")}</p>
            <p>{rules["discard_drawn_upcard"] ? t("rules-discard-upcard") : t("rules-no-discard-upcard")}</p>
          </Part>
          <Part title={t("howto-knock-title")} rule={rules["knock_limit_from_upcard"] ? "R5, R9" : "R5"}>
            <p>{t("howto-knock")}</p>
            <p>{rules["knock_limit_from_upcard"] ? t("howto-knock-upcard") : t("rules-knock-limit", { limit: n("knock_limit") })}</p>
            <p>{t("howto-gin")}</p>
            <p>{rules["big_gin"] ? t("rules-big-gin", { bonus: n("big_gin_bonus") }) : t("rules-no-big-gin")}</p>
          </Part>
          <Part title={t("howto-layoff-title")} rule="R6">
            <p>{t("howto-layoff")} <Example cards={["5d", "6d", "7d"]} fourColour={fourColour} /> + <Example cards={["8d"]} fourColour={fourColour} /></p>
            <p>{t("howto-layoff-gin")}</p>
          </Part>
          <Part title={t("howto-drawn-title")} rule="R7">
            <p>{t("howto-drawn")}</p>
          </Part>
          <Part title={t("howto-score-title")} rule="R8">
            <ul>
              <li>{t("howto-score-knock")}</li>
              <li>{t("howto-score-undercut", { bonus: n("undercut_bonus") })}</li>
              <li>{t("howto-score-gin", { bonus: n("gin_bonus") })}</li>
              <li>{rules["scoring"] === "hollywood" ? t("howto-score-hollywood", { target: n("target") })
                : n("players") === 3 ? t("howto-score-three", { target: n("target") })
                : t("howto-score-game", { target: n("target") })}</li>
            </ul>
          </Part>
          {Boolean(rules["knock_limit_from_upcard"]) && (
            <Part title={t("system-oklahoma")} rule="R9">
              <p>{t("howto-oklahoma")}</p>
              {Boolean(rules["oklahoma_ace_requires_gin"]) && <p>{t("howto-oklahoma-ace-gin")}</p>}
              {Boolean(rules["oklahoma_spades_double"]) && <p>{t("rules-spades-double")}</p>}
            </Part>
          )}
          {rules["scoring"] === "hollywood" && (
            <Part title={t("system-hollywood")} rule="R10">
              <p>{t("howto-hollywood-sheet")}</p>
              <p>{t("howto-hollywood-entries")}</p>
              <p>{t("howto-hollywood-won", { target: n("target") })}</p>
            </Part>
          )}
          {n("players") === 3 && (
            <Part title={t("system-three-player")} rule="R11">
              <p>{t("howto-three-roles")}</p>
              <p>{t("howto-three-play")}</p>
              <p>{t("howto-three-after")}</p>
            </Part>
          )}
          <RulesPanel rules={rules} system={system} />
        </>
      )}
      <p class="howto-links">
        <a href="/" onClick={(event) => { event.preventDefault(); go("/"); }}>{t("back-home")}</a>
      </p>
    </article>
  );
}
