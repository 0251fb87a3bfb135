"""A header whose name says token may carry a scheme of any name before the token, as an
Authorization header does (Commvault's REST API: `Authtoken: QSDK TOKEN`): the token is the word
after it. Values are made here."""

from __future__ import annotations

import random
import secrets
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.draws import Draws
from tests.secrets.found import found

_DRAWS = Draws(__name__)
TOKEN = _DRAWS.token_hex(72)
# A token short enough to read as a scheme's word: a letter, then letters and digits drawn at
# random.
SHORT = "t" + "".join(random.Random(1611).choices(string.ascii_letters + string.digits, k=20))


@pytest.mark.parametrize(
    "command",
    [
        'curl -s -H "Accept: application/json" -H "Authtoken: QSDK {t}" https://cs.example.org/api/Job',
        "curl -H 'X-Auth-Token: QSDK {t}' https://cs.example.org/api/Client",
        "wget --header='Authtoken: QSDK {t}' https://cs.example.org/api/Job",
    ],
)
def test_a_token_after_a_scheme_in_a_token_header_is_found(rules: RuleSet, command: str) -> None:
    assert found(rules, "commvault/qlogin.sh", command.format(t=TOKEN) + "\n") == [(1, TOKEN)]


@pytest.mark.parametrize(
    "command",
    [
        'curl -H "Authtoken: QSDK $TOKEN" https://cs.example.org/api/Job',
        'curl -H "Authtoken: QSDK <token from /Login>" https://cs.example.org/api/Job',
        'curl -H "X-CSRF-Token: Fetch" https://sap.example.org/odata',
        'curl -H "X-Auth-Token: Digest username=ops, realm=x" https://x.example.org/',
        # Not a header: a setting's value of two words.
        "token: QSDK please-rotate",
    ],
)
def test_variables_placeholders_and_words_are_not_reported(rules: RuleSet, command: str) -> None:
    assert found(rules, "commvault/qlogin.sh", command + "\n") == []


@pytest.mark.parametrize(
    "command",
    [
        # A blank after the token inside the quotes: no credential follows it, so it is none.
        'curl -H "Private-Token: {k} " https://git.example.org/api/v4/projects',
        # A second word after a token of letters and digits: the token is no scheme.
        'curl -H "X-Auth-Token: {k} stale" https://x.example.org/',
    ],
)
def test_a_token_is_not_taken_for_a_scheme(rules: RuleSet, command: str) -> None:
    # Reported under its header's name, not only for its random look.
    text = command.format(k=SHORT) + "\n"
    parts = ("projects", "ops", "api", "call.sh")
    assert ("named-secret", SHORT) in [
        (m.rule.id, m.value) for m in find_matches(text, parts, rules)
    ]


@pytest.mark.parametrize(
    "line",
    [
        # A REST client's debug log prints the request's headers, Commvault's among them.
        "2025-10-02 01:00:03,540 DEBUG   Authtoken: QSDK {t}",
        "    Authtoken: QSDK {t}",
        'headers = {{"Authtoken": "QSDK {t}", "Accept": "application/json"}}',
    ],
)
def test_a_commvault_token_is_found_outside_a_command(rules: RuleSet, line: str) -> None:
    assert found(rules, "commvault/logs/rest-debug.log", line.format(t=TOKEN) + "\n") == [
        (1, TOKEN)
    ]


@pytest.mark.parametrize(
    "line",
    [
        "2025-10-02 01:00:03,540 DEBUG   Authtoken: QSDK ********",
        "2025-10-02 01:00:03,540 DEBUG   Authtoken: QSDK <redacted>",
        'headers = {"Authtoken": "QSDK " + token}',
        "the Authtoken header takes QSDK and the token /Login returns",
    ],
)
def test_masked_and_referenced_commvault_tokens_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, "commvault/logs/rest-debug.log", line + "\n") == []


def test_a_qsdk_token_is_found_wherever_it_is_written(rules: RuleSet) -> None:
    # The scheme says what the hex is, in code that builds the header apart from its name.
    token = secrets.token_hex(64)
    for line in (f"headers['Authtoken'] = 'QSDK {token}'", f"token = 'QSDK {token}'"):
        assert found(rules, "tools/cvapi.py", line + "\n") == [(1, token)]
