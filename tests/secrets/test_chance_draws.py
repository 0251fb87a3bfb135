"""A secret under its name is found whatever the draw made it: the look-alike checks judge
shapes (words, identifiers, paths, digests), and a random draw falls in one of those shapes now
and then. Each shape is drawn hundreds of times from a seeded generator, in the places users
write secrets most."""

from __future__ import annotations

import base64
import random
import string
import uuid
from collections.abc import Callable

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_DRAWS = 150


def _letters(rng: random.Random) -> str:
    # Letters of both cases without a digit: a base62 key of 20 has none one time in 30, and
    # then falls in CamelCase's shape now and then.
    return "".join(rng.choice(string.ascii_letters) for _ in range(20))


def _urlsafe(rng: random.Random) -> str:
    return "k" + base64.urlsafe_b64encode(rng.randbytes(18)).decode().rstrip("=")


def _base64(rng: random.Random) -> str:
    # Standard base64 holds a slash or a plus in one character of 32, and starts with a slash
    # one time in 64: no file's path for that.
    return base64.b64encode(rng.randbytes(30)).decode()


def _uuid(rng: random.Random) -> str:
    # Hex holds four bits a character at most: a UUID key's falls under 3.5 one time in twenty.
    return str(uuid.UUID(bytes=rng.randbytes(16), version=4))


_SHAPES: dict[str, Callable[[random.Random], str]] = {
    "letters": _letters,
    "urlsafe": _urlsafe,
    "base64": _base64,
    "uuid": _uuid,
}
_PLACES = [
    (".bashrc", "export API_TOKEN={v}\n"),
    (".env", "PASSWORD={v}\n"),
    ("config.yaml", "service:\n  password: {v}\n"),
    ("settings.json", '{{"api_key": "{v}"}}\n'),
    ("run.sh", "curl -u alice:{v} https://data.example.org/a\n"),
    ("run.sh", "mysql -u bob -p{v} results\n"),
    ("run.sh", "curl -s -u {v}: https://api.example.org/v1/pushes\n"),
    ("fetch.py", 'client = Client(token="{v}")\n'),
    (".my.cnf", "[client]\npassword={v}\n"),
]


@pytest.mark.parametrize("shape", sorted(_SHAPES))
@pytest.mark.parametrize(("path", "template"), _PLACES)
def test_a_drawn_secret_is_found_whatever_the_draw(
    rules: RuleSet, shape: str, path: str, template: str
) -> None:
    rng = random.Random(f"{shape}-{path}-{template}")
    draws = [_SHAPES[shape](rng) for _ in range(_DRAWS)]
    missed = [v for v in draws if v not in values(rules, path, template.format(v=v))]
    assert missed == []


@pytest.mark.parametrize(
    "value",
    [
        "AccessDeniedException",
        "XMLHttpRequestUpload",
        "HttpsStrengthsParser",
        "/run/secrets/ResultsDatabase",
        "/home/alice/Projects/Upload2024/key",
    ],
)
def test_identifiers_and_paths_under_a_secrets_name_are_not_reported(
    rules: RuleSet, value: str
) -> None:
    assert values(rules, "settings.json", f'{{"api_key": "{value}"}}\n') == []


def test_a_draw_holding_a_placeholders_word_by_chance_is_reported(rules: RuleSet) -> None:
    rng = random.Random("your-")
    drawn = [f"{_urlsafe(rng)[:8]}7youR-{_urlsafe(rng)[:6]}" for _ in range(5)]
    for value in drawn:
        assert values(rules, ".env", f"API_TOKEN={value}\n") == [value]
    for placeholder in (
        "your-api-token-here",
        "sk-your-key",
        "INSERT_YOUR_TOKEN",
        "PasteYour-ApiKey-Here",
        "EnterYour_Key",
    ):
        assert values(rules, ".env", f"API_TOKEN={placeholder}\n") == []


# Consonants no written language spells one sound with in pairs (no c, s, t, p, g, h: sch, ch,
# sh, th, ph, gh, ck), so a run of them counts one sound a letter.
_PLAIN_CONSONANTS = "bdfjklmnqrvwxz"


def _consonants(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(_PLAIN_CONSONANTS) for _ in range(n))


def test_acronyms_and_compound_words_are_identifiers_not_draws(rules: RuleSet) -> None:
    # A protocol's or a format's acronym as a CamelCase part has no vowel (Smtp, Html, Xml,
    # Rpc), and a compound word's junction runs consonants that spell few sounds
    # (Deutsch|schweiz): words, under a key's name.
    for identifier in (
        "SmtpHtmlMailerCreds",
        "XmlRpcSslTransport",
        "DeutschschweizKlinik",
        "KlinikumRechtsDerIsar",
    ):
        assert values(rules, "settings.json", f'{{"api_key": "{identifier}"}}\n') == []
    # The same shapes with a draw's parts in place of the acronyms or the junction are draws:
    # two parts without a vowel that are no acronym, or six consonants that spell six sounds.
    rng = random.Random("acronyms")
    for _ in range(20):
        unvoiced = f"Smtp{_consonants(rng, 4).title()}Mailer{_consonants(rng, 4).title()}"
        run = f"Deutsc{_consonants(rng, 6)}eizKlinik"
        for drawn in (unvoiced, run):
            assert values(rules, "settings.json", f'{{"api_key": "{drawn}"}}\n') == [drawn]
