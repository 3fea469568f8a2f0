// The score sheet: one column per game (Hollywood's three, finished ones greyed), a
// row per player, with the three-player roles.
import { t } from "./i18n";
import type { TableInfo } from "./protocol";
import { seatName } from "./words";

export function ScoreSheet({ table }: { table: TableInfo }) {
  const games = table.score?.games ?? [];
  if (!games.length) return null;
  const target = Number(table.rules["target"] ?? 100);
  const roles = table.roles;
  const roleOf = (seat: number) => !roles ? null : roles.box === seat ? "box" : roles.captain === seat ? "captain" : "out";
  return (
    <table class="score-sheet" data-testid="score-sheet">
      <caption>{t("score-title")} <span class="target">({t("score-target", { target })})</span></caption>
      <thead>
        <tr>
          <th scope="col">{t("leaderboard-name")}</th>
          {games.map((game, index) => (
            <th scope="col" key={index} class={game.winner !== null ? "finished" : ""}>
              {t("score-game", { number: index + 1 })}{game.winner !== null ? ` (${t("score-finished")})` : ""}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.seats.map((seat) => {
          const role = roleOf(seat.seat);
          return (
            <tr key={seat.seat}>
              <th scope="row">{seatName(table.seats, seat.seat)}{role ? <span class="flag">{t(`role-${role}`)}</span> : null}</th>
              {games.map((game, index) => (
                <td key={index} class={`${game.winner !== null ? "finished" : ""}${game.winner === seat.seat ? " winner" : ""}`}
                  title={t("score-hands-won", { count: game.hands_won[seat.seat] ?? 0 })}>
                  {game.scores[seat.seat] ?? 0}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
