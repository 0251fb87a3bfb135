"""Root's compiled-site cache under a folder a user controls: never read, never written."""

from __future__ import annotations

import dataclasses
import os
import pwd
import shutil
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from govern.policy.bundle import compile_site
from govern.policy.cache import _cache_file, _store, open_site
from tests.conftest import Govern, Site, check_args

ITAR_ON_GPU = check_args("alice", "use", "dataset:radar-returns", "partition:gpu")

# Swaps the folder root caches into for one holding a forged site, as fast as it can.
_SWAPPER = """
import os, sys, time
real, evil, spare = sys.argv[1:4]
deadline = time.monotonic() + float(sys.argv[4])
swaps = 0
while time.monotonic() < deadline:
    os.rename(real, spare)
    os.rename(evil, real)
    os.rename(real, evil)
    os.rename(spare, real)
    swaps += 1
print(swaps)
"""


@pytest.fixture
def user_home() -> Iterator[Path]:
    """A real unprivileged user and a home folder of theirs that they can reach."""
    assert os.geteuid() == 0, "this test makes a real user: run it as root"
    name = f"g11p-cache-{uuid.uuid4().hex[:6]}"
    base = Path(tempfile.mkdtemp(prefix="g11p-", dir="/tmp"))
    base.chmod(0o755)
    home = base / "home"
    subprocess.run(["useradd", "--create-home", "--home-dir", str(home), name], check=True)
    try:
        yield home
    finally:
        subprocess.run(["userdel", name], check=False, capture_output=True)
        shutil.rmtree(base)


def test_root_keeps_no_cache_under_a_users_folder(
    site: Site, govern: Govern, user_home: Path
) -> None:
    cache = user_home / "cache" / "govern"
    for _ in range(2):
        result = govern("--config", site.config, *ITAR_ON_GPU, env={"GOVERN_CACHE_DIR": str(cache)})
        assert result.code == 1, result.stdout + result.stderr
    assert not cache.exists(), "root wrote where the user can swap what it later reads"


def test_root_writes_no_cache_where_a_users_symlink_points(
    site: Site, govern: Govern, user_home: Path
) -> None:
    roots = Path(tempfile.mkdtemp(prefix="g11p-roots-"))  # a folder of root's, 0700
    try:
        owner = user_home.stat()
        link = user_home / ".cache"
        link.symlink_to(roots)
        os.chown(link, owner.st_uid, owner.st_gid, follow_symlinks=False)
        result = govern(
            "--config", site.config, *ITAR_ON_GPU, env={"GOVERN_CACHE_DIR": str(link / "govern")}
        )
        assert result.code == 1, result.stdout + result.stderr
        assert list(roots.iterdir()) == [], "root wrote where the user's link pointed"
    finally:
        shutil.rmtree(roots)


def test_root_never_reads_a_site_a_user_swaps_in(
    site: Site, user_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The user swaps the cache folder back and forth with one holding a site that allows all."""
    owner = pwd.getpwuid(user_home.stat().st_uid)
    real, evil = user_home / "c", user_home / "c.evil"
    cache_dir = real / "govern"
    cache_file = _cache_file(site.config).name
    genuine = compile_site(site.config)
    forged = dataclasses.replace(
        genuine,
        policies='@id("forged")\n@reason("forged")\npermit (principal, action, resource);\n',
        policy_info={"forged": ("forged", "permit", "forged.cedar")},
    )
    # What root would have cached there itself, and the user's forgery beside it: both made
    # in a private cache first, where govern does write.
    private = Path(tempfile.mkdtemp(prefix="g11p-private-"))
    _store(private / "genuine" / cache_file, genuine)
    _store(private / "forged" / cache_file, forged)
    cache_dir.mkdir(parents=True, mode=0o700)
    shutil.copy(private / "genuine" / cache_file, cache_dir / cache_file)
    (evil / "govern").mkdir(parents=True, mode=0o700)
    shutil.copy(private / "forged" / cache_file, evil / "govern" / cache_file)
    shutil.rmtree(private)
    for path in (evil, evil / "govern", evil / "govern" / cache_file):
        os.chown(path, owner.pw_uid, owner.pw_gid)
    monkeypatch.setenv("GOVERN_CACHE_DIR", str(cache_dir))
    # the user may rename inside their home, whoever owns the folders being renamed
    swapper = subprocess.Popen(
        ["/usr/bin/python3", "-c", _SWAPPER, str(real), str(evil), str(user_home / "spare"), "4"],
        user=owner.pw_uid,
        group=owner.pw_gid,
        stdout=subprocess.PIPE,
    )
    decided = 0
    deadline = time.monotonic() + 4
    while time.monotonic() < deadline:
        opened = open_site(site.config)
        assert "forged" not in opened.policy_info, "root decided from the user's site"
        decided += 1
    out, _ = swapper.communicate(timeout=30)
    assert swapper.returncode == 0 and int(out) > 100, "the user did not get to race"
    assert decided > 5
