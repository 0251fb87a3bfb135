"""`govern slurm install`: a site's own job_submit.lua is never lost."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import Govern


def _slurm_dir(tmp_path: Path) -> Path:
    tmp_path.mkdir(exist_ok=True)
    (tmp_path / "slurm.conf").write_text("ClusterName=test\n")
    return tmp_path


def test_a_different_job_submit_lua_is_refused_without_force(
    tmp_path: Path, govern: Govern
) -> None:
    folder = _slurm_dir(tmp_path)
    theirs = "-- the site's own rules\nfunction slurm_job_submit() return 0 end\n"
    (folder / "job_submit.lua").write_text(theirs)

    refused = govern("slurm", "install", "--dir", folder)
    assert refused.code == 2
    assert "exists and is not the plugin govern would write: pass --force" in refused.stderr
    assert (folder / "job_submit.lua").read_text() == theirs
    assert sorted(p.name for p in folder.iterdir()) == ["job_submit.lua", "slurm.conf"]

    forced = govern("slurm", "install", "--dir", folder, "--force")
    assert forced.code == 0, forced.stderr
    (kept,) = folder.glob("job_submit.lua.before-govern.*")
    assert kept.read_text() == theirs
    assert f"kept the previous job_submit.lua as {kept}" in forced.stdout
    assert "govern" in (folder / "job_submit.lua").read_text()
    assert (folder / "job_submit.lua").stat().st_mode & 0o777 == 0o644


def test_installing_the_same_plugin_again_changes_nothing(tmp_path: Path, govern: Govern) -> None:
    folder = _slurm_dir(tmp_path)
    first = govern("slurm", "install", "--dir", folder, "--timeout-ms", "300")
    assert first.code == 0, first.stderr
    installed = (folder / "job_submit.lua").stat()
    again = govern("slurm", "install", "--dir", folder, "--timeout-ms", "300")
    assert again.code == 0, again.stderr
    assert "is already this plugin: nothing changed" in again.stdout
    assert (folder / "job_submit.lua").stat().st_mtime_ns == installed.st_mtime_ns

    other_settings = govern("slurm", "install", "--dir", folder, "--timeout-ms", "400")
    assert other_settings.code == 0, other_settings.stderr  # govern's own plugin: no --force
    assert "local GOVERN_TIMEOUT = 0.4 --" in (folder / "job_submit.lua").read_text()
    assert sorted(p.name for p in folder.iterdir()) == ["job_submit.lua", "slurm.conf"]


def test_a_symlink_in_place_of_job_submit_lua_is_replaced_not_written_through(
    tmp_path: Path, govern: Govern
) -> None:
    folder = _slurm_dir(tmp_path / "etc")
    victim = tmp_path / "victim"
    victim.write_text("untouched\n")
    (folder / "job_submit.lua").symlink_to(victim)
    forced = govern("slurm", "install", "--dir", folder, "--force")
    assert forced.code == 0, forced.stderr
    assert victim.read_text() == "untouched\n"
    assert not (folder / "job_submit.lua").is_symlink()
