// The server's HTTP API (docs/protocol.md, "The HTTP API").  A refusal becomes an
// ApiError with the protocol's code and reason, which the page says in the chosen
// language (refusals.ts).
import type { ErrorReason } from "./protocol";

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly reason: ErrorReason | null = null,
    readonly field: string | null = null,
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

export async function api<T>(method: "GET" | "POST", path: string, body?: unknown, token?: string | null): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers["authorization"] = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
  } catch {
    throw new ApiError("offline", "the server cannot be reached", 0);
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const refusal = (data ?? {}) as { code?: string; message?: string; field?: string | null; reason?: ErrorReason };
    const retry = response.headers.get("retry-after");
    throw new ApiError(refusal.code ?? "internal", refusal.message ?? `HTTP ${response.status}`, response.status,
      refusal.reason ?? null, refusal.field ?? null, retry === null ? null : Number(retry));
  }
  return data as T;
}
