"""Option files whose password option is known by its tool's documented format: IBM Storage
Protect's client options (dsm.opt, dsm.sys: `PASSWORD  VALUE`, name and value set off by
blanks, any case), Request Tracker's ~/.rtrc (`passwd VALUE`), and the LOFAR LTA stager's
~/.stagingrc (`password=VALUE`, the first `=` the separator, so a password may start with one).
The look-alikes are the other options of the same names' stems (PASSWORDACCESS, PASSWORDDIR),
comments, placeholders and variables. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values

_RNG = random.Random(6907)


def _password(first: str = "") -> str:
    """A password: FIRST, then a letter, then letters and punctuation and no digit: the shape
    the checks of a value under any password name leave, which only the option's place says."""
    body = _RNG.choices(string.ascii_letters + "!%^*_.+", k=14)
    return first + _RNG.choice(string.ascii_letters) + "".join(body)


def test_the_password_option_of_a_storage_protect_options_file_is_found(rules: RuleSet) -> None:
    secret, other = _password(), _password()
    text = (
        "* dsm.opt for the microscope PC\n"
        "NODENAME          SCOPE-PC01\n"
        "PASSWORDACCESS    PROMPT\n"
        f"PASSWORD          {secret}\n"
        "SUBDIR            YES\n"
    )
    assert found(rules, "tsm/dsm.opt", text, home="projects/p") == [(4, secret)]
    stanza = f"SErvername  tsm01\n   PASSWORDDIR  /etc/adsm\n   password  {other}\n"
    assert found(rules, "dsm.sys", stanza, home="opt/tivoli/tsm/client/ba/bin") == [(3, other)]


@pytest.mark.parametrize(
    "line",
    [
        "PASSWORDACCESS    GENERATE",
        "PASSWORDDIR       C:\\ProgramData\\tsm",
        f"* PASSWORD  {_password()}",
        "PASSWORD          <node password>",
        "PASSWORD          ********",
        "PASSWORD          ${TSM_PASSWORD}",
    ],
)
def test_other_options_comments_and_placeholders_in_dsm_opt_are_left(
    rules: RuleSet, line: str
) -> None:
    assert values(rules, "tsm/dsm.opt", f"NODENAME  SCOPE-PC01\n{line}\n") == []


def test_the_passwd_of_an_rtrc_is_found(rules: RuleSet) -> None:
    secret = _password()
    text = f"server https://rt.example.org\nuser lmeza\npasswd {secret}\n"
    assert found(rules, ".rtrc", text) == [(3, secret)]


@pytest.mark.parametrize(
    "text",
    [
        "server https://rt.example.org\nuser lmeza\nexternalauth 1\n",
        "passwd <your password>\n",
        "passwd ********\n",
        "passwd $RT_PASSWORD\n",
    ],
)
def test_an_rtrc_without_a_password_is_left(rules: RuleSet, text: str) -> None:
    assert values(rules, ".rtrc", text) == []


def test_a_stagingrc_password_is_found_even_when_it_starts_with_its_separator(
    rules: RuleSet,
) -> None:
    secret = _password(first="=")
    assert found(rules, ".stagingrc", f"user=hvaz\npassword={secret}\n") == [(2, secret)]
    assert values(rules, ".stagingrc", "user=hvaz\npassword=<your LTA password>\n") == []
