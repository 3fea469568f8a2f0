// One table's WebSocket (docs/protocol.md): hello, then the snapshot, kept up to date
// by applying each update's changes.  When the connection drops, or an update does not
// fit the snapshot held, it reconnects with `last_seq` and gets the missed events and
// a new snapshot (on opening, with `last_seq` 0: the events so far, for the log and
// the chat); nothing is worked out from events, the table is drawn from the snapshot
// alone.
//
// A decision sent is kept until the table tells of it (its action or ready event) or
// refuses it (an error with its id): a connection that drops in between loses
// nothing.  On reconnecting, the events missed say whether it was made; if not, and
// the table still waits for that same decision, it is sent again (it cannot be made
// twice: it was not made), else the page is told it was not made.
import { applyChanges, OutOfStep, snapshotOf } from "./changes";
import type { ActionJson, ErrorReason, Hint, Intent, ServerMessage, Snapshot, Told } from "./protocol";
import { PROTOCOL } from "./protocol";

export type LinkState = "connecting" | "open" | "reconnecting" | "closed";

export interface Refusal { code: string; message: string; field: string | null; reason: ErrorReason | null }

export interface Listener {
  snapshot(snapshot: Snapshot): void;
  events(events: Told[], live: boolean): void;
  state(state: LinkState): void;
  refused(refusal: Refusal, fatal: boolean): void;
  hints(hints: Hint[]): void;
  /** A decision sent before the connection dropped was not made, and the table has
   * moved on so that it cannot be sent again as it was. */
  unsent(action: ActionJson | null): void;
}

/** A decision sent and not yet told of: the act (or ready), and where the table was. */
interface Pending {
  intent: Intent & { id: number };
  hand: number | null;
  turn: number | null;
  phase: string | null;
}

const BACKOFF = [300, 800, 1500, 3000, 5000];
const PING_EVERY = 25_000;

export class TableLink {
  private socket: WebSocket | null = null;
  private held: Snapshot | null = null;
  private seq = 0;
  private attempt = 0;
  private stopped = false;
  private missed: Told[] = [];
  private timer: number | undefined;
  private pinger: number | undefined;
  private nextId = 1;
  private pending: Pending | null = null;
  /** A new socket's first snapshot is yet to come (after it, a pending decision is
   * looked at again; a snapshot later on the same socket, after a seat taken or
   * left, is no reconnect). */
  private fresh = false;
  state: LinkState = "connecting";

  constructor(
    private readonly table: string,
    private readonly token: string,
    private readonly as: "player" | "spectator",
    private readonly listener: Listener,
  ) {}

  get snapshot(): Snapshot | null {
    return this.held;
  }

  open(): void {
    this.stopped = false;
    this.connect();
  }

  close(): void {
    this.stopped = true;
    window.clearTimeout(this.timer);
    window.clearInterval(this.pinger);
    this.socket?.close(1000);
    this.socket = null;
    this.setState("closed");
  }

  /** Sends an intent; false when there is no open connection (the page says so). */
  send(intent: Intent): boolean {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN || this.state !== "open") return false;
    const sent = { ...intent, id: this.nextId++ };
    if (intent.type === "act" || intent.type === "ready") {
      const view = this.held?.view ?? null;
      this.pending = { intent: sent, hand: this.held?.hand ?? null, turn: view?.turn ?? null, phase: view?.phase ?? null };
    }
    this.socket.send(JSON.stringify(sent));
    return true;
  }

  /** Whether an event tells of the pending decision (made, by this seat). */
  private tells(event: Told["event"]): boolean {
    const pending = this.pending;
    const seat = this.held?.you.seat ?? null;
    if (!pending || seat === null) return false;
    // made by the person: one the computer made for them (time ran out, away) is not
    // what was clicked, which then was not made
    if (pending.intent.type === "act") return event.type === "action" && event.player === seat && event.by === "person";
    // ready: told, or the next hand already dealt
    return event.type === "ready" ? event.seat === seat : event.type === "deal";
  }

  private heard(events: Told[]): void {
    if (events.some((told) => this.tells(told.event))) this.pending = null;
  }

  /** Back after a drop, holding a new snapshot: the decision not told of is sent again
   * if the table waits for that same one (same hand, turn and phase; or not ready
   * between hands), else the page hears it was not made. */
  private resume(snapshot: Snapshot): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    const intent = pending.intent;
    const view = snapshot.view;
    const seat = snapshot.you.seat;
    let same = false;
    if (intent.type === "act") {
      same = snapshot.hand === pending.hand && view !== null && view.turn === pending.turn && view.phase === pending.phase &&
        (snapshot.choices?.to_act ?? false) && (snapshot.choices?.actions ?? []).includes(intent.action.action);
    } else {
      same = snapshot.table.status === "between_hands" && seat !== null && !(snapshot.table.seats[seat]?.ready ?? true);
    }
    if (same) {
      const { id: _id, ...again } = intent;
      this.send(again as Intent);
    } else if (intent.type === "act") {
      this.listener.unsent(intent.action);
    }
  }

  private setState(state: LinkState): void {
    if (this.state !== state) {
      this.state = state;
      this.listener.state(state);
    }
  }

  private connect(): void {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${scheme}//${location.host}/ws`);
    this.socket = socket;
    this.missed = [];
    this.fresh = true;
    socket.onopen = () => {
      const hello: Record<string, unknown> = { type: "hello", protocol: PROTOCOL, token: this.token, table: this.table, as: this.as };
      // Holding nothing yet (a page just opened or reloaded), last_seq 0 asks for the
      // events so far (the server keeps to the hand in play when there are many), so
      // the log and the chat say what happened before this page came.
      hello["last_seq"] = this.held !== null ? this.seq : 0;
      socket.send(JSON.stringify(hello));
    };
    socket.onmessage = (message) => {
      if (socket !== this.socket) return;
      let parsed: ServerMessage;
      try {
        parsed = JSON.parse(String(message.data)) as ServerMessage;
      } catch {
        return this.resync();
      }
      this.receive(parsed);
    };
    socket.onclose = () => {
      if (socket !== this.socket) return;
      this.socket = null;
      window.clearInterval(this.pinger);
      if (!this.stopped) this.retry();
    };
  }

  private retry(): void {
    this.setState("reconnecting");
    const wait = BACKOFF[Math.min(this.attempt, BACKOFF.length - 1)] ?? 5000;
    this.attempt += 1;
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.connect(), wait);
  }

  /** Out of step (a seq skipped, changes that do not apply): start again from a snapshot. */
  private resync(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.close(4000);
    this.connect();
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case "welcome":
        return;
      case "event":
        // only the events missed while away come on their own, before the snapshot
        this.missed.push({ seq: message.seq, event: message.event });
        return;
      case "snapshot": {
        const snapshot = snapshotOf(message);
        const back = this.fresh && this.held !== null;
        this.fresh = false;
        this.heard(this.missed);
        this.held = snapshot;
        this.seq = snapshot.seq;
        this.attempt = 0;
        this.setState("open");
        window.clearInterval(this.pinger);
        this.pinger = window.setInterval(() => this.send({ type: "ping" }), PING_EVERY);
        if (this.missed.length) this.listener.events(this.missed, false);
        this.missed = [];
        this.listener.snapshot(snapshot);
        if (back) this.resume(snapshot);
        return;
      }
      case "update": {
        // An update may cover several entries (its seq then jumps); its changes are
        // always from the snapshot this connection was last sent.
        if (this.held === null || message.seq < this.seq) return this.resync();
        try {
          this.held = applyChanges(this.held, message.seq, message.changes);
        } catch (error) {
          if (error instanceof OutOfStep) return this.resync();
          throw error;
        }
        this.seq = message.seq;
        this.heard(message.events);
        if (message.events.length) this.listener.events(message.events, true);
        this.listener.snapshot(this.held);
        return;
      }
      case "hints":
        this.listener.hints(message.hints);
        return;
      case "error": {
        if (this.pending && message.id === this.pending.intent.id) this.pending = null; // refused: said below
        const fatal = this.held === null; // an error to hello: the server closes
        if (fatal) this.stopped = ["not_authenticated", "unknown_table", "not_allowed", "bad_message"].includes(message.code);
        if (message.code === "conflict" && message.field === "hello.last_seq") {
          this.held = null; // a copy we cannot have had: start afresh
          this.stopped = false;
        }
        this.listener.refused({ code: message.code, message: message.message, field: message.field, reason: message.reason }, fatal && this.stopped);
        if (fatal && this.stopped) this.setState("closed");
        return;
      }
      case "pong":
        return;
    }
  }
}
