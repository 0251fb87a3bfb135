"""A demo site with files to protect: the catalog's paths filled under var/root, repositories,
and the rules adapted to the test machine."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# Relative to var/root. Reproducible data and scratch sit beside (and inside) protected data.
FILES = {
    "projects/climate/runs/run1/out.nc": b"climate run 1\n" * 100,
    "projects/climate/runs/run2/out.nc": b"climate run 2\n" * 100,
    "projects/climate/runs/.cache/tmp.bin": b"a cache inside a protected folder\n",
    "projects/medimg/scans/s1.dcm": b"scan\n" * 50,
    "projects/contracts/specs/spec.pdf": b"CUI spec\n",
    "projects/semis/layouts/chip.gds": b"layout\n",
    "projects/semis/telemetry/t.csv": b"1,2,3\n",
    "projects/radar/returns/r.bin": b"ITAR radar returns\n",
    "models/llm-base/weights.bin": b"base weights\n",
    "models/llm-radar-ft/weights.bin": b"ITAR fine-tune\n",
    "models/llm-chip-ft/weights.bin": b"EAR fine-tune\n",
    "models/llm-chip-ft-distilled/weights.bin": b"reproducible distillate\n",
    "datasets/era5/t2m.nc": b"reanalysis mirror\n",
    "datasets/web-corpus/part-0.jsonl": b"{}\n",
    "etc/slurm/slurm.conf": b"ClusterName=demo\n",
    "etc/slurm/gres.conf": b"Name=gpu File=/dev/fakegpu0\n",
    "etc/slurm/cgroup.conf": b"ConstrainCores=yes\n",
    "etc/govern/govern.toml": b"[site]\ncountry = 'US'\n",
    "srv/git/infra.git/HEAD": b"ref: refs/heads/main\n",
    "var/lib/docker-registry/docker/registry/v2/blobs/x": b"layer\n",
    "srv/mlflow/mlflow.db": b"SQLite format 3\x00",
    "srv/mlflow/artifacts/run1/model.pkl": b"artifact\n",
    "scratch/climate/old.tmp": b"old scratch\n",
    "scratch/climate/new.tmp": b"new scratch\n",
    "scratch/radar/big.tmp": b"x" * 4096,
}
REPRODUCIBLE = ("datasets/era5", "datasets/web-corpus", "models/llm-chip-ft-distilled")
PASSWORD = "correct horse battery staple"


def populate(site_dir: Path) -> Path:
    """Write the files under SITE_DIR/var/root and the repository passwords; return var/root."""
    root = site_dir / "var" / "root"
    for relative, data in FILES.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    old = root / "scratch/climate/old.tmp"
    os.utime(old, (old.stat().st_atime, old.stat().st_mtime - 90 * 86_400))
    restic_dir = site_dir / "var" / "restic"
    restic_dir.mkdir(parents=True, exist_ok=True)
    for name in ("local", "enclave"):
        secret = restic_dir / f"{name}.password"
        secret.write_text(PASSWORD + "\n")
        secret.chmod(0o600)
    return root


def install_rules(repo_root: Path, *, controlled_immutable: bool = False) -> Path:
    """Copy backup/ next to the site's policies (unless asked, without requiring the enclave
    repository to be immutable)."""
    target = repo_root / "backup"
    shutil.copytree(REPO / "backup", target, dirs_exist_ok=True)
    rules = target / "protection.toml"
    text = rules.read_text()
    if not controlled_immutable:
        text = text.replace("immutable = true", "immutable = false")
    # A tiny quota for radar, so the report has a project over quota.
    text = text.replace(
        "quota_gib = 2048\nquotas = { llm = 8192 }", "quota_gib = 1\nquotas = { radar = 1e-6 }"
    )
    rules.write_text(text)
    return rules
