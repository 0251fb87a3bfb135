"""Generated sites for benchmarks: one of realistic size for policy decisions, and a
one-dataset site with a 1 GiB tree of mixed file sizes for backup and restore."""

from __future__ import annotations

import os
import random
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TREE_BYTES = 1 << 30
FILE_BYTES = 8 << 20
SMALL_FILES = 2000
SMALL_BYTES = 4096
PASSWORD = "bench password"
CLASSIFICATIONS = ["public", "internal", "confidential", "cui", "ear", "itar"]


def _maybe_expiry(rng: random.Random, field: str) -> str:
    return f"{field} = 20{rng.randint(24, 30)}-06-30\n" if rng.random() < 0.5 else ""


def generate_site(
    root: Path,
    *,
    users: int = 5000,
    datasets: int = 2000,
    models: int = 200,
    projects: int = 200,
    destinations: int = 50,
    seed: int = 7,
) -> Path:
    """Write a site under ROOT and return its govern.toml."""
    rng = random.Random(seed)
    (root / "catalog").mkdir(parents=True, exist_ok=True)
    (root / "identity").mkdir(exist_ok=True)

    out: list[str] = []
    for p in range(projects):
        out.append(f'[[project]]\nid = "p{p}"\ngroups = ["g{p}a", "g{p}b"]\n')
    for d in range(datasets):
        cls = rng.choice(CLASSIFICATIONS)
        eccn = f'eccn = "{rng.choice(["3E001", "EAR99", "5D002"])}"\n' if cls == "ear" else ""
        protection = rng.choice(["authoritative", "reproducible"])
        out.append(
            f'[[dataset]]\nid = "d{d}"\nproject = "p{rng.randrange(projects)}"\n'
            f'classification = "{cls}"\n{eccn}protection = "{protection}"\n'
            f'paths = ["/data/d{d}"]\n'
        )
    for m in range(models):
        parents = [f'"dataset:d{rng.randrange(datasets)}"' for _ in range(rng.randint(1, 3))]
        if m and rng.random() < 0.5:
            parents.append(f'"model:m{rng.randrange(m)}"')
        out.append(
            f'[[model]]\nid = "m{m}"\nproject = "p{rng.randrange(projects)}"\n'
            f'classification = "internal"\nprotection = "authoritative"\n'
            f"derived_from = [{', '.join(parents)}]\n"
        )
    countries = ["US"] * 6 + ["DE", "CA", "GB", "JP", "IR"]
    for n in range(destinations):
        kind = rng.choice(["partition", "cluster", "storage", "endpoint", "region", "repository"])
        flags = rng.choice(
            [
                "",
                "itar_enclave = true\ncui_enclave = true\n",
                "cui_enclave = true\n",
                "public_facing = true\n",
            ]
        )
        out.append(
            f'[[destination]]\nkind = "{kind}"\nname = "x{n}"\n'
            f'country = "{rng.choice(countries)}"\n{flags}'
        )
    for a in range(200):
        scope = rng.choice(["", 'country = "DE"\n', f'destination = "partition:x{a % 5}"\n'])
        out.append(
            f'[[approval]]\nid = "A{a}"\nuser = "u{rng.randrange(users)}"\n'
            f'resource = "dataset:d{rng.randrange(datasets)}"\n{scope}'
            f'approver = "admin"\nexpires = 2099-12-31\n'
        )
    (root / "catalog" / "site.toml").write_text("\n".join(out))
    # every partition:xN named by an approval must exist
    extra = "".join(
        f'\n[[destination]]\nkind = "partition"\nname = "x{n}"\ncountry = "US"\n'
        for n in range(5)
        if f'kind = "partition"\nname = "x{n}"' not in out
    )
    if extra:
        (root / "catalog" / "approval-destinations.toml").write_text(extra)

    members: dict[str, list[str]] = {}
    attributes: list[str] = []
    for u in range(users):
        for _ in range(rng.randint(1, 3)):
            members.setdefault(f"g{rng.randrange(projects)}{rng.choice('ab')}", []).append(f"u{u}")
        us = rng.random() < 0.8
        attributes.append(
            f"[u{u}]\nus_person = {'true' if us else 'false'}\n"
            f'citizenships = ["{"US" if us else rng.choice(["DE", "CN", "IN", "IR"])}"]\n'
            + _maybe_expiry(rng, "cui_training_expires")
            + _maybe_expiry(rng, "export_training_expires")
        )
    users_toml = [f'[[user]]\nname = "u{u}"\n' for u in range(users)]
    users_toml.append('[[user]]\nname = "admin"\n')
    for group, names in sorted(members.items()):
        listed = ", ".join(f'"{name}"' for name in sorted(set(names)))
        users_toml.append(f'[[group]]\nname = "{group}"\nmembers = [{listed}]\n')
    (root / "identity" / "users.toml").write_text("\n".join(users_toml))
    (root / "identity" / "attributes.toml").write_text("\n".join(attributes))
    config = root / "govern.toml"
    config.write_text(f"""[site]
country = "US"
backup_operators = ["g0a"]

[identity]
source = "file"
file = "identity/users.toml"
attributes = "identity/attributes.toml"

[policy]
dir = "{REPO / "policies"}"

[audit]
dir = "audit"
""")
    return config


def backup_site(root: Path) -> Path:
    """A one-dataset site below ROOT/site whose dataset is ROOT/tree (/tree in the catalog),
    protected into a local repository (site/var/repo); restores may go below ROOT/restore. Its
    approval store is its own (and never made), so a store at the machine's default path plays no
    part in what is measured."""
    site = root / "site"
    (site / "catalog").mkdir(parents=True)
    (site / "identity").mkdir()
    (site / "backup").mkdir()
    (site / "catalog" / "catalog.toml").write_text(
        '[[project]]\nid = "bench"\ngroups = ["bench"]\n\n'
        '[[dataset]]\nid = "tree"\nproject = "bench"\nclassification = "internal"\n'
        'protection = "authoritative"\npaths = ["/tree"]\n\n'
        '[[destination]]\nkind = "repository"\nname = "local"\ncountry = "US"\n\n'
        '[[destination]]\nkind = "storage"\nname = "restore"\ncountry = "US"\n'
        'paths = ["/restore"]\n'
    )
    (site / "identity" / "users.toml").write_text(
        '[[user]]\nname = "svc-backup"\n\n[[group]]\nname = "backup-ops"\n'
        'members = ["svc-backup"]\n'
    )
    (site / "backup" / "rules.toml").write_text(
        '[class.bench]\ncatalog = ["internal"]\nrepository = "local"\nkeep = { last = 3 }\n'
    )
    (site / "password").write_text(PASSWORD + "\n")
    (site / "govern.toml").write_text(
        f'[site]\ncountry = "US"\nbackup_operators = ["backup-ops"]\n\n'
        f'[identity]\nsource = "file"\nfile = "identity/users.toml"\n\n'
        f'[policy]\ndir = "{REPO / "policies"}"\n\n[audit]\ndir = "var/audit"\n\n'
        '[approvals]\npath = "var/approvals.db"\n\n'
        f'[backup]\ndir = "backup"\nstate_dir = "var/backup"\nsource_root = "{root}"\n\n'
        '[backup.repositories.local]\nkind = "local"\ndestination = "repository:local"\n'
        'path = "var/repo"\npassword_file = "password"\n'
    )
    return site


def mixed_tree(root: Path) -> int:
    """Write ROOT/tree: SMALL_FILES small files in 20 folders, then FILE_BYTES files of random
    data up to TREE_BYTES in all; return its size."""
    tree = root / "tree"
    total = 0
    for index in range(SMALL_FILES):
        path = tree / "small" / f"{index % 20:02d}" / f"f{index}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        data = os.urandom(SMALL_BYTES)
        path.write_bytes(data)
        total += len(data)
    index = 0
    while total < TREE_BYTES:
        path = tree / "large" / f"part-{index:04d}.bin"
        path.parent.mkdir(parents=True, exist_ok=True)
        data = os.urandom(min(FILE_BYTES, TREE_BYTES - total))
        path.write_bytes(data)
        total += len(data)
        index += 1
    return total
