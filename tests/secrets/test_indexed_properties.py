"""A setting whose name carries a list index (LabKey's and Spring Boot's `context.password[0]=`,
`spring.datasource[1].password=`) is the setting its name says without the index. Values are
made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(6408)
PASSWORD = "".join(_RNG.choices(string.ascii_letters + string.digits, k=13)) + "_%d"


@pytest.mark.parametrize("name", ["context.password[0]", "spring.datasource[1].password"])
def test_an_indexed_password_setting_is_found(rules: RuleSet, name: str) -> None:
    text = f"context.url[0]=jdbc:postgresql://db:5432/labkey\n{name}={PASSWORD}\n"
    assert found(rules, "panorama/application.properties", text) == [(2, PASSWORD)]


@pytest.mark.parametrize(
    "text",
    [
        # A reference, and an indexed setting that is no secret.
        "context.password[0]=${LABKEY_DB_PASSWORD}\n",
        f"context.username[0]=labkey\ncontext.dataSourceName[0]={PASSWORD}\n",
    ],
)
def test_indexed_settings_keep_their_lookalikes(rules: RuleSet, text: str) -> None:
    assert found(rules, "panorama/application.properties", text) == []
