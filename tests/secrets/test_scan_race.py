"""`secrets scan` run by root over a tree its owner changes during the scan."""

from __future__ import annotations

from govern.secrets.rules import load_rules
from govern.secrets.scan import ScanOptions, scan_paths
from tests.secrets.people import People, swapping

_SCANS = 200


def test_a_folder_swapped_for_a_link_mid_scan_does_not_lead_into_another_users_files(
    people: People,
) -> None:
    attacker, victim = people.attacker, people.victim
    victim.folder("private")
    victim.file("private/victim-only.env", "DB_PASSWORD=Zq7-vT2p!xK9mW4s\n")
    attacker.folder("tree", 0o755)
    attacker.folder("tree/sub", 0o755)
    attacker.file("tree/sub/notes.txt", "nothing to see\n", 0o644)
    decoy = attacker.home / "decoy"
    decoy.symlink_to(victim.home / "private")
    attacker.own(decoy, 0o777)
    rules, options = load_rules(), ScanOptions(jobs=1)

    with swapping(attacker, attacker.home / "tree" / "sub", decoy):
        reports = [scan_paths([attacker.home / "tree"], rules, options) for _ in range(_SCANS)]

    assert [f.path for report in reports for f in report.findings] == []
    # The race did run: some scans found the link where the folder had been.
    assert sum(report.skipped["symbolic link"] for report in reports) > 0
