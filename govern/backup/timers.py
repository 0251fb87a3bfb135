"""systemd units that run backups unattended: one timer per class, a weekly check."""

from __future__ import annotations

import shlex
from dataclasses import dataclass

from govern.backup.rules import Rules


@dataclass(frozen=True)
class Unit:
    name: str
    text: str


def _service(description: str, command: list[str], before: list[str] | None = None) -> str:
    pre = f"ExecStartPre={shlex.join(before)}\n" if before else ""
    return (
        "[Unit]\n"
        f"Description={description}\n"
        "Wants=network-online.target\n"
        "After=network-online.target\n\n"
        "[Service]\n"
        "Type=oneshot\n"
        f"{pre}ExecStart={shlex.join(command)}\n"
        "Nice=10\n"
        "IOSchedulingClass=idle\n"
    )


def _timer(description: str, calendar: str, delay: str) -> str:
    return (
        "[Unit]\n"
        f"Description={description}\n\n"
        "[Timer]\n"
        f"OnCalendar={calendar}\n"
        # A host that was down at the scheduled time runs the missed backup when it boots.
        "Persistent=true\n"
        # Spreads many hosts' runs so they do not hit the repository at the same instant.
        f"RandomizedDelaySec={delay}\n\n"
        "[Install]\n"
        "WantedBy=timers.target\n"
    )


def units(rules: Rules, govern: str, config: str) -> list[Unit]:
    base = [govern, "--config", config, "backup"]
    made: list[Unit] = []
    for name, rule in rules.classes.items():
        stem = f"govern-backup-{name}"
        service = _service(f"govern backup of class {name}", [*base, "run", "--class", name])
        timer = _timer(f"Scheduled govern backup of class {name}", rule.schedule, "30min")
        made += [Unit(f"{stem}.service", service), Unit(f"{stem}.timer", timer)]
    check = _service(
        "govern: retention, then a rotating read of every repository",
        [*base, "check"],
        before=[*base, "forget"],
    )
    made.append(Unit("govern-backup-check.service", check))
    made.append(
        Unit(
            "govern-backup-check.timer",
            _timer("Weekly govern backup check", "Sun *-*-* 04:00:00", "2h"),
        )
    )
    drill = _service(
        "govern: quarterly restore drill", [govern, "--config", config, "drill", "run"]
    )
    made.append(Unit("govern-drill.service", drill))
    made.append(
        Unit("govern-drill.timer", _timer("Quarterly govern restore drill", "quarterly", "6h"))
    )
    return made
