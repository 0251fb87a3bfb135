"""`secrets migrate` runs as root over files their owners name and shape: a name with a line
break, bytes that are not UTF-8 or a leading dash is planned as any other; a FIFO or a symbolic
link under a cookie jar's name is refused before anything reads through it (a FIFO never
blocks the command); and a file made to start with a cookie jar's header is refused with the
jar's step and left as it was, never half moved. Values are made here."""

from __future__ import annotations

import os
import secrets
import string
from collections.abc import Callable
from pathlib import Path

import pytest

from govern.errors import SecretsError
from govern.secrets.migrate import MigrateSettings, Plan, plan_migration
from govern.secrets.ownership import OwnedPaths
from govern.secrets.refs import Location
from govern.secrets.rules import load_rules

_RULES = load_rules()
_LOCATION = Location("secret", "p")


def token(prefix: str, length: int) -> str:
    return prefix + "".join(
        secrets.choice(string.ascii_letters + string.digits) for _ in range(length)
    )


def write(path: Path, text: str) -> Path:
    path.write_text(text)
    path.chmod(0o600)
    return path


def plan(path: Path, location: Location) -> Plan:
    return plan_migration(path, location, _RULES, MigrateSettings(4096, OwnedPaths((), "secret")))


def refusal(call: Callable[[], object]) -> str:
    with pytest.raises(SecretsError) as refused:
        call()
    return str(refused.value)


@pytest.mark.parametrize(
    "name",
    ["-rf.env", "app\nPASSWORD=x.env", os.fsdecode(b"\xff\xfeapp.env"), "--to=secret"],
)
def test_an_odd_file_name_is_planned_as_any_other(tmp_path: Path, name: str) -> None:
    secret = token("ghp_", 36)
    env = write(tmp_path / name, f"A=1\nGITHUB_TOKEN={secret}\n")
    with plan(env, _LOCATION) as planned:
        assert [(m.line, m.name) for m in planned.moves] == [(2, "GITHUB_TOKEN")]


def test_a_fifo_under_a_cookie_jars_name_is_refused_without_blocking(
    tmp_path: Path, bounded: None
) -> None:
    fifo = tmp_path / "cookies.txt"
    os.mkfifo(fifo)
    assert refusal(lambda: plan(fifo, _LOCATION)) == f"{fifo} is not a regular file"


def test_a_link_under_a_cookie_jars_name_is_refused_whatever_it_points_at(
    tmp_path: Path, bounded: None
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    os.mkfifo(outside / "pipe")
    write(outside / "other.env", f"GITHUB_TOKEN={token('ghp_', 36)}\n")
    home = tmp_path / "home"
    home.mkdir()
    for target in (outside / "pipe", outside / "other.env"):
        link = home / "cookies.txt"
        link.unlink(missing_ok=True)
        link.symlink_to(target)
        assert "is a symbolic link" in refusal(lambda link=link: plan(link, _LOCATION))
    # Nor is a folder on the way followed.
    (home / "jars").symlink_to(outside)
    assert "is a symbolic link" in refusal(lambda: plan(home / "jars" / "other.env", _LOCATION))


def test_a_cookie_jars_header_at_an_environment_files_head_refuses_it_unchanged(
    tmp_path: Path,
) -> None:
    # Any file that starts with the header is a cookie jar to migrate, as to curl: its
    # session cookies are not moved, so the file is refused whole with the jar's step, even
    # where its other lines are assignments that could move.
    text = f"\n  # Netscape HTTP Cookie File\nGITHUB_TOKEN={token('ghp_', 36)}\n"
    env = write(tmp_path / ".env", text)
    assert "sign out of the site" in refusal(lambda: plan(env, _LOCATION))
    assert env.read_text() == text
