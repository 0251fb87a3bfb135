"""A command's option cited by its name in prose ("password via `-passwordEnv`") is no password,
and `TOOL set-credentials KEY "$SECRET"` gives the id issued with a secret a variable holds: the
id alone is no secret (LABELS.md rule 2). A password that only starts with a dash, and an id
given beside its literal secret, stay reported. Values are made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_DRAW = random.Random(17301)
KEY = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=28))
SECRET = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=28))
PASSWORD = "-" + "".join(_DRAW.choices(string.ascii_letters, k=10)) + "7!q"


def test_an_options_name_in_prose_is_no_password(rules: RuleSet) -> None:
    notes = (
        "- submissions with Webin-CLI, password via `-passwordEnv`\n"
        "- or password via `-passwordFile` or `--password-file`\n"
        f"- the lab's archive: password `{PASSWORD}`\n"
    )
    assert found(rules, "seq/README.md", notes) == [(3, PASSWORD)]


def test_an_id_beside_its_secrets_variable_is_not_reported(rules: RuleSet) -> None:
    history = (
        f'eumdac set-credentials {KEY} "$EUMDAC_SECRET"\n'
        f"eumdac set-credentials {KEY} ${{EUMDAC_SECRET}}\n"
        f"eumdac set-credentials {KEY} {SECRET}\n"
    )
    found_lines = found(rules, ".bash_history", history)
    assert [line for line, _ in found_lines] == [3, 3]
    assert {value for _, value in found_lines} == {KEY, SECRET}
