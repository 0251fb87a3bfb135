"""`govern backup repo init NAME`: make a repository ready (S3: bucket with Object Lock first)."""

from __future__ import annotations

from govern.backup.actions.context import BackupContext
from govern.backup.rules import load_rules


def retention_days(context: BackupContext, repository: str) -> int:
    """How long REPOSITORY's bucket must lock what it stores: the longest reach of the keep rules
    of every class stored there, or the longest backup minimum (policies/retention.toml) of the
    classifications they protect, whichever is longer."""
    from govern.retention.backups import repository_minimum
    from govern.retention.rules import load_retention

    rules = load_rules(context.config.backup_dir)
    reach = max(
        (r.keep.days() for r in rules.classes.values() if r.repository == repository), default=1
    )
    minimum = repository_minimum(repository, rules, load_retention(context.config))
    return max(reach, minimum.backups.span_days if minimum else 0)


def init_repository(context: BackupContext, name: str) -> list[str]:
    """Provision and `restic init` repository NAME; re-running reports what already exists."""
    repository = context.repository(name)
    done: list[str] = []
    if repository.kind == "s3":
        from govern.backup.s3 import provision_bucket

        done += provision_bucket(repository, retention_days(context, name))
    if repository.path is not None:
        repository.path.parent.mkdir(parents=True, exist_ok=True)
    restic = context.restic(repository)
    if restic.run("cat", "config", "--no-lock", check=False).returncode == 0:
        done.append(f"restic repository {repository.location} already exists")
    else:
        restic.run("init")
        done.append(f"initialised restic repository {repository.location}")
    context.audit(
        "backup.repo-init",
        f"repository:{name}",
        {"repository": name, "kind": repository.kind, "done": done},
    )
    return done
