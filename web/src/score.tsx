// The score sheet: one column per game (Hollywood's three, finished ones greyed), a
// row per player with the three-player roles, each score with its way to the target;
// then the hands played, one row each (the snapshot's table.hands), with each game's
// running score after it, the points of the hand marked.
import { t } from "./i18n";
import type { HandLine, TableInfo } from "./protocol";
import { handStory } from "./story";
import { seatName } from "./words";

export function ScoreSheet({ table, handsOpen = false }: { table: TableInfo; handsOpen?: boolean }) {
  const games = table.score?.games ?? [];
  if (!games.length) return null;
  const target = table.target;
  const roles = table.roles;
  const roleOf = (seat: number) => !roles ? null : roles.box === seat ? "box" : roles.captain === seat ? "captain" : "out";
  return (
    <div class="score">
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
                {games.map((game, index) => {
                  const points = game.scores[seat.seat] ?? 0;
                  return (
                    <td key={index} class={`${game.winner !== null ? "finished" : ""}${game.winner === seat.seat ? " winner" : ""}`}
                      title={t("score-hands-won", { count: game.hands_won[seat.seat] ?? 0 })}>
                      <span class="points" data-testid="score-points">{t("score-of-target", { points, target })}</span>
                      <span class="progress" aria-hidden="true"><span style={{ width: `${Math.min(100, (100 * points) / Math.max(1, target))}%` }} /></span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      {table.hands.length > 0 && <HandRows table={table} open={handsOpen} />}
    </div>
  );
}

/** The hands played: the hand, what happened, and after it each game's score per
 * player (Hollywood: its three games, R10), the points the hand added marked. */
function HandRows({ table, open }: { table: TableInfo; open: boolean }) {
  const games = table.score?.games?.length ?? 1;
  const seats = table.seats;
  const several = games > 1;
  return (
    <details class="score-hands-box" open={open}>
      <summary>{t("score-hands-title")}</summary>
      <table class="score-hands" data-testid="score-hands">
        <thead>
          {several && (
            <tr>
              <td colSpan={2} />
              {Array.from({ length: games }, (_, game) => (
                <th scope="colgroup" colSpan={seats.length} key={game}>{t("score-game", { number: game + 1 })}</th>
              ))}
            </tr>
          )}
          <tr>
            <th scope="col">{t("score-hand")}</th>
            <th scope="col">{t("score-what")}</th>
            {Array.from({ length: games }, (_, game) => seats.map((seat) => (
              <th scope="col" key={`${game}-${seat.seat}`}>{seatName(seats, seat.seat)}</th>
            )))}
          </tr>
        </thead>
        <tbody>
          {table.hands.map((line) => <HandRow key={line.hand} line={line} table={table} games={games} />)}
        </tbody>
      </table>
    </details>
  );
}

function HandRow({ line, table, games }: { line: HandLine; table: TableInfo; games: number }) {
  const seats = table.seats;
  return (
    <tr data-testid="score-hand-row">
      <th scope="row">{line.hand}</th>
      <td class="what">{handStory(line, seats)}</td>
      {Array.from({ length: games }, (_, game) => seats.map((seat) => {
        const scored = line.winner === seat.seat && line.games.includes(game);
        return (
          <td key={`${game}-${seat.seat}`} class={scored ? "scored" : ""}>
            {line.scores[game]?.[seat.seat] ?? 0}
            {scored && <span class="added"> (+{line.points})</span>}
          </td>
        );
      }))}
    </tr>
  );
}
