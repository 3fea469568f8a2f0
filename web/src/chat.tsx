// Chat (preset lines and short text, always shown as text, never as markup) and the
// table's log of what happened.
import { useState } from "preact/hooks";
import { everyLanguage, t } from "./i18n";
import type { SeatInfo } from "./protocol";
import type { TableState } from "./usetable";
import { eventWords } from "./words";

const PRESETS = ["hello", "good-luck", "nice", "thanks", "good-game", "rematch"];

// A preset line goes as the text of the sender's language (the protocol's chat is
// text); a line that is some language's preset is read in this page's language.
let presetByText: Map<string, string> | null = null;

function shown(text: string): string {
  if (!presetByText) {
    presetByText = new Map();
    for (const preset of PRESETS) {
      for (const words of everyLanguage(`chat-preset-${preset}`)) presetByText.set(words, preset);
    }
  }
  const preset = presetByText.get(text);
  return preset ? t(`chat-preset-${preset}`) : text;
}

export function Chat({ state, seated }: { state: TableState; seated: boolean }) {
  const [text, setText] = useState("");
  const lines = state.log.filter((told) => told.event.type === "chat");
  const say = (words: string) => {
    const line = words.trim().slice(0, 200);
    if (line && state.send({ type: "chat", text: line })) setText("");
  };
  return (
    <section class="panel chat" aria-label={t("chat")}>
      <h2>{t("chat")}</h2>
      <ul class="chat-lines" aria-live="polite" data-testid="chat-lines">
        {lines.map((told, index) => {
          if (told.event.type !== "chat") return null;
          const said = told.event.text;
          const read = shown(said);
          return (
            <li key={index} title={read === said ? undefined : said}>
              <strong>{told.event.name}:</strong> {read}
            </li>
          );
        })}
      </ul>
      {seated && (
        <>
          <div class="presets">
            {PRESETS.map((preset) => (
              <button type="button" key={preset} onClick={() => say(t(`chat-preset-${preset}`))}>{t(`chat-preset-${preset}`)}</button>
            ))}
          </div>
          <form class="chat-form" onSubmit={(event) => { event.preventDefault(); say(text); }}>
            <input type="text" maxLength={200} value={text} aria-label={t("chat-placeholder")} placeholder={t("chat-placeholder")}
              onInput={(event) => setText(event.currentTarget.value)} />
            <button type="submit">{t("chat-send")}</button>
          </form>
        </>
      )}
    </section>
  );
}

export function Log({ state, seats }: { state: TableState; seats: SeatInfo[] }) {
  const lines = state.log.map((told) => eventWords(told.event, seats)).filter((line): line is string => line !== null);
  return (
    <details class="panel log">
      <summary>{t("log-title")}</summary>
      <ol data-testid="log">{lines.slice(-40).map((line, index) => <li key={index}>{line}</li>)}</ol>
    </details>
  );
}
