"""A synopsis of a program's own command language starts with a verb (dsmadmc's `register node
NAME PASSWORD`, `update admin NAME PASSWORD`): it is read where the verb begins its command or
follows its program (`dsmadmc -id=ADMIN update node ...`), never among another program's words,
where the same verb is that program's own (`npm update node PKG PKG`). Synopses whose tool is a
program keep being read after `docker exec` or `kubectl exec --`. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from govern.secrets.synopses import parse_synopses, synopsis_candidates
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_DRAW = random.Random(7302)
PASSWORD = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=12)) + "_9q"
OTHER = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=12)) + "-2w"


def _read(command: str, languages: dict[str, list[str]]) -> list[str]:
    table = parse_synopses(["enrol member NAME SECRET"], languages)
    found = synopsis_candidates(command, [command.index("enrol")], False, table)
    return [command[c.start : c.end] for c in found]


def test_a_verb_is_read_first_or_after_its_program() -> None:
    languages = {"labctl": ["enrol"]}
    assert _read(f"enrol member ana {PASSWORD}\n", languages) == [PASSWORD]
    assert _read(f"/opt/bin/labctl -s hq enrol member ana {PASSWORD}\n", languages) == [PASSWORD]
    assert _read(f"pkgtool enrol member ana {PASSWORD}\n", languages) == []
    # A synopsis whose tool is no verb of a language is read wherever its tool stands.
    assert _read(f"pkgtool enrol member ana {PASSWORD}\n", {}) == [PASSWORD]


@pytest.mark.parametrize(
    "line",
    [
        "npm update node typescript@5.4.2 eslint@8.57.0",
        "npm update node {pw} {other}",
        "sudo apt-get update node {pw} {other}",
        "pip install --upgrade pip && pip3 update node {pw} {other}",
        "brew update node {pw} {other}",
        "gem update node {pw} {other} --no-document",
        "yarn register node {pw} {other}",
        "npx some-cli register admin {pw} {other}",
    ],
)
def test_another_programs_verb_is_not_a_command_of_its_own(rules: RuleSet, line: str) -> None:
    text = line.format(pw=PASSWORD, other=OTHER) + "\n"
    for path in ("notes/setup.md", "bin/deploy.sh", ".bash_history"):
        assert values(rules, path, text) == [], (path, line)


@pytest.mark.parametrize(
    "line",
    [
        "register node gpu-07 {pw} domain=HPC passexp=0",
        "update admin opsbackup {pw}",
        "dsmadmc -id=opsadmin -password=$TSM_PW register node gpu-07 {pw} domain=HPC",
        "/opt/tivoli/tsm/client/ba/bin/dsmadmc -id=opsadmin update node gpu-07 {pw}",
    ],
)
def test_the_programs_own_commands_are_read(rules: RuleSet, line: str) -> None:
    text = line.format(pw=PASSWORD) + "\n"
    assert PASSWORD in values(rules, "storage/nodes.mac", text)


@pytest.mark.parametrize(
    "line",
    [
        "docker exec -it mq rabbitmqctl add_user svc-ingest {pw}",
        "kubectl exec -n queue mq-0 -- rabbitmqctl change_password svc-ingest {pw}",
        "docker exec db1 mysqladmin -uroot password {pw}",
    ],
)
def test_a_programs_synopsis_is_read_after_exec(rules: RuleSet, line: str) -> None:
    text = line.format(pw=PASSWORD) + "\n"
    assert PASSWORD in values(rules, "ops/run.sh", text)


def test_hostile_verb_lines_take_linear_time(rules: RuleSet) -> None:
    line = f"npm update node pkg@1.0.{len(PASSWORD)} {OTHER}\n"
    text = line * (1_000_000 // len(line))

    def scan(part: str) -> None:
        assert values(rules, "notes/upgrade.md", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
