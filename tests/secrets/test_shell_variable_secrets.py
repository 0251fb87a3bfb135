"""A secret a command is given through a shell variable the same file assigns: a session or a
token in a curl header whose name says it carries one (`-H "X-Auth-Token: $KS"`), a password
given to a command's --password option (`ipa-client-install --password "$OTP"`). The value the
variable is assigned is the secret, whatever the variable's name says; a header that names no
credential, or a variable assigned no literal, gives none. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(7531)
SESSION = "".join(_RNG.choice("0123456789abcdef") for _ in range(64))
# Letters alone, too few to look random under a name that only may be secret (OTP).
ONE_TIME = "".join(_RNG.choice(string.ascii_letters) for _ in range(16))


@pytest.mark.parametrize(
    "text",
    [
        'export ASPACE_SESSION={s}\ncurl -s -H "X-ArchivesSpace-Session: $ASPACE_SESSION" {u}\n',
        'SID={s}\ncurl -H "Authorization: Bearer ${{SID}}" {u}\n',
    ],
)
def test_a_session_given_to_a_curl_header_through_a_variable_is_reported(
    rules: RuleSet, text: str
) -> None:
    url = "https://archives.example.edu/api/repositories"
    assert found(rules, ".bash_history", text.format(s=SESSION, u=url)) == [(1, SESSION)]


@pytest.mark.parametrize(
    "text",
    [
        # A request's id names no credential.
        'RID={s}\ncurl -H "X-Request-Id: $RID" https://api.example.edu/jobs\n',
        # The variable is read from elsewhere: no literal to report.
        'SID=$(jq -r .session login.json)\ncurl -H "X-Session: $SID" https://api.example.edu/\n',
    ],
)
def test_a_header_that_names_no_credential_or_an_unassigned_variable_is_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert found(rules, ".bash_history", text.format(s=SESSION)) == []


def test_a_sessions_hex_written_in_a_credential_header_is_reported(rules: RuleSet) -> None:
    text = f'curl -s -H "X-ArchivesSpace-Session: {SESSION}" https://archives.example.edu/api\n'
    assert found(rules, ".bash_history", text) == [(1, SESSION)]
    digest = text.replace("X-ArchivesSpace-Session", "X-Content-SHA256")
    assert found(rules, ".bash_history", digest) == []


def test_a_password_option_given_a_variable_reports_the_variables_literal(
    rules: RuleSet,
) -> None:
    text = f"#!/bin/bash\nOTP='{ONE_TIME}'\nipa-client-install --unattended --password \"$OTP\"\n"
    assert found(rules, "enrol.sh", text) == [(2, ONE_TIME)]


@pytest.mark.parametrize(
    "text",
    [
        '#!/bin/bash\nDM=$(cat /root/.dm)\nipa-server-upgrade --password "$DM"\n',
        # An option that only looks like it: a file holding the password.
        f"#!/bin/bash\nPWF='{ONE_TIME}'\nrclone config --password-file \"$PWF\"\n",
    ],
)
def test_a_password_variable_read_from_elsewhere_or_another_option_is_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert found(rules, "enrol.sh", text) == []
