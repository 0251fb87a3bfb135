"""A tool whose option is a secret, typed in a shell file with no keyword on its line: the line
is read because its command is a tool the `[commands]` table names (govern/secrets/
commandwords.py), and a value written as parts (`USER:SECRET@HOST`) gives its secret part
(govern/secrets/synopses.py). Values are made here."""

from __future__ import annotations

import random
import string
import uuid

import pytest

from govern.secrets.commandwords import starts_as_shell, tool_command_anchors
from govern.secrets.rules import RuleSet
from govern.secrets.synopses import parse_synopses, synopsis_candidates
from tests.secrets.found import found
from tests.secrets.linear import grows_linearly, text_grows_linearly

_DRAW = random.Random(4417)
PASSWORD = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=14)) + "-x"
PIN_CODE = "".join(_DRAW.choices("123456789", k=8))
SESSION = str(uuid.UUID(int=_DRAW.getrandbits(128), version=4))
TOKEN = "".join(_DRAW.choices("0123456789abcdef", k=80))


def _read(synopsis: str, command: str) -> list[str]:
    table = parse_synopses([synopsis])
    return [command[c.start : c.end] for c in synopsis_candidates(command, [0], False, table)]


def test_a_value_written_as_parts_gives_its_secret_part() -> None:
    synopsis = "vendortool --target USER:SECRET@HOST"
    assert _read(synopsis, f"vendortool --target ops:{PASSWORD}@192.0.2.9 status\n") == [PASSWORD]
    # The secret may hold the separators of the parts around it.
    assert _read(synopsis, f"vendortool --target=ops:a@{PASSWORD}@bmc-3 x\n") == [f"a@{PASSWORD}"]
    assert _read("kvtool --login USER:SECRET", f"kvtool --login ops:{PASSWORD} ls\n") == [PASSWORD]
    # Without the separators there is no secret part: a user's name alone.
    assert _read("kvtool --login USER:SECRET", "kvtool --login ops --pass-file p ls\n") == []
    assert _read(synopsis, "vendortool --target ops@192.0.2.9 status\n") == []


@pytest.mark.parametrize(
    ("path", "line", "secret"),
    [
        (".bash_history", "onecli config show IMM -b ADMIN:{pw}@192.0.2.40", "{pw}"),
        (".bash_history", "sudo /opt/lenovo/onecli/onecli update scan --bmc ops:{pw}@bmc7", "{pw}"),
        (".zsh_history", ": 1712000000:0;omero -s imaging.test -k {key} hql 'select 1'", "{key}"),
        ("bin/health.sh", "ETCDCTL_API=3 ./etcdctl --user ops:{pw} endpoint status", "{pw}"),
        ("jobs/check.sbatch", "etcdctl --user=ops:{pw} get /cfg", "{pw}"),
        ("notes/console.log.sh", "[ops@head ~]$ omero --key {key} import x.tif", "{key}"),
        ("setup/yk.sh", "ykman piv access change-puk -P 12345678 -n {pin}", "{pin}"),
        ("setup/yk.sh", "ykman --device 123 piv access change-puk --new-puk {pin}", "{pin}"),
        (".bash_history", "qlogin -cs cs1.test -u svc_report -clp '{pw}'", "{pw}"),
        ("i18n/push.sh", "crowdin upload sources -T {token} -i 42", "{token}"),
        # Synapse's registration shared secret (-k), MyProxy's passphrase (-P; -p the port),
        # STAR-CCM+'s Power-on-Demand key (-podkey).
        ("chat/bot.sh", "register_new_matrix_user -u bot -k '{pw}' http://[::1]:8008", "{pw}"),
        (".bash_history", "myproxyclient logon -s idp.test -l ops -p 7512 -P '{pw}' -b", "{pw}"),
        (".bash_history", "starccm+ -power -podkey {pw} -licpath 1999@lic.test -batch", "{pw}"),
    ],
)
def test_a_tools_secret_is_found_with_no_keyword_on_its_line(
    rules: RuleSet, path: str, line: str, secret: str
) -> None:
    values = {"pw": PASSWORD, "key": SESSION, "pin": PIN_CODE, "token": TOKEN}
    text = "cd /srv\n" + line.format(**values) + "\n"
    assert found(rules, path, text) == [(2, secret.format(**values))]


def test_a_script_is_known_by_its_interpreter_line(rules: RuleSet) -> None:
    text = f"#!/usr/bin/env bash\nset -e\nonecli config show -b ADMIN:{PASSWORD}@bmc1\n"
    assert found(rules, "bin/inventory", text) == [(3, PASSWORD)]
    assert starts_as_shell("#!/bin/sh\n") and not starts_as_shell("#!/usr/bin/python3\n")


@pytest.mark.parametrize(
    "line",
    [
        'etcdctl --endpoints=$EP --user ops --password "$ETCD_PW" member list',
        "onecli config show IMM -b 192.0.2.40",
        "ykman piv access change-puk --puk 12345678",
        'ykman piv access change-puk --puk 12345678 --new-puk "$NEW_PUK"',
        "ykman piv access change-pin -P 123456 -n 123456",
        "omero -s imaging.test hql 'select count(i) from Image i'",
        "omero sessions key",
        'qlogin -cs cs1.test -u svc_report -clp "$CV_PASSWORD"',
        "qlogin -cs cs1.test -u svc_report",
        'crowdin download -T "$CROWDIN_TOKEN" -i 42',
        "myproxyclient logon -s idp.test -l ops -p 7512 -b -T -o ~/.esg/cred.pem",
        'register_new_matrix_user -u bot -k "$REG_SECRET" -c /data/homeserver.yaml',
        "starccm+ -power -licpath 1999@lic.test -batch mesh.java a.sim",
    ],
)
def test_tool_lines_without_a_secret_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, ".bash_history", line + "\n") == []


def test_only_shell_files_are_read_without_a_keyword(rules: RuleSet) -> None:
    text = f"omero -s imaging.test -k {SESSION} hql 'select 1'\n"
    assert found(rules, "notes/meeting.txt", text) == []


def test_a_line_is_known_by_its_first_words() -> None:
    tools = frozenset({"omero"})
    text = (
        "omero -s h\n"
        "sudo -u ops omero -k x\n"
        "/usr/bin/omero\tlogin\n"
        "echo a b c d e f omero -k x\n"  # past the first words: not looked at
        "omero\n"  # alone on its line: nothing to read
        "omerotool -k x\n"
    )
    anchors = tool_command_anchors(text, tools)
    assert [(text[a - 5 : a + 1], tool) for a, tool in anchors] == [
        ("omero ", "omero"),
        ("omero ", "omero"),
        ("omero\t", "omero"),
    ]


def test_a_line_of_many_tool_names_is_read_in_linear_time() -> None:
    # `omero omero omero …` on one line: each name's line start was looked for back to the
    # line's start, though the line had been read at its first name (quadratic).
    tools = frozenset({"omero"})
    text = "#!/bin/sh\nomero -s h\n"
    assert len(tool_command_anchors(text + "omero " * 8 + "\n", tools)) == 2
    linear, times = grows_linearly(lambda n: tool_command_anchors("omero " * n, tools), 700_000)
    assert linear, times


def test_a_megabyte_of_tool_lines_without_secrets_is_scanned_quickly(rules: RuleSet) -> None:
    lines = [
        "onecli config show IMM -b 192.0.2.{n}",
        "omero -s host{n}.test hql 'select count(i) from Image i'",
        "sudo ykman --device {n} piv access change-puk --puk 12345678",
        "etcdctl --endpoints=https://e{n}:2379 --user root endpoint health",
    ]
    text = "".join(lines[n % 4].format(n=n) + "\n" for n in range(20000))
    text = text[: 1 << 20]

    def scan(part: str) -> None:
        assert found(rules, ".bash_history", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
