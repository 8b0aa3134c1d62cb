"""`cinetable serve --certfile/--keyfile` (issue 31: a server on the internet): a real
server process on 127.0.0.1 with a certificate made for the test; a client that trusts
it plays over wss://, a plain ws:// client gets nothing, a bad certificate is said."""
from __future__ import annotations

import os
import re
import shutil
import ssl
import subprocess
import sys

import pytest

from cinetable.net.client import NetClient
from tests.wait_helpers import WAIT_S, await_message


def _certificate(folder):
    if shutil.which("openssl") is None:
        if os.environ.get("CI"):
            raise AssertionError("openssl is needed for the TLS test (Debian: openssl)")
        pytest.skip("no openssl to make a test certificate")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    return cert, key


def _serve(folder, *extra):
    return subprocess.Popen([sys.executable, "-m", "cinetable", "serve", "--port", "0",
                             "--saves", str(folder / "saves"), *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})


def test_a_tls_server_plays_over_wss_with_a_client_that_trusts_it(tmp_path):
    cert, key = _certificate(tmp_path)
    proc = _serve(tmp_path, "--certfile", str(cert), "--keyfile", str(key))
    try:
        line = proc.stdout.readline()
        port = re.search(r"wss://127\.0\.0\.1:(\d+)", line)
        assert port, line
        trust = ssl.create_default_context(cafile=str(cert))
        client = NetClient(f"wss://127.0.0.1:{port.group(1)}", tls=trust, reconnect=False)
        client.create("poker", 3, ["open", "easy", "easy"], {})
        made = await_message(client, lambda m: m.get("type") == "created")
        client.sit(made["table"], "Ana")
        update = await_message(client, lambda m: m.get("type") == "update" and m.get("legal"))
        assert client.seat == 0 and update["legal"] is not None     # seated, and playing
        client.close()
        plain = NetClient(f"ws://127.0.0.1:{port.group(1)}", reconnect=False)
        plain.list_tables()
        got = await_message(plain, lambda m: m.get("type") in ("tables", "connection"))
        assert got["type"] == "connection"           # no WebSocket without TLS
        plain.close()
    finally:
        proc.terminate()
        proc.wait(WAIT_S)


def test_a_certificate_that_cannot_be_read_is_said_and_nothing_starts(tmp_path):
    bad = tmp_path / "nope.pem"
    bad.write_text("not a certificate\n")
    proc = _serve(tmp_path, "--certfile", str(bad))
    out, err = proc.communicate(timeout=WAIT_S)
    assert proc.returncode == 1 and "cinetable serve:" in err and not out
