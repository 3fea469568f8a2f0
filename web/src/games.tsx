// Your games in progress (GET /api/me/tables): the tables where you hold a seat and
// the match is not over, the most recently played first, each continued with one
// click. A table against the computer waits for you while you are away.
import { useEffect, useState } from "preact/hooks";
import { api } from "./api";
import { t } from "./i18n";
import type { YourTable } from "./protocol";
import { go } from "./router";
import type { Identity } from "./store";
import { seatName } from "./words";

function stateWords(game: YourTable): string {
  if (game.your_turn) return t("games-state-your-turn");
  if (game.status === "adjourned") return t("games-state-adjourned");
  if (game.status === "waiting") return t("games-state-waiting");
  if (game.status === "between_hands") return t("games-state-between");
  return t("games-state-playing");
}

export function YourGames({ identity }: { identity: Identity }) {
  const [games, setGames] = useState<YourTable[] | null>(null);
  useEffect(() => {
    // Nothing to show when the list cannot be read: the rest of the page still works.
    void api<YourTable[]>("GET", "/api/me/tables", undefined, identity.token).then(setGames, () => setGames([]));
  }, [identity.token]);
  if (!games || !games.length) return null;
  return (
    <section class="panel your-games" aria-labelledby="your-games" data-testid="your-games">
      <h2 id="your-games">{t("games-title")}</h2>
      <ul class="lobby">
        {games.map((game) => {
          const others = game.seats.filter((seat) => seat.seat !== game.seat && seat.kind !== "empty")
            .map((seat) => seatName(game.seats, seat.seat)).join(" · ");
          return (
            <li key={game.id} data-testid={`your-game-${game.id}`}>
              <span>
                {t(`system-${game.system}`)}{others ? `: ${others}` : ""}
                {game.hand_number > 0 ? ` · ${t("hand-number", { number: game.hand_number })}` : ""}
                {" · "}<strong class={game.your_turn ? "your-turn" : ""}>{stateWords(game)}</strong>
              </span>{" "}
              <button type="button" class={game.your_turn || game.status === "adjourned" ? "primary" : ""}
                onClick={() => go(`/table/${game.id}`)}>{t("games-continue")}</button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
