"""ODK Central's app user token in its URL: Collect and scripts reach Central as an app user
by /v1/key/TOKEN/projects/..., the token 64 characters of base64 with `/` and `+` written `!`
and `$`. Values are made here; the look-alikes are other paths under /key/ and placeholders."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

TOKEN = "Qm7$Hc2pXv9!Lr4kTz8WnB3dFs6yJg1aKe5uPo0iRt7EwYq2Mx9VcZb4Nl8Ah3Gj"


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("fieldwork/collect-settings.txt", "https://central.example.org/v1/key/{t}/projects/12"),
        (
            "sync/submit.py",
            'URL = f"https://forms.example.net/v1/key/{t}/projects/{{pid}}/forms/{{fid}}.xml"',
        ),
        (
            "notes/onboarding.md",
            "Server link for the phones: <https://c.example.org/v1/key/{t}/projects/2>",
        ),
    ],
)
def test_an_app_user_token_in_a_key_url_is_found(rules: RuleSet, path: str, line: str) -> None:
    assert found(rules, path, "# collectors\n" + line.format(t=TOKEN) + "\n") == [(2, TOKEN)]


def test_an_app_user_token_in_base64url_is_found(rules: RuleSet) -> None:
    # The same token's bytes written URL-safe: `-` and `_` for `!` and `$`.
    token = TOKEN.replace("$", "-").replace("!", "_")
    line = f"    https://odk.example.edu/v1/key/{token}/projects/7\n"
    assert found(rules, "odk/app_user_qr.md", "# app users\n" + line) == [(2, token)]


@pytest.mark.parametrize(
    "line",
    [
        # A placeholder, a variable, the API's own documentation of the path.
        "https://central.example.org/v1/key/<app-user-token>/projects/7",
        "https://central.example.org/v1/key/${ODK_APP_TOKEN}/projects/7",
        "GET /v1/key/{token}/projects/{projectId}/forms",
        # Other APIs' /v1/key/ paths name keys by id: a UUID, a short name, a hex digest.
        "curl https://kms.example.com/v1/key/3f2b8c1e-9d4a-4e6b-8f1c-2a7d5e9b0c3f/rotate",
        "https://api.example.com/v1/key/signing-key-2026/public",
        # A key's name of words and dashes as long as a token.
        "https://api.example.com/v1/key/field-tablets-of-project-seven-signing-key-for-the-heat-trial-26/public",
        "https://keys.example.com/v1/key/ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad/status",
        # Too short or too long for Central's token.
        "https://central.example.org/v1/key/" + TOKEN[:40] + "/projects/1",
        "https://central.example.org/v1/key/" + TOKEN + "x/projects/1",
    ],
)
def test_other_key_paths_and_placeholders_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, "notes/servers.md", line + "\n") == []


def test_a_huge_line_of_key_paths_takes_linear_time(rules: RuleSet) -> None:
    text = ("/v1/key/" + "a" * 63 + "/") * 30_000 + "\n" + "/v1/key/" * 100_000 + "\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "notes/servers.md", part), text)
    assert linear, times
