"""Values that are names or records, not secrets, under names that hold a secret's word: a header
name given as another header name's value, a name whose word only starts with a secret's
letters (AUTHORITY), an experiment's key, an SPDX licence id under a "licence key", a section of
a vendor's documented example below a comment that says so, and a prose label's "public" that
says what a key is for. Their secrets beside them stay reported. Values are made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from govern.secrets.unrealabove import said_unreal_above
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_DRAW = random.Random(40913)


def _token(n: int = 28) -> str:
    """A value of a token's shape: capitals, small letters and digits mixed."""
    while True:
        made = "".join(_DRAW.choice(string.ascii_letters + string.digits) for _ in range(n))
        if any(c.isdigit() for c in made) and any(c.isupper() for c in made):
            return made


def test_a_header_name_listed_after_a_header_name_is_no_value(rules: RuleSet) -> None:
    prose = "Polls the queue API (`X-Queue-Token`, `X-Queue-Tenant`) every minute.\n"
    assert values(rules, "docs/ops.md", prose) == []
    cors = 'cfg.setExposedHeaders(List.of("X-Session-Token", "X-Request-ID"));\n'
    assert values(rules, "src/Web.java", cors) == []
    secret = _token()
    sent = f'client.header("X-Session-Token", "{secret}");\n'
    assert values(rules, "src/Web.java", sent) == [secret]


def test_a_word_that_starts_with_a_secret_word_is_not_it(rules: RuleSet) -> None:
    secret = _token()
    env = (
        "REPO_HANDLE_AUTHORITY=10.71234\n"
        "REPO_TOKENIZER_MODE=wordpiece-v3x9\n"
        f"REPO_AUTHORITY_TOKEN={secret}\n"
    )
    assert values(rules, "deploy/repo.env", env) == [secret]


def test_an_experiment_key_names_the_experiment(rules: RuleSet) -> None:
    run_id = f"{_DRAW.getrandbits(128):032x}"
    api_key = _token(25)
    config = f"tracker:\n  api_key: {api_key}\n  project: tides\n  experiment_key: {run_id}\n"
    assert values(rules, "runs/tracker.yaml", config) == [api_key]
    # Abbreviated, on a script's command line, beside the API key it logs with.
    command = f"python log_comet.py --exp-key {run_id} --api-key {api_key}\n"
    assert values(rules, ".bash_history", command) == [api_key]


def test_spdx_identifiers_under_a_licence_key_are_no_secrets(rules: RuleSet) -> None:
    table = (
        "| Module | Licence key | Notes |\n"
        "| --- | --- | --- |\n"
        "| tidepool | GPL-3.0-or-later | vendored |\n"
        "| ripple | BSD-2-Clause | |\n"
        "| swell | apache-2.0 | |\n"
        "| kelp | LGPL-2.1-only | |\n"
    )
    assert values(rules, "docs/modules.md", table) == []
    assert values(rules, "meta/module.yaml", "license_key: CC-BY-SA-4.0\n") == []
    product = "-".join(_token(5).upper() for _ in range(4))
    assert values(rules, "meta/module.yaml", f"license_key: {product}\n") == [product]


def test_a_documented_example_section_is_cleared_whole(rules: RuleSet) -> None:
    ours = [_token(44), _token(30), _token(30)]
    docs = [_token(44), _token(30), _token(30)]
    rc = (
        "[prod]\n"
        f"client_secret = {ours[0]}\n"
        "host = gw.example.net\n"
        f"access_token = tk-{ours[1]}\n"
        f"client_token = tk-{ours[2]}\n"
        "\n"
        "[sandbox]\n"
        "; the vendor's docs example, kept to compare:\n"
        f"client_secret = {docs[0]}\n"
        "host = gw.example.net\n"
        f"access_token = tk-{docs[1]}\n"
        f"client_token = tk-{docs[2]}\n"
    )
    assert values(rules, ".gwrc", rc) == [ours[0], f"tk-{ours[1]}", f"tk-{ours[2]}"]
    # A comment that neither heads the section nor introduces what follows speaks for the line
    # below it only.
    loose = (
        "[sandbox]\n"
        f"client_secret = {docs[0]}\n"
        "; the vendor's docs example\n"
        f"access_token = tk-{docs[1]}\n"
        f"client_token = tk-{docs[2]}\n"
    )
    assert values(rules, ".gwrc", loose) == [docs[0], f"tk-{docs[2]}"]


def test_public_before_a_key_for_something_public_hides_nothing(rules: RuleSet) -> None:
    held = [_token(24) for _ in range(3)]
    notes = (
        f"- public cloud key: {held[0]}\n"
        f"- public bucket key: {held[1]}\n"
        f"- public mirror key: {held[2]}\n"
    )
    assert values(rules, "ops/keys.md", notes) == held
    published = (
        f"- public key: {_token(24)}\n"
        f"- the relay's public signing key: {_token(24)}\n"
        f"- public SSH key: {_token(24)}\n"
    )
    assert values(rules, "ops/keys.md", published) == []


def test_a_comment_over_many_settings_is_looked_for_within_a_bound() -> None:
    # Every value of a long run of settings below a documented example's comment: each looks a
    # bounded number of lines up, never to the run's head.
    head = "[sandbox]\n; the vendor's docs example:\n"
    setting = "client_token = tk-0123456789abcdef\n"
    text = head + setting * (1_000_000 // len(setting))

    def scan(part: str) -> None:
        starts = range(len(head) + len("client_token = "), len(part), len(setting))
        cleared = [said_unreal_above(part, start) for start in starts]
        assert cleared[:8] == [True] * 8 and not any(cleared[8:])

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
