// Checking a hand's deck against the commitment shown before the deal
// (docs/protocol.md, "Fair shuffles"): SHA-256 of "ginrummy-deck-v1:" + the 52 cards
// joined by "," + ":" + the salt, hashed here by the browser's own Web Crypto.

export type Verdict = "verified" | "mismatch" | "unavailable";

export async function deckHash(deck: string[], salt: string): Promise<string> {
  const text = `ginrummy-deck-v1:${deck.join(",")}:${salt}`;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** "unavailable" where the browser offers no Web Crypto: a page not served over HTTPS
 * nor from this machine (browsers keep crypto.subtle to secure contexts). */
export async function verifyDeck(commitment: string, deck: string[], salt: string): Promise<Verdict> {
  if (!globalThis.crypto?.subtle) return "unavailable";
  const whole = deck.length === 52 && new Set(deck).size === 52;
  return whole && (await deckHash(deck, salt)) === commitment ? "verified" : "mismatch";
}
