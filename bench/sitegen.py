"""A generated site of realistic size for benchmarks."""

from __future__ import annotations

import random
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
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
