"""A note's label of a few words before a Markdown code span ("private key: `VALUE`") names the
value as the whole label does without the backticks: an Atlas API key's private half, a UUID,
is a private key's, where under a plain `key` a UUID is an id. Values are made here."""

from __future__ import annotations

import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def test_a_private_keys_uuid_in_a_code_span_is_found(rules: RuleSet) -> None:
    private = str(uuid.uuid4())
    text = f"Atlas API key for the backups:\n\n- private key: `{private}`\n"
    assert found(rules, "ops/mongodb/connect.md", text, home="projects/x") == [(3, private)]


def test_a_uuid_in_a_code_span_under_a_plain_key_stays_an_id(rules: RuleSet) -> None:
    text = f"- key: `{uuid.uuid4()}`\n- project key: `{uuid.uuid4()}`\n"
    assert found(rules, "ops/mongodb/connect.md", text, home="projects/x") == []
