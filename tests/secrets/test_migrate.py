"""Migration in-process against a real OpenBao: which lines move, the refusals that leave the file
as it was, what Vault holds afterwards and what the file and the audit record say."""

from __future__ import annotations

import os
import pwd
import random
import string
import subprocess
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from govern.config import load_config
from govern.errors import SecretsError
from govern.secrets.migrate import MigrateSettings, MovedSecret, Plan, execute, plan_migration
from govern.secrets.ownership import OwnedPaths
from govern.secrets.refs import Location
from govern.secrets.rules import load_rules
from govern.secrets.vault import Vault, VaultSettings, vault_settings
from tests.secrets.conftest import VaultSite
from tests.secrets.services import Bao

RULES = load_rules()
MAX_BYTES = 4096
ANYONE = MigrateSettings(MAX_BYTES, OwnedPaths((), "secret"))
_ALNUM = string.ascii_letters + string.digits
_rng = random.Random(12)


def token(prefix: str = "", length: int = 20) -> str:
    """A value with a secret's shape, made now: no credential-shaped text in the repository."""
    return prefix + "".join(_rng.choice(_ALNUM) for _ in range(length))


def write(path: Path, text: str | bytes, mode: int = 0o600) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text)
    path.chmod(mode)
    return path


def plan(path: Path, location: Location, settings: MigrateSettings = ANYONE) -> Plan:
    return plan_migration(path, location, RULES, settings)


def refusal(call: Callable[[], object]) -> str:
    with pytest.raises(SecretsError) as refused:
        call()
    return str(refused.value)


@dataclass
class Store:
    """The test's own place in the shared OpenBao server."""

    site: VaultSite
    bao: Bao
    location: Location

    def settings(self) -> VaultSettings:
        return vault_settings(load_config(self.site.config))

    def connect(self) -> Vault:
        return Vault.connect(self.settings())

    def put(self, **values: str) -> None:
        pairs = [f"{key}={value}" for key, value in values.items()]
        self.bao.cli("kv", "put", f"{self.location.mount}/{self.location.path}", *pairs)

    def read(self) -> tuple[dict[str, str], int]:
        held = self.connect().read(self.location)
        assert held is not None
        return held


@pytest.fixture
def store(vault_site: VaultSite, bao: Bao) -> Store:
    return Store(vault_site, bao, Location("secret", f"{vault_site.prefix}/app"))


# ---- the plan: which lines move ----


def test_the_plan_moves_each_secret_assignment_and_nothing_else(tmp_path: Path) -> None:
    github, password = token("ghp_", 36), token(length=18)
    env = write(
        tmp_path / "proj" / ".env",
        "# settings\n"
        "APP_NAME=trainer\n"
        f"export GITHUB_TOKEN={github}\n"
        "\n"
        f'DB_PASSWORD="{password}"  # rotated yearly\n'
        "API_TOKEN=vault:secret/data/proj/app#API_TOKEN\n"
        "LOG_LEVEL=info",
    )
    location = Location("secret", "proj/app")
    with plan(env, location) as planned:
        assert planned.moves == [
            MovedSecret(3, "GITHUB_TOKEN", "git-token", location.ref("GITHUB_TOKEN")),
            MovedSecret(5, "DB_PASSWORD", "env-secret", location.ref("DB_PASSWORD")),
        ]
        assert (planned.file, planned.location, planned.owner.uid) == (env, location, 0)
        # The plan is shown and logged: it never shows a value.
        assert github not in repr(planned)
        assert password not in repr(planned)


def test_a_file_of_no_known_kind_is_read_as_an_environment_file(tmp_path: Path) -> None:
    # Only the environment-file rule finds an unquoted password: the file's own name would not.
    # (A .conf, .ini or .yaml file is read as configuration, and refused: see test_migrate_files.)
    conf = write(tmp_path / "proj" / "app.settings", f"DB_PASSWORD={token(length=18)}\n")
    with plan(conf, Location("secret", "proj/app")) as planned:
        assert [(m.line, m.name, m.kind) for m in planned.moves] == [
            (1, "DB_PASSWORD", "env-secret")
        ]


def test_a_file_of_a_known_kind_is_read_with_its_own_rules(tmp_path: Path) -> None:
    # A shell start-up file is read with the shell rules, not as an .env file: an unexported
    # assignment is still a secret written in the file, found by the shell-assignment rule.
    rc = write(tmp_path / "home" / ".bashrc", f'DB_PASSWORD="{token(length=18)}"\n')
    with plan(rc, Location("secret", "home/app")) as planned:
        assert [(m.line, m.name, m.kind) for m in planned.moves] == [
            (1, "DB_PASSWORD", "env-secret")
        ]


def test_secrets_are_found_on_every_line_of_a_long_file(tmp_path: Path) -> None:
    lines = [f"export TOKEN_{n}={token('ghp_', 36)}" for n in range(6)]
    env = write(tmp_path / ".env", "\n".join(["# head", *lines]) + "\n")
    with plan(env, Location("secret", "p")) as planned:
        assert [(m.line, m.name) for m in planned.moves] == [
            (n + 2, f"TOKEN_{n}") for n in range(6)
        ]


def test_an_environment_file_that_names_a_cookie_jars_header_is_still_one(tmp_path: Path) -> None:
    # The cookie jar's format is known by a header on its first line, under any name; a file
    # that only speaks of the header is read as what its name says.
    secret = token("ghp_", 36)
    text = f"# curl -c writes '# Netscape HTTP Cookie File' first\nexport GH_TOKEN={secret}\n"
    env = write(tmp_path / ".env", text)
    with plan(env, Location("secret", "p")) as planned:
        assert [(m.line, m.name) for m in planned.moves] == [(2, "GH_TOKEN")]


def test_a_secret_moves_from_its_own_line_only_wherever_it_stands(tmp_path: Path) -> None:
    password = token(length=14)
    env = write(
        tmp_path / ".env",
        "\n".join(
            [
                *(f"SETTING_{n}=plain" for n in range(10)),
                f"DB_PASS={password}",
                "A_VERY_LONG_NAME_OF_A_PLAIN_SETTING=trainer",
            ]
        ),
    )
    with plan(env, Location("secret", "p")) as planned:
        assert [(m.line, m.name) for m in planned.moves] == [(11, "DB_PASS")]


def test_a_secret_in_the_comment_right_after_a_value_is_refused_not_left_behind(
    tmp_path: Path,
) -> None:
    # The scanner finds a password whose quotes are the value's closing quote and the comment's
    # last character; it starts where the value ends, so the value itself is no secret, and
    # the password cannot move as one: migrate refuses rather than report nothing to migrate.
    env = write(tmp_path / ".env", f"NOTE='my_password='#{token(length=14)}'\n")
    assert refusal(lambda: plan(env, Location("secret", "p"))) == (
        f"{env}:1: Value written under a name that says it is secret (password, token, API "
        "key...) is not the value of a NAME=VALUE line, so it cannot move: take it out of the "
        "file by hand and run again"
    )


def test_a_secret_in_a_comment_or_another_syntax_is_refused_and_nothing_moves(
    tmp_path: Path,
) -> None:
    github = token("ghp_", 36)
    env = write(
        tmp_path / ".env",
        f"DB_PASSWORD={token(length=18)}\n# the old one: {github}\n",
    )
    assert refusal(lambda: plan(env, Location("secret", "p"))) == (
        f"{env}:2: GitHub token is not the value of a NAME=VALUE line, so it cannot move: "
        "take it out of the file by hand and run again"
    )


def test_a_name_set_twice_to_the_same_value_moves_both_lines(tmp_path: Path) -> None:
    value = token("ghp_", 36)
    env = write(tmp_path / ".env", f"GITHUB_TOKEN={value}\nexport GITHUB_TOKEN={value}\n")
    with plan(env, Location("secret", "p")) as planned:
        assert [(m.line, m.name) for m in planned.moves] == [
            (1, "GITHUB_TOKEN"),
            (2, "GITHUB_TOKEN"),
        ]


def test_a_name_set_twice_to_different_values_is_refused(tmp_path: Path) -> None:
    env = write(
        tmp_path / ".env",
        f"GITHUB_TOKEN={token('ghp_', 36)}\nAPP=x\nGITHUB_TOKEN={token('ghp_', 36)}\n",
    )
    assert refusal(lambda: plan(env, Location("secret", "p"))) == (
        f"{env}:3: GITHUB_TOKEN is set twice to different values; keep one and run again"
    )


def test_a_line_that_does_not_parse_is_refused_naming_it(tmp_path: Path) -> None:
    env = write(tmp_path / ".env", f'A=1\nexport GITHUB_TOKEN="{token("ghp_", 36)}\n')
    assert refusal(lambda: plan(env, Location("secret", "p"))) == (
        f"{env}:2: the double-quoted value is not closed on its line"
    )


def test_a_file_that_is_not_utf8_is_refused(tmp_path: Path) -> None:
    env = write(tmp_path / ".env", b"PASSWORD=\xff\xfe\n")
    assert refusal(lambda: plan(env, Location("secret", "p"))) == f"{env}: not UTF-8 text"


def test_a_file_larger_than_the_limit_is_refused(tmp_path: Path) -> None:
    env = write(tmp_path / ".env", "A=" + "x" * 99 + "\n")
    assert len(env.read_bytes()) == 102
    limits = MigrateSettings(102, OwnedPaths((), "secret"))
    with plan(env, Location("secret", "p"), limits) as planned:
        assert planned.moves == []
    smaller = MigrateSettings(101, OwnedPaths((), "secret"))
    assert refusal(lambda: plan(env, Location("secret", "p"), smaller)) == (
        f"{env} is larger than 101 bytes ([secrets] max_file_bytes)"
    )


# ---- someone else's file ----


@dataclass(frozen=True)
class Person:
    name: str
    uid: int
    gid: int
    folder: Path

    def file(self, name: str, text: str) -> Path:
        path = write(self.folder / name, text)
        os.chown(path, self.uid, self.gid)
        return path


@pytest.fixture(scope="module")
def person(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Person]:
    """A real user with a folder of their own, for migrations root runs for someone else."""
    assert os.geteuid() == 0, "this test creates a real user: run it as root"
    name = f"g12s-{uuid.uuid4().hex[:8]}"
    subprocess.run(["useradd", "--no-create-home", "--user-group", name], check=True)
    try:
        entry = pwd.getpwnam(name)
        base = tmp_path_factory.mktemp("owner")
        base.chmod(0o755)
        folder = base / name
        folder.mkdir(mode=0o700)
        os.chown(folder, entry.pw_uid, entry.pw_gid)
        yield Person(name, entry.pw_uid, entry.pw_gid, folder)
    finally:
        subprocess.run(["userdel", name], check=False, capture_output=True)
        subprocess.run(["groupdel", name], check=False, capture_output=True)


def test_root_sends_someone_elses_secrets_only_to_a_path_of_theirs(person: Person) -> None:
    env = person.file(".env", f"GITHUB_TOKEN={token('ghp_', 36)}\n")
    owned = MigrateSettings(MAX_BYTES, OwnedPaths(("users/{user}",), "secret"))
    elsewhere = Location("secret", "users/someone-else")
    assert refusal(lambda: plan(env, elsewhere, owned)) == (
        f"{elsewhere} is not a Vault path of {person.name}, who owns the file: its owner's paths "
        "are users/{user} in secret"
    )
    assert refusal(lambda: plan(env, elsewhere, ANYONE)) == (
        f"{elsewhere} is not a Vault path of {person.name}, who owns the file: [secrets.vault] "
        "owned_paths names none, so only a file's owner can use it"
    )
    theirs = Location("secret", f"users/{person.name}/app")
    with plan(env, theirs, owned) as planned:
        assert planned.owner.name == person.name
        assert [m.name for m in planned.moves] == ["GITHUB_TOKEN"]


def test_root_migrates_someone_elses_file_as_its_owner(person: Person, store: Store) -> None:
    value = token("ghp_", 36)
    env = person.file("app.env", f"GITHUB_TOKEN={value}\nAPP=x\n")
    location = Location("secret", f"{store.location.path}/{person.name}")
    owned = MigrateSettings(MAX_BYTES, OwnedPaths((f"{store.location.path}/{{user}}",), "secret"))
    with plan(env, location, owned) as planned:
        outcome = execute(planned, store.connect, None)
    assert (outcome.changed, outcome.vault_version, outcome.audit_index) == (True, 1, None)
    assert env.read_text() == f"GITHUB_TOKEN={location}#GITHUB_TOKEN\nAPP=x\n"
    info = env.stat()
    assert (info.st_uid, info.st_gid, info.st_mode & 0o777) == (person.uid, person.gid, 0o600)
    assert store.connect().read(location) == ({"GITHUB_TOKEN": value}, 1)


# ---- carrying the plan out ----


def test_a_plan_with_nothing_to_move_changes_nothing_and_calls_no_one(tmp_path: Path) -> None:
    env = write(tmp_path / ".env", "APP=trainer\n")

    def connect() -> Vault:
        raise AssertionError("a plan with nothing to move must not reach Vault")

    def record(done: Plan, version: int) -> int:
        raise AssertionError("a plan with nothing to move is not recorded")

    with plan(env, Location("secret", "p")) as planned:
        outcome = execute(planned, connect, record)
    assert (outcome.changed, outcome.vault_version, outcome.audit_index) == (False, None, None)
    assert outcome.plan is planned
    assert env.read_text() == "APP=trainer\n"


def test_migration_stores_the_values_rewrites_the_file_and_records_the_version(
    tmp_path: Path, store: Store
) -> None:
    github, password = token("ghp_", 36), token(length=18)
    text = (
        "APP_NAME=trainer\n"
        f"export GITHUB_TOKEN={github}\n"
        f"DB_PASSWORD='{password}'  # rotated yearly\n"
        "LOG_LEVEL=info"
    )
    env = write(tmp_path / "proj" / ".env", text, mode=0o640)
    recorded: list[tuple[Plan, int]] = []

    def record(done: Plan, version: int) -> int:
        recorded.append((done, version))
        return 41

    with plan(env, store.location) as planned:
        outcome = execute(planned, store.connect, record)
    assert (outcome.changed, outcome.vault_version, outcome.audit_index) == (True, 1, 41)
    assert outcome.plan is planned
    assert recorded == [(planned, 1)]
    assert store.read() == ({"GITHUB_TOKEN": github, "DB_PASSWORD": password}, 1)
    assert env.read_text() == (
        "APP_NAME=trainer\n"
        f"export GITHUB_TOKEN={store.location}#GITHUB_TOKEN\n"
        f"DB_PASSWORD={store.location}#DB_PASSWORD  # rotated yearly\n"
        "LOG_LEVEL=info"
    )
    assert env.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in env.parent.iterdir()) == [".env"]


def test_a_secret_set_twice_becomes_a_reference_on_both_lines(tmp_path: Path, store: Store) -> None:
    value = token("ghp_", 36)
    env = write(tmp_path / ".env", f"GITHUB_TOKEN={value}\nexport GITHUB_TOKEN={value}\n")
    with plan(env, store.location) as planned:
        execute(planned, store.connect, None)
    reference = f"{store.location}#GITHUB_TOKEN"
    assert env.read_text() == f"GITHUB_TOKEN={reference}\nexport GITHUB_TOKEN={reference}\n"
    assert store.read() == ({"GITHUB_TOKEN": value}, 1)


def test_keys_already_in_vault_are_kept_beside_the_new_ones(tmp_path: Path, store: Store) -> None:
    kept, github = token(length=24), token("ghp_", 36)
    store.put(OTHER_KEY=kept)
    env = write(tmp_path / ".env", f"GITHUB_TOKEN={github}\n")
    with plan(env, store.location) as planned:
        outcome = execute(planned, store.connect, None)
    assert outcome.vault_version == 2
    assert store.read() == ({"OTHER_KEY": kept, "GITHUB_TOKEN": github}, 2)


def test_values_vault_already_holds_are_not_written_again(tmp_path: Path, store: Store) -> None:
    github = token("ghp_", 36)
    store.put(GITHUB_TOKEN=github)
    env = write(tmp_path / ".env", f"GITHUB_TOKEN={github}\n")
    recorded: list[int] = []

    def record(done: Plan, version: int) -> int:
        recorded.append(version)
        return 0

    with plan(env, store.location) as planned:
        outcome = execute(planned, store.connect, record)
    assert (outcome.changed, outcome.vault_version, outcome.audit_index) == (True, 1, 0)
    assert recorded == [1]
    assert store.read() == ({"GITHUB_TOKEN": github}, 1)
    assert env.read_text() == f"GITHUB_TOKEN={store.location}#GITHUB_TOKEN\n"


def test_a_key_vault_holds_with_another_value_is_refused_and_nothing_changes(
    tmp_path: Path, store: Store
) -> None:
    current = token(length=24)
    store.put(GITHUB_TOKEN=current)
    text = f"export GITHUB_TOKEN={token('ghp_', 36)}\n"
    env = write(tmp_path / ".env", text)
    with plan(env, store.location) as planned:
        assert refusal(lambda: execute(planned, store.connect, None)) == (
            f"{store.location}#GITHUB_TOKEN already holds a different value: migrate to another "
            "path, or remove the key from Vault after checking which value is current"
        )
    assert store.read() == ({"GITHUB_TOKEN": current}, 1)
    assert env.read_text() == text


def _nothing() -> None:
    pass


class Interfered(Vault):
    """A real client; another writer acts right after its first read, and after each write."""

    after_first_read: Callable[[], None] = staticmethod(_nothing)
    after_write: Callable[[], None] = staticmethod(_nothing)

    def read(self, location: Location) -> tuple[dict[str, str], int] | None:
        held = super().read(location)
        interfere, self.after_first_read = self.after_first_read, _nothing
        interfere()
        return held

    def write(self, location: Location, values: dict[str, str], expected_version: int) -> int:
        version = super().write(location, values, expected_version)
        self.after_write()
        return version


def _interfered(
    store: Store,
    *,
    after_first_read: Callable[[], None] = _nothing,
    after_write: Callable[[], None] = _nothing,
) -> Callable[[], Vault]:
    def connect() -> Vault:
        vault = Interfered.connect(store.settings())
        assert isinstance(vault, Interfered)
        vault.after_first_read, vault.after_write = after_first_read, after_write
        return vault

    return connect


def _not_recorded(done: Plan, version: int) -> int:
    raise AssertionError("a migration that did not happen is not recorded")


def test_a_secret_another_writer_changes_meanwhile_is_not_overwritten(
    tmp_path: Path, store: Store
) -> None:
    first, second = token(length=24), token(length=24)
    store.put(OTHER_KEY=first)
    text = f"GITHUB_TOKEN={token('ghp_', 36)}\n"
    env = write(tmp_path / ".env", text)
    with plan(env, store.location) as planned:
        connect = _interfered(store, after_first_read=lambda: store.put(OTHER_KEY=second))
        assert refusal(lambda: execute(planned, connect, _not_recorded)) == (
            f"{store.location} changed while it was being written; run the command again"
        )
    assert store.read() == ({"OTHER_KEY": second}, 2)
    assert env.read_text() == text


@pytest.mark.parametrize("interference", ["overwritten", "deleted"])
def test_a_value_vault_does_not_read_back_leaves_the_file_unchanged(
    tmp_path: Path, store: Store, interference: str
) -> None:
    text = f"GITHUB_TOKEN={token('ghp_', 36)}\nexport NPM_TOKEN={token('npm_', 36)}\n"
    env = write(tmp_path / ".env", text)
    path = f"{store.location.mount}/{store.location.path}"

    def interfere() -> None:
        if interference == "overwritten":
            store.bao.cli("kv", "patch", path, f"NPM_TOKEN={token(length=30)}")
        else:
            store.bao.cli("kv", "metadata", "delete", path)

    with plan(env, store.location) as planned:
        connect = _interfered(store, after_write=interfere)
        message = refusal(lambda: execute(planned, connect, _not_recorded))
    assert message == f"{store.location} does not read back what was written; {env} is unchanged"
    assert env.read_text() == text
