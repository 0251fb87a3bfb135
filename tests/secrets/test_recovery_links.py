"""authentik's recovery link (`ak create_recovery_key` prints https://HOST/recovery/use-token/
TOKEN/) logs whoever opens it in: its token is reported, on any host. A link its note says was
used up, right after it, works no more; that remark hides no other link beside it, and a
placeholder or a variable in the token's place is no token. The words are a remark only where
they open one: a setting named `consumed` beside a secret, or a line below it that opens with
the bare word, hides nothing."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values


def _token(seed: int) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(60))


def _link(token: str) -> str:
    return f"https://auth.example.org/recovery/use-token/{token}/"


def test_a_recovery_link_is_found_and_one_said_used_up_beside_it_is_not(rules: RuleSet) -> None:
    live, used, spent = _token(1), _token(2), _token(3)
    notes = (
        "`ak create_recovery_key 10 akadmin` (valid ten years), kept here for now:\n\n"
        f"{_link(live)}\n\n"
        f"El de mayo ({_link(used)})\n"
        "ya se us\u00f3 el 2025-05-02 y qued\u00f3 consumido.\n"
        f"March's: {_link(spent)} was used up on 2025-03-02.\n"
        # Placeholders and a variable in the token's place.
        "https://auth.example.org/recovery/use-token/${RECOVERY_TOKEN}/\n"
        "https://auth.example.org/recovery/use-token/<token>/\n"
        "https://authentik.company/recovery/use-token/YOUR_RECOVERY_TOKEN_GOES_HERE_FROM_THE_CLI/\n"
    )
    assert found(rules, "notes/recovery.md", notes) == [(3, live)]


def test_a_used_up_remark_about_another_link_hides_no_live_one(rules: RuleSet) -> None:
    live, used = _token(4), _token(5)
    notes = (
        f"current: {_link(live)}\n"
        "The May one was used up on 2025-05-02.\n"
        f"token {_link(used)} consumed by the break-glass script every night\n"
    )
    assert found(rules, "notes/recovery.md", notes) == [(1, live), (3, used)]


def _secret(seed: int) -> str:
    rng = random.Random(seed)
    return "Q" + "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(27)) + "7"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # A setting of that name on the line below, or beside the value: no remark on it.
        ("app/.env", "DB_PASSWORD={secret}\nCONSUMED=0\n"),
        ("app/config.yaml", "db:\n  password: {secret}\n  consumed: false\n"),
        ("app/config.yaml", "db: {{password: {secret}, consumed: false}}\n"),
        ("app/settings.ini", "[db]\npassword = {secret}\nused up = 12\n"),
        ("app/worker.py", "TOKEN = '{secret}'\nconsumed = queue.get()\n"),
        # A line below that opens with the bare word says it of something else.
        ("notes/github.txt", "token: ghp_{secret}\nconsumed quota: 50% of the month\n"),
        ("notes/github.txt", "token: ghp_{secret}\nconsumed storage grows every week\n"),
    ],
)
def test_the_word_in_a_setting_or_another_line_hides_no_secret(
    rules: RuleSet, path: str, text: str
) -> None:
    secret = _secret(len(text))
    assert [v.removeprefix("ghp_") for v in values(rules, path, text.format(secret=secret))] == [
        secret
    ]


def test_a_sentence_going_on_below_the_link_still_says_it_was_used_up(rules: RuleSet) -> None:
    used = _token(6)
    assert values(rules, "notes/recovery.md", f"{_link(used)}\nwas used up on 2025-05-02.\n") == []
