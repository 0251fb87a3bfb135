"""Files named for the credentials or passwords they list, a line a login `USER:PASSWORD`: Zenoh's
usrpwd dictionary file, the plain lists basic-authentication and audit tools read. The
look-alikes are such files' lines that are hashes, references, placeholders, prose, URLs and
/etc/passwd's records, and lists under other names."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

PW1 = "Hq7#kP2mZw9x"
PW2 = "t4Vn-8rWq2Lk"


@pytest.mark.parametrize(
    "path", ["etc/router/usrpwd_credentials.txt", "ops/audit/passwords.txt", "srv/creds.txt"]
)
def test_each_login_of_a_list_is_found(rules: RuleSet, path: str) -> None:
    text = f"# one login a line\nsensor-7:{PW1}\n  relay@site:{PW2}\n"
    assert found(rules, path, text) == [(2, PW1), (3, PW2)]


def test_hashes_references_placeholders_prose_and_records_are_not_reported(
    rules: RuleSet,
) -> None:
    text = (
        "See https://wiki.lab.example.org/creds for who may log in\n"
        "bob:$7$101$abcDEFghi==$xyzXYZ0123456789abcdef==\n"
        "carol:$2y$10$abcdefghijklmnopqrstuu5Gk1pVvKz8O6yZ2lq7hFhSx9eCwXx2\n"
        "svc:${SVC_PASSWORD}\n"
        "ops:<password>\n"
        "backup:xxxxxxxx\n"
        "root:x:0:0:root:/root:/bin/bash\n"
        "user: alice\n"
    )
    assert found(rules, "srv/credentials.txt", text) == []


def test_a_list_under_another_name_is_left_to_the_other_rules(rules: RuleSet) -> None:
    assert found(rules, "data/pairs.txt", f"sensor-7:{PW1}\n") == []


def test_a_huge_list_line_takes_linear_time(rules: RuleSet) -> None:
    text = "a" * 1_000_000 + ":" + "b" * 10 + "\n" + "u:" * 300_000
    linear, times = text_grows_linearly(
        lambda part: found(rules, "srv/credentials.txt", part), text
    )
    assert linear, times
