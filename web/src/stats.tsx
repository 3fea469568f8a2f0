// Your statistics (GET /api/people/me/stats: only the signed-in name's own), by
// system: matches and win rate, hands, gins, undercuts, knocks and the mean deadwood
// at a knock, the winning streaks, and the rating's history drawn as a chart.
//
// The chart is an SVG drawn here, not a charting library's: one line of points with
// its axes is a few dozen lines, and drawn by the page it is part of the document (a
// title and a description that screen readers read, text in the page's font and
// colours, numbers through Intl), where the libraries that fit (Chart.js, uPlot) draw
// on a canvas that says nothing to a screen reader and would weigh more than the
// whole game's script.  The same numbers are in a table under it.
import { useEffect, useState } from "preact/hooks";
import { api, ApiError } from "./api";
import { formatNumber, language, t } from "./i18n";
import { problemWords } from "./refusals";
import type { PersonStats, RatingPoint, SystemStats } from "./protocol";
import { go } from "./router";
import type { Identity } from "./store";
import "./newcomer.css";

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

export function Stats({ identity, onUnknown }: { identity: Identity; onUnknown(): void }) {
  const [stats, setStats] = useState<PersonStats | null>(null);
  // The problem is kept as it came and worded when drawn, so it follows a change of language.
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    api<PersonStats>("GET", "/api/people/me/stats", undefined, identity.token).then(setStats, (caught) => {
      if (caught instanceof ApiError && caught.code === "not_authenticated") onUnknown();
      setError(caught);
    });
  }, [identity.token]);
  return (
    <article class="stats" data-testid="stats">
      <h1>{t("stats-title", { name: identity.name })}</h1>
      {error !== null && <p class="refusal" role="alert">{problemWords(error)}</p>}
      {!stats && error === null && <p class="loading" role="status">{t("loading")}</p>}
      {stats && !stats.systems.length && (
        <p>{t("stats-none")} <a href="/" onClick={(event) => { event.preventDefault(); go("/"); }}>{t("back-home")}</a></p>
      )}
      {stats?.systems.map((system) => <SystemPart key={system.system} stats={system} />)}
    </article>
  );
}

function SystemPart({ stats }: { stats: SystemStats }) {
  const id = `stats-${stats.system}`;
  const rows: [string, string][] = [
    [t("stats-matches"), formatNumber(stats.matches)],
    [t("stats-wins"), t("stats-wins-rate", { wins: formatNumber(stats.wins), rate: formatNumber(stats.win_rate, { style: "percent", maximumFractionDigits: 0 }) })],
    [t("stats-hands"), t("stats-hands-won", { hands: formatNumber(stats.hands), won: formatNumber(stats.hands_won) })],
    [t("stats-gins"), formatNumber(stats.gins)],
    [t("stats-undercuts"), formatNumber(stats.undercuts)],
    [t("stats-knocks"), formatNumber(stats.knocks)],
    [t("stats-knock-deadwood"), stats.mean_knock_deadwood === null ? "—" : formatNumber(stats.mean_knock_deadwood, ONE_DECIMAL)],
    [t("stats-streak"), formatNumber(stats.streak)],
    [t("stats-longest-streak"), formatNumber(stats.longest_streak)],
    [t("stats-rating"), stats.rating === null ? t("stats-not-rated") : t("stats-rating-now", { rating: formatNumber(stats.rating.rating, ONE_DECIMAL), matches: stats.rating.matches })],
  ];
  return (
    <section class="panel stats-system" aria-labelledby={id} data-system={stats.system}>
      <h2 id={id}>{t(`system-${stats.system}`)}</h2>
      <dl class="stats-numbers">
        {rows.map(([term, value]) => (
          <div key={term}><dt>{term}</dt><dd>{value}</dd></div>
        ))}
      </dl>
      {stats.history.length > 0 && <RatingChart points={stats.history} system={stats.system} />}
    </section>
  );
}

/** Round steps for an axis: about `count` of them covering low..high. */
function ticks(low: number, high: number, count: number): number[] {
  const span = Math.max(high - low, 1);
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  // from the step at or under the lowest value to the first at or over the highest
  for (let value = Math.floor(low / step) * step; ; value += step) {
    out.push(Number(value.toFixed(6)));
    if (value >= high - step * 1e-6) return out;
  }
}

const W = 640;
const H = 260;
const LEFT = 52;
const RIGHT = 16;
const TOP = 14;
const BOTTOM = 40;

export function RatingChart({ points, system }: { points: RatingPoint[]; system: string }) {
  const values = points.map((point) => point.rating);
  const yTicks = ticks(Math.min(...values), Math.max(...values), 4);
  const low = yTicks[0] ?? 0;
  const high = yTicks[yTicks.length - 1] ?? 1;
  const x = (index: number) => points.length === 1 ? (LEFT + W - RIGHT) / 2 : LEFT + (index / (points.length - 1)) * (W - LEFT - RIGHT);
  const y = (value: number) => TOP + (1 - (value - low) / Math.max(high - low, 1e-9)) * (H - TOP - BOTTOM);
  const every = Math.max(1, Math.ceil(points.length / 8));
  const dates = new Intl.DateTimeFormat(language(), { dateStyle: "medium" });
  const first = values[0] ?? 0;
  const last = values[values.length - 1] ?? 0;
  const titleId = `chart-${system}-title`;
  const descId = `chart-${system}-desc`;
  return (
    <figure class="rating-chart" data-testid="rating-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${titleId} ${descId}`} preserveAspectRatio="xMidYMid meet">
        <title id={titleId}>{t("stats-chart-title", { system: t(`system-${system}`) })}</title>
        <desc id={descId}>{t("stats-chart-desc", {
          count: points.length, first: formatNumber(first, ONE_DECIMAL), last: formatNumber(last, ONE_DECIMAL),
          high: formatNumber(Math.max(...values), ONE_DECIMAL), low: formatNumber(Math.min(...values), ONE_DECIMAL),
        })}</desc>
        <g class="chart-grid">
          {yTicks.map((value) => (
            <g key={value}>
              <line x1={LEFT} x2={W - RIGHT} y1={y(value)} y2={y(value)} />
              <text x={LEFT - 6} y={y(value)} text-anchor="end" dominant-baseline="middle">{formatNumber(value)}</text>
            </g>
          ))}
          {points.map((_, index) => index % every === 0 || index === points.length - 1 ? (
            <text key={index} x={x(index)} y={H - BOTTOM + 18} text-anchor="middle">{formatNumber(index + 1)}</text>
          ) : null)}
          <text x={(LEFT + W - RIGHT) / 2} y={H - 4} text-anchor="middle" class="chart-axis-name">{t("stats-chart-x")}</text>
        </g>
        <polyline class="chart-line" points={points.map((point, index) => `${x(index)},${y(point.rating)}`).join(" ")} />
        {points.map((point, index) => (
          <circle key={point.table} class="chart-point" cx={x(index)} cy={y(point.rating)} r={4} data-rating={point.rating}>
            <title>{t("stats-chart-point", { number: index + 1, rating: formatNumber(point.rating, ONE_DECIMAL) })}</title>
          </circle>
        ))}
      </svg>
      <figcaption>
        <details>
          <summary>{t("stats-history-table")}</summary>
          <table class="history" data-testid="rating-history">
            <caption class="visually-hidden">{t("stats-chart-title", { system: t(`system-${system}`) })}</caption>
            <thead><tr><th scope="col">{t("stats-chart-x")}</th><th scope="col">{t("stats-history-ended")}</th><th scope="col">{t("leaderboard-rating")}</th></tr></thead>
            <tbody>{points.map((point, index) => (
              <tr key={point.table}>
                <th scope="row">{formatNumber(index + 1)}</th>
                <td><time dateTime={point.at}>{dates.format(new Date(point.at))}</time></td>
                <td>{formatNumber(point.rating, ONE_DECIMAL)}</td>
              </tr>
            ))}</tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
