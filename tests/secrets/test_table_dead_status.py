"""A CSV row whose own status field says its token no longer works ("revoked", "2024-11-30
(revoked by user 2025-03-01)") is a record of a dead token: its secret is not reported. The
attacks: a status that denies it ("not revoked"), a note that is no status, and a row with two
secrets (the status may be the one's, not the other's) leave the row's secrets reported. Values
are generated here."""

from __future__ import annotations

import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_HEADER = "orcid_id,name,access_token,refresh_token,scope,granted\n"


def _row(token: str, granted: str, refresh: str = "") -> str:
    return f"0000-0002-9079-593X,K. Doe,{token},{refresh},/activities/update,{granted}\n"


def test_a_row_its_status_calls_dead_and_look_alikes(rules: RuleSet) -> None:
    live, dead = str(uuid.uuid4()), str(uuid.uuid4())
    for status in ("2024-11-30 (revoked by user 2025-03-01)", "revoked", "expired 2025-01-31"):
        table = _HEADER + _row(live, "2025-01-14") + _row(dead, status)
        assert values(rules, "orcid/tokens.csv", table) == [live], status
    token, refresh = str(uuid.uuid4()), str(uuid.uuid4())
    for status in ("2024-11-30 (not revoked)", "revoke after the project", "revoked: no"):
        table = _HEADER + _row(token, status)
        assert values(rules, "orcid/tokens.csv", table) == [token], status
    both = _HEADER + _row(token, "revoked", refresh=refresh)
    assert values(rules, "orcid/tokens.csv", both) == [token, refresh]


def test_a_dead_word_in_a_column_of_names_is_a_name(rules: RuleSet) -> None:
    # An owner or a user called so, undated, in a column no status is kept in.
    password = str(uuid.uuid4())
    for table in (
        f"host,owner,bmc_password\nnode12,retired,{password}\n",
        f"user,password,note\ndeleted,{password},x\n",
    ):
        assert values(rules, "ops/bmc.csv", table) == [password], table
    assert values(rules, "ops/bmc.csv", f"user,password,status\nbob,{password},revoked\n") == []
