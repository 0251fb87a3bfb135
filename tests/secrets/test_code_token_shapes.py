"""Secrets code writes in shapes of its own, and values that only look placed as secrets.

Found: a string copied into a buffer named for a secret (C's strcpy, strncpy, snprintf), a
token with a kind before a dot given alone to a constructor, a key given to the function that
makes a service's client, a base64 secret after its client's id variable, a key of random small
letters exported under a key's name. Left alone: an identifier (…_SID) after the secret of a
client's call or below a comment that names one, a template expression's arguments, the name of
the Kubernetes Secret a chart's `…Secret` setting names. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(3901)
_MIXED = string.ascii_letters + string.digits


def _draw(alphabet: str, length: int) -> str:
    return "".join(_RNG.choice(alphabet) for _ in range(length))


TOKEN = _draw(_MIXED, 40)
BASE64_SECRET = f"{_draw(_MIXED, 11)}/{_draw(_MIXED, 9)}+{_draw(_MIXED, 23)}="
HEX32 = _draw("0123456789abcdef", 32)
HEX40 = _draw("0123456789abcdef", 40)
# Small letters with runs of consonants no word has, as a key drawn from letters alone is.
LETTERS = "qzvrtkmnbxwplfsd"
DOTTED = f"ab.{_draw(_MIXED, 80)}"
KIND_DOT_HEX = f"key{_draw(_MIXED, 14)}.{_draw('0123456789abcdef', 64)}"


@pytest.mark.parametrize(
    ("path", "text", "secret"),
    [
        ("fw/upload.c", f'    strcpy(conf.secret_key, "{TOKEN}");\n', TOKEN),
        ("fw/upload.c", f'  strncpy(link->api_token, "{TOKEN}", TOKEN_LEN);\n', TOKEN),
        ("fw/upload.cpp", f'snprintf(cfg.password, sizeof(cfg.password), "{TOKEN}");\n', TOKEN),
        ("fw/upload.c", f'memcpy(s.auth_token, "{TOKEN}", 40);\n', TOKEN),
    ],
)
def test_a_literal_copied_into_a_secrets_buffer_is_found(
    rules: RuleSet, path: str, text: str, secret: str
) -> None:
    assert secret in values(rules, path, text)


@pytest.mark.parametrize(
    "text",
    [
        "    strcpy(conf.secret_key, argv[2]);\n",
        '    strcpy(conf.secret_key, "");\n',
        f'    strcpy(conf.region_name, "{TOKEN}");\n',
        '    snprintf(conf.password, sizeof conf.password, "%s", getenv("PW"));\n',
    ],
)
def test_a_copy_of_no_literal_or_into_another_buffer_is_left_alone(
    rules: RuleSet, text: str
) -> None:
    assert values(rules, "fw/upload.c", text) == []


def test_near_misses_of_a_copy_scan_fast(rules: RuleSet) -> None:
    # Copies of literals into buffers no name calls secret, a copy's name without its call,
    # and now and then a secret's buffer given a variable.
    lines = 'strcpy(conf.region_name, "eu-west-1"); memcpy(a->b[2].c, src, 40); strcpy\n' * 40
    block = lines + "strcpy(conf.secret_key, buffer);\n"
    text = block * (1_000_000 // len(block))
    linear, times = text_grows_linearly(lambda part: values(rules, "fw/stress.c", part), text)
    assert linear, times


@pytest.mark.parametrize(
    "text",
    [
        f'box = storage.Box("{DOTTED}")\n',
        f'base = records.Api("{KIND_DOT_HEX}")\n',
        f'feed = feeds_client("{HEX40}")\n',
        f"auth = portal.ConfidentialAuthClient(APP_ID, '{BASE64_SECRET}')\n",
    ],
)
def test_a_key_given_alone_or_after_its_id_to_a_client_is_found(rules: RuleSet, text: str) -> None:
    found = values(rules, "sync/push.py", text)
    assert any(value in (DOTTED, KIND_DOT_HEX, HEX40, BASE64_SECRET) for value in found)


@pytest.mark.parametrize(
    "text",
    [
        'm = Model("org.example.pipeline.stage_two.v2")\n',
        'v = Version("2026.11.03.1204.post7.dev31")\n',
        'feed = feeds_client("eu-west-archive-mirror")\n',
        "auth = portal.ConfidentialAuthClient(APP_ID, 'runs/2026/calibration/frames')\n",
        f"auth = portal.ConfidentialAuthClient(app_name, '{BASE64_SECRET}')\n",
    ],
)
def test_names_versions_and_paths_given_to_a_client_are_left_alone(
    rules: RuleSet, text: str
) -> None:
    assert values(rules, "sync/push.py", text) == []


def test_an_identifier_after_a_clients_secret_is_left_alone(rules: RuleSet) -> None:
    text = (
        "# messaging key and its secret, made under the group's account\n"
        f'GROUP_SID = "GR{HEX32}"\n'
        f'KEY_HANDLE = "{TOKEN[:20]}"\n'
        f'KEY_SECRET = "{TOKEN}"\n'
        "sender = Client(KEY_HANDLE, KEY_SECRET, GROUP_SID)\n"
    )
    found = values(rules, "notify/pager.py", text)
    assert TOKEN in found
    assert f"GR{HEX32}" not in found


def test_a_session_id_a_comment_calls_a_secret_is_still_judged(rules: RuleSet) -> None:
    text = f'# the portal session secret\nsid = "{TOKEN}"\n'
    assert TOKEN in values(rules, "notify/pager.py", text)


def test_a_template_expressions_arguments_are_no_value(rules: RuleSet) -> None:
    text = (
        "tiles_licence: \"{{ lookup('kv_store', 'secret=apps/data/tiles:licence') }}\"\n"
        f'registry_password: "{TOKEN}"\n'
    )
    assert values(rules, "deploy/group_vars/all.yml", text) == [TOKEN]


@pytest.mark.parametrize(
    ("text", "left_alone"),
    [
        ("  adminCredentialsSecret: dashboards-admin-credentials\n", True),
        ("  tlsSecret: ingest-gateway-tls\n", True),
        ("  adminSecret: lantern-quartz-meadow-falcon\n", False),
        # A passphrase of random words, one of which happens to be the setting's.
        ("  adminSecret: admin-lantern-quartz-falcon\n", False),
    ],
)
def test_a_kubernetes_secrets_name_under_a_charts_setting_is_left_alone(
    rules: RuleSet, text: str, left_alone: bool
) -> None:
    assert (values(rules, "charts/search/values.yaml", text) == []) is left_alone


@pytest.mark.parametrize(
    ("text", "found"),
    [
        (f"export SKYMAP_KEY={LETTERS}\n", True),
        ("export SKYMAP_KEY=starlightlantern\n", False),
        (f"export SKYMAP_MODE={LETTERS}\n", False),
    ],
)
def test_random_small_letters_exported_under_a_keys_name_are_a_key(
    rules: RuleSet, text: str, found: bool
) -> None:
    assert (LETTERS in values(rules, ".profile", text)) is found


BOT_PASSWORD = _draw(string.ascii_lowercase + string.digits, 32)


@pytest.mark.parametrize(
    "text",
    [
        f'CRAWLER = ("Mbeki@tile-sync", "{BOT_PASSWORD}")\n',
        f"site.clientlogin(\n    'Ngata Li@harvest_bot',\n    '{BOT_PASSWORD}',\n)\n",
    ],
)
def test_a_wiki_bot_passwords_pair_is_found(rules: RuleSet, text: str) -> None:
    assert BOT_PASSWORD in values(rules, "wiki/upload_tiles.py", text)


@pytest.mark.parametrize(
    "text",
    [
        f'notify("desk@lab.example.org", "{BOT_PASSWORD}")\n',
        f'CRAWLER = ("Mbeki@tile-sync", "{BOT_PASSWORD[:20]}")\n',
        'CRAWLER = ("Mbeki@tile-sync", "harvest_progress_report_for_wiki")\n',
    ],
)
def test_an_address_or_a_short_or_worded_value_after_a_login_is_left_alone(
    rules: RuleSet, text: str
) -> None:
    assert values(rules, "wiki/upload_tiles.py", text) == []


def test_near_misses_of_a_bot_login_scan_fast(rules: RuleSet) -> None:
    block = '@property\ndef f(self):\n    mail("a@b.org", x)\n    t = ("u@bot", "short")\n'
    text = block * (1_000_000 // len(block))
    linear, times = text_grows_linearly(lambda part: values(rules, "wiki/stress.py", part), text)
    assert linear, times
