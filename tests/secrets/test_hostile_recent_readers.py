"""The secret scanner's recent readers on text a hostile user shapes for them: names in UTF-8
read as latin-1 and accented keywords in both forms, an environment lookup's literal fallback,
a `$VAR` given to curl's header or a password option, PayPal's NVP signature, oauth2-proxy's
cookie, MAVProxy's signing key, openBIS tokens, Salesforce ids, token caches, id/secret pairs,
drawn punctuated passwords, cloud-init's and Ansible's written files, CesiumJS tokens, CouchDB's
and Tomcat's users, Terraform state, a note's code span after its label, Perl hash elements,
and the remarks after a value (gone, refused now, a verdict over a line break) or above a block.
Each text's scan must grow at most linearly, judged against its own first quarter
(tests/secrets/linear.py): endless label lines, one huge line, runs of a token's own words."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_SIZE = 160_000
_RNG = random.Random(5511)


def _drawn(length: int) -> str:
    return "".join(_RNG.choices(string.ascii_letters + string.digits, k=length))


def _repeated(unit: str) -> str:
    return unit * (_SIZE // len(unit))


_TEXTS = [
    # Names and keywords in UTF-8 read as latin-1, and in latin-1 itself.
    ("app/config.yml", _repeated("cl\u00c3\u00a9_api_key: " + _drawn(24) + "\n")),
    ("app/config.ini", _repeated("contrase\u00c3\u00b1a = " + _drawn(14) + "\n")),
    ("app/config.ini", _repeated("contrase\u00c3\u00b1a contrase\u00f1a cl\u00e9 ") + "\n"),
    # An environment lookup's fallback: lookups alone, then one literal; literals after one.
    ("app/a.R", _repeated('key <- Sys.getenv("X_API_KEY")\n') + 'key <- "' + _drawn(30) + '"\n'),
    ("app/a.R", 'key <- Sys.getenv("X_API_KEY")\n' + _repeated('key <- "' + _drawn(30) + '"\n')),
    # A shell variable resolved for curl's header and a password option; one line of options.
    (
        "bin/run.sh",
        _repeated(f'TOKEN="{_drawn(30)}"\ncurl -H "Authorization: Bearer $TOKEN" https://x\n'),
    ),
    ("bin/run.sh", "curl " + _repeated('-H "X-Api-Key: $TOKEN" ') + "\n"),
    ("bin/run.sh", _repeated(f"PASS={_drawn(12)}\n") + "mysql --password $PASS\n"),
    ("bin/run.sh", _repeated("A=$B\nB=$A\n") + "mysql --password $A\n"),
    # PayPal's NVP signature, oauth2-proxy's cookie, MAVProxy's signing key, openBIS tokens.
    ("notes/pp.txt", _repeated(f"USER=a&PWD=b&SIGNATURE={_drawn(56)}&") + "\n"),
    ("notes/c.txt", _repeated("Cookie: _oauth2_proxy=") + "\n"),
    ("mav/mavinit.scr", _repeated(f"signing setup {_drawn(20)}\n")),
    ("notes/b.txt", _repeated("openbis session token: admin-") + "\n"),
    # Salesforce ids, a token cache, account ids beside secrets and alone.
    ("app/sf.yml", _repeated(f"client_id: 001{_drawn(15)}\nclient_secret: {_drawn(20)}\n")),
    (
        "home/.azure/msal_token_cache.json",
        '{"AccessToken": {' + _repeated(f'"k": {{"secret": "{_drawn(30)}"}},') + "}}",
    ),
    ("app/cfg.ini", _repeated(f"account_id = {_drawn(12)}\naccount_secret = {_drawn(30)}\n")),
    # Drawn passwords of letters and symbols: one huge one, many.
    ("app/cfg.ini", "password = " + _repeated("a!b.c") + "\n"),
    ("app/settings.yml", _repeated("api_key: abcdefghAb!cdefGhij\n")),
    # Files a cloud-init or Ansible file writes: paths without content, one endless content.
    ("cloud/user-data", "#cloud-config\nwrite_files:\n" + _repeated("- path: /etc/x.key\n")),
    (
        "cloud/user-data",
        "#cloud-config\nwrite_files:\n- content: |\n"
        + _repeated(f"    {_drawn(60)}\n")
        + "  path: /etc/x.key\n",
    ),
    ("ans/play.yml", _repeated(f"- copy:\n    dest: /etc/x.key\n    content: {_drawn(30)}\n")),
    # CesiumJS tokens; CouchDB's and Tomcat's users; Terraform state's key pairs.
    (
        "web/app.js",
        _repeated(
            f"Cesium.Ion.defaultAccessToken = 'eyJ{_drawn(40)}.{_drawn(80)}.{_drawn(40)}';\n"
        ),
    ),
    ("couch/local.ini", "[admins]\n" + _repeated(f"admin{_drawn(3)} = {_drawn(20)}\n")),
    (
        "tc/tomcat-users.xml",
        "<tomcat-users>\n" + _repeated(f'<user username="a" password="{_drawn(64)}"/>\n'),
    ),
    (
        "tf/terraform.tfstate",
        '{"version":4,"resources":['
        + _repeated(
            '{"type":"aws_iam_access_key","instances":[{"attributes":'
            f'{{"id":"AKIA{_drawn(16).upper()}","secret":"{_drawn(40)}"}}}}]}},'
        )
        + "{}]}",
    ),
    # A note's labels before code spans, Perl hash elements unclosed and chained.
    ("notes/n.md", _repeated(f"Token `{_drawn(30)}` and ") + "\n"),
    ("notes/n.md", _repeated("Some password label of words `") + "\n"),
    ("perl/Config.pm", _repeated(f"$Self->{{DatabasePw}} = '{_drawn(20)}';\n")),
    ("perl/Config.pm", "$Self->{" + _repeated("'a'}->{") + "\n"),
    # Remarks after a value: gone, refused now, a verdict over a line break, a long opener.
    ("notes/r.md", _repeated(f"password: {_drawn(20)} -- gone\n")),
    ("notes/r.md", _repeated(f"password: {_drawn(20)} answers 401 now\n")),
    ("notes/r.md", _repeated(f"api key `{_drawn(24)}` -- changed, and\n")),
    (
        "notes/r.md",
        _repeated(f"api key `{_drawn(24)}`, and the token `{_drawn(24)}`, it was revoked\n"),
    ),
    ("notes/r.md", "api key `" + _drawn(24) + "` -- " + _repeated("that key ") + "\n"),
    ("app/.env", _repeated(f"A={_drawn(20)} B={_drawn(20)} -- dead\n")),
    # Lead-ins above indented blocks, and lines left open above values.
    ("notes/r.md", _repeated(f"Example from the docs:\n\n    key = {_drawn(20)}\n")),
    ("notes/r.md", _repeated("the old one is\n") + f"  revoked: `{_drawn(30)}`\n"),
]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("path", "text"), _TEXTS, ids=[f"{n}-{p}" for n, (p, _) in enumerate(_TEXTS)]
)
def test_a_recent_reader_takes_linear_time_on_hostile_text(
    rules: RuleSet, path: str, text: str
) -> None:
    parts = ("home", "eve", *path.split("/"))
    linear, times = text_grows_linearly(lambda part: find_matches(part, parts, rules), text)
    assert linear, f"{path}: {times} on {len(text):,} characters"
