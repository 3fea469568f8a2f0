"""The server's HTTP and WebSocket edge (issue 40 items 8, 10, 11 and 12).

- **forwarded addresses** are believed only from the proxies the operator names
  (``--trust-proxy``): by default a client's ``X-Forwarded-For`` changes nothing,
  so it cannot escape the join-code guessing limit with it;
- **slow and idle HTTP connections** are closed (raw sockets, with the short
  deadlines these tests set): half-sent headers, a body sent in part, silence
  before a request and after one; a slow but steady request is served, a
  WebSocket is never timed out so, and past the connection limit a new
  connection is answered 503;
- **a text frame that is not UTF-8** closes the WebSocket with 1007 and logs
  nothing at ERROR (the server's log read whole);
- **the HTTP side**: security headers on every answer, ``not_found`` for an
  unknown path, ``/api/docs`` off unless asked for (and then its scripts pinned
  by their hashes), a key given twice refused in a message and in a body, and a
  binary frame refused.

The servers run in this process (uvicorn on loopback, SQLite: nothing here
touches the database's kind) except for the 1007 case, a real ``ginrummy
serve`` whose stderr is its log.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import logging
import re
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

from ginrummy import protocol as P
from server_harness import (
    HUNG,
    Client,
    Closed,
    InProcessServer,
    ServerProcess,
    http,
    new_person,
    new_table,
    unique_name,
)

#: The deadlines of :func:`edge` (seconds): short, so that a test waits little,
#: and far apart from what the steady client takes (a few tenths of a second).
IDLE, HEADERS, BODY = 1.0, 2.0, 2.0


def _server(tmp_path_factory: pytest.TempPathFactory, **config: Any) -> InProcessServer:
    folder = tmp_path_factory.mktemp("edge")
    return InProcessServer(f"sqlite:///{folder / 'server.sqlite3'}", **config).start()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[InProcessServer]:
    """A server as ``ginrummy serve`` starts by default."""
    started = _server(tmp_path_factory)
    yield started
    started.stop()


@pytest.fixture(scope="module")
def edge(tmp_path_factory: pytest.TempPathFactory) -> Iterator[InProcessServer]:
    """A server with short HTTP deadlines and the default trust (no proxy)."""
    started = _server(tmp_path_factory, idle_timeout=IDLE, header_timeout=HEADERS,
                      body_timeout=BODY)
    yield started
    started.stop()


class Errors(logging.Handler):
    """Every record at ERROR or above, from uvicorn's loggers and the server's."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture
def errors() -> Iterator[Errors]:
    handler = Errors()
    # uvicorn's loggers do not propagate to the root (its logging config).
    loggers = [logging.getLogger(), logging.getLogger("uvicorn")]
    for logger in loggers:
        logger.addHandler(handler)
    yield handler
    for logger in loggers:
        logger.removeHandler(handler)


# ----------------------------------------------------------------------------- item 8


def _wrong_code(base: str, token: str, forwarded: str | None) -> int:
    headers = {} if forwarded is None else {"X-Forwarded-For": forwarded}
    return http(base, "POST", "/api/tables/join", {"code": "ZZZZZZ"}, token=token,
                headers=headers).status


def test_a_client_cannot_escape_the_guessing_limit_with_x_forwarded_for(
        server: InProcessServer) -> None:
    """By default no proxy is trusted: every guess counts against the address the
    client connects from, whatever X-Forwarded-For it sends."""
    _name, token = new_person(server.base)
    server.services.guesses.clear()
    statuses = [_wrong_code(server.base, token, f"198.51.100.{i}") for i in range(12)]
    assert statuses[:10] == [404] * 10
    assert statuses[10:] == [429, 429], statuses
    assert set(server.services.guesses) == {"127.0.0.1"}
    server.services.guesses.clear()


def test_a_named_proxy_s_forwarded_address_is_the_client_s(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    """With ``--trust-proxy 127.0.0.1`` the address the proxy forwards is the client:
    each has a limit of its own, and a client's own X-Forwarded-For before the one
    the proxy appends (nginx's ``$proxy_add_x_forwarded_for``) changes nothing."""
    server = _server(tmp_path_factory, trusted_proxies=("127.0.0.1",))
    try:
        _name, token = new_person(server.base)
        ann, bob = "203.0.113.7", "203.0.113.8"
        assert [_wrong_code(server.base, token, ann) for _ in range(10)] == [404] * 10
        assert _wrong_code(server.base, token, ann) == 429
        assert _wrong_code(server.base, token, f"198.51.100.1, {ann}") == 429
        assert _wrong_code(server.base, token, bob) == 404
        assert set(server.services.guesses) == {ann, bob}
    finally:
        server.stop()


def test_trust_proxy_takes_addresses_and_networks_only(
        capsys: pytest.CaptureFixture[str]) -> None:
    from ginrummy.__main__ import main

    for value in ("localhost", "10.0.0.0/33", "1.2.3", "*"):
        assert main(["serve", "--trust-proxy", value]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "is not an IP address or network" in err, err


# ----------------------------------------------------------------------------- item 10


def _connect(server: InProcessServer) -> socket.socket:
    host, port = server.base.removeprefix("http://").rsplit(":", 1)
    return socket.create_connection((host, int(port)), timeout=HUNG)


def _closed_by_server(sock: socket.socket, within: float = 30.0) -> bytes:
    """Everything the server sent until it closed the connection; fails if it has not
    closed it ``within`` seconds (the deadlines are a few seconds at most)."""
    sock.settimeout(within)
    got = b""
    try:
        while chunk := sock.recv(65536):
            got += chunk
    except TimeoutError:
        raise AssertionError(f"still open after {within} s; received {got!r:.200}") from None
    except ConnectionResetError:
        pass
    finally:
        sock.close()
    return got


def _one_response(sock: socket.socket) -> bytes:
    """One whole HTTP response: its head, then as many bytes as its Content-Length
    says (a loaded machine may send the head and the body in separate segments, and
    one recv returns only what has arrived)."""
    sock.settimeout(HUNG)
    got = b""
    while b"\r\n\r\n" not in got:
        chunk = sock.recv(65536)
        assert chunk, f"closed before the response's head ended: {got!r:.200}"
        got += chunk
    head, _, body = got.partition(b"\r\n\r\n")
    found = re.search(rb"(?im)^content-length:\s*(\d+)\s*$", head)
    assert found is not None, head
    while len(body) < int(found.group(1)):
        chunk = sock.recv(65536)
        assert chunk, f"closed before the body ended: {got!r:.200}"
        body += chunk
    return head + b"\r\n\r\n" + body


def _request(path: str, body: bytes = b"", method: str = "POST") -> bytes:
    head = (f"{method} {path} HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode()
    return head + body


def test_half_sent_headers_are_closed(edge: InProcessServer, errors: Errors) -> None:
    sock = _connect(edge)
    sock.sendall(b"POST /api/identities HTTP/1.1\r\nHost: test\r\nContent-Le")
    assert _closed_by_server(sock) == b""
    assert errors.records == []


def test_headers_trickled_byte_by_byte_are_closed_at_their_deadline(
        edge: InProcessServer) -> None:
    """The deadline is the whole headers', not reset by each byte (slowloris)."""
    sock = _connect(edge)
    request = _request("/health", method="GET")
    started = time.monotonic()
    sent = 0
    sock.settimeout(0.25)
    try:
        while time.monotonic() - started < HUNG:
            sock.sendall(request[sent:sent + 1])
            sent += 1
            try:
                if sock.recv(65536) == b"":
                    break
            except TimeoutError:
                continue
    except (BrokenPipeError, ConnectionResetError):
        pass
    finally:
        sock.close()
    assert sent < len(request), "the server waited for every byte"


def test_a_body_sent_in_part_is_closed(edge: InProcessServer, errors: Errors) -> None:
    sock = _connect(edge)
    full = _request("/api/identities", b'{"name": "%s"}' % unique_name("Half").encode())
    sock.sendall(full[:-5])
    assert _closed_by_server(sock) == b""
    assert errors.records == [], [r.getMessage() for r in errors.records]


def test_a_silent_new_connection_is_closed(edge: InProcessServer) -> None:
    assert _closed_by_server(_connect(edge)) == b""


def test_an_idle_keep_alive_connection_is_closed(edge: InProcessServer) -> None:
    sock = _connect(edge)
    sock.sendall(_request("/health", method="GET"))
    got = _closed_by_server(sock)
    assert got.startswith(b"HTTP/1.1 200 "), got
    assert b'"status":"ok"' in got


def test_a_slow_but_steady_request_is_served(edge: InProcessServer) -> None:
    """Headers and body in small pieces, each well within its deadline: served."""
    name = unique_name("Slow")
    request = _request("/api/identities", b'{"name": "%s"}' % name.encode())
    head_end = request.index(b"\r\n\r\n") + 4
    sock = _connect(edge)
    try:
        for start in range(0, head_end, 20):
            sock.sendall(request[start:min(start + 20, head_end)])
            time.sleep(HEADERS / 40)
        for start in range(head_end, len(request), 5):
            sock.sendall(request[start:start + 5])
            time.sleep(BODY / 40)
        got = _one_response(sock)
    finally:
        sock.close()
    assert got.startswith(b"HTTP/1.1 201 "), got
    assert name.encode() in got


def test_a_websocket_is_never_timed_out_by_the_http_deadlines(edge: InProcessServer) -> None:
    """Tables are played for hours: once upgraded, a connection silent for longer
    than every HTTP deadline still answers."""
    async def go() -> None:
        _name, token = new_person(edge.base)
        made = new_table(edge.base, token, "standard", "PC")
        client = await Client.hello(edge, token, made["id"])
        await client.until(lambda m: m["type"] == "snapshot")
        await asyncio.sleep(IDLE + HEADERS + BODY)
        assert (await client.ping("still"))["id"] == "still"
        await client.close()

    asyncio.run(go())


def test_past_the_connection_limit_a_new_connection_gets_503(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    server = _server(tmp_path_factory, max_connections=3, idle_timeout=HUNG)
    held = [_connect(server) for _ in range(3)]
    try:
        # Each held connection is counted once the server has accepted it.
        deadline = time.monotonic() + HUNG
        while len(server.server.server_state.connections) < 3:
            assert time.monotonic() < deadline
            time.sleep(0.01)
        refused = _closed_by_server(_connect(server))
        assert refused.startswith(b"HTTP/1.1 503 "), refused
        body = P.HttpError.model_validate_json(refused.partition(b"\r\n\r\n")[2])
        assert body.code == "throttled"
        held.pop().close()
        while len(server.server.server_state.connections) >= 3:
            assert time.monotonic() < deadline
            time.sleep(0.01)
        assert http(server.base, "GET", "/health").status == 200
    finally:
        for sock in held:
            sock.close()
        server.stop()


def test_the_deadlines_and_the_limit_take_numbers_in_range_only(
        capsys: pytest.CaptureFixture[str]) -> None:
    from ginrummy.__main__ import main

    for option, value in (("--header-timeout", "0"), ("--body-timeout", "x"),
                          ("--idle-timeout", "7200"), ("--max-connections", "0"),
                          ("--max-connections", "1e9")):
        assert main(["serve", option, value]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and option in err, err


def test_the_connection_limit_fits_in_the_open_files_limit() -> None:
    """The files a process may open bound the connections it may hold: asked for
    more than the hard limit allows, the server holds fewer, with files to spare."""
    import resource

    from ginrummy.server.http_edge import FILES_KEPT, fit_file_limit

    fitting = fit_file_limit(10**9)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY:
        pytest.skip("no hard limit of open files here: every connection fits")
    assert soft == hard  # raised as far as it goes
    assert fitting == hard - FILES_KEPT
    assert fit_file_limit(100) == 100


# ----------------------------------------------------------------------------- item 11


def test_a_text_frame_that_is_not_utf8_closes_1007_and_logs_no_error(
        tmp_path: Path) -> None:
    server = ServerProcess(f"sqlite:///{tmp_path / 'server.sqlite3'}", tmp_path).start()
    try:
        async def go() -> int | None:
            client = await Client.open(server)
            await client.ws.send(b'{"type": "hello", "token": "\xff\xfe"}', text=True)
            try:
                await asyncio.wait_for(client.ws.recv(), HUNG)
            except ConnectionClosed as exc:
                return None if exc.rcvd is None else exc.rcvd.code
            raise AssertionError("the server answered a frame that is not UTF-8")

        assert asyncio.run(go()) == 1007
        # The server is still well, and said nothing of it at ERROR.
        assert http(server.base, "GET", "/health").status == 200
    finally:
        server.stop()
    log = server.stderr()
    assert "Traceback" not in log and "ERROR" not in log, log


# ----------------------------------------------------------------------------- item 12


def test_every_answer_has_the_security_headers(server: InProcessServer) -> None:
    for method, path in (("GET", "/health"), ("GET", "/api/tables"), ("GET", "/nowhere"),
                         ("POST", "/api/identities")):
        reply = http(server.base, method, path, {} if method == "POST" else None)
        headers = reply.headers
        assert headers["x-content-type-options"] == "nosniff", (path, headers)
        assert headers["referrer-policy"] == "no-referrer"
        policy = dict(d.strip().split(" ", 1) for d in
                      headers["content-security-policy"].split(";"))
        assert policy["frame-ancestors"] == "'none'"
        assert policy["default-src"] == "'self'" and policy["script-src"] == "'self'"
        socket_origin = server.base.replace("http://", "ws://")
        assert policy["connect-src"] == f"'self' {socket_origin}"
        assert "*" not in headers["content-security-policy"]


def test_an_unknown_path_is_404_not_found(server: InProcessServer) -> None:
    for method, path in (("GET", "/nowhere"), ("POST", "/api/nothing"), ("GET", "/api/docs"),
                         ("GET", "/join/ABCDEF/x")):
        reply = http(server.base, method, path)
        assert reply.status == 404, reply
        P.HttpError.model_validate(reply.body)
        assert reply.body["code"] == "not_found", reply.body


def test_the_favicon_browsers_ask_for_leads_to_the_games_icon(server: InProcessServer) -> None:
    # A browser asks for /favicon.ico on a page that names no icon (the JSON of
    # /health); a 404 there is a console error in every browser test that opens one.
    # (The client follows the redirect, as browsers do.)
    icon = http(server.base, "GET", "/favicon.ico")
    assert icon.status == 200 and icon.headers["content-type"].startswith("image/svg+xml")
    assert icon.text == http(server.base, "GET", "/static/icon.svg").text


def test_the_api_description_is_served_and_its_page_only_when_asked(
        server: InProcessServer, tmp_path_factory: pytest.TempPathFactory) -> None:
    assert http(server.base, "GET", "/api/openapi.json").status == 200
    assert http(server.base, "GET", "/api/docs").status == 404
    documented = _server(tmp_path_factory, api_docs=True)
    try:
        page = http(documented.base, "GET", "/api/docs")
    finally:
        documented.stop()
    assert page.status == 200 and page.headers["content-type"].startswith("text/html")
    # Every file from elsewhere is pinned by its hash, and the policy allows those
    # files and the page's one inline script, by its hash.
    external = re.findall(r'<(?:script|link)[^>]*(?:src|href)="(https://[^"]+)"[^>]*>', page.text)
    assert len(external) == 2, page.text
    for tag in re.findall(r"<(?:script|link)[^>]*https://[^>]*>", page.text):
        assert re.search(r'integrity="sha384-[A-Za-z0-9+/]{64}"', tag), tag
        assert "@5.35.0/" in tag  # one version, never a floating "@5"
    policy = page.headers["content-security-policy"]
    inline = re.findall(r"<script>(.*?)</script>", page.text, re.DOTALL)
    assert len(inline) == 1
    digest = base64.b64encode(hashlib.sha256(inline[0].encode()).digest()).decode()
    assert f"'sha256-{digest}'" in policy
    assert "'unsafe-inline'" not in policy and "frame-ancestors 'none'" in policy
    for url in external:
        assert url in policy


def test_a_key_given_twice_in_a_message_is_refused_naming_it(server: InProcessServer) -> None:
    async def go() -> None:
        _name, token = new_person(server.base)
        made = new_table(server.base, token, "standard", "PC")
        client = await Client.hello(server, token, made["id"])
        await client.until(lambda m: m["type"] == "snapshot")
        error = await client.refused('{"type": "chat", "id": 5, "text": "hi", "text": "bye"}',
                                     "bad_message", "chat.text")
        assert "'text'" in error["message"] and "twice" in error["message"]
        await client.refused('{"type": "ping", "type": "ping"}', "bad_message", "ping.type")
        await client.refused('{"type": "act", "action": {"action": "draw_stock",'
                             ' "action": "draw_stock"}}', "bad_message", "act.action.action")
        assert client.events("chat") == []
        await client.close()

    asyncio.run(go())


def test_a_key_given_twice_in_a_body_is_refused_naming_it(server: InProcessServer) -> None:
    ann, bob = unique_name("Ann"), unique_name("Bob")
    body = f'{{"name": "{ann}", "name": "{bob}"}}'.encode()
    reply = http(server.base, "POST", "/api/identities", raw=body)
    assert reply.status == 422, reply
    P.HttpError.model_validate(reply.body)
    assert reply.body["code"] == "bad_message" and reply.body["field"] == "name"
    # Neither name was taken.
    for name in (ann, bob):
        assert http(server.base, "POST", "/api/identities", {"name": name}).status == 201


@pytest.mark.parametrize(("data", "field"), [
    (b'{"type": "ping", "id": 1, "id": 2}', "ping.id"),
    (b'{"type": "act", "action": {"action": "discard", "card": "Ks", "card": "Qs"}}',
     "act.action.card"),
    (b'{"type": "chat", "te\\u0078t": "a", "text": "b"}', "chat.text"),
    (b'{"type": "act", "action": {"action": "lay_off", "melds": [["4s", "4h", "4d"]],'
     b' "layoffs": [{"card": "5s", "meld": 0, "meld": 1}]}}', "act.action.layoffs[0].meld"),
])
def test_parse_intent_refuses_a_repeated_key_at_any_depth(data: bytes, field: str) -> None:
    with pytest.raises(P.ProtocolError) as caught:
        P.parse_intent(data)
    assert caught.value.code == "bad_message" and caught.value.field == field
    assert "given twice" in str(caught.value)


def test_the_same_key_in_different_objects_is_no_repeat() -> None:
    intent = P.parse_intent(b'{"type": "act", "action": {"action": "discard", "card": "Ks"}}')
    assert isinstance(intent, P.Act)


def test_a_binary_frame_is_refused_even_when_it_holds_a_message(server: InProcessServer) -> None:
    async def go() -> None:
        _name, token = new_person(server.base)
        made = new_table(server.base, token, "standard", "PC")
        client = await Client.hello(server, token, made["id"])
        await client.until(lambda m: m["type"] == "snapshot")
        error = await client.refused(b'{"type": "ping", "id": 1}', "bad_message")
        assert "binary frame" in error["message"] and "text" in error["message"]
        # The connection goes on.
        assert (await client.ping(2))["id"] == 2
        await client.close()

    asyncio.run(go())


def test_a_binary_hello_is_refused_and_closed(server: InProcessServer) -> None:
    async def go() -> None:
        _name, token = new_person(server.base)
        made = new_table(server.base, token, "standard", "PC")
        client = await Client.open(server)
        await client.send(P.dump(P.Hello(token=token, table=made["id"], protocol=2)).encode())
        error = await client.recv()
        assert error["type"] == "error" and error["code"] == "bad_message", error
        with pytest.raises(Closed):
            await client.recv()

    asyncio.run(go())


def test_every_error_code_is_in_the_docs_errors_table() -> None:
    doc = (Path(__file__).resolve().parents[1] / "docs" / "protocol.md").read_text()
    table = doc.split("## Errors", 1)[1].split("\n## ", 1)[0]
    listed = re.findall(r"^\| `([a-z_]+)` \|", table, re.MULTILINE)
    assert sorted(listed) == sorted(P.ERROR_CODES)
