"""Secrets that their place says are secrets, whatever their shape: a UUID as the password of a
USER:PASSWORD pair or under an environment variable named for a key, a value set as code after
a secret's word in prose, the password given to a remote method named by a string, the one
literal a service's client is given. Values are made here; the look-alikes are the identifiers,
placeholders and words found in the same places."""

from __future__ import annotations

import random

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

UUID = "7c1e4f0a-9b2d-4c3e-8f5a-6d7b8c9e0f1a"
PASSWORD = "Vq8zR2mK9pL4wzX1"
_RNG = random.Random(5)
HEX32 = "".join(_RNG.choice("0123456789abcdef") for _ in range(32))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "erin", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "line", "value"),
    [
        # The password of a USER:PASSWORD pair: a UUID there is a password (Nexus's first one).
        (".bash_history", "curl -u admin:{v} -X PUT https://nexus.example.edu/x", UUID),
        ("deploy.sh", 'curl --user "ci:{v}" https://repo.example.edu/upload', UUID),
        (".curlrc", "user = deploy:{v}", UUID),
        ("backup.sh", "smbclient //nas/share -U backup%{v} -c ls", UUID),
        (".env", "DATABASE_URL=postgres://app:{v}@db.example.edu/app", UUID),
        # An environment variable named for a key: a service's client reads its key there.
        (".bash_history", "export DATAVERSE_KEY={v}", UUID),
        (".env", "NEXUS_USER_KEY={v}", UUID),
        # Prose: the value set as code after a secret's word.
        ("notes.md", "- Service login `admin`, password `{v}` (changed 2026-10-02)", PASSWORD),
        ("README.md", "The API token is `{v}` until the migration.", PASSWORD),
        ("runbook.txt", "passphrase: `{v}`", PASSWORD),
        # A remote method named by a string (JSON-RPC, XML-RPC), given a user and a password.
        ("export.py", 'key = call("get_session_key", "lbecker", "{v}")', PASSWORD),
        ("rpc.py", "token = proxy.call( 'auth.login', 'alice', '{v}')", PASSWORD),
        # The one literal a service's client is given: its key, of one case after a prefix.
        ("send.py", 'client = scaleapi.ScaleClient("live_{v}")', HEX32),
    ],
)
def test_a_secret_its_place_names_is_found(
    rules: RuleSet, file_name: str, line: str, value: str
) -> None:
    found = _values(rules, file_name, line.format(v=value) + "\n")
    assert any(value in f for f in found), found


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # UUIDs as identifiers, and placeholders in a password's place.
        (".env", f"REQUEST_KEY_ID={UUID}\nIDEMPOTENCY_KEY={UUID}\nCACHE_KEY={UUID}\n"),
        (".env", f"TENANT_ID={UUID}\nCLIENT_ID={UUID}\nPROJECT_UUID={UUID}\n"),
        ("conf.py", f'key = "{UUID}"\nrequest_key = "{UUID}"\n'),
        ("conf.yaml", f"key: {UUID}\nsession: {UUID}\n"),
        (".bash_history", "curl -u admin:00000000-0000-0000-0000-000000000000 https://x.example"),
        (".bash_history", 'curl -u "ci:${NEXUS_PASSWORD}" https://nexus.example.edu'),
        (".env", "DATAVERSE_KEY=${DATAVERSE_KEY}\nDATAVERSE_KEY=<your-api-key>\n"),
        # Prose: the word set as code, placeholders, variables, names of where it is kept.
        ("notes.md", "- Factory default was `password`; set the `password` field."),
        ("notes.md", "The password `<your-password>` goes in Vault, the token `${TAPE_TOKEN}`."),
        (
            "notes.md",
            "Keep the token `TAPE_API_TOKEN` in CI; the password `changeme` is the default.",
        ),
        ("notes.md", "The API token is `/etc/tape/token` on the host."),
        ("notes.md", f"Langfuse project `clin` (public key `pk-lf-{UUID}`)."),
        ("notes.md", "a client token `MLY|ID|HEX` in a URL; External Secrets `secretKey:` names."),
        # Remote methods that log no one in, and logins given no literal password.
        ("export.py", 'd = call("export_responses", key, 914273, "csv", None, "complete")'),
        ("export.py", 'k = call("get_session_key", "lbecker", os.environ["LS_PASSWORD"])'),
        ("i18n.py", 'label = translate("login", "en", "Anmelden")'),
        # Clients given an address, a project, a path or a digest, not a key.
        ("track.py", 'c = MlflowClient("http://mlflow.example.edu:5000")'),
        ("bq.py", 'c = BigQueryClient("lidar-perception-2026")'),
        ("s.py", 'c = ScaleClient("live_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")'),
        ("h.py", 'c = HubClient("0123456789abcdef0123456789abcdef01234567")'),
    ],
)
def test_what_only_stands_in_a_secrets_place_is_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


@pytest.mark.parametrize(
    "text",
    [
        "password `x" * 100_000,
        "password is `" * 80_000,
        'call("get_session_key", "u", ' * 40_000,
        'f("session.' * 100_000,
        'ScaleClient("live_' * 70_000,
    ],
)
@pytest.mark.parametrize("file_name", ["notes.md", "notes.py"])
def test_hostile_text_in_a_secrets_place_takes_linear_time(
    rules: RuleSet, text: str, file_name: str
) -> None:
    linear, times = text_grows_linearly(lambda part: _values(rules, file_name, part), text)
    assert linear, times
