"""`govern secrets scan`: findings, severity, redaction, formats, baseline, limits and walking."""

from __future__ import annotations

import json
import os
import random
import secrets
import string
from pathlib import Path

import pytest

from govern.secrets.report import write_baseline
from govern.secrets.rules import load_rules
from govern.secrets.scan import ScanOptions, scan_paths
from tests.conftest import Govern, Site
from tests.secrets.labelled import render_corpus, shows_value

_ALNUM = string.ascii_letters + string.digits


def _github_token(seed: int = 1) -> str:
    rng = random.Random(seed)
    return "ghp_" + "".join(rng.choice(_ALNUM) for _ in range(36))


def _write(path: Path, text: str, mode: int = 0o600) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(mode)
    return path


def _scan_json(govern: Govern, *args: str | Path) -> tuple[int, dict]:  # type: ignore[type-arg]
    result = govern("secrets", "scan", "--json", *args)
    assert result.code in (0, 1), result.stderr
    return result.code, json.loads(result.stdout)


@pytest.mark.slow
def test_reports_never_show_a_secret(govern: Govern, tmp_path: Path) -> None:
    corpus = render_corpus(tmp_path / "corpus")
    outputs = []
    for mode in ((), ("--json",), ("--sarif",)):
        result = govern("secrets", "scan", *mode, corpus.root)
        assert result.code == 1, result.stderr
        outputs.append(result.stdout + result.stderr)
    for value in corpus.values:
        for output in outputs:
            assert not shows_value(output, value)
            # Not even the part of a private key's body a careless excerpt would show.
            assert not shows_value(output, value[:40])


def test_severity_rises_with_permissions_and_shared_directories(
    govern: Govern, tmp_path: Path
) -> None:
    token = f"export GITHUB_TOKEN={_github_token()}\n"
    private = _write(tmp_path / "home" / "alice" / ".env", token, 0o600)
    readable = _write(tmp_path / "home" / "bob" / ".env", token, 0o644)
    shared_dir = tmp_path / "projects" / "vision"
    shared = _write(shared_dir / ".env", token, 0o644)
    shared_dir.chmod(0o2770)  # group-writable, as project directories are
    configured = _write(tmp_path / "scratch" / "run" / ".env", token, 0o600)

    code, report = _scan_json(govern, tmp_path, "--shared-dir", tmp_path / "scratch")

    assert code == 1
    severity = {Path(f["path"]): (f["severity"], f["reasons"]) for f in report["findings"]}
    assert severity[private] == ("high", [])
    assert severity[readable] == ("critical", ["readable by group or others (mode 0644)"])
    assert severity[shared][0] == "critical"
    assert "in a shared directory" in severity[shared][1]
    assert severity[configured] == ("critical", ["in a shared directory"])
    finding = report["findings"][0]
    assert finding["kind"] == "git-token" and finding["line"] == 1 and finding["column"] == 21
    assert finding["secret"] == "<redacted 40 characters>"


def test_symlinks_are_never_followed_out_of_the_tree(govern: Govern, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    _write(outside / ".env", f"GITHUB_TOKEN={_github_token()}\n")
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "linked-dir").symlink_to(outside)
    (tree / "linked.env").symlink_to(outside / ".env")

    code, report = _scan_json(govern, tree)

    assert code == 0
    assert report["findings"] == []
    assert report["skipped"] == {"symbolic link": 2}


def test_binaries_and_large_files_are_skipped(govern: Govern, tmp_path: Path) -> None:
    token = _github_token()
    (tmp_path / "model.bin").write_bytes(b"\x7fELF\0\0" + token.encode())
    _write(tmp_path / "big.log", "x" * 5000 + f"\ntoken = {token}\n")
    _write(tmp_path / "small.env", f"GITHUB_TOKEN={token}\n")
    os.mkfifo(tmp_path / "pipe")

    code, report = _scan_json(govern, tmp_path, "--max-size", "4096")

    assert code == 1
    assert [Path(f["path"]).name for f in report["findings"]] == ["small.env"]
    assert report["skipped"] == {
        "binary": 1,
        "larger than the size limit": 1,
        "not a regular file": 1,
    }
    assert report["files_scanned"] == 1


def test_a_baseline_suppresses_reviewed_findings_only(govern: Govern, tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    _write(tree / ".env", f"GITHUB_TOKEN={_github_token(1)}\n")
    baseline = tmp_path / "baseline.json"

    written = govern("secrets", "scan", tree, "--write-baseline", baseline)
    assert written.code == 0, written.stderr
    assert _github_token(1) not in baseline.read_text()
    assert govern("secrets", "scan", tree, "--baseline", baseline).code == 0

    _write(tree / "app" / ".env", f"GITHUB_TOKEN={_github_token(2)}\n")
    _write(tree / ".env", f"GITHUB_TOKEN={_github_token(3)}\n")  # rotated: a new finding
    code, report = _scan_json(govern, tree, "--baseline", baseline)
    assert code == 1
    assert sorted(Path(f["path"]).parent.name for f in report["findings"]) == ["app", "tree"]
    assert report["suppressed_by_baseline"] == 0


@pytest.mark.slow
def test_threshold_sets_the_exit_code(govern: Govern, tmp_path: Path) -> None:
    _write(tmp_path / ".env", "DB_PASSWORD=Zq7-vT2p!xK9mW4s\n")  # medium in a private file
    assert govern("secrets", "scan", tmp_path).code == 1
    assert govern("secrets", "scan", tmp_path, "--fail-on", "medium").code == 1
    assert govern("secrets", "scan", tmp_path, "--fail-on", "high").code == 0
    assert govern("secrets", "scan", tmp_path, "--fail-on", "never").code == 0
    empty = tmp_path / "empty"
    empty.mkdir()
    clean = govern("secrets", "scan", empty)
    assert clean.code == 0
    assert "0 finding(s) in 0 file(s)" in clean.stdout


def test_sarif_names_rules_and_locations(govern: Govern, tmp_path: Path) -> None:
    env = _write(tmp_path / ".env", f"A=1\nGITHUB_TOKEN={_github_token()}\n", 0o640)
    result = govern("secrets", "scan", "--sarif", tmp_path)
    assert result.code == 1
    sarif = json.loads(result.stdout)
    assert sarif["version"] == "2.1.0"
    [run] = sarif["runs"]
    [rule] = run["tool"]["driver"]["rules"]
    [finding] = run["results"]
    assert rule["id"] == finding["ruleId"] == "github-token"
    assert finding["level"] == "error"
    location = finding["locations"][0]["physicalLocation"]
    assert location["artifactLocation"]["uri"] == env.as_uri()
    assert location["region"] == {"startLine": 2, "startColumn": 14}
    assert finding["partialFingerprints"]["governSecret/v1"]


def test_scan_settings_come_from_the_site_configuration(govern: Govern, tmp_path: Path) -> None:
    shared = tmp_path / "projects"
    _write(shared / ".env", f"GITHUB_TOKEN={_github_token()}\n")
    _write(tmp_path / "big" / ".env", "P=1\n" * 100 + f"GITHUB_TOKEN={_github_token(2)}\n")
    config = _write(
        tmp_path / "govern.toml",
        '[site]\ncountry = "US"\n\n[audit]\ndir = "audit"\n\n'
        '[secrets]\nshared_dirs = ["projects"]\nmax_file_bytes = 200\n',
    )

    # "projects" is relative to the configuration's folder, not to the working directory.
    result = govern("--config", config, "secrets", "scan", "--json", tmp_path)

    report = json.loads(result.stdout)
    [finding] = report["findings"]
    assert finding["reasons"] == ["in a shared directory"]
    assert report["skipped"] == {"larger than the size limit": 1}


@pytest.mark.slow
def test_parallel_scan_finds_exactly_what_a_serial_scan_finds(tmp_path: Path) -> None:
    rng = random.Random(3)
    for n in range(1500):
        folder = tmp_path / f"u{n % 37}" / f"d{n % 11}"
        text = "".join(rng.choice(_ALNUM + " \n") for _ in range(300))
        if n % 50 == 0:
            text += f"\nexport GITHUB_TOKEN={_github_token(n)}\n"
        _write(folder / f"f{n}.sh", text)
    rules = load_rules()

    serial = scan_paths([tmp_path], rules, ScanOptions(jobs=1))
    parallel = scan_paths([tmp_path], rules, ScanOptions(jobs=4))

    assert len(serial.findings) == 30
    assert parallel.findings == serial.findings
    assert parallel.files_scanned == serial.files_scanned == 1500


@pytest.mark.slow
def test_bad_input_is_one_clear_line(govern: Govern, tmp_path: Path) -> None:
    bad_rules = _write(
        tmp_path / "rules.toml",
        '[[rule]]\nid = "broken"\nkind = "x"\nseverity = "high"\ndescription = "d"\n'
        "pattern = '(?P<secret>['\nkeywords = [\"a\"]\n",
    )
    not_json = _write(tmp_path / "baseline.json", "{not json")
    for args, message in (
        ((tmp_path / "missing",), "no such file or directory"),
        ((tmp_path, "--baseline", not_json), "not a JSON baseline"),
        ((tmp_path, "--baseline", tmp_path / "none.json"), "baseline not found"),
        ((tmp_path, "--rules", bad_rules), "not a valid regular expression"),
        ((tmp_path, "--json", "--sarif"), "choose one of --json and --sarif"),
        ((tmp_path, "--fail-on", "severe"), "--fail-on takes one of"),
    ):
        result = govern("secrets", "scan", *args)
        assert result.code == 2, args
        assert result.stderr.startswith("govern: ") and message in result.stderr, result.stderr
        assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("file_name", "line"),
    [
        (".env", "PASSWORD={value}"),
        (".env", "SECRET={value}  # rotated monthly"),
        ("prod.env", "DB_PASS={value}"),
        (".envrc", "export PASSPHRASE={value}"),
        (".env.local", "TOKEN='{value}'"),
        (".bashrc", "export PASSWORD={value}"),
    ],
)
def test_a_bare_password_like_assignment_is_found_whole(
    tmp_path: Path, file_name: str, line: str
) -> None:
    value = "Zq7#vT2p!xK9mW"  # 14 characters, with a `#` that is part of the value
    _write(tmp_path / file_name, "APP=trainer\n" + line.format(value=value) + "\n")

    result = scan_paths([tmp_path], load_rules(), ScanOptions(jobs=1))

    assert [(f.line, f.kind, f.secret_length) for f in result.findings] == [(2, "env-secret", 14)]


def test_writing_a_baseline_never_writes_through_a_planted_link(tmp_path: Path) -> None:
    victim = _write(tmp_path / "elsewhere" / "victim.txt", "keep me\n")
    folder = tmp_path / "shared"
    folder.mkdir()
    baseline = folder / "baseline.json"
    # The names a writer that picks them from its pid would use.
    for pid in range(os.getpid() - 5, os.getpid() + 5):
        (folder / f".baseline.json.{pid}.tmp").symlink_to(victim)

    write_baseline(baseline, [])

    assert victim.read_text() == "keep me\n"
    assert not baseline.is_symlink()
    assert json.loads(baseline.read_text())["findings"] == []


def test_a_scan_by_root_on_a_site_is_recorded_without_values(
    govern: Govern, site: Site, tmp_path: Path
) -> None:
    from govern.audit import open_log

    tree = tmp_path / "home"
    (tree / "alice").mkdir(parents=True)
    token = "ghp_" + "".join(secrets.choice(string.ascii_letters) for _ in range(36))
    (tree / "alice" / ".env").write_text(f"GITHUB_TOKEN={token}\nPORT=8080\n")
    found = govern("--config", site.config, "secrets", "scan", tree)
    assert found.code == 1, found.stderr
    assert govern("--config", site.config, "secrets", "scan", tree, "--no-record").code == 1
    with open_log(site.root / "examples" / "site" / "var" / "audit", create=False) as log:
        raw = b"".join(log.entry_bytes(0, log.size()))
        entries = [entry for _, entry in log.entries(0, log.size())]
    (scan,) = [entry for entry in entries if entry.kind == "secrets.scan"]
    assert scan.actor == "root" and scan.subject == "scan"
    assert scan.payload["paths"] == [str(tree)]
    assert (scan.payload["findings"], scan.payload["files_scanned"]) == (1, 1)
    (where,) = scan.payload["found"]
    assert (where["path"], where["line"]) == (str(tree / "alice" / ".env"), 1)
    assert set(where) == {"path", "line", "rule", "kind", "severity"}
    assert token.encode() not in raw and token[4:16].encode() not in raw
