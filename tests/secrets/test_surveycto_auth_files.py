"""SurveyCTO's auth file (rsurveycto's scto_auth.txt): the server's name, the user and the
password on three lines. Values are generated here; the look-alikes are the template's words,
a variable, a file of another name and a file with fewer lines."""

from __future__ import annotations

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

PASSWORD = "r8#Kq2vLw!9zTm"


def test_the_third_line_of_an_auth_file_is_found(rules: RuleSet) -> None:
    text = f"fieldlab\nenumerator.lead@uni.example.org\n{PASSWORD}\n"
    assert found(rules, "study/credentials/scto_auth.txt", text) == [(3, PASSWORD)]
    windows = f"fieldlab\r\nlead@uni.example.org\r\n{PASSWORD}"
    assert values(rules, "study/my_scto_auth.txt", windows) == [PASSWORD]


def test_templates_variables_and_other_files_are_not_reported(rules: RuleSet) -> None:
    assert values(rules, "scto_auth.txt", "servername\nusername\npassword\n") == []
    assert values(rules, "scto_auth.txt", "lab\nme@uni.org\n${SCTO_PASSWORD}\n") == []
    assert values(rules, "scto_auth.txt", "fieldlab\nlead@uni.example.org\n") == []
    text = f"fieldlab\nlead@uni.example.org\n{PASSWORD}\n"
    assert values(rules, "study/servers.txt", text) == []


def test_a_huge_auth_file_takes_linear_time(rules: RuleSet) -> None:
    text = "a\n" * 300_000 + " " * 200_000 + "\n"
    linear, times = text_grows_linearly(lambda part: values(rules, "scto_auth.txt", part), text)
    assert linear, times
