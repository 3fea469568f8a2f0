// A table page's state: the link to the server, the snapshot it keeps, the events
// told (for the log, the last actions and the hand's end), the deck checks.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { TableLink, type LinkState, type Refusal } from "./connection";
import { verifyDeck, type Verdict } from "./fairness";
import type { ActionJson, Hint, HandEnd, Intent, Score, Snapshot, TableEvent, Told } from "./protocol";

export interface EndSeen { hand: number; end: HandEnd; score: Score | null; verdict: Verdict | "checking" }
export interface MatchEnd { winner: number | null; totals: number[][]; forfeit: { player: number; reason: string } | null }

export interface TableState {
  snapshot: Snapshot | null;
  link: LinkState;
  log: Told[];
  refusal: (Refusal & { at: number }) | null;
  fatal: Refusal | null;
  hints: Hint[] | null;
  /** A decision not made: sent while the connection dropped, and the table moved on
   * (connection.ts), or clicked with no connection. */
  unsent: { action: ActionJson | null; at: number } | null;
  lastEnd: EndSeen | null;
  matchEnd: MatchEnd | null;
  commitments: Record<number, string>;
  send(intent: Intent): boolean;
  clearHints(): void;
}

const LOG_KEEP = 200;

export function useTable(tableId: string, token: string, as: "player" | "spectator"): TableState {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [link, setLink] = useState<LinkState>("connecting");
  const [log, setLog] = useState<Told[]>([]);
  const [refusal, setRefusal] = useState<(Refusal & { at: number }) | null>(null);
  const [fatal, setFatal] = useState<Refusal | null>(null);
  const [hints, setHints] = useState<Hint[] | null>(null);
  const [unsent, setUnsent] = useState<TableState["unsent"]>(null);
  const [lastEnd, setLastEnd] = useState<EndSeen | null>(null);
  const [matchEnd, setMatchEnd] = useState<MatchEnd | null>(null);
  const commitments = useRef<Record<number, string>>({});
  const linkRef = useRef<TableLink | null>(null);

  useEffect(() => {
    const seen = (event: TableEvent): void => {
      if (event.type === "commitment") commitments.current[event.hand] = event.sha256;
      else if (event.type === "deal") {
        setLastEnd(null);
        setHints(null);
      } else if (event.type === "hand_end") {
        const hand = event.hand;
        const entry: EndSeen = { hand, end: event.end, score: event.score, verdict: "checking" };
        setLastEnd(entry);
        const commitment = commitments.current[hand];
        const salt = event.reveal.salt; // null: a table that deals from its seed
        if (commitment === undefined || salt === null) setLastEnd({ ...entry, verdict: "unavailable" });
        else void verifyDeck(commitment, event.reveal.deck, salt).then((verdict) =>
          setLastEnd((held) => (held && held.hand === hand ? { ...held, verdict } : held)));
      } else if (event.type === "match_end") {
        setMatchEnd({ winner: event.winner, totals: event.totals, forfeit: event.forfeit });
      } else if (event.type === "action") setHints(null);
    };
    const tableLink = new TableLink(tableId, token, as, {
      snapshot: (next) => {
        if (next.hand !== null && next.commitment !== null) commitments.current[next.hand] ??= next.commitment;
        setSnapshot(next);
      },
      events: (events) => {
        events.forEach((told) => seen(told.event));
        setLog((held) => [...held, ...events].slice(-LOG_KEEP));
      },
      state: setLink,
      refused: (why, isFatal) => (isFatal ? setFatal(why) : setRefusal({ ...why, at: Date.now() })),
      hints: setHints,
      unsent: (action) => setUnsent({ action, at: Date.now() }),
    });
    linkRef.current = tableLink;
    tableLink.open();
    return () => tableLink.close();
  }, [tableId, token, as]);

  return useMemo(() => ({
    snapshot, link, log, refusal, fatal, hints, unsent, lastEnd, matchEnd,
    commitments: commitments.current,
    send: (intent: Intent) => {
      const sent = linkRef.current?.send(intent) ?? false;
      // Nothing clicked is lost without a word: a decision that could not go says so.
      if (!sent && (intent.type === "act" || intent.type === "ready")) {
        setUnsent({ action: intent.type === "act" ? intent.action : null, at: Date.now() });
      }
      return sent;
    },
    clearHints: () => setHints(null),
  }), [snapshot, link, log, refusal, fatal, hints, unsent, lastEnd, matchEnd]);
}
