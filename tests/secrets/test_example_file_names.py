"""Example and template files by their names (settings.example.yaml): their secret-named values
are made up, but a file named for a host of an example domain is a host's configuration."""

from __future__ import annotations

from pathlib import Path

from govern.secrets.rules import load_rules
from govern.secrets.scan import ScanOptions, scan_paths
from tests.secrets.labelled import generate

RULES = load_rules()


def _rules_found(root: Path, relative: str, text: str) -> set[str]:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return {f.rule for f in scan_paths([path], RULES, ScanOptions(jobs=1)).findings}


def test_a_hosts_file_of_an_example_domain_is_read(tmp_path: Path) -> None:
    text = f'---\nprofile::icinga::web_db_password: "{generate("password14")}"\n'
    host = "hieradata/nodes/icinga01.site.example.edu.yaml"
    assert _rules_found(tmp_path, host, text) == {"yaml-secret"}
    # The same setting in a template, named .example before its one extension, is made up.
    assert _rules_found(tmp_path, "hieradata/common.example.yaml", text) == set()
    assert _rules_found(tmp_path, "hieradata/common.yaml.example", text) == set()
