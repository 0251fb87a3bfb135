"""A secret file kept as base64 in a file of its own (`http.keytab.b64`, `munge.key.b64`) whose
first lines are `#` comments saying what it is and where it came from: the base64 after them is
the secret all the same (base64 has no `#`). The look-alikes are such files holding nothing but
comments, and base64 of public files under comments."""

from __future__ import annotations

import base64
import random

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

BODY = base64.b64encode(random.Random(25).randbytes(96)).decode()


@pytest.mark.parametrize(
    ("path", "header"),
    [
        ("deploy/kdc/web.keytab.b64", "# base64 -w0 /etc/krb5.keytab (web01), for the CI job\n"),
        ("ci/android/upload.jks.base64", "#\n# the Play upload keystore\n#\n\n"),
        ("secrets/ipsec.key.b64", "   # pasted from the old box\n"),
    ],
)
def test_base64_after_a_comment_heading_the_file_is_found(
    rules: RuleSet, path: str, header: str
) -> None:
    line = header.count("\n") + 1
    assert found(rules, path, header + BODY + "\n") == [(line, BODY)]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # Comments alone: the key to come, or where it is kept instead.
        ("deploy/web.keytab.b64", "# generated on first boot; see vault kv get kdc/web\n"),
        ("deploy/web.keytab.b64", "# TODO\n#\n"),
        # A certificate's base64 under a comment is public.
        ("deploy/ca.crt.b64", "# the site CA\n" + BODY + "\n"),
        # Prose after the comment, not base64.
        ("deploy/web.keytab.b64", "# note\nsee the runbook\n"),
    ],
)
def test_comments_alone_and_public_files_are_not_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert found(rules, path, text) == []


@pytest.mark.parametrize(
    "text", ["#\n" * 500_000 + "!", "# " * 500_000 + "\n" + "QUJD" * 1000 + "!", " #" * 500_000]
)
def test_hostile_commented_files_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(
        lambda part: found(rules, "deploy/web.keytab.b64", part), text
    )
    assert linear, times
