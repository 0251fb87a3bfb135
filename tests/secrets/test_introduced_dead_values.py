"""A line of prose that ends in a colon introduces the value standing alone on the line below
it; when it says that value expired, was revoked or is a documentation's example, the value is
no live secret (tests/secrets/LABELS.md: a value that lets no one act is not labelled). A
value introduced as live, one with other text before it on its line, and one whose
introduction speaks of an older value stay reported. Values are made here."""

from __future__ import annotations

import base64
import secrets

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.labelled import generate

TOKEN = generate("elastic_enrollment", 61)
GITHUB = generate("github_pat", 61)


def test_a_value_introduced_as_expired_is_not_reported(rules: RuleSet) -> None:
    note = (
        "# Adding a node\n\n"
        "Token from the es03 install on 2025-09-11 (expired, kept for the runbook):\n"
        f"{TOKEN}\n"
    )
    assert values(rules, "ops/elastic/enroll_nodes.md", note) == []
    revoked = f"The deploy token we used in March, revoked 2026-04-02:\n    {GITHUB}\n"
    assert values(rules, "ops/notes.md", revoked) == []


def test_a_value_introduced_as_live_stays_reported(rules: RuleSet) -> None:
    note = f"Token from the es03 install (valid 30 minutes, used at once):\n{TOKEN}\n"
    assert values(rules, "ops/elastic/enroll_nodes.md", note) == [TOKEN]


def test_an_introduction_of_an_older_value_or_one_not_alone_leaves_it_reported(
    rules: RuleSet,
) -> None:
    older = f"The old token was revoked; the new one:\n{GITHUB}\n"
    assert values(rules, "ops/notes.md", older) == [GITHUB]
    not_alone = f"Deploy token (revoked 2026-04-02):\nthe new one is {GITHUB}\n"
    assert GITHUB in values(rules, "ops/notes.md", not_alone)


def test_a_dead_word_as_a_field_answered_no_leaves_it_reported(rules: RuleSet) -> None:
    # "expired: no" is a form's field and its answer: the value below is the live one.
    for introduction in (
        "API token (expired: no, scope: repo):",
        "Deploy token, revoked=false, rotated yearly:",
        "Token (retired: never):",
    ):
        note = f"{introduction}\n{GITHUB}\n"
        assert values(rules, "ops/notes.md", note) == [GITHUB], introduction
    # And so above a setting, as a comment.
    setting = f"# expired: no\nGITHUB_TOKEN={GITHUB}\n"
    assert values(rules, "ops/deploy.env", setting) == [GITHUB]


def test_a_value_brought_back_after_it_died_stays_reported(rules: RuleSet) -> None:
    for introduction in (
        "Token (expired in March, reactivated in April):",
        "Deploy token (revoked in May, re-enabled after the audit):",
    ):
        note = f"{introduction}\n{GITHUB}\n"
        assert values(rules, "ops/notes.md", note) == [GITHUB], introduction
    # And so beside it: "(revoked, restored on 2026-05-02)".
    line = f"GITHUB_TOKEN={GITHUB}  # revoked, restored on 2026-05-02\n"
    assert values(rules, "ops/deploy.env", line) == [GITHUB]


def test_a_value_introduced_as_expired_then_renewed_stays_reported(rules: RuleSet) -> None:
    renewed = f"Token (expired in March, then renewed):\n{GITHUB}\n"
    assert values(rules, "ops/notes.md", renewed) == [GITHUB]
    live = f"Deploy token (revoked in May, a live one issued since):\n{GITHUB}\n"
    assert values(rules, "ops/notes.md", live) == [GITHUB]
    # The attack: renewal refused, or said before the expiry, leaves the value dead.
    refused = f"Token (expired in March, and not renewed):\n{GITHUB}\n"
    assert values(rules, "ops/notes.md", refused) == []
    commented = f"# renewed once, expired in March\nTOKEN = '{GITHUB}'\n"
    assert values(rules, "ops/sync.py", commented) == []


def test_a_revival_denied_or_a_field_answered_yes_leaves_it_dead(rules: RuleSet) -> None:
    for remark in (
        "revoked, will not be restored",
        "expired in March; hasn't been renewed",
        "revoked 2024-01; never been restored",
        "expired in May, cannot be renewed",
        "expired: true",
        "revoked: yes",
    ):
        beside = f"GITHUB_TOKEN = '{GITHUB}'  # {remark}\n"
        above = f"# {remark}\nGITHUB_TOKEN = '{GITHUB}'\n"
        assert values(rules, "ops/sync.py", beside) == [], remark
        assert values(rules, "ops/sync.py", above) == [], remark


def _base64_key(size: int) -> str:
    """SIZE random bytes in base64, a letter first (an OPNsense API key's or secret's shape)."""
    while True:
        key = base64.b64encode(secrets.token_bytes(size)).decode()
        if key[0].isalpha():
            return key


def test_an_indented_block_introduced_as_a_docs_example_is_not_reported(rules: RuleSet) -> None:
    key, secret = _base64_key(36), _base64_key(42)
    note = (
        "Example from the OPNsense docs (not ours, do not paste into scripts):\n\n"
        f"    key={key}\n    secret={secret}\n"
    )
    assert values(rules, "opnsense/README.md", note) == []


def test_an_indented_block_under_another_lead_in_stays_reported(rules: RuleSet) -> None:
    example, key, secret = _base64_key(36), _base64_key(36), _base64_key(42)
    note = (
        "Example from the OPNsense docs (not ours):\n\n"
        f"    key={example}\n\n"
        "Ours, for fw01:\n\n"
        f"    key={key}\n    secret={secret}\n"
    )
    assert values(rules, "opnsense/README.md", note) == [key, secret]
    # Not indented as a code block: the lead-in is a paragraph away, not the block's.
    apart = f"Example from the OPNsense docs (not ours):\n\nkey={key}\n"
    assert values(rules, "opnsense/README.md", apart) == [key]
