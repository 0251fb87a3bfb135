"""A generated-looking value under a name for a thing identified (a bucket, a data repository's
upload) is that thing's identifier, and so is one under the name's plural, a list of them ("NOMAD
uploads: `ID`", `buckets: ID`). Under a name that says nothing (relay, PUSHOVER_APP) it
is still judged as a generated value. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(9052)
ID = (
    "".join(_RNG.choices(string.ascii_letters, k=10))
    + "7Qx"
    + "".join(_RNG.choices(string.ascii_letters + string.digits, k=8))
    + "a"
)


@pytest.mark.parametrize("label", ["NOMAD uploads", "NOMAD upload", "buckets", "Datasets"])
def test_an_identifier_under_an_entitys_name_or_plural_is_left_alone(
    rules: RuleSet, label: str
) -> None:
    text = f"# results\n\n- {label}: `{ID}` (relaxations)\n"
    assert values(rules, "project/README.md", text) == []


@pytest.mark.parametrize("label", ["relay", "PUSHOVER_APP"])
def test_a_generated_value_under_other_names_is_still_reported(rules: RuleSet, label: str) -> None:
    text = f"# results\n\n- {label}: `{ID}`\n"
    assert values(rules, "project/README.md", text) == [ID]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # A data portal's object PID, in the URL the script builds from it.
        (
            "src/fetch.R",
            f'pid <- "{ID}"\nurl <- paste0("https://data.example.org/objects/", pid)\n',
        ),
        # Snowflake's external id for an AWS role, after the role's name (ACCOUNT_SFCRole=N_…).
        ("notes/stage.md", f"The integration shows `KN01234_SFCRole=2_{ID}` as its external id.\n"),
    ],
)
def test_an_objects_pid_and_a_roles_id_are_left_alone(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert values(rules, file_name, text) == []


def test_a_generated_value_under_a_token_beside_a_pid_is_still_reported(rules: RuleSet) -> None:
    text = f'pid <- "doi-123"\nportal_cookie <- "{ID}"\n'
    assert values(rules, "src/fetch.R", text) == [ID]
