"""Secrets given on command lines: an option's value as the next item of a command written as
a list of quoted words (Compose's `command:`, a Dockerfile's exec form, an argv in code) or of
a YAML block list's items (Compose's `command:`, Kubernetes' `args:`); the
passwords kdb5_util and Storage Scale's GUI commands take as -P and -p; an option of one dash
and a word a tool documents (`scepserver -challenge=VALUE`); a subcommand that starts with an
option in a synopsis (`ipmicfg -user add`); curl's -u on a line a trailing backslash continues.
Values are made here."""

from __future__ import annotations

import random
import re
import secrets
import string

import pytest

from govern.secrets.assignments import _argv_option
from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(4211)
PASSWORD = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(15)) + "%q7"
OTHER = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(14)) + "#w2"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (
            "stack/compose.yaml",
            f'  cache:\n    command: ["valkey-server", "--requirepass", "{PASSWORD}"]',
        ),
        (
            "ops/Dockerfile",
            f'CMD ["/usr/bin/broker", "--port", "6000", "--password", "{PASSWORD}"]',
        ),
        ("tools/launch.py", f"proc = subprocess.Popen(['svc', '-v', '--api-token', '{PASSWORD}'])"),
        ("deploy/pod.json", f'{{"args": [ "--db-password" , "{PASSWORD}" ]}}\n'),
    ],
)
def test_an_option_in_a_list_of_words_takes_the_next_item(
    rules: RuleSet, path: str, text: str
) -> None:
    assert values(rules, path, text + "\n") == [PASSWORD]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # argparse and click name an option's spellings, or its variable, in a call: no list.
        ("cli/args.py", 'parser.add_argument("-p", "--password", "--passwd-value")\n'),
        ("cli/opts.py", '@click.option("--password", "password_given_here", prompt=True)\n'),
        # A list of options only: the item after a secret's option is another option.
        ("cli/flags.py", 'FLAGS = ["--password", "--no-verify", "--token", "--quiet"]\n'),
        # The value is a variable, not a literal.
        ("tools/run.py", 'subprocess.run(["svc", "--password", secret_from_vault])\n'),
    ],
)
def test_option_names_in_calls_and_lists_of_options_are_no_values(
    rules: RuleSet, path: str, text: str
) -> None:
    assert values(rules, path, text) == []


def _drawn() -> str:
    return secrets.token_urlsafe(12).replace("-", "q").replace("_", "7") + "%q7"


_BLOCK_LOOK_ALIKES = (
    # A variable, a file's path, another option, an entry's key, a deeper list.
    "    command:\n      - --admin-web-pass\n      - ${CLUSTERODM_WEB_PASS}\n",
    "    command:\n      - --password-file\n      - /run/secrets/admin_pw\n",
    "    command:\n      - --password\n      - --verbose\n",
    "    env:\n    - --token\n    - name: TOKEN\n",
    f"    command:\n      - --token\n        - {_drawn()}\n",
    # Prose's dash list: the option's words on one item, no value on the next.
    "Flags:\n- --password\n- prompts for it\n",
)


@pytest.mark.parametrize(
    ("path", "template", "line"),
    [
        (
            "odm/docker-compose.yml",
            "services:\n  clusterodm:\n    command:\n      - --public-address\n"
            '      - http://odm.example.org:3001\n      - --admin-cli-pass\n      - "{pw}"\n',
            7,
        ),
        ("deploy/pod.yaml", "    args:\n    - --db-password  # rotated yearly\n    - {pw}\n", 3),
        (
            "stack/compose.yaml",
            "    entrypoint:\n      - broker\n      - '--token'\n      - '{pw}'\n",
            4,
        ),
    ],
)
def test_an_option_in_a_block_list_of_words_takes_the_next_item(
    rules: RuleSet, path: str, template: str, line: int
) -> None:
    password = _drawn()
    assert found(rules, path, template.format(pw=password)) == [(line, password)]
    for text in _BLOCK_LOOK_ALIKES:
        assert values(rules, "stack/compose.yaml", text) == [], text


@pytest.mark.parametrize(
    "command",
    [
        f"kdb5_util -r LAB.EXAMPLE.NET create -s -P '{PASSWORD}'",
        f"/usr/sbin/kdb5_util create -P {PASSWORD} -s",
        f"/usr/lpp/mmfs/gui/cli/mkuser storageops -p '{PASSWORD}' -g StorageAdmin",
        f"chuser storageops -p {PASSWORD}",
    ],
)
def test_tools_that_document_their_password_option(rules: RuleSet, command: str) -> None:
    assert values(rules, "bin/setup.sh", command + "\n") == [PASSWORD]


@pytest.mark.parametrize(
    "command",
    [
        f"ipmicfg -user add 6 nightly '{PASSWORD}' 3",
        f"sudo /opt/supermicro/ipmicfg -user setpwd 4 {PASSWORD}",
    ],
)
def test_a_subcommand_that_starts_with_an_option(rules: RuleSet, command: str) -> None:
    assert values(rules, "bmc/reset.sh", command + "\n") == [PASSWORD]


@pytest.mark.parametrize(
    "command",
    [
        "ipmicfg -user list",
        "ipmicfg -user level 6 3",
        "ipmicfg -user add 6 nightly",
        f"ipmicfg -fru add 6 nightly {PASSWORD} 3",
    ],
)
def test_other_subcommands_of_the_tool_give_no_password(rules: RuleSet, command: str) -> None:
    assert values(rules, "bmc/reset.sh", command + "\n") == []


def test_curl_user_on_a_continued_line(rules: RuleSet) -> None:
    text = (
        "RESP=$(curl -sS https://auth.example.net/oauth/token \\\n"
        f'    --user "${{APP_ID}}:{OTHER}" \\\n'
        "    -d grant_type=client_credentials)\n"
        "curl -sS https://files.example.net/list \\\n"
        "    -H 'Accept: application/json'\n"
        "echo done \\\n"
        f'    -u "ops:{PASSWORD}"\n'
    )
    assert found(rules, "bin/token.sh", text) == [(2, OTHER)]


@pytest.mark.parametrize(
    "command",
    [
        f"ExecStart=/opt/pki/scepserver-linux-arm64 -port 9001 -challenge={PASSWORD} -debug",
        f"./scepserver -depot ./ca -challenge '{PASSWORD}'",
        f"scepclient-darwin-amd64 -server-url https://ca.example.net/scep -challenge={PASSWORD}",
    ],
)
def test_a_documented_option_of_one_dash_and_a_word(rules: RuleSet, command: str) -> None:
    assert values(rules, "pki/scep.sh", command + "\n") == [PASSWORD]


@pytest.mark.parametrize(
    "command",
    [
        # Another tool's option of the same name, and the server's other options.
        f"certtool -port 9001 -challenge={PASSWORD}",
        "scepserver-linux-arm64 -port 9001 -depot /srv/ca -allowrenew 14",
    ],
)
def test_word_options_of_other_tools_are_left_alone(rules: RuleSet, command: str) -> None:
    assert values(rules, "pki/scep.sh", command + "\n") == []


def test_word_options_are_read_quickly(rules: RuleSet) -> None:
    line = "scepserver -port 1" + " -challenge -c" * 40 + "\n"
    text = line * (1_000_000 // len(line))

    def scan(part: str) -> None:
        assert values(rules, "pki/many.sh", part) == []

    # Every line is a known tool's command in a shell file.
    linear, times = text_grows_linearly(scan, text)
    assert linear, times


def test_lists_of_words_are_read_quickly(rules: RuleSet) -> None:
    # Each line's option stands after a long list of items, and another option follows it.
    line = "[" + '"x", ' * 45 + '"--token", "--quiet"]\n'
    text = line * (1_000_000 // len(line))

    def read(part: str) -> None:
        options = [at.start() + 1 for at in re.finditer('"--token"', part)]
        assert not any(_argv_option(part, at, part.index(",", at)) for at in options)

    linear, times = text_grows_linearly(read, text)
    assert linear, times

    def scan(part: str) -> None:
        assert values(rules, "deploy/big.json", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
