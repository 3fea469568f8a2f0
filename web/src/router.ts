// The page's own paths (the server serves the same page at each: server/routes/pages.py).
import { useEffect, useState } from "preact/hooks";

export type Route =
  | { page: "home" }
  | { page: "join"; code: string }
  | { page: "table"; id: string }
  | { page: "replay"; id: string }
  | { page: "fair" }
  | { page: "howto"; system: string | null }
  | { page: "stats" };

export function parse(path: string): Route {
  const [, first, second] = path.split("/");
  if (first === "join" && second) return { page: "join", code: decodeURIComponent(second) };
  if (first === "table" && second) return { page: "table", id: decodeURIComponent(second) };
  if (first === "replay" && second) return { page: "replay", id: decodeURIComponent(second) };
  if (first === "fair") return { page: "fair" };
  if (first === "how-to-play") return { page: "howto", system: second ? decodeURIComponent(second) : null };
  if (first === "stats") return { page: "stats" };
  return { page: "home" };
}

const listeners = new Set<() => void>();

export function go(path: string, replace = false): void {
  if (replace) history.replaceState(null, "", path);
  else history.pushState(null, "", path);
  listeners.forEach((listener) => listener());
  window.scrollTo(0, 0);
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parse(location.pathname));
  useEffect(() => {
    const update = () => setRoute(parse(location.pathname));
    listeners.add(update);
    window.addEventListener("popstate", update);
    return () => {
      listeners.delete(update);
      window.removeEventListener("popstate", update);
    };
  }, []);
  return route;
}
