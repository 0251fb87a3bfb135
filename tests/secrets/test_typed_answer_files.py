"""otopi's answer files (oVirt's engine-setup) write each setting as SECTION/name and each value
after its type: `OVESETUP_X/password=str:VALUE`. The setting's own name is judged, the value read
after its type; a value otopi filtered out (**FILTERED**) and other types' values are none.
Values are made here."""

from __future__ import annotations

import random
import string

from govern.secrets.formats.ini import parse_ini
from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(8812)
PASSWORD = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(15)) + "Q"


def test_a_typed_password_is_read_after_its_type(rules: RuleSet) -> None:
    text = (
        "[environment:default]\n"
        "SETUP_STORE/host=str:db.internal\n"
        f"SETUP_STORE/password=str:{PASSWORD}\n"
        "SETUP_STORE/port=int:5432\n"
    )
    assert values(rules, "srv/setup/answers.conf", text) == [PASSWORD]


def test_filtered_and_untyped_values_of_other_settings_are_none(rules: RuleSet) -> None:
    text = (
        "[environment:default]\n"
        "SETUP_STORE/password=str:**FILTERED**\n"
        "SETUP_STORE/secured=bool:True\n"
        "SETUP_STORE/user=str:engine\n"
    )
    assert values(rules, "srv/setup/answers.conf", text) == []


def test_the_section_before_a_slash_is_where_the_setting_is() -> None:
    text = f"REPORTS_DB/password=str:{PASSWORD}\nplain=str:kept\n"
    fields = parse_ini(text)
    assert [(f.key, f.parents, text[f.start : f.end]) for f in fields] == [
        ("password", ("REPORTS_DB",), PASSWORD),
        ("plain", (), "str:kept"),
    ]
