"""Secrets set by statements that are not assignments: Request Tracker's Set($Name, VALUE)
(RT::Config, RT_SiteConfig.pm) and Stata's options, name(value), in do- and ado-files
(`odbc load, ... password("PW")`, `jdbc connect, ... password("PW")`). Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

PASSWORD = "vN3;qB8.wZk2Tr"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "desk", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    "text",
    [
        "Set($WebPassword, '{p}');\n",
        'Set( $LDAPPassword , "{p}" );\n',
        "Set($rtname, 'desk'); Set($SMTPAuthPassword, '{p}');\n",
        "    Set($ExternalSettings_Secret, '{p}');\n",
    ],
)
def test_a_secret_set_by_rts_set_is_found(rules: RuleSet, text: str) -> None:
    found = _values(rules, "etc/RT_SiteConfig.d/10-auth.pm", text.format(p=PASSWORD))
    assert found == [PASSWORD], found


@pytest.mark.parametrize(
    "text",
    [
        # No value in the file: undef, the environment, empty, a placeholder.
        "Set($DatabasePassword, undef);\n",
        "Set($DatabasePassword, $ENV{{RT_DB_PASSWORD}});\n",
        "Set($DatabasePassword, '');\n",
        "Set($DatabasePassword, 'changeme');\n",
        # A method's set() takes a key held in the variable; other calls are no setters.
        "$cache->set($token, '{p}');\n",
        "reset($password, '{p}');\n",
        # A name that holds no secret.
        "Set($DatabaseUser, 'rt_user');\n",
    ],
)
def test_what_rts_set_is_given_that_is_no_secret(rules: RuleSet, text: str) -> None:
    assert _values(rules, "RT_SiteConfig.pm", text.format(p=PASSWORD)) == []


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("build/merge.do", 'odbc exec("VACUUM"), dsn("wh") user("etl") password("{p}")\n'),
        (
            "ado/loadwh.ado",
            'jdbc connect, jar("mssql.jar") driverclass("com.x.Driver") url("jdbc:x")'
            ' user("sa") password("{p}")\n',
        ),
    ],
)
def test_a_password_given_as_a_stata_option_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text.format(p=PASSWORD)) == [PASSWORD]


@pytest.mark.parametrize(
    "text",
    [
        # Stata's macros: a global's $NAME, a local's `name'.
        'odbc load, dsn("wh") user("etl") password("$WH_PW") clear\n',
        'odbc load, dsn("wh") user("etl") password("`whpw\'") clear\n',
        # Options that are no secret.
        'odbc load, exec("SELECT * FROM t") dsn("warehouse") clear\n',
    ],
)
def test_what_a_stata_option_holds_that_is_no_password(rules: RuleSet, text: str) -> None:
    assert _values(rules, "build/merge.do", text) == []


def test_huge_setter_lines_take_linear_time(rules: RuleSet) -> None:
    # Many names on a line each cost a look (linear); none may cost a look back over the line.
    text = ("Set( " + "$Password, " * 1000 + "\n") * 20 + ('password("' + "a(" * 5000 + "\n") * 50
    linear, times = text_grows_linearly(lambda part: _values(rules, "RT_SiteConfig.pm", part), text)
    assert linear, times
    linear, times = text_grows_linearly(lambda part: _values(rules, "big.do", part), text)
    assert linear, times
