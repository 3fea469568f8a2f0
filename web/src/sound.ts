// Sounds for what happens at the table: a draw, a discard, a knock, a gin and "your
// turn".  Off unless the player turns them on in Settings (kept in the browser), and
// then made by the Web Audio API in the page itself: short tones shaped by an
// envelope, so no audio file is downloaded or committed.  Nothing is heard while the
// page is not visible (another tab, a phone's screen off): the table goes on, its
// sounds would only startle.
import { useEffect, useRef } from "preact/hooks";
import type { TableEvent } from "./protocol";
import { read, write } from "./store";
import type { TableState } from "./usetable";

export type Cue = "draw" | "discard" | "knock" | "gin" | "turn";

const KEY = "sound";

/** Whether the player turned the sounds on (off unless they did). */
export function soundOn(): boolean {
  return read<boolean>(KEY, false) === true;
}

let context: AudioContext | null = null;

/** The audio context, made (or resumed) on demand.  Browsers start it suspended
 * until the person has touched the page; turning the setting on is such a touch. */
function audio(): AudioContext | null {
  if (typeof AudioContext === "undefined") return null;
  context ??= new AudioContext();
  if (context.state === "suspended") void context.resume().catch(() => undefined);
  return context;
}

export function setSoundOn(on: boolean): void {
  write(KEY, on ? true : null);
  if (on) play("turn");
  else void context?.suspend().catch(() => undefined);
}

// Each cue: notes of (frequency Hz, start s, length s, wave), quiet (the gain's peak).
type Note = [number, number, number, OscillatorType];
const CUES: Record<Cue, { peak: number; notes: Note[] }> = {
  // a card slid off a pile: one soft high blip
  draw: { peak: 0.08, notes: [[880, 0, 0.07, "sine"]] },
  // a card laid down: a short low tap
  discard: { peak: 0.12, notes: [[330, 0, 0.09, "triangle"]] },
  // two raps on the table
  knock: { peak: 0.16, notes: [[160, 0, 0.08, "square"], [160, 0.14, 0.08, "square"]] },
  // a rising arpeggio, C E G C
  gin: { peak: 0.1, notes: [[523, 0, 0.1, "triangle"], [659, 0.1, 0.1, "triangle"], [784, 0.2, 0.1, "triangle"], [1047, 0.3, 0.22, "triangle"]] },
  // a gentle two-note chime
  turn: { peak: 0.07, notes: [[784, 0, 0.12, "sine"], [1175, 0.12, 0.18, "sine"]] },
};

/** Play `cue` now, if sounds are on and the page is seen. */
export function play(cue: Cue): void {
  if (!soundOn() || document.visibilityState !== "visible") return;
  const ctx = audio();
  if (!ctx) return;
  const { peak, notes } = CUES[cue];
  const now = ctx.currentTime;
  for (const [frequency, start, length, wave] of notes) {
    const tone = ctx.createOscillator();
    const envelope = ctx.createGain();
    tone.type = wave;
    tone.frequency.value = frequency;
    // A quick rise and an exponential fall: no click at either end.
    envelope.gain.setValueAtTime(0.0001, now + start);
    envelope.gain.exponentialRampToValueAtTime(peak, now + start + 0.01);
    envelope.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
    tone.connect(envelope).connect(ctx.destination);
    tone.start(now + start);
    tone.stop(now + start + length + 0.02);
  }
}

/** The cue of one event told by the table, if it has one. */
export function cueOf(event: TableEvent): Cue | null {
  if (event.type === "action") {
    switch (event.action.action) {
      case "draw_stock":
      case "draw_discard": return "draw";
      case "discard": return "discard";
      case "knock": return "knock";
      case "big_gin": return "gin";
      default: return null;
    }
  }
  if (event.type === "hand_end" && (event.end.outcome === "gin" || event.end.outcome === "big_gin")) return "gin";
  return null;
}

/** The table's sounds: each new event's cue, and a chime when it becomes this
 * player's turn.  What the page is told on opening (the events so far) and what it
 * catches up on after the connection came back are not played, only what happens
 * while it watches; of several events told at once, the last cue. */
export function useTableSounds(state: TableState): void {
  const heard = useRef<number | null>(null);
  const wasOpen = useRef(false);
  const wasMyTurn = useRef<boolean | null>(null);
  const last = state.log[state.log.length - 1];
  useEffect(() => {
    const seq = last?.seq ?? 0;
    const before = heard.current;
    heard.current = seq;
    // the link was down until this render: these are events missed, not heard
    if (before === null || seq <= before || !wasOpen.current) return;
    const fresh = state.log.filter((told) => told.seq > before);
    const cues = fresh.map((told) => cueOf(told.event)).filter((cue): cue is Cue => cue !== null);
    const cue = cues[cues.length - 1];
    if (cue) play(cue);
  }, [last?.seq]);
  useEffect(() => {
    wasOpen.current = state.link === "open";
  });
  const choices = state.snapshot?.choices ?? null;
  const myTurn = Boolean(choices?.to_act && state.snapshot?.you.seat !== null && choices.actions.length);
  useEffect(() => {
    const before = wasMyTurn.current;
    wasMyTurn.current = myTurn;
    // a little after the other's move has sounded, so that the two are heard apart
    if (before === false && myTurn) window.setTimeout(() => play("turn"), 250);
  }, [myTurn]);
}
