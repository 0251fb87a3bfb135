"""A comment that opens by naming the value before it a client's or an app's identifier
(`key="…",  # client identifier, shown on the app page`) says it names the client (LABELS.md
rule 3), as a note's sentence that says it is shown as an account id does, and a remark that
the value is the docs' example, "(that one is their example)", that it is a vendor's published
one. A secret beside the identifier, a secret named so with such a comment, a comment about a
client's id and secret together, and a remark about something else that is theirs leave the
secrets reported. Values are made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_DRAW = random.Random(17302)
CLIENT = "".join(_DRAW.choices("0123456789abcdef", k=40))
SECRET = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=64))
OTHER = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=64))
TOKEN = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=22))


def test_a_value_a_comment_names_a_client_identifier_is_not_reported(rules: RuleSet) -> None:
    code = (
        "client = vimeo.VimeoClient(\n"
        f'    key="{CLIENT}",  # client identifier, shown on the app page\n'
        f'    secret="{SECRET}",\n'
        ")\n"
    )
    assert found(rules, "clips/upload.py", code) == [(3, SECRET)]


def test_a_secret_named_so_stays_reported_whatever_its_comment(rules: RuleSet) -> None:
    code = (
        "client = vimeo.VimeoClient(\n"
        f'    secret="{SECRET}",  # client identifier is the key above\n'
        f'    client_secret="{OTHER}",  # app id\n'
        ")\n"
    )
    assert found(rules, "clips/upload.py", code) == [(2, SECRET), (3, OTHER)]


def test_the_docs_example_named_theirs_is_not_reported(rules: RuleSet) -> None:
    notes = (
        f"- they look like the docs' `Authorization: Bearer {TOKEN}` (that one is their example)\n"
        f"- ours: `Authorization: Bearer {TOKEN[::-1]}` (for their example app)\n"
    )
    assert found(rules, "genomics/README.md", notes) == [(2, TOKEN[::-1])]


def test_a_credential_named_so_or_a_remark_of_two_values_stays_reported(rules: RuleSet) -> None:
    # Only a bare key's value may be the identifier a remark names: a private key, a token or a
    # credential is a secret whatever its comment; "client id, secret below" speaks of two values,
    # and "app id is in the URL" of an id elsewhere.
    for line in (
        f'private_key = "{TOKEN}"  # app id',
        f'access_token = "{TOKEN}"  # client id',
        f'hmac_key = "{TOKEN}"  # client id',
        f'api_key = "{TOKEN}"  # client id, secret below',
        f'api_key = "{TOKEN}"  # app id is in the URL; this is the key',
    ):
        assert found(rules, "clips/upload.py", line + "\n") == [(1, TOKEN)], line


def test_a_key_a_notes_sentence_says_is_shown_as_an_account_id_is_not_reported(
    rules: RuleSet,
) -> None:
    # Vonage calls its account's id an API key; the note's sentence says so after the value.
    key = CLIENT[:8]
    note = (
        f"Vonage SMS: the account's API key `{key}` is shown on the dashboard as an account id;\n"
        f"the API secret `{SECRET}` is in the nightly job.\n"
    )
    assert found(rules, "docs/methods.md", note) == [(2, SECRET)]
    # A sentence that says the key is used with the account id is about two values: reported.
    said = f"the account's API key `{TOKEN}` is used with the account id on each call.\n"
    assert found(rules, "docs/methods.md", said) == [(1, TOKEN)]
