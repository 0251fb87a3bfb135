"""A password given to a tool's subcommand that sets one, `TOOL set-password USER PASSWORD`,
`TOOL ... password PASSWORD`: found by the subcommand's word, whatever the tool, where the
argument has a password's mixed characters. Values are made here; the look-alikes are commands
that name a password without giving one, and sentences."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

PASSWORD = "Kx9mQ2vL7tZz"


@pytest.mark.parametrize(
    "command",
    [
        "zabbix_cli set-password admin {v}",
        "bconsole setpassword alice {v}",
        "portalctl user passwd bob '{v}'",
        "nmcli dev wifi connect LabNet password {v}",
        "influx-admin change_password ingest {v}",
    ],
)
def test_a_password_given_to_a_subcommand_that_sets_one_is_found(
    rules: RuleSet, command: str
) -> None:
    assert found(rules, ".bash_history", "cd /tmp\n" + command.format(v=PASSWORD) + "\n") == [
        (2, PASSWORD)
    ]


@pytest.mark.parametrize(
    "text",
    [
        # Commands that name a password, a secret or a tool, and set none.
        "passwd alice\nsudo passwd root\ngpasswd -a alice docker\n",
        "kubectl get secret db-password -o yaml\ngrep -rn password src/\n",
        "docker secret create db_password ./pw.txt\nmv root_password root_password2023\n",
        "openssl rand -base64 24 > password\nvault kv get -field=password secret/db\n",
        "pass show lab/password\npython manage.py changepassword admin\n",
        # A placeholder, a variable, a template's reference, a default everyone knows.
        "zabbix_cli set-password admin '{{ vault_zabbix_admin }}'\n"
        "zabbix_cli set-password admin $ZBX_PASSWORD\nbconsole setpassword alice changeme\n",
        # A device's configuration says the password is stored encrypted (ArubaOS-CX).
        "user admin group administrators password ciphertext AQBapZc4vY1p8gCq2nH7wXr3tKm9\n",
        # Sentences.
        'echo "reset the password for alice tomorrow"\n',
    ],
)
def test_commands_and_sentences_with_no_password_are_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert found(rules, ".bash_history", text) == []


def test_a_sentence_about_a_password_in_notes_is_not_reported(rules: RuleSet) -> None:
    text = (
        "The password in `.Renviron`, a history and R is one label.\n"
        "Set the password to something long.\nChange password for Oracle2024 accounts\n"
    )
    assert found(rules, "notes/README.md", text) == []


def test_a_long_line_of_password_words_takes_linear_time(rules: RuleSet) -> None:
    text = ("tool set-password " * 20_000 + "\n") * 5
    linear, times = text_grows_linearly(lambda part: found(rules, ".bash_history", part), text)
    assert linear, times
