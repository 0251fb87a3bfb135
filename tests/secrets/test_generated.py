"""The generated-value finder: a value that looks generated (capitals, small letters and digits
mixed, twenty or more) standing as a setting's, an option's or a key's value under a name no
rule knows; and the look-alikes of that shape it must pass over. Values are made here."""

from __future__ import annotations

import base64
import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_RULE = "generated-value"


def _random(size: int, seed: int, alphabet: str = _ALNUM) -> str:
    """A value of SIZE characters from ALPHABET with each of capitals, small letters and digits
    (as a generated secret of that length has, all but rarely)."""
    rng = random.Random(seed)
    while True:
        value = "".join(rng.choice(alphabet) for _ in range(size))
        if alphabet != _ALNUM or (
            any(c.isupper() for c in value)
            and any(c.islower() for c in value)
            and any(c.isdigit() for c in value)
        ):
            return value


TOKEN = _random(28, 1)
LONG = _random(40, 2)
B64 = base64.b64encode(random.Random(3).randbytes(32)).decode()
SENTENCE = base64.b64encode(b"welcome to the north relay station").decode()
B64URL = base64.urlsafe_b64encode(random.Random(9).randbytes(32)).decode().rstrip("=")


def _generated(rules: RuleSet, file_name: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "dana", *file_name.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules) if m.rule.id == _RULE]


@pytest.mark.parametrize(
    ("file_name", "text", "value"),
    [
        # Shell start-up files and environment files: a tool's own variable.
        (".envrc", f"export OBSERVATORY_FEED={TOKEN}\n", TOKEN),
        ("deploy.env", f"RELAY_UPLINK={LONG}\n", LONG),
        # Configuration files: quoted, bare, in a list under its name.
        ("settings.toml", f'[uplink]\nrelay = "{LONG}"\n', LONG),
        ("pipeline.yaml", f"ingest:\n  courier: {B64}\n", B64),
        ("feeds.json", f'{{"station": "north", "courier": "{TOKEN}"}}\n', TOKEN),
        ("mirror.yaml", f'couriers: ["{LONG}"]\n', LONG),
        # Code: a literal assigned to a variable (R's <- as well), a Perl hash's =>.
        ("notify.py", f'RELAY_APP = "{TOKEN}"\n', TOKEN),
        ("fetch.R", f'courier <- "{LONG}"\n', LONG),
        ("push.pl", f"my %conf = (courier => '{TOKEN}');\n", TOKEN),
        # An option's value on a command line, a URL's query value.
        (".bash_history", f"uploader push --relay-code {TOKEN} run7.tar\n", TOKEN),
        ("notes.txt", f"https://feeds.example.org/v2/pull?station=7&k2={LONG}\n", LONG),
        # A JSON Web Key's private member, a prefixed token with a random part.
        ("jwk.json", f'{{"kty": "oct", "d": "{B64URL}"}}\n', B64URL),
        ("cfg.ini", f"courier = rly_{TOKEN}\n", f"rly_{TOKEN}"),
    ],
)
def test_a_generated_value_under_any_name_is_reported(
    rules: RuleSet, file_name: str, text: str, value: str
) -> None:
    found = _generated(rules, file_name, text)
    assert [v for _, v in found] == [value], found


def _der(first_member: int, seed: int) -> str:
    """Base64 of a DER SEQUENCE whose first member's tag is FIRST_MEMBER."""
    body = bytes((first_member, 0x13)) + random.Random(seed).randbytes(40)
    return base64.b64encode(bytes((0x30, len(body))) + body).decode()


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Digests, commits, package integrity, container digests, RECORD-like lines.
        ("state.yaml", f"commit: {_random(40, 5, _HEX)}\n"),
        ("pod.yaml", f"image: registry.example.org/app@sha256:{_random(64, 6, _HEX)}\n"),
        ("deps.json", f'{{"integrity": "sha512-{B64}"}}\n'),
        ("files.txt", f"pkg/mod.py,sha256={B64URL},2048\n"),
        ("build.cfg", f'checksum = "{LONG}"\n'),
        # Hex alone, whatever the name: a digest's or an id's more often than a key's.
        ("cfg.ini", f"courier = {_random(48, 7, _HEX)}\n"),
        ("build.sh", f"packer --fuse RELAY_FUSE_{_random(32, 10, _HEX)}\n"),
        # UUIDs, identifiers of things (a bucket's, a group's), an id said in a comment.
        ("cfg.ini", "courier = 7c1e4f0a-9b2d-4c3e-8f5a-6d7b8c9e0f1a\n"),
        ("sync.py", f'ARCHIVE_BUCKET = "{TOKEN}"\n'),
        ("alerts.py", f'ONCALL_GROUP = "{TOKEN}"\n'),
        ("sheets.R", f'ss <- "{LONG}"  # the sheet id\n'),
        ("cfg.yaml", f"courier_id: {TOKEN}\n"),
        # Public keys and certificates: a WireGuard PublicKey, DER public keys, site keys.
        ("wg0.conf", f"[Peer]\nPublicKey = {B64}\n"),
        ("trust.json", f'{{"rawBytes": "{_der(0x30, 8)}"}}\n'),
        ("index.html", f'<div class="captcha" data-sitekey="{LONG}"></div>\n'),
        ("jwks.json", f'{{"kty": "RSA", "n": "{B64URL}", "e": "AQAB", "kid": "{TOKEN}"}}\n'),
        # A salt with an iteration count on its line: a stored password hash's parameter, as a
        # broker logs a SCRAM credential it stored or a PBKDF2 record keeps it.
        ("broker.log", f"INFO stored credential for relay-7, salt={B64} iterations=8192\n"),
        ("users.json", f'{{"salt": "{B64}", "iteration_count": 600000}}\n'),
        # Base64 of a sentence: data, not a key.
        ("cfg.yaml", f"banner: {SENTENCE}\n"),
        # Words and numbers joined: a dataset's path, a role's name, an identifier.
        ("job.sh", "sample=/Calibration/Fill2024B-ReReco_NanoAODv12-v3/NANO\n"),
        ("cfg.yaml", "handler: Route53HealthCheckConfigV2\n"),
        ("cfg.yaml", 'role: "arn:aws:iam::123456789012:role/svc-Builder7QKX2Zq9Lm4"\n'),
        # Structured values: a scheme's or a type's parts joined by colons, sops ciphertext.
        ("lock.hcl", f'hashes = [\n  "h1:{B64}",\n]\n'),
        ("secrets.yaml", f"courier: ENC[AES256_GCM,data:{B64},iv:{B64},type:str]\n"),
        # In code a bare word is a variable; a value inside a sentence is prose.
        ("run.py", f"courier = {TOKEN}\n"),
        ("notes.md", f"The relay printed {TOKEN} before it crashed.\n"),
        # No name at all, or one letter: a list's item, a formula's member.
        ("cfg.yaml", f"- {TOKEN}\n"),
        ("cfg.yaml", f"r: {TOKEN}\n"),
        # Placeholders and references.
        ("cfg.ini", "courier = ${RELAY_COURIER_TOKEN_FROM_VAULT}\n"),
        ("cfg.ini", "courier = YOUR_RELAY_KEY_GOES_HERE_1234\n"),
        # Lock files, minified code, long lines of data.
        ("package-lock.json", f'{{"resolved": "x", "courier": "{TOKEN}"}}\n'),
        ("app.min.js", f'var courier="{TOKEN}";\n'),
        ("cfg.yaml", f"courier: {TOKEN} " + "x " * 600 + "\n"),
    ],
)
def test_look_alikes_of_a_generated_value_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _generated(rules, file_name, text) == []


@pytest.mark.parametrize(
    "text",
    [
        f"relay_salt = {B64}\n",
        f"relay_salt = {B64}\nrelay_rounds = 12\n",
        f"relay_salt = {B64}  # 16 rounds of the relay's handshake\n",
    ],
)
def test_an_applications_own_salt_is_reported(rules: RuleSet, text: str) -> None:
    """No iteration count set on its line: the salt is the application's secret."""
    assert [m.value for m in find_matches(text, ("home", "dana", "relay.cfg"), rules)] == [B64]


def test_a_value_another_rule_names_is_reported_once(rules: RuleSet) -> None:
    text = f"export RELAY_PASSWORD={TOKEN}\n"
    found = find_matches(text, ("home", "dana", ".bashrc"), rules)
    assert len(found) == 1
    assert found[0].rule.id != _RULE


def test_installed_packages_are_left_to_the_rules_that_know_a_shape(rules: RuleSet) -> None:
    parts = ("home", "dana", ".venv", "lib", "site-packages", "relay", "conf.py")
    assert find_matches(f'RELAY_APP = "{TOKEN}"\n', parts, rules) == []


_HUGE = 1_000_000


@pytest.mark.parametrize(
    "text",
    [
        # One run of token characters a megabyte long, and one broken every 300 characters.
        "Ab1" * (_HUGE // 3),
        ("Ab1" * 100 + " ") * (_HUGE // 301),
        # A megabyte line of short assignments of generated values, and the same one a line.
        f'k="{TOKEN}";' * (_HUGE // (len(TOKEN) + 5)),
        f'k="{TOKEN}"\n' * (_HUGE // (len(TOKEN) + 5)),
        f"--relay {TOKEN} " * (_HUGE // (len(TOKEN) + 9)),
        # Operators and quotes without values.
        "=" * _HUGE,
        'a="' * (_HUGE // 3),
        ": " * (_HUGE // 2),
        # Salts, each with a near-miss of an iteration count on its line.
        f"salt={B64} iterations=x\n" * (_HUGE // (len(B64) + 20)),
    ],
)
def test_hostile_text_takes_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _generated(rules, "relay.cfg", part), text)
    assert linear, times


def _digitless(rng: random.Random, alphabet: str) -> str:
    """A random value of 20 to 48 characters from ALPHABET, no digit among them, not starting
    or ending with a separator (as a key's own alphabet may hold `-` and `_`)."""
    while True:
        value = "".join(rng.choice(alphabet) for _ in range(rng.randint(20, 48)))
        if value[0] not in "-_" and value[-1] not in "-_":
            return value


@pytest.mark.parametrize("alphabet", [string.ascii_letters, string.ascii_letters + "-_"])
def test_a_random_value_without_a_digit_is_reported(rules: RuleSet, alphabet: str) -> None:
    # A random draw of letters is no less generated for lacking a digit: one 22-character
    # base64url token in fifty has none.
    rng = random.Random(f"digitless-{alphabet}")
    values = [_digitless(rng, alphabet) for _ in range(400)]
    found = sum(
        _generated(rules, "courier.py", f'RELAY_APP = "{value}"\n') == [(1, value)]
        for value in values
    )
    assert found >= 0.85 * len(values)


def test_a_base64url_token_cut_by_its_own_dashes_is_reported(rules: RuleSet) -> None:
    # 16 random bytes in base64url (a Foreman personal access token's shape) hold a `-` or a
    # `_` more often than not, and the longest run between them is then often short.
    rng = random.Random(17)
    values = [base64.urlsafe_b64encode(rng.randbytes(16)).decode().rstrip("=") for _ in range(400)]
    cut = [v for v in values if "-" in v or "_" in v]
    found = sum(_generated(rules, "courier.py", f'PAT = "{v}"\n') == [(1, v)] for v in cut)
    assert found >= 0.9 * len(cut)


@pytest.mark.parametrize(
    "value",
    [
        "AccessDeniedException",
        "Route53HealthCheckConfig",
        "XMLHttpRequestUpload",
        "NetworkInsightsPathArn",
        "PyArray_LongLongDType",
        "correct-horse-battery-staple",
        "My-Dataset-2024-Final-v3",
        "yourPasswordGoesHereNow",
        "relay_uplink_service_name",
        "dGhpcyBpcyBhIHNlbnRlbmNlIG9mIHdvcmRz",
    ],
)
def test_words_and_identifiers_without_a_digit_are_not_reported(rules: RuleSet, value: str) -> None:
    assert _generated(rules, "courier.py", f'RELAY_APP = "{value}"\n') == []
    assert _generated(rules, "relay.yaml", f"relay:\n  courier: {value}\n") == []


@pytest.mark.parametrize("chance_word", ["Hash", "md5", "uuid", "-id-", "Public", "sha1"])
def test_a_generated_value_holding_a_word_by_chance_is_reported(
    rules: RuleSet, chance_word: str
) -> None:
    # One random base64 string in a few hundred holds "hash", "md5" or "-id-": the words on its
    # line say what it is, its own characters do not.
    value = f"{TOKEN[:12]}{chance_word}{TOKEN[12:]}"
    other = f"{LONG[:20]}{chance_word}{LONG[20:]}"
    text = f'{{"courier": "{value}", "relay": "{other}"}}\n'
    assert _generated(rules, "feeds.json", text) == [(1, value), (1, other)]


def test_a_digest_label_joined_to_its_value_still_says_digest(rules: RuleSet) -> None:
    assert _generated(rules, "feeds.yaml", f"courier: sha384-{B64}\n") == []


def test_a_salted_digest_and_its_salt_are_not_reported(rules: RuleSet) -> None:
    # Solr's security.json keeps each user's password as its SHA-256 and salt, base64, one
    # blank between; a value of the same shape alone is still reported.
    salt = base64.b64encode(random.Random(4).randbytes(32)).decode()
    stored = f'{{"credentials": {{\n  "solr": "{B64} {salt}",\n  "relay": "{B64}"\n}}}}\n'
    assert _generated(rules, "security.json", stored) == [(3, B64)]
