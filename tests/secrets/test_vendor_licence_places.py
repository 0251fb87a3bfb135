"""Licence keys and passwords in the places their vendors' tools keep them (MathLM's mathpass,
its lines with a MathID or a host alone, Intel's silent.cfg, `mathlm -activate`, a MATLAB File
Installation Key beside its name, a licence key as a URL's user, RLM's USER:PASSWORD:admin),
credentials in a kdb+ handle, and a copy of davfs2's secrets file; with the look-alikes beside
them. Values are made here."""

from __future__ import annotations

import random
import string
from functools import partial

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(3307)
_CAPS_DIGITS = string.ascii_uppercase + string.digits


def _pick(alphabet: str, size: int) -> str:
    return "".join(_RNG.choice(alphabet) for _ in range(size))


def _digits(size: int) -> str:
    # No run a placeholder has (12345): the look-alike checks would rightly pass over it.
    while "12345" in (made := _pick(string.digits, size)):
        pass
    return made


MATHPASS_PASSWORD = f"{_digits(4)}-{_digits(3)}-{_digits(3)}::1"
INTEL_SERIAL = f"{_pick(_CAPS_DIGITS, 4)}-{_pick(_CAPS_DIGITS, 8)}"
ACTIVATION_KEY = f"{_digits(4)}-{_digits(4)}-{_pick(_CAPS_DIGITS, 6)}"
FILE_INSTALLATION_KEY = "-".join(_digits(5) for _ in range(12))
URL_KEY = "-".join(_pick(_CAPS_DIGITS, 5) for _ in range(4))
PASSWORD = _pick(string.ascii_letters, 6) + _pick(string.digits, 3) + "%" + _pick("xyzQRS", 3)


def test_a_mathpass_line_gives_its_password(rules: RuleSet) -> None:
    text = (
        "// network passwords\n"
        f"mathserver.lab.example\t9051-38264-70419\t{MATHPASS_PASSWORD}\n"
        # A made-up password (digits counting up), the MathID alone, a comment.
        "retired01 2201-48817-33090 1234-567-890::1\n"
        "spare 6120-47713-20985\n"
        # The documentation's example, its four entries; a MathLM server's line.
        "myComputer 1111-11111-11111 1234-5678-ABCDEF 2222-222-222:2,2,8,8:9:20211231\n"
        "!mathserver.lab.example\n"
        f"% {MATHPASS_PASSWORD}\n"
        f"desk07 4410-29384-77102 {ACTIVATION_KEY} {MATHPASS_PASSWORD}\n"
        "// 6120-47713-20985 is the spare's MathID\n"
    )
    assert found(rules, "wolfram/mathpass", text) == [
        (2, MATHPASS_PASSWORD),
        (8, MATHPASS_PASSWORD),
    ]
    # Elsewhere the same line is only three words.
    assert MATHPASS_PASSWORD not in values(rules, "wolfram/servers.txt", text)


def test_a_mathpass_line_of_host_and_password_gives_it(rules: RuleSet) -> None:
    # A file kept by hand: the host, then its password alone, told by the password's shape.
    # Ten digits drawn at random often repeat some (5656-162-461).
    text = (
        "// Format: host  password\n"
        f"lic03.example.org\t{MATHPASS_PASSWORD}\n"
        "lic03-bak.example.org\t5656-162-461::1\n"
        # A host beside a date, digits alone, a made-up password.
        "node01\t2026-11-19\n"
        "node02 3825-322-720\n"
        "spare 2222-222-222::1\n"
    )
    assert found(rules, "wolfram/mathpass", text) == [
        (2, MATHPASS_PASSWORD),
        (3, "5656-162-461::1"),
    ]


def test_a_silent_installer_gives_its_serial_number(rules: RuleSet) -> None:
    text = (
        "ACCEPT_EULA=accept\n"
        f"ACTIVATION_SERIAL_NUMBER={INTEL_SERIAL}\n"
        "ACTIVATION_TYPE=serial_number\n"
        "#ACTIVATION_SERIAL_NUMBER=snpat\n"
        "ACTIVATION_LICENSE_FILE=28000@lic.example\n"
    )
    assert found(rules, "installers/psxe/silent.cfg", text) == [(2, INTEL_SERIAL)]
    assert found(rules, "installers/psxe/silent.cfg", text.replace(INTEL_SERIAL, "snpat")) == []


def test_mathlm_activate_gives_its_key(rules: RuleSet) -> None:
    text = (
        f"sudo ./mathlm -activate {ACTIVATION_KEY} -mathid 9051-38264-70419\n"
        "wolframscript -activate -username me@lab.example\n"
    )
    assert found(rules, ".bash_history", text) == [(1, ACTIVATION_KEY)]


@pytest.mark.parametrize(
    "line",
    [
        "| Mathworks | 91234 | File Installation Key (R2025a): `{k}` |",
        "installation key for the teaching cluster {k}",
        "fileInstallationKey={k}",
    ],
)
def test_a_file_installation_key_beside_its_name_is_found(rules: RuleSet, line: str) -> None:
    text = "# offline installs\n" + line.format(k=FILE_INSTALLATION_KEY) + "\n"
    assert values(rules, "docs/matlab.md", text) == [FILE_INSTALLATION_KEY]


@pytest.mark.parametrize(
    "line",
    [
        # MathWorks' example, too few groups, a key with no name beside it.
        "installation key, as documented: " + "-".join(["12345", "67890"] * 6),
        "installation key for the toolbox " + "-".join(_digits(5) for _ in range(4)),
        "checksums " + FILE_INSTALLATION_KEY,
    ],
)
def test_look_alikes_of_a_file_installation_key_are_left(rules: RuleSet, line: str) -> None:
    assert values(rules, "docs/matlab.md", line + "\n") == []


def test_a_licence_key_as_a_urls_user_is_found_anywhere(rules: RuleSet) -> None:
    text = (
        f"pip install toolkit --extra-index-url https://{URL_KEY}@pkgs.vendor.example/simple\n"
        "git clone https://git@code.example.org/lab/repo.git\n"
        "pip install -f https://XXXXX-XXXXX-XXXXX-XXXXX@pkgs.vendor.example\n"
        "curl https://deploy-bot-2024@ci.example.org/hook\n"
        # Users' names in capitals: words, and words with a number after them.
        "lftp ftp://CORP-USER-0001@ftp.lab.example/\n"
        "mount smb://LABS-NASA-ADMIN@nas.lab.example/share\n"
    )
    assert found(rules, "setup/install.sh", text) == [(1, URL_KEY)]


def test_an_rlm_admin_line_gives_its_password(rules: RuleSet) -> None:
    text = (
        "rlm.pw on the licence server:\n\n"
        f"    licadmin:{PASSWORD}:admin\n"
        "    reader:changeme:admin\n"
        "admin:x:1000:admin\n"
        "roles: user:viewer:admin-console\n"
        # A user, a group or role and a privilege, as ACLs and role tables write them.
        "deploy:readonly:admin\n"
        "  jdoe:maintainer:admin\n"
        "svc_web:project42:admin\n"
    )
    assert found(rules, "docs/rlm.md", text) == [(3, PASSWORD)]


def test_a_kdb_handle_gives_its_password(rules: RuleSet) -> None:
    text = (
        "feed:hopen `:feed.lab.example:7001\n"
        f"db:hopen `:db.lab.example:7002:analyst:{PASSWORD}\n"
        f'/ old: h:hopen ":10.1.2.3:7003:batch:{PASSWORD}"\n'
        "tmp:hopen `:unix://7004\n"
        "t:.z.p; x:`sym:`time\n"
    )
    assert found(rules, "src/feed.q", text) == [(2, PASSWORD), (3, PASSWORD)]
    # Outside q and k scripts the same symbol is left to the other rules.
    assert PASSWORD not in values(rules, "notes/feed.txt", text)


def test_a_copy_of_davfs2s_secrets_file_is_read(rules: RuleSet) -> None:
    app_password = "-".join(_pick(string.ascii_letters + string.digits, 5) for _ in range(5))
    text = f"# backup mount\nhttps://files.lab.example/dav/ backup {app_password}\n"
    assert found(rules, "ansible/files/davfs2-secrets", text) == [(2, app_password)]
    assert found(rules, "ansible/files/secrets-davfs2.txt", text) == []


def test_near_misses_of_these_shapes_take_little_time(rules: RuleSet) -> None:
    lines = [
        "hopen `:h.example:7001:user:\n",
        "https://ABCDE-FGHIJ@ x installation key 12345-12345-12345\n",
        "user:pass:admins admin\n",
        "ACTIVATION_SERIAL_NUMBER=AAAA-AAAA\n",
        "host 1111-22222-33333\n",
    ]
    text = "".join(lines) * (1_000_000 // sum(map(len, lines)))
    for path in ("q/big.q", "notes/big.md", "x/mathpass", "x/silent.cfg"):
        linear, times = text_grows_linearly(partial(found, rules, path), text)
        assert linear, (path, times)
