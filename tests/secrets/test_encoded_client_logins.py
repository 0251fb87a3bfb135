"""A client's id and secret joined by a colon and base64-encoded, as HTTP Basic authentication
sends them, is a login whatever its name calls it (an "application id", a "client key"). Values
are generated here; the look-alikes are base64 of an id alone, of text, of a typed
`user:password` too short or plain to be generated, and documented placeholders."""

from __future__ import annotations

import base64
import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly


def _pick(seed: int, size: int) -> str:
    rng = random.Random(f"basiclogin-{seed}")
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(size))


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "u", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


LOGIN = _b64(f"{_pick(1, 28)}:{_pick(2, 28)}")
PORTAL = _b64(f"svc-ingest@example.org:{_pick(3, 32)}")


def test_encoded_client_logins_under_id_names_are_found(rules: RuleSet) -> None:
    env = f"FORECAST_APPLICATION_ID={LOGIN}\nDATA_DIR=/scratch/forecast\n"
    assert _found(rules, ".config/forecast/env", env) == [(1, LOGIN)]
    yaml = f"upstream:\n  client_key: '{PORTAL}'\n  region: eu-west\n"
    assert _found(rules, "proj/pipeline/config.yaml", yaml) == [(2, PORTAL)]


def test_ids_text_and_placeholders_in_base64_are_not_reported(rules: RuleSet) -> None:
    values = (
        f"APP_ID={_b64(_pick(4, 36))}\n"
        f"SITE_ID={_b64('the station at Cabauw, mast 2')}\n"
        f"CLIENT_ID={_b64('alice:hunter2')}\n"
        f"PORTAL_ID={_b64('CLIENT_ID:CLIENT_SECRET')}\n"
        f"TENANT_ID={_b64('my-client-id:my-client-secret')}\n"
    )
    assert _found(rules, ".config/forecast/env", values) == []


def test_an_encoded_login_alone_in_a_file_is_found(rules: RuleSet) -> None:
    # A file that holds it alone (~/.config/meteofrance/app_id): no name, still a login.
    for text in (f"{LOGIN}\n", LOGIN, f"  {LOGIN}\r\n"):
        assert _found(rules, ".config/forecast/app_id", text) == [(1, LOGIN)]


def test_other_values_alone_in_a_file_are_not_reported(rules: RuleSet) -> None:
    # base64 of an id alone, of text, of a typed user and password.
    for value in (_b64(_pick(5, 36)), _b64("the station at Cabauw"), _b64("alice:hunter2")):
        assert _found(rules, ".config/forecast/app_id", value + "\n") == []


def test_many_encoded_values_take_linear_time(rules: RuleSet) -> None:
    text = f"X_ID={LOGIN}\n" * 20_000
    linear, times = text_grows_linearly(lambda part: _found(rules, ".config/flood.env", part), text)
    assert linear, times
