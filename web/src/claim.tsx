// The match may be claimed (docs/protocol.md, "claim"): the table waits for a person
// who is away past the grace time or out of time. Anyone else at the table may claim
// it (they forfeit; a win that counts as one) or wait; waiting keeps the button at
// hand, in case they stay away.
import { useState } from "preact/hooks";
import { t } from "./i18n";
import type { Snapshot } from "./protocol";
import type { TableState } from "./usetable";
import { seatName } from "./words";

export function ClaimBanner({ snapshot, state }: { snapshot: Snapshot; state: TableState }) {
  const claim = snapshot.table.claim;
  const me = snapshot.you.seat;
  const [waiting, setWaiting] = useState<string | null>(null);
  if (!claim || me === null || claim.player === me || snapshot.table.status === "over") return null;
  const name = seatName(snapshot.table.seats, claim.player);
  const key = `${claim.player}:${claim.why}`;
  const claimButton = (
    <button type="button" class="primary" data-testid="claim" disabled={state.link !== "open"}
      onClick={() => state.send({ type: "claim" })}>{t("claim-button")}</button>
  );
  if (waiting === key) {
    return (
      <p class="claim-note" role="status" data-testid="claim-waiting">
        {t("claim-waiting", { name })}{" "}{claimButton}
      </p>
    );
  }
  return (
    <section class="panel claim" role="alert" aria-labelledby="claim-title" data-testid="claim-banner">
      <h2 id="claim-title">{t(claim.why === "away" ? "claim-away" : "claim-time", { name })}</h2>
      <p>{t("claim-offer")}</p>
      <div class="claim-actions">
        {claimButton}
        <button type="button" data-testid="claim-wait" onClick={() => setWaiting(key)}>{t("claim-wait")}</button>
      </div>
    </section>
  );
}
