// At a match's end: one tap offers the same opponents a new match with the same
// settings (docs/protocol.md, "rematch"). Against the computer it starts at once;
// between people the others accept or decline, and everyone lands at the new table
// when the last one accepts (the `rematched` event).
import { useEffect, useRef } from "preact/hooks";
import { t } from "./i18n";
import type { Snapshot } from "./protocol";
import { go } from "./router";
import type { TableState } from "./usetable";
import { seatName } from "./words";

export function Rematch({ snapshot, state }: { snapshot: Snapshot; state: TableState }) {
  const table = snapshot.table;
  const me = snapshot.you.seat;
  const rematch = table.rematch;
  const made = rematch?.table ?? null;
  // Made while this page shows the match's end: go there. A page opened later on an
  // old table whose rematch was made long ago offers a link instead (below).
  const madeBefore = useRef(made);
  useEffect(() => {
    if (made && madeBefore.current === null && me !== null) go(`/table/${made}`);
  }, [made]);
  if (me === null) return null;
  const people = table.seats.filter((seat) => seat.kind === "person");
  const offline = state.link !== "open";
  const send = (accept: boolean) => state.send({ type: "rematch", accept });
  if (made) {
    return (
      <p class="rematch" role="status" data-testid="rematch-ready">
        {t("rematch-ready")}{" "}
        <a href={`/table/${made}`} onClick={(event) => { event.preventDefault(); go(`/table/${made}`); }}>{t("rematch-go")}</a>
      </p>
    );
  }
  const offered = rematch?.offered ?? [];
  const declined = rematch?.declined ?? null;
  if (offered.includes(me)) {
    const waitingFor = people.filter((seat) => !offered.includes(seat.seat)).map((seat) => seatName(table.seats, seat.seat));
    return <p class="rematch" role="status" data-testid="rematch-waiting">{t("rematch-waiting", { names: waitingFor.join(", ") })}</p>;
  }
  if (offered.length > 0) {
    const from = offered.map((seat) => seatName(table.seats, seat)).join(", ");
    return (
      <div class="rematch" role="group" aria-label={t("rematch-offer")} data-testid="rematch-offered">
        <p role="status">{t("rematch-offered", { name: from })}</p>
        <button type="button" class="primary" data-testid="rematch-accept" disabled={offline} onClick={() => send(true)}>{t("rematch-accept")}</button>{" "}
        <button type="button" data-testid="rematch-decline" disabled={offline} onClick={() => send(false)}>{t("rematch-decline")}</button>
      </div>
    );
  }
  return (
    <div class="rematch">
      {declined !== null && (
        <p role="status" data-testid="rematch-declined">
          {declined === me ? t("rematch-declined-you") : t("rematch-declined", { name: seatName(table.seats, declined) })}
        </p>
      )}
      <button type="button" class="primary" data-testid="rematch" disabled={offline} onClick={() => send(true)}>{t("rematch-offer")}</button>
    </div>
  );
}

/** How a forfeited match ended, and whether the match counts for the ratings. */
export function MatchNotes({ snapshot }: { snapshot: Snapshot }) {
  const table = snapshot.table;
  const forfeit = table.forfeit;
  const people = table.seats.filter((seat) => seat.kind === "person").length;
  return (
    <>
      {forfeit && <p data-testid="forfeit">{t(`forfeit-${forfeit.why}`, { name: seatName(table.seats, forfeit.player) })}</p>}
      {people >= 2 && <p class="rated-note" data-testid="rated">{t(table.rated ? "match-rated" : "match-unrated")}</p>}
    </>
  );
}
