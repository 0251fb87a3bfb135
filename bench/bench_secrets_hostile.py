"""What a crafted file costs `secrets scan`: CPU seconds to judge one file of a hostile shape at
the size limit (1 MB: secret words on one line, YAML/INI/JSON/env files of keys, option-dense
command lines, URLs with credentials, tables, comments), against two baselines measured in the
same run: 1 MB of the throughput benchmark's generated text, and 1 MB of the development corpus
(configs, notes and scripts dense with credentials and look-alikes) joined into one file.

Each shape is also judged at a quarter of its size: the ratio of the two times (about 4 when the
work is linear in the file's size) shows whether some input makes a finder quadratic. The file's
findings are printed too, since a file of 18,000 keys is judged and reported key by key.
Run: python -m bench.bench_secrets_hostile [--rounds N] [--only SHAPE ...]
"""

from __future__ import annotations

import argparse
import random
import statistics
import string
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bench.bench_secrets import _text
from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet, load_rules

SIZE = 1_000_000
_RNG = random.Random(7)
_ALNUM = string.ascii_letters + string.digits


def _random(length: int) -> str:
    return "".join(_RNG.choice(_ALNUM) for _ in range(length))


def _repeated(unit: str) -> str:
    return (unit * (SIZE // len(unit) + 1))[:SIZE]


def _lines(line: Callable[[int], str]) -> str:
    out: list[str] = []
    size = 0
    while size < SIZE:
        out.append(line(len(out)))
        size += len(out[-1]) + 1
    return "\n".join(out)


def _shapes() -> dict[str, tuple[str, str]]:
    """Each hostile shape's file name (which decides its parsers) and text."""
    words = ("key", "token", "secret", "password", "api", "is", "the", "old", "public", "app")
    return {
        "secret words, one line": ("notes.txt", _repeated("key token secret password ")),
        "YAML of api keys": (
            "config.yaml",
            _lines(lambda n: "  " * (n % 8) + f"api_key_{n}: {_random(32)}"),
        ),
        "YAML list of passwords": (
            "config.yaml",
            _lines(lambda n: "  " * (n % 8) + f"- password: {_random(12)}"),
        ),
        "INI of passwords": (
            "site.ini",
            _lines(lambda n: f"[s{n}]" if n % 5 == 0 else f"password = {_random(14)}"),
        ),
        "JSON of tokens": (
            "config.json",
            "{" + ",".join(f'"k{n}_token": "{_random(20)}"' for n in range(30_000)) + "}",
        ),
        "env exports": ("run.sh", _lines(lambda n: f"export API_KEY_{n}={_random(30)}")),
        "option-dense commands": (
            "notes.txt",
            _lines(lambda n: "cmd " + " ".join(f"--password {_random(10)}" for _ in range(8))),
        ),
        "URLs with credentials": (
            "notes.txt",
            _lines(lambda n: f"https://u{n}:{_random(16)}@h{n}.example.org/?token={_random(20)}"),
        ),
        "shell history": (
            ".bash_history",
            _lines(lambda n: f"curl -u u:{_random(12)} -H 'Authorization: Bearer {_random(40)}'"),
        ),
        "code with remarks": (
            "run.py",
            _lines(lambda n: f"x{n} = '{_random(32)}'  # key token secret"),
        ),
        "comments of secret words": (
            "notes.txt",
            _lines(lambda n: "# " + " ".join(_RNG.choice(words) for _ in range(12))),
        ),
        "table rows": (
            "notes.md",
            _lines(lambda n: f"| token | {_random(30)} | key | {_random(20)} |"),
        ),
        "backticked names": ("notes.md", _repeated("`key` ")),
        "opened parentheses": ("notes.txt", _repeated("(key ")),
    }


def _development_corpus_text() -> str:
    """The development corpus, rendered, its text files joined up to SIZE."""
    from tests.secrets.labelled import CORPUS, render_corpus

    with tempfile.TemporaryDirectory() as tmp:
        corpus = render_corpus(Path(tmp) / "corpus", source=CORPUS)
        parts: list[str] = []
        for path in sorted(corpus.root.rglob("*")):
            if path.is_file():
                try:
                    parts.append(path.read_text())
                except UnicodeDecodeError:
                    continue
    joined = "\n".join(parts)
    return (joined * (SIZE // len(joined) + 1))[:SIZE]


def _cpu(rules: RuleSet, file_name: str, text: str, rounds: int) -> tuple[float, int]:
    """Median CPU seconds to judge TEXT as FILE_NAME, and how many secrets it reports."""
    parts = ("home", "u", file_name)
    times = []
    found = 0
    for _ in range(rounds):
        started = time.process_time()
        found = len(find_matches(text, parts, rules))
        times.append(time.process_time() - started)
    return statistics.median(times), found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", action="append", default=[], help="a shape's name")
    args = parser.parse_args()
    rules = load_rules()
    baselines = {
        "generated text (bench_secrets)": ("notes.txt", _text(random.Random(11), SIZE)),
        "development corpus, joined": ("notes.txt", _development_corpus_text()),
    }
    print(f"1 MB a file, CPU seconds (median of {args.rounds}); ratio to the corpus baseline")
    print(f"{'shape':34} {'file':14} {'cpu s':>7} {'x corpus':>9} {'1/4 s':>7} {'1:1/4':>6} found")
    corpus_cpu = 0.0
    rows = {**baselines, **_shapes()}
    for name, (file_name, text) in rows.items():
        if args.only and name not in args.only and name not in baselines:
            continue
        whole, found = _cpu(rules, file_name, text, args.rounds)
        quarter, _ = _cpu(rules, file_name, text[: len(text) // 4], args.rounds)
        if name == "development corpus, joined":
            corpus_cpu = whole
        ratio = whole / corpus_cpu if corpus_cpu else float("nan")
        growth = whole / quarter if quarter else float("nan")
        times = f"{whole:7.2f} {ratio:9.1f} {quarter:7.2f} {growth:6.1f}"
        print(f"{name:34} {file_name:14} {times} {found}")


if __name__ == "__main__":
    main()
