// What a newcomer finds outside the table: on the home page, the way to the rules of
// the system chosen, to one's statistics and to the guided first hand; in Settings,
// the sounds (off unless turned on) and the guide asked for again.
import { useState } from "preact/hooks";
import { askForGuide, guideWanted, startGuidedHand } from "./guide";
import { t } from "./i18n";
import { problemWords } from "./refusals";
import { go } from "./router";
import { setSoundOn, soundOn } from "./sound";
import type { Identity } from "./store";
import "./newcomer.css";

function Link({ to, children, testid }: { to: string; children: preact.ComponentChildren; testid: string }) {
  return <a href={to} data-testid={testid} onClick={(event) => { event.preventDefault(); go(to); }}>{children}</a>;
}

export function NewcomerLinks({ identity, system }: { identity: Identity; system: string }) {
  // The problem is kept as it came and worded when drawn, so it follows a change of language.
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await startGuidedHand(identity);
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };
  return (
    <nav class="newcomer-links" aria-label={t("newcomer-links")}>
      <Link to={`/how-to-play/${system}`} testid="how-to-play">{t("how-to-play")}</Link>
      <Link to="/stats" testid="stats-link">{t("stats-link")}</Link>
      <button type="button" disabled={busy} onClick={() => void start()} data-testid="guide-start">{t("guide-start")}</button>
      {error !== null && <p class="refusal" role="alert">{problemWords(error)}</p>}
    </nav>
  );
}

export function NewcomerSettings() {
  const [sound, setSound] = useState(soundOn);
  const [asked, setAsked] = useState(guideWanted);
  return (
    <>
      <label>
        <input type="checkbox" checked={sound} data-testid="sound"
          onChange={(event) => { const on = event.currentTarget.checked; setSoundOn(on); setSound(on); }} />
        {" "}{t("settings-sound")}
      </label>
      <button type="button" disabled={asked} onClick={() => { askForGuide(); setAsked(true); }} data-testid="guide-again">
        {asked ? t("guide-asked") : t("guide-again")}
      </button>
    </>
  );
}
