// The home page: play the computer now, a private table to share, quick match, the
// open tables, the leaderboard.
import { useEffect, useRef, useState } from "preact/hooks";
import { api } from "./api";
import { YourGames } from "./games";
import { problemWords } from "./refusals";
import { formatNumber, t } from "./i18n";
import { NewcomerLinks } from "./newcomer";
import { go } from "./router";
import { SYSTEMS, type LeaderboardEntry, type TableSummary } from "./protocol";
import type { Identity, Settings } from "./store";
import { seatName } from "./words";

interface Created { id: string; code: string; link: string }
const LEVELS = ["easy", "medium", "hard", "expert"];


function SystemSelect({ value, onChange, id }: { value: string; onChange(value: string): void; id: string }) {
  return (
    <label for={id}>
      {t("system-label")}{" "}
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {SYSTEMS.map((system) => <option key={system} value={system}>{t(`system-${system}`)}</option>)}
      </select>
    </label>
  );
}

async function newTable(identity: Identity, system: string, seats: { kind: string; level: string | null }[], isPrivate: boolean, standIn = false): Promise<Created> {
  // standIn: the computer plays for a person away (between people only; never rated).
  return api<Created>("POST", "/api/tables", {
    system, options: {}, seats, turn_seconds: null, grace_seconds: 120,
    computer_takes_over: standIn, private: isPrivate, spectators: null,
  }, identity.token);
}

export function Home({ identity, settings, setSettings }: { identity: Identity; settings: Settings; setSettings(settings: Settings): void }) {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [standIn, setStandIn] = useState(false);
  const system = settings.lastSystem;
  const level = settings.lastLevel;
  const players = system === "three-player" ? 3 : 2;

  const playComputer = async () => {
    setBusy(true);
    setError(null);
    try {
      const seats = [{ kind: "person", level: null }, ...Array.from({ length: players - 1 }, () => ({ kind: "computer", level }))];
      const made = await newTable(identity, system, seats, true);
      go(`/table/${made.id}`);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  const playFriend = async () => {
    setBusy(true);
    setError(null);
    try {
      const seats = [{ kind: "person", level: null }, ...Array.from({ length: players - 1 }, () => ({ kind: "person", level: null }))];
      const made = await newTable(identity, system, seats, true, standIn);
      go(`/table/${made.id}`);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="home">
      <p class="tagline">{t("home-tagline")}</p>
      <NewcomerLinks identity={identity} system={system} />
      {error !== null && <p class="refusal" role="alert">{problemWords(error)}</p>}
      <YourGames identity={identity} />
      <section class="panel" aria-labelledby="play-computer">
        <h2 id="play-computer">{t("play-computer")}</h2>
        <div class="form-row">
          <SystemSelect id="system-computer" value={system} onChange={(value) => setSettings({ ...settings, lastSystem: value })} />
          <label for="level">
            {t("level-label")}{" "}
            <select id="level" value={level} onChange={(event) => setSettings({ ...settings, lastLevel: event.currentTarget.value })}>
              {LEVELS.map((item) => <option key={item} value={item}>{t(`level-${item}`)}</option>)}
            </select>
          </label>
          <button type="button" class="primary" disabled={busy} onClick={() => void playComputer()} data-testid="play-computer">{t("play-computer-start")}</button>
        </div>
      </section>
      <section class="panel" aria-labelledby="play-friend">
        <h2 id="play-friend">{t("private-table")}</h2>
        <div class="form-row">
          <SystemSelect id="system-friend" value={system} onChange={(value) => setSettings({ ...settings, lastSystem: value })} />
          <button type="button" disabled={busy} onClick={() => void playFriend()} data-testid="play-friend">{t("private-create")}</button>
        </div>
        <label class="stand-in-option">
          <input type="checkbox" checked={standIn} data-testid="stand-in" onChange={(event) => setStandIn(event.currentTarget.checked)} />
          {" "}{t("stand-in-option")}
        </label>
      </section>
      <QuickMatch identity={identity} system={system} />
      <OpenTables />
      <Leaderboard system={system} name={identity.name} />
    </div>
  );
}

function QuickMatch({ identity, system }: { identity: Identity; system: string }) {
  const [status, setStatus] = useState<"idle" | "waiting" | "offer">("idle");
  const [error, setError] = useState<unknown>(null);
  const timer = useRef<number | undefined>(undefined);
  const ask = async (computer: boolean) => {
    try {
      const answer = await api<{ status: "waiting" | "matched" | "offer"; table: string | null }>("POST", "/api/quickmatch", { system, computer }, identity.token);
      if (answer.status === "matched" && answer.table) {
        setStatus("idle");
        go(`/table/${answer.table}`);
        return;
      }
      setStatus(answer.status === "offer" ? "offer" : "waiting");
      if (answer.status === "waiting") timer.current = window.setTimeout(() => void ask(false), 3000);
    } catch (caught) {
      setStatus("idle");
      setError(caught);
    }
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const stop = () => {
    window.clearTimeout(timer.current);
    setStatus("idle");
  };
  return (
    <section class="panel" aria-labelledby="quick">
      <h2 id="quick">{t("quick-match")}</h2>
      {error !== null && <p class="refusal" role="alert">{problemWords(error)}</p>}
      {status === "idle" && <button type="button" onClick={() => { setError(null); void ask(false); }}>{t("quick-match-start")} · {t(`system-${system}`)}</button>}
      {status === "waiting" && <p role="status">{t("quick-match-waiting")} <button type="button" onClick={stop}>{t("quick-match-cancel")}</button></p>}
      {status === "offer" && (
        <p role="status">
          {t("quick-match-offer")}{" "}
          <button type="button" onClick={() => void ask(true)}>{t("quick-match-computer")}</button>{" "}
          <button type="button" onClick={() => void ask(false)}>{t("quick-match-keep")}</button>
        </p>
      )}
    </section>
  );
}

function OpenTables() {
  const [tables, setTables] = useState<TableSummary[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = () => void api<TableSummary[]>("GET", "/api/tables").then(setTables, (caught) => setError(caught));
  useEffect(load, []);
  const sit = async (table: TableSummary) => {
    const empty = table.seats.find((seat) => seat.kind === "empty");
    if (!empty) return go(`/table/${table.id}?watch=1`);
    go(`/table/${table.id}?sit=${empty.seat}`);
  };
  const open = (tables ?? []).filter((table) => table.status !== "over" && table.status !== "closed");
  return (
    <section class="panel" aria-labelledby="open-tables">
      <h2 id="open-tables">{t("open-tables")}</h2>
      {error !== null && <p class="refusal" role="alert">{problemWords(error)}</p>}
      {tables !== null && !open.length && <p>{t("open-tables-none")}</p>}
      <ul class="lobby">
        {open.map((table) => (
          <li key={table.id}>
            <span>{t(`system-${table.system}`)}: {table.seats.map((seat) => seatName(table.seats, seat.seat)).join(" · ")}</span>{" "}
            {table.seats.some((seat) => seat.kind === "empty") && <button type="button" onClick={() => void sit(table)}>{t("open-tables-join")}</button>}
            <button type="button" onClick={() => go(`/table/${table.id}?watch=1`)}>{t("open-tables-watch")}</button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={load}>{t("open-tables-refresh")}</button>
    </section>
  );
}

function Leaderboard({ system, name }: { system: string; name: string }) {
  const [rows, setRows] = useState<LeaderboardEntry[] | null>(null);
  useEffect(() => {
    void api<LeaderboardEntry[]>("GET", `/api/leaderboard?system=${encodeURIComponent(system)}`).then(setRows, () => setRows([]));
  }, [system]);
  const mine = rows?.find((row) => row.name === name);
  return (
    <section class="panel" aria-labelledby="leaderboard">
      <h2 id="leaderboard">{t("leaderboard")} · {t(`system-${system}`)}</h2>
      {mine && <p>{t("your-rating", { rating: mine.rating })}</p>}
      {rows !== null && !rows.length && <p>{t("leaderboard-none")}</p>}
      {rows !== null && rows.length > 0 && (
        <table>
          <thead><tr><th scope="col">{t("leaderboard-name")}</th><th scope="col">{t("leaderboard-rating")}</th><th scope="col">{t("leaderboard-matches")}</th></tr></thead>
          <tbody>{rows.slice(0, 20).map((row) => (
            <tr key={row.name} class={row.name === name ? "mine" : ""}><td>{row.name}</td><td>{formatNumber(row.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</td><td>{formatNumber(row.matches)}</td></tr>
          ))}</tbody>
        </table>
      )}
    </section>
  );
}
