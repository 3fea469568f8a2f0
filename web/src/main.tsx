// The browser game: one page that reads its path (router.ts) and speaks only the
// server's documented protocol (docs/protocol.md).  Preact keeps the page a function
// of the snapshot held; Fluent says it in the chosen language.
import { render } from "preact";
import { useEffect, useLayoutEffect, useState } from "preact/hooks";
import { api, ApiError } from "./api";
import "./app.css";
import "./cards.css";
import "./felt.css";
import { Fair } from "./fair";
import { Guide } from "./guide";
import { Home } from "./home";
import { HowToPlay } from "./howto";
import { LANGUAGES, pickLanguage, setLanguage, t, type Language } from "./i18n";
import { NewcomerSettings } from "./newcomer";
import { problemWords, refusalWords } from "./refusals";
import { Replay } from "./replay";
import { go, useRoute } from "./router";
import { useTableSounds } from "./sound";
import { Stats } from "./stats";
import { CARD_SIZES, identity as storedIdentity, loadSettings, saveSettings, type Identity, type Settings } from "./store";
import { TableView } from "./table";
import { useTable } from "./usetable";

function applySettings(settings: Settings): void {
  const root = document.documentElement;
  root.dataset["cardSize"] = settings.cardSize;
  root.classList.toggle("cards-contrast", settings.highContrast);
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
  useLayoutEffect(() => applySettings(settings), [settings]);
  // The page's own layout (app.css): the table fills a phone on its side, unscrolled.
  useLayoutEffect(() => {
    document.documentElement.dataset["page"] = route.page;
  }, [route.page]);
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
  else if (route.page === "howto") content = <HowToPlay system={route.system} fourColour={settings.fourColour} fallback={settings.lastSystem} />;
  else if (!identity) content = <NamePrompt onDone={(made) => { storedIdentity.set(made); setIdentity(made); }} />;
  else if (route.page === "join") content = <Join code={route.code} identity={identity} onUnknown={forget} />;
  else if (route.page === "stats") content = <Stats identity={identity} onUnknown={forget} />;
  else if (route.page === "table") content = <TablePage key={route.id} id={route.id} identity={identity} settings={settings} setSettings={setSettings} onUnknown={forget} />;
  else content = <Home identity={identity} settings={settings} setSettings={setSettings} />;

  return (
    <>
      <header class="top">
        <a class="brand" href="/" onClick={(event) => { event.preventDefault(); go("/"); }}>{t("app-title")}</a>
        {identity && <span class="me">{identity.name}</span>}
        <LanguagePicker chosen={settings.language} shown={language}
          onChange={(code) => setSettings({ ...settings, language: code })} />
        <button type="button" class="settings-button" aria-expanded={showSettings} onClick={() => setShowSettings(!showSettings)}>
          <GearIcon /><span class="settings-word">{t("settings")}</span>
        </button>
        {showSettings && <SettingsPanel settings={settings} setSettings={setSettings} identity={identity} forget={forget}
          onClose={() => { setShowSettings(false); document.querySelector<HTMLElement>("header .settings-button")?.focus(); }} />}
      </header>
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

/** The language menu of the header: a native select (the phone's own picker, the
 * keyboard, a screen reader's), drawn as a globe and the name of the language shown,
 * in that language.  The name is never longer than "Lietuvių" whatever the words of
 * the catalogs ("The browser's language" runs to five words in Greek), so the header
 * keeps one line on a phone in every language. */
function LanguagePicker({ chosen, shown, onChange }: { chosen: string | null; shown: Language; onChange(code: string | null): void }) {
  return (
    <label class="language">
      <span class="language-face" aria-hidden="true"><GlobeIcon /><span lang={shown}>{nameOf(shown)}</span></span>
      <select value={chosen ?? ""} aria-label={t("settings-language")} data-testid="language"
        onChange={(event) => onChange(event.currentTarget.value || null)}>
        <option value="">{t("settings-language-auto")}</option>
        {LANGUAGES.map((code) => <option key={code} value={code} lang={code}>{nameOf(code)}</option>)}
      </select>
    </label>
  );
}

// The header's two pictures, drawn here (no icon font: the page loads nothing else).
function GlobeIcon() {
  return (
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" />
      <path d="M2.5 12h19M12 2.5c-3.2 3.4-3.2 15.6 0 19M12 2.5c3.2 3.4 3.2 15.6 0 19M4.6 6.5h14.8M4.6 17.5h14.8" />
    </svg>
  );
}
function GearIcon() {
  return (
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M10.3 2.5h3.4l.5 2.6 1.7.9 2.4-1.2 2.4 2.4-1.2 2.4.7 1.7 2.6.6v3.4l-2.6.6-.7 1.7 1.2 2.4-2.4 2.4-2.4-1.2-1.7.7-.5 2.6h-3.4l-.6-2.6-1.7-.7-2.4 1.2-2.4-2.4 1.2-2.4-.7-1.7-2.6-.6v-3.4l2.6-.6.7-1.7-1.2-2.4 2.4-2.4 2.4 1.2 1.7-.9z" />
      <circle cx="12" cy="12" r="3.2" />
    </svg>
  );
}

/** The settings, opened from the header over the page (a table on a phone is not
 * pushed down); Escape closes them. */
function SettingsPanel({ settings, setSettings, identity, forget, onClose }: { settings: Settings; setSettings(settings: Settings): void; identity: Identity | null; forget(): void; onClose(): void }) {
  return (
    <section class="panel settings" aria-label={t("settings")} data-testid="settings"
      onKeyDown={(event) => { if (event.key === "Escape") { event.preventDefault(); onClose(); } }}>
      <label>
        {t("settings-speed")}{" "}
        <select value={settings.speed} onChange={(event) => setSettings({ ...settings, speed: event.currentTarget.value as Settings["speed"] })}>
          {(["off", "slow", "normal", "fast"] as const).map((speed) => <option key={speed} value={speed}>{t(`speed-${speed}`)}</option>)}
        </select>
      </label>
      <label>
        {t("settings-card-size")}{" "}
        <select value={settings.cardSize} data-testid="card-size"
          onChange={(event) => setSettings({ ...settings, cardSize: event.currentTarget.value as Settings["cardSize"] })}>
          {CARD_SIZES.map((size) => <option key={size} value={size}>{t(`card-size-${size}`)}</option>)}
        </select>
      </label>
      <label>
        <input type="checkbox" checked={settings.highContrast} onChange={(event) => setSettings({ ...settings, highContrast: event.currentTarget.checked })} />
        {" "}{t("settings-high-contrast")}
      </label>
      <label>
        <input type="checkbox" checked={settings.fourColour} onChange={(event) => setSettings({ ...settings, fourColour: event.currentTarget.checked })} />
        {" "}{t("settings-four-colour")}
      </label>
      <NewcomerSettings />
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
  useTableSounds(state);
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
      {state.link === "reconnecting" && <div class="banner" role="status" data-testid="reconnecting">{t("link-reconnecting")} {t("link-paused")}</div>}
      {state.fatal && <p class="refusal" role="alert">{refusalWords(state.fatal)}</p>}
      {!state.fatal && <TableView state={state} settings={settings} setSettings={setSettings} guide={<Guide state={state} />} />}
    </>
  );
}

render(<App />, document.getElementById("app") as HTMLElement);
