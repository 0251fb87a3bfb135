"""`secrets migrate` run by root over folders two real users control: links in the folders,
races against the command, and whose Vault path the secrets may go to."""

from __future__ import annotations

import ctypes
import json
import os
import secrets
import string
import sys
from pathlib import Path

import pytest

from govern.errors import SecretsError
from govern.secrets.ownership import OwnedPaths, owner_of, run_as
from govern.secrets.refs import Location
from govern.secrets.run import Resolver, build_environment
from tests.secrets.conftest import VaultSite
from tests.secrets.people import Account, People, swapping
from tests.secrets.services import Bao

_ALNUM = string.ascii_letters + string.digits
_RACE_RUNS = 12
_PR_GET_DUMPABLE = 3


def _secret() -> str:
    return "".join(secrets.choice(_ALNUM) for _ in range(24))


@pytest.fixture
def owned_site(vault_site: VaultSite) -> VaultSite:
    """The site, with a Vault path of each user's own: PREFIX/users/NAME."""
    vault_site.use_token("root", extra=f'owned_paths = ["{vault_site.prefix}/users/{{user}}"]')
    return vault_site


def _destination(site: VaultSite, account: Account) -> str:
    return f"vault:secret/data/{site.prefix}/users/{account.name}/app"


def _kv_path(location: str) -> str:
    """The path `bao kv` takes for a vault: location."""
    return location.removeprefix("vault:").replace("/data/", "/", 1)


def _stored(bao: Bao, location: str) -> dict[str, str]:
    try:
        return bao.json("kv", "get", _kv_path(location))["data"]["data"]  # type: ignore[no-any-return]
    except RuntimeError as exc:
        assert "No value found" in str(exc)
        return {}


def _state(path: Path) -> tuple[bytes, int, int, int]:
    info = os.lstat(path)
    return path.read_bytes(), info.st_ino, info.st_uid, info.st_mode


def test_a_link_in_a_folder_does_not_lead_root_into_another_users_project(
    owned_site: VaultSite, bao: Bao, people: People
) -> None:
    attacker, victim = people.attacker, people.victim
    victims_env = victim.project_file(".env", f"DB_PASSWORD={_secret()}")
    before = _state(victims_env)
    link = attacker.home / "proj"
    link.symlink_to(victim.home / "proj")
    attacker.own(link, 0o777)

    result = owned_site.run("migrate", link / ".env", "--to", _destination(owned_site, attacker))

    assert result.code == 2
    assert f"{link} is a symbolic link" in result.stderr
    assert _state(victims_env) == before
    assert sorted(p.name for p in victims_env.parent.iterdir()) == [".env"]
    assert _stored(bao, _destination(owned_site, attacker)) == {}


def test_someone_elses_file_goes_only_to_its_owners_vault_path(
    owned_site: VaultSite, bao: Bao, people: People
) -> None:
    attacker, victim = people.attacker, people.victim
    value = _secret()
    victims_env = victim.project_file(".env", f"DB_PASSWORD={value}")
    before = _state(victims_env)

    refused = owned_site.run(
        "migrate", victims_env, "--to", _destination(owned_site, attacker), "--dry-run"
    )

    assert refused.code == 2
    assert f"is not a Vault path of {victim.name}, who owns the file" in refused.stderr
    assert _state(victims_env) == before

    moved = owned_site.run("migrate", victims_env, "--to", _destination(owned_site, victim))

    assert moved.code == 0, moved.stderr
    assert _stored(bao, _destination(owned_site, victim)) == {"DB_PASSWORD": value}
    after = os.stat(victims_env)
    assert (after.st_uid, after.st_gid, after.st_mode & 0o7777) == (victim.uid, victim.gid, 0o600)
    assert value not in victims_env.read_text()
    [entry] = owned_site.audit_entries()
    assert entry.payload["owner"] == victim.name


def test_without_owned_paths_root_moves_no_one_elses_secrets(
    vault_site: VaultSite, people: People
) -> None:
    victim = people.victim
    victims_env = victim.project_file(".env", f"DB_PASSWORD={_secret()}")

    result = vault_site.run("migrate", victims_env, "--to", _destination(vault_site, victim))

    assert result.code == 2
    assert "owned_paths names none" in result.stderr


def test_a_file_in_a_folder_someone_else_owns_is_refused(
    owned_site: VaultSite, people: People
) -> None:
    attacker, victim = people.attacker, people.victim
    drop = attacker.folder("drop", 0o777)
    planted = drop / ".env"
    planted.write_text(f"DB_PASSWORD={_secret()}\n")
    victim.own(planted, 0o600)
    before = _state(planted)

    result = owned_site.run("migrate", planted, "--to", _destination(owned_site, victim))

    assert result.code == 2
    assert f"belongs to {victim.name} but its folder to {attacker.name}" in result.stderr
    assert _state(planted) == before


def test_root_rewrites_a_file_with_no_more_rights_than_its_owner(
    owned_site: VaultSite, people: People
) -> None:
    victim = people.victim
    victims_env = victim.project_file(".env", f"DB_PASSWORD={_secret()}")
    before = _state(victims_env)
    # The owner made the folder read-only: the owner cannot put a file in it, so neither does
    # govern on the owner's behalf.
    victims_env.parent.chmod(0o500)

    result = owned_site.run("migrate", victims_env, "--to", _destination(owned_site, victim))

    assert result.code == 2
    assert "cannot rewrite" in result.stderr and "Permission denied" in result.stderr
    assert _state(victims_env) == before
    assert sorted(p.name for p in victims_env.parent.iterdir()) == [".env"]


def test_racing_folder_swaps_never_reach_another_users_files(
    owned_site: VaultSite, bao: Bao, people: People
) -> None:
    attacker, victim = people.attacker, people.victim
    victims_value = _secret()
    victims_envrc = victim.project_file(".envrc", f"export DB_PASSWORD={victims_value}")
    before = _state(victims_envrc)
    attacker.project_file(".envrc", f"export API_TOKEN={_secret()}")
    decoy = attacker.home / "decoy"
    decoy.symlink_to(victim.home / "proj")
    attacker.own(decoy, 0o777)
    target = attacker.home / "proj" / ".envrc"
    destination = _destination(owned_site, attacker)

    with swapping(attacker, attacker.home / "proj", decoy):
        runs = range(_RACE_RUNS)
        results = [owned_site.run("migrate", target, "--to", destination) for _ in runs]

    assert _state(victims_envrc) == before
    assert sorted(p.name for p in victims_envrc.parent.iterdir()) == [".envrc"]
    assert victims_value not in _stored(bao, destination).values()
    for result in results:
        assert result.code == 0 or "is a symbolic link" in result.stderr, result.stderr


def _print_environment(site: VaultSite, env_file: Path) -> tuple[int, str]:
    result = site.run(
        "run",
        "--env-file",
        env_file,
        "--",
        sys.executable,
        "-c",
        "import os; print(os.environ.get('DB_PASSWORD'))",
    )
    return result.code, result.stdout + result.stderr


def test_root_takes_no_environment_from_a_file_another_user_can_change(
    owned_site: VaultSite, bao: Bao, people: People
) -> None:
    attacker = people.attacker
    value = _secret()
    bao.cli("kv", "put", _kv_path(_destination(owned_site, attacker)), f"DB_PASSWORD={value}")
    reference = f"DB_PASSWORD={_destination(owned_site, attacker)}#DB_PASSWORD"
    attackers_env = attacker.project_file(".env", f"LD_PRELOAD={attacker.home}/evil.so")
    roots_env = owned_site.write("root.env", reference + "\n", mode=0o644)

    code, output = _print_environment(owned_site, attackers_env)
    assert code == 2
    assert "root takes its environment only from files no one else can change" in output

    assert _print_environment(owned_site, roots_env) == (0, value + "\n")
    roots_env.chmod(0o666)
    code, output = _print_environment(owned_site, roots_env)
    assert code == 2 and value not in output


class _OneSecret:
    """Stands in for Vault: every location holds DB_PASSWORD."""

    def read(self, location: Location) -> tuple[dict[str, str], int]:
        return {"DB_PASSWORD": f"value-at-{location}"}, 1


def _environment_as(account: Account, env_file: Path, owned: OwnedPaths) -> str:
    """DB_PASSWORD as build_environment gives it to a process of ACCOUNT's, or its error."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child answers through the pipe
        answer = "error: the child failed before it could answer"
        try:
            os.setgroups([])
            os.setresgid(account.gid, account.gid, account.gid)
            os.setresuid(account.uid, account.uid, account.uid)
            resolver = Resolver(_OneSecret)  # type: ignore[arg-type]
            answer = build_environment({}, [env_file], resolver, owned)["DB_PASSWORD"]
        except SecretsError as exc:
            answer = f"error: {exc}"
        except BaseException as exc:
            answer = f"crash: {exc!r}"
        finally:
            os.write(write_end, answer.encode())
            os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        answer = pipe.read().decode()
    os.waitpid(pid, 0)
    return answer


def _readable(path: Path) -> Path:
    path.parent.chmod(0o755)
    path.chmod(0o644)
    return path


def test_a_service_account_resolves_a_users_references_only_in_that_users_paths(
    people: People,
) -> None:
    attacker, victim, service = people.attacker, people.victim, people.service
    owned = OwnedPaths(("users/{user}",), "secret")
    victims_path = f"vault:secret/data/users/{victim.name}/app"
    reference = f"DB_PASSWORD={victims_path}#DB_PASSWORD"
    victims_env = _readable(victim.project_file(".env", reference))
    attackers_env = _readable(attacker.project_file(".env", reference))

    assert _environment_as(service, victims_env, owned) == f"value-at-{victims_path}"
    assert _environment_as(service, attackers_env, owned) == (
        f"error: {victims_path} is not a Vault path of {attacker.name}, who owns the file: "
        "its owner's paths are users/{user} in secret"
    )
    victims_env.chmod(0o666)
    assert "can be written by others than its owner" in _environment_as(service, victims_env, owned)


def test_the_process_acting_as_an_owner_holds_nothing_of_roots(
    people: People, tmp_path: Path
) -> None:
    victim = people.victim
    roots_file = os.open(tmp_path / "root-only", os.O_WRONLY | os.O_CREAT, 0o600)
    kept = os.open(victim.home, os.O_RDONLY | os.O_DIRECTORY)

    def report() -> None:
        dumpable = ctypes.CDLL(None).prctl(_PR_GET_DUMPABLE, 0, 0, 0, 0)
        descriptors = sorted(int(name) for name in os.listdir("/proc/self/fd"))
        raise SecretsError(json.dumps([os.getuid(), dumpable, descriptors]))

    try:
        with pytest.raises(SecretsError) as answer:
            run_as(owner_of(victim.uid), report, keep=(kept,))
    finally:
        os.close(roots_file)
        os.close(kept)
    uid, dumpable, descriptors = json.loads(str(answer.value))
    assert (uid, dumpable) == (victim.uid, 0)
    assert kept in descriptors and roots_file not in descriptors
