"""Honeycomb's keys: an Ingest Key by its hc?ik_ prefix anywhere, and any key (a Classic one's
32 hex) in the X-Honeycomb-Team header. Values are generated here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _ingest_key(seed: int) -> str:
    draw = random.Random(f"honeycomb-{seed}")
    alphabet = string.ascii_lowercase + string.digits
    return "hcxik_" + "".join(draw.choice(alphabet) for _ in range(58))


def test_an_ingest_key_is_found_by_its_prefix(rules: RuleSet) -> None:
    key = _ingest_key(1)
    text = f'exporters:\n  otlp:\n    headers:\n      x-honeycomb-team: "{key}"\n'
    assert values(rules, "otel/config.yaml", text) == [key]
    # A word that merely starts like one (a longer run, other letters) is none.
    assert values(rules, "notes.txt", f"id hcxik_{key[6:30]}\n") == []


def test_a_classic_key_in_the_team_header_is_found(rules: RuleSet) -> None:
    draw = random.Random("honeycomb-classic")
    classic = "".join(draw.choice("0123456789abcdef") for _ in range(32))
    text = f'curl https://api.honeycomb.io/1/auth -H "X-Honeycomb-Team: {classic}"\n'
    assert values(rules, "bin/check.sh", text) == [classic]
    # The dataset header beside it is a name; the docs' example key is a run of digits.
    docs = "curl -H 'X-Honeycomb-Team: hcxik_" + "1234567890" * 5 + "12345678'\n"
    assert values(rules, "bin/check.sh", docs) == []
    assert values(rules, "bin/check.sh", "curl -H 'X-Honeycomb-Dataset: slurm-traces'\n") == []
