// The browser game: one page that reads its path (router.ts) and speaks only the
// server's documented protocol (docs/protocol.md).  Preact keeps the page a function
// of the snapshot held; Fluent says it in the chosen language.
import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import { api, ApiError } from "./api";
import "./app.css";
import "./cards.css";
import { Fair } from "./fair";
import { Home } from "./home";
import { LANGUAGES, pickLanguage, setLanguage, t, type Language } from "./i18n";
import { problemWords, refusalWords } from "./refusals";
import { Replay } from "./replay";
import { go, useRoute } from "./router";
import { identity as storedIdentity, loadSettings, saveSettings, type Identity, type Settings } from "./store";
import { TableView } from "./table";
import { useTable } from "./usetable";

function applySettings(settings: Settings): void {
  const root = document.documentElement;
  root.classList.toggle("cards-large", settings.largeCards);
  root.classList.toggle("four-colour", settings.fourColour);
  root.dataset["speed"] = settings.speed;
}

function App() {
  const [settings, setSettingsState] = useState<Settings>(loadSettings);
  const [identity, setIdentity] = useState<Identity | null>(storedIdentity.get);
  const [showSettings, setShowSettings] = useState(false);
  const route = useRoute();
  const language = pickLanguage(settings.language);
  setLanguage(language);
  useEffect(() => applySettings(settings), [settings]);
  useEffect(() => {
    document.title = t("app-title");
  }, [language]);

  const setSettings = (next: Settings) => {
    saveSettings(next);
    setSettingsState(next);
  };
  const forget = () => {
    storedIdentity.set(null);
    setIdentity(null);
  };

  let content;
  if (route.page === "fair") content = <Fair />;
  else if (route.page === "replay") content = <Replay id={route.id} fourColour={settings.fourColour} />;
  else if (!identity) content = <NamePrompt onDone={(made) => { storedIdentity.set(made); setIdentity(made); }} />;
  else if (route.page === "join") content = <Join code={route.code} identity={identity} onUnknown={forget} />;
  else if (route.page === "table") content = <TablePage key={route.id} id={route.id} identity={identity} settings={settings} setSettings={setSettings} onUnknown={forget} />;
  else content = <Home identity={identity} settings={settings} setSettings={setSettings} />;

  return (
    <>
      <header class="top">
        <a class="brand" href="/" onClick={(event) => { event.preventDefault(); go("/"); }}>{t("app-title")}</a>
        {identity && <span class="me">{identity.name}</span>}
        <label class="language">
          <span class="visually-hidden">{t("settings-language")}</span>
          <select value={settings.language ?? ""} aria-label={t("settings-language")} data-testid="language"
            onChange={(event) => setSettings({ ...settings, language: event.currentTarget.value || null })}>
            <option value="">{t("settings-language-auto")}</option>
            {LANGUAGES.map((code) => <option key={code} value={code} lang={code}>{nameOf(code)}</option>)}
          </select>
        </label>
        <button type="button" class="settings-button" aria-expanded={showSettings} onClick={() => setShowSettings(!showSettings)}>{t("settings")}</button>
      </header>
      {showSettings && <SettingsPanel settings={settings} setSettings={setSettings} identity={identity} forget={forget} />}
      <main class="content">{content}</main>
      <footer class="bottom">
        <a href="/fair" onClick={(event) => { event.preventDefault(); go("/fair"); }}>{t("fair-link")}</a>
      </footer>
    </>
  );
}

const NAMES: Record<Language, string> = { en: "English", tr: "Türkçe", hy: "Հայերեն", el: "Ελληνικά", lt: "Lietuvių" };
function nameOf(code: Language): string {
  return NAMES[code];
}

function SettingsPanel({ settings, setSettings, identity, forget }: { settings: Settings; setSettings(settings: Settings): void; identity: Identity | null; forget(): void }) {
  return (
    <section class="panel settings" aria-label={t("settings")}>
      <label>
        {t("settings-speed")}{" "}
        <select value={settings.speed} onChange={(event) => setSettings({ ...settings, speed: event.currentTarget.value as Settings["speed"] })}>
          {(["off", "slow", "normal", "fast"] as const).map((speed) => <option key={speed} value={speed}>{t(`speed-${speed}`)}</option>)}
        </select>
      </label>
      <label>
        <input type="checkbox" checked={settings.largeCards} onChange={(event) => setSettings({ ...settings, largeCards: event.currentTarget.checked })} />
        {" "}{t("settings-large-cards")}
      </label>
      <label>
        <input type="checkbox" checked={settings.fourColour} onChange={(event) => setSettings({ ...settings, fourColour: event.currentTarget.checked })} />
        {" "}{t("settings-four-colour")}
      </label>
      {identity && <button type="button" onClick={forget}>{t("name-change")}</button>}
    </section>
  );
}

function NamePrompt({ onDone }: { onDone(identity: Identity): void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<unknown>(null);
  const submit = async () => {
    setError(null);
    try {
      const made = await api<Identity>("POST", "/api/identities", { name: name.trim() });
      onDone(made);
    } catch (caught) {
      setError(caught);
    }
  };
  return (
    <form class="panel name-prompt" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <h1>{t("app-title")}</h1>
      <p>{t("home-tagline")}</p>
      <label for="name">{t("name-prompt")}</label>
      <input id="name" name="name" autoComplete="nickname" maxLength={24} required value={name} onInput={(event) => setName(event.currentTarget.value)} />
      {error !== null && <p class="refusal" role="alert">{problemWords(error)}</p>}
      <button type="submit" class="primary">{t("name-save")}</button>
    </form>
  );
}

function Join({ code, identity, onUnknown }: { code: string; identity: Identity; onUnknown(): void }) {
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    api<{ id: string; seat: number | null }>("POST", "/api/tables/join", { code }, identity.token).then(
      (joined) => go(`/table/${joined.id}${joined.seat === null ? "?watch=1" : ""}`, true),
      (caught) => {
        if (caught instanceof ApiError && caught.code === "not_authenticated") onUnknown();
        setError(caught);
      });
  }, [code, identity.token]);
  return error !== null ? <p class="refusal" role="alert">{problemWords(error)}</p> : <p class="loading" role="status">{t("loading")}</p>;
}

function TablePage({ id, identity, settings, setSettings, onUnknown }: { id: string; identity: Identity; settings: Settings; setSettings(settings: Settings): void; onUnknown(): void }) {
  const query = new URLSearchParams(location.search);
  const watch = query.get("watch") === "1";
  const sit = query.get("sit");
  const state = useTable(id, identity.token, watch ? "spectator" : "player");
  useEffect(() => {
    if (state.fatal?.code === "not_authenticated") onUnknown();
  }, [state.fatal]);
  useEffect(() => {
    // Joined from the lobby: take the seat chosen there once the table is seen.
    if (sit !== null && state.snapshot && state.snapshot.you.seat === null && state.link === "open") {
      state.send({ type: "sit", seat: Number(sit) });
      history.replaceState(null, "", `/table/${id}`);
    }
  }, [state.snapshot !== null, state.link]);
  return (
    <>
      {state.link === "reconnecting" && <div class="banner" role="status" data-testid="reconnecting">{t("link-reconnecting")}</div>}
      {state.fatal && <p class="refusal" role="alert">{refusalWords(state.fatal)}</p>}
      {!state.fatal && <TableView state={state} settings={settings} setSettings={setSettings} />}
    </>
  );
}

render(<App />, document.getElementById("app") as HTMLElement);
