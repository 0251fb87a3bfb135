"""Rocket.Chat's incoming webhook URL, https://HOST/hooks/ID/TOKEN: a 17-character Meteor id and
a 48-character token, both of Meteor's Random.id alphabet, found whatever the host (often a
script's variable). Other /hooks/ paths are left alone. Values are made here."""

from __future__ import annotations

import random

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_METEOR = "23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz"
_DRAW = random.Random(90421)
HOOK_ID = "".join(_DRAW.choices(_METEOR, k=17))
TOKEN = "".join(_DRAW.choices(_METEOR, k=48))


def test_an_incoming_webhook_url_is_found_with_any_host(rules: RuleSet) -> None:
    script = (
        "#!/bin/bash\n"
        'CHAT="https://talk.example.net"\n'
        f'wget -qO- --post-data "$MSG" "${{CHAT}}/hooks/{HOOK_ID}/{TOKEN}"\n'
    )
    assert values(rules, "ops/announce.sh", script) == [TOKEN]
    config = f"notify:\n  url: https://talk.example.net/hooks/{HOOK_ID}/{TOKEN}\n"
    assert values(rules, "ops/notify.yml", config) == [TOKEN]


def test_other_hook_paths_are_left_alone(rules: RuleSet) -> None:
    text = (
        # a token of the wrong length, one with a letter Meteor never draws (l, 0), a git hook
        f"curl https://talk.example.net/hooks/{HOOK_ID}/{TOKEN[:40]}\n"
        f"curl https://talk.example.net/hooks/{HOOK_ID}/{TOKEN[:47]}l\n"
        f"curl https://talk.example.net/hooks/{HOOK_ID[:16]}0/{TOKEN}\n"
        "cp pre-commit .git/hooks/pre-commit\n"
    )
    assert values(rules, "ops/announce.sh", text) == []


def test_many_near_misses_are_scanned_quickly(rules: RuleSet) -> None:
    line = f"x /hooks/{HOOK_ID}/{TOKEN[:47]}- /hooks/{HOOK_ID[:16]}/{TOKEN}\n"
    text = line * (1_000_000 // len(line))

    def scan(part: str) -> None:
        assert values(rules, "ops/many.txt", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
