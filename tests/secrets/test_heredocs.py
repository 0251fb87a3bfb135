"""Credential files a script writes from a here-document (`cat > ~/.pgpass <<EOF`): each body
is read as a file of the name it is written to, so a value in that file's own format (a
`.pgpass` line, a `.cdsapirc` key) is found in the script, on its own line. Look-alikes: the
same bodies with variables, bodies written to other files or to no file, here-strings, and
bodies that never close."""

from __future__ import annotations

import random
import string
import uuid

import pytest

from govern.secrets.heredocs import echoed_lines, here_documents
from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_ALNUM = string.ascii_letters + string.digits


def _r(size: int, seed: int) -> str:
    rng = random.Random(f"{size}-{seed}")
    return "".join(rng.choice(_ALNUM + "%^.") for _ in range(size))


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "ana", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


PASSWORD = _r(16, seed=1)
KEY = str(uuid.UUID(int=random.Random(2).getrandbits(128), version=4))


@pytest.mark.parametrize(
    ("script", "line", "value"),
    [
        (f"cat > ~/.pgpass <<EOF\ndb1.example.org:5432:*:ana:{PASSWORD}\nEOF\n", 2, PASSWORD),
        (
            f"cat <<'END' >$HOME/.netrc\nmachine ftp.example.org\n  login ana\n"
            f"  password {PASSWORD}\nEND\nchmod 600 ~/.netrc\n",
            4,
            PASSWORD,
        ),
        (
            f"if true; then\n\ttee -a ~/.adsapirc <<-ADS >/dev/null\n\turl: https://ads.example.org/api\n"
            f"\tkey: {KEY}\n\tADS\nfi\n",
            4,
            KEY,
        ),
    ],
)
def test_a_credential_file_written_from_a_here_document_is_read_as_that_file(
    rules: RuleSet, script: str, line: int, value: str
) -> None:
    assert _found(rules, "bootstrap.sh", script) == [(line, value)]


@pytest.mark.parametrize(
    "script",
    [
        # The same body from variables, or given to a command instead of written to a file.
        "cat > ~/.pgpass <<EOF\ndb1:5432:*:ana:$PGPASSWORD\nEOF\n",
        f"psql -h db1 <<EOF\n\\\\echo {KEY}\nEOF\n",
        # Written to a file of no credential format: a UUID there is an id.
        f"cat > ~/run/job.yaml <<EOF\nkey: {KEY}\nEOF\n",
        # A here-string, and a body that never closes.
        f'iinit <<< "$IRODS_PASSWORD"\ncat > ~/.cdsapirc <<EOF\nkey: {KEY}\n',
    ],
)
def test_here_documents_that_write_no_credential_file_are_not_reported(
    rules: RuleSet, script: str
) -> None:
    assert not _found(rules, "bootstrap.sh", script)


def test_here_documents_name_their_targets() -> None:
    text = "cat >> /etc/ppp/chap-secrets <<X\na\nX\ncat <<Y 2>/dev/null > out/x.cfg\nb\nY\n"
    found = [(d.target, text[d.start : d.end]) for d in here_documents(text)]
    assert found == [(("etc", "ppp", "chap-secrets"), "a\n"), (("out", "x.cfg"), "b\n")]


@pytest.mark.parametrize(
    "text",
    [
        "cat > ~/.pgpass <<EOF\n" * 100_000,
        "cat > ~/.netrc <<EOF\n" + "password x\n" * 50_000,
        "<<" * 300_000,
        "cat > a <<E\n" + "E" * 500_000,
    ],
)
def test_hostile_here_documents_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _found(rules, "bootstrap.sh", part), text)
    assert linear, times


_RNG = random.Random(3)
TOKEN = "".join(_RNG.choice(_ALNUM) for _ in range(32))


@pytest.mark.parametrize(
    ("script", "line", "value"),
    [
        # The one line echo or printf writes to a credential file, quoted or bare, through a
        # redirection or a pipe into tee.
        (
            f'Bootstrap: docker\n%post\n    echo "db1:5432:flux:ingest:{PASSWORD}" > /opt/pgpass\n',
            3,
            PASSWORD,
        ),
        (f"printf '%s' {TOKEN} > ~/.vault-token\nchmod 600 ~/.vault-token\n", 1, TOKEN),
        (f"mkdir -p ~/.irods\necho -n '{TOKEN}' | sudo tee -a $HOME/.irods/.irodsA\n", 2, TOKEN),
    ],
)
def test_a_credential_file_written_by_echo_or_printf_is_read_as_that_file(
    rules: RuleSet, script: str, line: int, value: str
) -> None:
    assert _found(rules, "setup.sh", script) == [(line, value)]


@pytest.mark.parametrize(
    "script",
    [
        # A variable written, a word written to a file of no credential format, an echo to
        # the terminal or to a descriptor, and a word that only holds "echo".
        'echo "$VAULT_TOKEN" > ~/.vault-token\nprintf "%s" "${PGPASS_LINE}" > ~/.pgpass\n',
        f"echo {TOKEN} > ~/run/job-id\necho {TOKEN}\necho {TOKEN} >&2\n",
        f"myecho {TOKEN} > ~/.vault-token.bak.d/x\n",
    ],
)
def test_echoed_lines_that_write_no_credential_are_not_reported(
    rules: RuleSet, script: str
) -> None:
    assert not _found(rules, "setup.sh", script)


def test_echoed_lines_name_their_targets() -> None:
    text = "echo 'a b' >> /etc/x/token\nprintf '%s\\n' c | tee out.cfg\necho d\n"
    found = [(d.target, text[d.start : d.end]) for d in echoed_lines(text)]
    assert found == [(("etc", "x", "token"), "a b"), (("out.cfg",), "c")]


@pytest.mark.parametrize(
    "text",
    [
        "echo " * 400_000,
        ("echo " + "a" * 1_000 + " ") * 2_000,
        "echo x > ~/.vault-token\n" * 100_000,
        "printf '%s' " * 200_000,
    ],
)
def test_hostile_echoed_lines_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _found(rules, "setup.sh", part), text)
    assert linear, times
