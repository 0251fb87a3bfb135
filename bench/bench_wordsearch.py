"""What the secrets scanner's keyword search costs as the rules name more keywords: CPU seconds
of `WordSearch.find` over 15 MB of real text (7.5 MB of /usr/share/doc, gzipped files read
unpacked, and 7.5 MB of /usr/lib/python3* sources, lower-cased), against a baseline measured in
the same run: a bare ahocorasick_rs automaton of 99 of the shipped keywords' roots, which keeps
its prefilter.

Cases: the shipped keywords, and the shipped keywords with 30 and 64 more (tool names from
rules.toml's `[commands]` tables: synopses' tools, then `tool_options`' tools), as rules adding
keywords would. Each row also gives the automaton's matches (each costs `find` a comparison or
more) and the words found.

`--module FILE` times the WordSearch of another wordsearch.py, such as the one before a change
(`git show main:govern/secrets/wordsearch.py > /tmp/old_wordsearch.py`).
Run: python -m bench.bench_wordsearch [--rounds N] [--module FILE]
"""

from __future__ import annotations

import argparse
import gzip
import importlib.util
import os
import statistics
import time
import tomllib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ahocorasick_rs import AhoCorasick, MatchKind

from govern.secrets import wordsearch
from govern.secrets.rules import DEFAULT_RULES, load_rules

HALF = 7_500_000


def _read(paths: Sequence[Path], limit: int) -> str:
    parts: list[str] = []
    size = 0
    for path in paths:
        try:
            if path.suffix == ".gz":
                with gzip.open(path) as packed:
                    data = packed.read()
            else:
                data = path.read_bytes()
            parts.append(data.decode())
        except (OSError, UnicodeDecodeError, EOFError):
            continue
        size += len(parts[-1])
        if size >= limit:
            break
    return "\n".join(parts)[:limit]


def _plain_file(path: Path) -> bool:
    return path.is_file() and not path.is_symlink()


def real_text() -> str:
    """15 MB of documentation and Python sources, lower-cased, always the same files."""
    docs = sorted(
        p for p in Path("/usr/share/doc").rglob("*") if p.is_file() and not p.is_symlink()
    )
    sources = sorted(p for d in Path("/usr/lib").glob("python3*") for p in d.rglob("*.py"))
    return (_read(docs, HALF) + "\n" + _read(sources, HALF)).lower()


def tool_names() -> list[str]:
    """The tools rules.toml's command tables name, in their order, as keywords would be."""
    commands = tomllib.loads(DEFAULT_RULES.read_text())["commands"]
    names: list[str] = []
    for tool in [*(s.split()[0] for s in commands["synopses"]), *commands["tool_options"]]:
        if len(tool) >= 3 and tool.lower() not in names:
            names.append(tool.lower())
    return names


def _cpu(run: Callable[[], object], rounds: int) -> tuple[float, list[float]]:
    times = []
    for _ in range(rounds):
        started = time.process_time()
        run()
        times.append(time.process_time() - started)
    return statistics.median(times), times


def _module(path: str | None) -> Any:
    if path is None:
        return wordsearch
    spec = importlib.util.spec_from_file_location("other_wordsearch", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--module", help="another wordsearch.py to time")
    args = parser.parse_args()
    module = _module(args.module)
    text = real_text()
    shipped = list(load_rules().keywords)
    added = [t for t in tool_names() if t not in shipped]
    roots = module.WordSearch(shipped).roots[:99]
    bare = AhoCorasick(list(roots), matchkind=MatchKind.Standard)
    base, times = _cpu(lambda: bare.find_matches_as_indexes(text, overlapping=True), args.rounds)
    print(f"{args.module or wordsearch.__file__}: {len(text) / 1e6:.1f} MB, load {_load()}")
    head = f"{'words':>5} {'roots':>5} {'patterns':>8} {'cpu s':>6} {'x bare':>6} matches  found"
    print(f"{'case':30} {head}  rounds")
    matches = len(bare.find_matches_as_indexes(text, overlapping=True))
    row = f"{99:5} {99:5} {99:8} {base:6.3f} {1:6.2f} {matches:7} {'':6}"
    print(f"{'bare automaton, 99 roots':30} {row}  {_r(times)}")
    cases = {
        "shipped": shipped,
        f"shipped + {len(added[:30])} tools": shipped + added[:30],
        f"shipped + {len(added[:64])} tools": shipped + added[:64],
    }
    for name, words in cases.items():
        search = module.WordSearch(words)
        patterns = getattr(search, "patterns", search.roots)
        cpu, times = _cpu(lambda s=search: s.find(text), args.rounds)
        # The automaton's matches, each a comparison or more in `find`, and the words found.
        matches = len(search._automaton.find_matches_as_indexes(text, overlapping=True))
        counts = f"{len(words):5} {len(search.roots):5} {len(patterns):8}"
        extra = f"{matches:7} {len(search.find(text)):6}"
        print(f"{name:30} {counts} {cpu:6.3f} {cpu / base:6.2f} {extra}  {_r(times)}")
    print(f"load after: {_load()}")


def _r(times: list[float]) -> str:
    return " ".join(f"{t:.3f}" for t in times)


def _load() -> str:
    return " ".join(f"{n:.2f}" for n in os.getloadavg())


if __name__ == "__main__":
    main()
