"""A tool's documented demo login (documented `user:password`, DHIS2's play server's
admin/district) written as two settings of one section, its user's name beside its password:
not reported. The same password beside another user, beside the documented user set for another
service in the same file, or set alone, is. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import grows_linearly


def test_a_documented_login_set_as_user_and_password_is_not_reported(rules: RuleSet) -> None:
    env = "PLAY_URL=https://play.example.org/stable\nPLAY_USER=admin\nPLAY_PASS=district\n"
    assert values(rules, "home/u/.Renviron", env) == []
    yaml = "play:\n  url: https://play.example.org\n  username: admin\n  password: district\n"
    assert values(rules, "config/instances.yml", yaml) == []


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # Another user beside the same password.
        ("home/u/.Renviron", "HMIS_USER=kmensah\nHMIS_PASS=district\n"),
        ("config/instances.yml", "staging:\n  username: kmensah\n  password: district\n"),
        # The documented user set for another service, or in another section.
        ("home/u/.Renviron", "PLAY_USER=admin\nHMIS_PASS=district\n"),
        (
            "config/instances.yml",
            "play:\n  username: admin\nstaging:\n  username: kmensah\n  password: district\n",
        ),
        # No user set at all.
        ("home/u/.Renviron", "HMIS_PASS=district\n"),
    ],
)
def test_the_password_beside_another_user_is_reported(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text) == ["district"]


def test_many_documented_passwords_cost_one_lookup_each(rules: RuleSet) -> None:
    # Sections of the documented password, and one where the documented user is set beside it:
    # each password is looked up among its own section's users, not judged against every
    # setting of the file (quadratic: a minute and more on a megabyte).
    def scan(sections: int) -> object:
        text = "".join(f"[s{n}]\npassword = district\n" for n in range(sections))
        return values(rules, "home/u/app.ini", text + "[play]\nuser = admin\npassword = district\n")

    linear, times = grows_linearly(scan, 12_000)
    assert linear, times
    assert scan(3) == ["district"] * 3
