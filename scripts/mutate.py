"""Mutation testing of one module at a time against the tests that defend it (see scripts/mutate).

Each run copies the working tree (tracked and untracked files, not ignored ones) into
.mutants/<module>/, so runs on different modules can go side by side and the checkout is never
mutated. mutmut writes each mutant as a variant of its function and runs only the tests that
reach that function in the pytest process; a test's subprocesses see the same mutant through
PYTHONPATH and the MUTANT_UNDER_TEST variable they inherit, but calls made only there do not
select a test.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tomllib
from dataclasses import asdict, dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SETTINGS = REPO / "tests" / "mutation.toml"
WORKSPACES = REPO / ".mutants"
MUTMUT = Path(sys.executable).parent / "mutmut"

DETECTED = {"killed", "timeout", "segfault", "caught by type check"}
UNDETECTED = {"survived", "no tests", "suspicious"}


@dataclass(frozen=True)
class Equivalent:
    """A mutant that changes nothing a caller can observe, and why."""

    function: str
    before: str
    after: str
    why: str


@dataclass
class Mutant:
    name: str
    function: str
    status: str
    before: str
    after: str
    diff: str
    equivalent: str | None = None


def _function_of(module: str, name: str) -> str:
    """`govern.policy.engine.xǁEngineǁ__init____mutmut_3` -> `Engine.__init__`."""
    local = name.removeprefix(module + ".").rsplit("__mutmut_", 1)[0]
    if local.startswith("xǁ"):
        return ".".join(part for part in local.removeprefix("xǁ").split("ǁ") if part)
    return local.removeprefix("x_")


def _changed_lines(diff: str) -> tuple[str, str]:
    before, after = [], []
    for line in diff.splitlines():
        if line.startswith(("---", "+++")):
            continue
        if line.startswith("-"):
            before.append(line[1:].strip())
        elif line.startswith("+"):
            after.append(line[1:].strip())
    return "\n".join(before), "\n".join(after)


def _settings(module: str) -> tuple[list[str], list[Equivalent]]:
    table = tomllib.loads(SETTINGS.read_text()).get("modules", {}).get(module)
    if table is None:
        known = ", ".join(tomllib.loads(SETTINGS.read_text()).get("modules", {}))
        raise SystemExit(f"mutate: {module} is not in {SETTINGS.name}; known modules: {known}")
    equivalents = [Equivalent(**entry) for entry in table.get("equivalent", [])]
    return list(table["tests"]), equivalents


def _prepare(module: str, tests: list[str]) -> Path:
    """A private copy of the working tree with mutmut's settings for this module."""
    workspace = WORKSPACES / module.removeprefix("govern/").removesuffix(".py").replace("/", ".")
    shutil.rmtree(workspace, ignore_errors=True)
    workspace.mkdir(parents=True)
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=REPO,
        check=True,
        capture_output=True,
    ).stdout.split(b"\0")
    for raw in filter(None, listed):
        relative = Path(os.fsdecode(raw))
        source = REPO / relative
        if not source.is_file() or relative.parts[0] == ".mutants":
            continue
        target = workspace / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target, follow_symlinks=False)
    # The C extension built in place by scripts/setup: ignored by git, needed by the tests.
    for built in REPO.glob("govern/**/*.so"):
        target = workspace / built.relative_to(REPO)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(built, target)
    top_level = sorted(
        {Path(os.fsdecode(raw)).parts[0] for raw in filter(None, listed)} - {"govern", "tests"}
    )
    settings = {
        "source_paths": ["govern"],
        "only_mutate": [module],
        "also_copy": [name for name in top_level if (workspace / name).exists()],
        "pytest_add_cli_args": ["-p", "no:cacheprovider", "-q"],
        "pytest_add_cli_args_test_selection": tests,
    }
    lines = ["", "[tool.mutmut]"] + [
        f"{key} = {json.dumps(value)}" for key, value in settings.items()
    ]
    with (workspace / "pyproject.toml").open("a") as pyproject:
        pyproject.write("\n".join(lines) + "\n")
    return workspace


def _mutmut(workspace: Path, *args: str, capture: bool = True) -> str:
    # Subprocesses import the mutated package through a folder of its own: mutmut drops any
    # path entry that is its mutants/ folder or the working directory from the test process.
    imports = workspace / ".imports"
    if not imports.exists():
        imports.mkdir()
        (imports / "govern").symlink_to(Path("..") / "mutants" / "govern")
    environment = dict(os.environ, PYTHONPATH=str(imports))
    done = subprocess.run(
        [str(MUTMUT), *args],
        cwd=workspace,
        env=environment,
        text=True,
        capture_output=capture,
        check=False,
    )
    if done.returncode != 0:
        detail = (done.stderr or done.stdout or "").strip()[-2000:] if capture else ""
        raise SystemExit(f"mutate: mutmut {args[0]} failed (exit {done.returncode}) {detail}")
    return done.stdout or ""


def _results(workspace: Path, module: str, equivalents: list[Equivalent]) -> list[Mutant]:
    dotted = module.removesuffix(".py").replace("/", ".")
    mutants = []
    for line in _mutmut(workspace, "results", "--all", "true").splitlines():
        name, _, status = line.strip().rpartition(": ")
        if not name.startswith(dotted + "."):
            continue
        mutant = Mutant(name, _function_of(dotted, name), status, "", "", "")
        if status in UNDETECTED:
            mutant.diff = _mutmut(workspace, "show", name).split("\n", 1)[-1].rstrip()
            mutant.before, mutant.after = _changed_lines(mutant.diff)
            for known in equivalents:
                if (known.function, known.before, known.after) == (
                    mutant.function,
                    mutant.before,
                    mutant.after,
                ):
                    mutant.equivalent = known.why
        elif status not in DETECTED:
            raise SystemExit(f"mutate: {name} ended {status!r}; rerun, or run mutmut by hand")
        mutants.append(mutant)
    return mutants


def _report(module: str, mutants: list[Mutant], equivalents: list[Equivalent]) -> float:
    killed = sum(m.status in DETECTED for m in mutants)
    equivalent = [m for m in mutants if m.equivalent]
    survivors = [m for m in mutants if m.status in UNDETECTED and not m.equivalent]
    counted = len(mutants) - len(equivalent)
    rate = 100.0 * killed / counted if counted else 100.0
    for mutant in survivors:
        print(f"\n== {mutant.status}: {mutant.name} ({mutant.function})\n{mutant.diff}")
    matched = {(m.function, m.before, m.after) for m in equivalent}
    for known in equivalents:
        if (known.function, known.before, known.after) not in matched:
            print(
                f"\nnote: listed as equivalent but not a survivor now: {known.function}: "
                f"{known.before!r} -> {known.after!r}"
            )
    print(
        f"\n{module}: {killed} of {counted} mutants killed ({rate:.1f} %); "
        f"{len(survivors)} survived; {len(equivalent)} equivalent, listed in {SETTINGS.name}"
    )
    return rate


def main() -> int:
    parser = argparse.ArgumentParser(
        prog="scripts/mutate",
        description="Mutate a module and run the tests that defend it (tests/mutation.toml).",
    )
    parser.add_argument("modules", nargs="+", help="for example govern/policy/engine.py")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="mutants at once")
    parser.add_argument("--min", type=float, default=95.0, help="lowest kill rate that passes")
    parser.add_argument("--json", type=Path, help="also write every mutant's result here")
    options = parser.parse_args()
    if not MUTMUT.exists():
        raise SystemExit("mutate: mutmut is not installed; run ./scripts/setup first")
    below = []
    everything: dict[str, list[dict[str, object]]] = {}
    for given in options.modules:
        module = str(Path(given).resolve().relative_to(REPO)) if Path(given).exists() else given
        tests, equivalents = _settings(module)
        workspace = _prepare(module, tests)
        print(f"mutate: {module} against {' '.join(tests)} in {workspace}", flush=True)
        try:
            _mutmut(workspace, "run", "--max-children", str(options.jobs), capture=False)
        except SystemExit:
            print(
                f"mutate: no mutant of {module} was tested; if no test in {' '.join(tests)} calls "
                "it in the pytest process itself (a subprocess's calls are not traced), add one",
                file=sys.stderr,
            )
            raise
        mutants = _results(workspace, module, equivalents)
        everything[module] = [asdict(m) for m in mutants]
        if _report(module, mutants, equivalents) < options.min:
            below.append(module)
    if options.json:
        options.json.write_text(json.dumps(everything, indent=2, ensure_ascii=False) + "\n")
    if below:
        print(f"mutate: below {options.min:g} %: {', '.join(below)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
