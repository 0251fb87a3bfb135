"""Secrets a call or a command says are secrets by how it uses them: a password given by
position to Commvault's Commcell(host, user, PW) or CRBasic's FTPClient(server, user, PW, ...),
a CRBasic program's SetSecurity codes, a MATLAB name-value pair ('Password', PW), a literal
hashed under a digest's name (PASSWORD_HASH = md5("PW")), a literal printed into a tool's
`authenticate`, and a WordPress application password as the second of a (user, password) pair.
Look-alikes: variables, zero codes, digests written as they are, other names, words."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(4417)


def _drawn(length: int, alphabet: str = string.ascii_letters + string.digits + "%!-") -> str:
    while True:
        value = "".join(_RNG.choice(alphabet) for _ in range(length))
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value):
            return value


PW = _drawn(15)
CODE = str(_RNG.randrange(1000, 65535))
APP = " ".join(_drawn(4, string.ascii_letters + string.digits) for _ in range(6))


@pytest.mark.parametrize(
    ("path", "text", "expected"),
    [
        # Commvault's cvpysdk: Commcell(webconsole_hostname, commcell_username, password).
        (
            "ops/jobs_report.py",
            f'cell = Commcell("cs01.lab.example.net", "reader", "{PW}")\n'
            'other = Commcell("cs01.lab.example.net", "reader", getpass())\n',
            [(1, PW)],
        ),
        # CRBasic: FTPClient's third argument; SetSecurity's non-zero codes.
        (
            "loggers/Tower_A.CR1X",
            f"SetSecurity ({CODE},0,0)\n"
            "Public Batt\n"
            f'  R = FTPClient ("ftp.lab.example.net","tower_a","{PW}","T1","t.dat",2,0,60,Min,0)\n'
            '  R = FTPClient ("ftp.lab.example.net","tower_a",FtpPw,"T1","t.dat",2,0,60,Min,0)\n',
            [(1, CODE), (3, PW)],
        ),
        ("loggers/Tower_B.CR6", f"SetSecurity (0,{CODE},0)\n", [(1, CODE)]),
        ("loggers/Tower_C.CR6", "SetSecurity (0,0,0)\n", []),
        # The same call in another language's file is no logger's.
        ("ui/prefs.py", f"panel.SetSecurity({CODE}, 0, 0)\n", []),
        # MATLAB's name-value pairs, on one line or continued.
        (
            "sync/pull_drop.m",
            f"c = sftp('drop.lab.example.net', 'sync', 'Password', '{PW}');\n"
            "d = sftp('drop.lab.example.net', 'sync', 'Password', pw);\n"
            "h = uicontrol('Style', 'edit', 'String', 'Password');\n"
            "ok = strcmp(field, 'password');\n"
            "w = weboptions('KeyName', 'apikey', 'KeyValue', k);\n",
            [(1, PW)],
        ),
        (
            "sync/fetch.m",
            f"o = weboptions('Username', 'sync', ...\n    'Password', '{PW}');\n",
            [(2, PW)],
        ),
        # A literal hashed under a digest's name is the secret; a digest as written is not.
        (
            "music/scrobble.py",
            f'PASSWORD_HASH = pylast.md5("{PW}")\n'
            'PASSWORD_HASH = "5f4dcc3b5aa765d61d8327deb882cf99"\n'
            f'FILE_MD5 = hashlib.md5(b"{PW}")\n'
            f'if password_hash == md5("{PW}"):\n',
            [(1, PW)],
        ),
        ("web/users.py", f'admin_password = hashlib.sha256(b"{PW}").hexdigest()\n', [(1, PW)]),
        # A literal printed into a tool's authenticate subcommand, which reads it on its input.
        (
            "scripts/upload.sh",
            f"printf '%s\\n' '{PW}' | seqhub authenticate --username lab \\\n    --token t.json\n"
            "printf '%s\\n' \"$PW\" | seqhub authenticate --username lab\n"
            f"printf '%s\\n' '{PW}' | sort\n"
            f"echo {PW} | seqhub authenticate-status\n",
            [(1, PW)],
        ),
        # printf's own line end is not the password's.
        ("scripts/restart.sh", f"printf '{PW}\\n' | sudo -S systemctl restart x\n", [(1, PW)]),
        # A WordPress application password: six groups of four, blanks and all.
        (
            "web/post.py",
            f'AUTH = ("editor", "{APP}")\nAUTH = ("editor", "Word Word Word Word Word Word")\n',
            [(1, APP)],
        ),
    ],
)
def test_secrets_by_use(
    rules: RuleSet, path: str, text: str, expected: list[tuple[int, str]]
) -> None:
    assert found(rules, path, text) == expected


def test_a_matlab_setenv_is_a_variables_not_a_name_value_pair(rules: RuleSet) -> None:
    """setenv(NAME, VALUE) opens with a variable's name and value: its own rule reports it."""
    text = f"c = sftp(h, 'sync', 'Password', '{PW}');\nsetenv('DROP_PASSWORD', '{PW}');\n"
    matches = find_matches(text, ("home", "u", "sync", "env.m"), rules)
    assert [(m.line, m.rule.id) for m in matches] == [
        (1, "matlab-name-value-secret"),
        (2, "setenv-secret"),
    ]


def test_matlab_pairs_and_logger_codes_stay_fast(rules: RuleSet) -> None:
    """A megabyte of near-misses each for the two rules' patterns: pairs whose value is a
    variable or too short, calls of zero codes and of codes too long. (The pattern alone is
    timed: the rest of the scan of so dense a file is not these rules'.)"""
    matlab = "x = sftp(h, u, 'Password', pw, 'api_token', 'a'); % ...\n" * 18_000
    logger = "SetSecurity (0,0,0) SetSecurity (123456,0,0)\n" * 23_000

    def scan_matlab(part: str) -> None:
        assert not any(rules.rule("matlab-name-value-secret").regex.finditer(part))

    def scan_logger(part: str) -> None:
        assert not any(rules.rule("crbasic-security-code").regex.finditer(part))
        assert found(rules, "a/near.CR6", part) == []

    linear, times = text_grows_linearly(scan_matlab, matlab)
    assert linear, times
    linear, times = text_grows_linearly(scan_logger, logger)
    assert linear, times
