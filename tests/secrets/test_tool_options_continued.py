"""OpenLDAP's clients' bind password (`-w`), read from the command a continued line belongs to:
`ldapmodify -H URL \\` then `-D DN \\` then `-w PW` each on its own line. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

PASSWORD = "Gh5!tw8QmzR2"


def _found(rules: RuleSet, text: str, file_name: str = "sync.sh") -> list[tuple[int, str]]:
    parts = ("home", "dana", "bin", file_name)
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    "tool", ["ldapmodify", "ldapadd", "ldapdelete", "ldappasswd", "ldapwhoami"]
)
def test_a_bind_password_on_a_continued_line_is_found(rules: RuleSet, tool: str) -> None:
    text = (
        f"/usr/bin/{tool} -x -H ldap://dir.example.org \\\n"
        '    -D "cn=sync,ou=apps,dc=example,dc=org" \\\n'
        f"    -w {PASSWORD} \\\n"
        "    -f changes.ldif\n"
    )
    assert (3, PASSWORD) in _found(rules, text)


@pytest.mark.parametrize(
    "text",
    [
        # -W prompts, -y reads the password from a file, a variable is filled in at run time.
        'ldapmodify -x -H ldap://dir \\\n  -D "cn=a,dc=b" \\\n  -W -f x.ldif\n',
        'ldapmodify -x -H ldap://dir \\\n  -D "cn=a,dc=b" \\\n  -y /etc/ldap/bind.pw\n',
        'ldapmodify -x -H ldap://dir \\\n  -D "cn=a,dc=b" \\\n  -w "$LDAP_BIND_PW"\n',
        # Another tool's -w on a continued line: a width, a timeout.
        "grep -rn pattern \\\n  -w src/\n",
        "ping -c 3 \\\n  -w 10 host.example.org\n",
    ],
)
def test_look_alikes_on_continued_lines_are_left_alone(rules: RuleSet, text: str) -> None:
    assert _found(rules, text) == []


def test_hostile_continued_ldap_commands_take_linear_time(rules: RuleSet) -> None:
    linear, times = text_grows_linearly(
        lambda part: _found(rules, part), "ldapsearch -x \\\n  -w \\\n" * 40_000
    )
    assert linear, times


CURL_PASSWORD = "a4c123b1612dd272d1371c17149d4395"


def test_a_curl_user_password_lines_below_the_tool_s_name_is_found(rules: RuleSet) -> None:
    # Twilio's documented call: the URL, the form fields, then -u SID:AUTH_TOKEN, each continued.
    text = (
        "curl -X POST https://api.example.org/2010-04-01/Accounts/x/Messages.json \\\n"
        '  --data-urlencode "Body=test" --data-urlencode "To=+15550100" \\\n'
        '  --data-urlencode "From=+15550101" \\\n'
        f"  -u ops-sender:{CURL_PASSWORD}\n"
    )
    assert (4, CURL_PASSWORD) in _found(rules, text)


def test_a_user_option_of_another_command_below_curl_is_left_alone(rules: RuleSet) -> None:
    # Not continued: the -u two lines below is another command's, not curl's.
    text = (
        "curl -s https://api.example.org/health -o /tmp/health\n"
        "echo done\n"
        f"  sometool -u ops-sender:{CURL_PASSWORD}\n"
    )
    assert _found(rules, text) == []
