"""Secret-scan throughput on a generated home tree of 100,000 files (source, notes, configs,
data, shell start-up files, binaries; about one file in 200 holds a credential).

(a) `govern secrets scan --json --fail-on never TREE`, as a process,
(b) `grep -rElI -f PATTERNS TREE`: GNU grep with the same rules' patterns, translated to POSIX
    ERE (flags folded in, named groups dropped), listing the files that match.
Rounds alternate (a) and (b) after one warm-up each, so both read a warm page cache and drift
hits both alike. Reported: median wall time (files/s, MB/s, speed relative to grep, above 1
meaning faster) and median CPU seconds (the scanner uses every core, grep one). grep does less
than the scanner: no look-alike checks, no per-file rules, no line numbers, permissions or
fingerprints. With --against CHECKOUT, (c) the scanner of another checkout of govern (an older
commit, say) on the same tree, in the same rounds: a change's cost, measured in one minute.
Run: python -m bench.bench_secrets [--files N] [--rounds N] [--against CHECKOUT]
"""

from __future__ import annotations

import argparse
import compileall
import os
import random
import re
import shutil
import statistics
import string
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from govern.secrets.rules import load_rules

FILES = 100_000
ROUNDS = 3
_USERS = 400
_ALNUM = string.ascii_letters + string.digits
_VOCABULARY = (
    "import numpy torch model train epoch loss batch data path config value return self def "
    "class for in if else print the of and to a is for with on as by this that result sample "
    "gpu node slurm job partition scratch project checkpoint learning rate optimizer dataset"
)


def _text(rng: random.Random, size: int) -> str:
    vocabulary = _VOCABULARY.split()
    words = []
    length = 0
    while length < size:
        word = rng.choice(vocabulary)
        words.append(word)
        length += len(word) + 1
        if rng.random() < 0.12:
            words.append("\n")
    return " ".join(words)[:size]


def _secret_line(rng: random.Random) -> str:
    token = "".join(rng.choice(_ALNUM) for _ in range(36))
    key_id = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(16))
    return rng.choice(
        (
            f"export GITHUB_TOKEN=ghp_{token}\n",
            f"AWS_ACCESS_KEY_ID=AKIA{key_id}\n",
            f"DATABASE_URL=postgres://app:{token[:14]}@db.example.edu/app\n",
            f'password = "{token[:18]}"\n',
        )
    )


def generate_tree(
    root: Path, files: int, seed: int = 11, planted: list[tuple[str, int]] | None = None
) -> tuple[int, int]:
    """Write FILES files under ROOT; return (files, bytes). PLANTED, when given, receives the
    (path relative to ROOT, line) of each credential written, one a file on its last line."""
    rng = random.Random(seed)
    chunks = [_text(rng, 16_384) for _ in range(64)]
    total = 0
    names = ("train.py", "notes.md", "config.yaml", "run.sh", "results.csv", "README.txt")
    for n in range(files):
        user = root / f"u{n % _USERS:03d}"
        kind = n % 20
        folder = user / f"proj{(n // _USERS) % 12}" / f"d{(n // (_USERS * 12)) % 25}"
        folder.mkdir(parents=True, exist_ok=True)
        if kind == 0:
            path, data = folder / f"blob{n}.npy", b"\x93NUMPY\x01\x00" + rng.randbytes(2048)
        else:
            size = rng.choice((300, 800, 1500, 3000, 6000, 12000))
            start = rng.randrange(0, 16_384 - size)
            text = chunks[n % len(chunks)][start : start + size]
            name = ".env" if kind == 1 and n % 3 == 0 else f"{n}-{names[kind % len(names)]}"
            path = folder / name
            if n % 200 == 7:
                if planted is not None:
                    planted.append((str(path.relative_to(root)), text.count("\n") + 2))
                text += "\n" + _secret_line(rng)
            data = text.encode()
        path.write_bytes(data)
        total += len(data)
    return files, total


def _bracket_to_ere(body: str, fold: bool) -> str:
    """A Python character class body as a POSIX bracket expression body."""
    items: list[str] = []
    position = 0
    while position < len(body):
        char = body[position]
        if body.startswith("\\x", position):
            # A character by its code (a control character's), or a range of them, written as
            # itself: grep takes any byte but NUL in a pattern (a range from NUL starts at \x01).
            first = chr(max(1, int(body[position + 2 : position + 4], 16)))
            if body.startswith("-\\x", position + 4):
                items.append(first + "-" + chr(int(body[position + 7 : position + 9], 16)))
                position += 9
            else:
                items.append(first)
                position += 4
            continue
        if char == "\\" and position + 1 < len(body):
            escaped = body[position + 1]
            items.append(
                {"s": "[:space:]", "d": "0-9", "w": "[:alnum:]_", "t": "\t"}.get(escaped, escaped)
            )
            position += 2
            continue
        if position + 2 < len(body) and body[position + 1] == "-" and body[position + 2] != "]":
            items.append(body[position : position + 3])
            position += 3
            continue
        items.append(char)
        position += 1
    if fold:
        items += [
            i.swapcase() for i in items if i.isalpha() or re.fullmatch(r"[A-Za-z]-[A-Za-z]", i)
        ]
    close = "]" if "]" in items else ""
    dash = "-" if "-" in items else ""
    rest = "".join(dict.fromkeys(i for i in items if i not in ("]", "-")))
    return close + rest + dash


def python_to_ere(pattern: str) -> str:
    """Translate one of the rules' patterns for `grep -E` (look-arounds and lazy quantifiers, which
    a few rules use, pass through as grep reads them)."""
    flags = re.match(r"\(\?([im]+)\)", pattern)
    fold = bool(flags and "i" in flags.group(1))
    pattern = pattern[flags.end() :] if flags else pattern
    pattern = re.sub(r"\(\?P<[a-z]+>|\(\?:", "(", pattern)
    out = []
    position = 0
    while position < len(pattern):
        char = pattern[position]
        if char == "\\":
            out.append(pattern[position : position + 2])
            position += 2
        elif char == "[":
            end = position + 1
            negated = pattern[end] == "^"
            end += negated
            end += pattern[end] == "]"
            while pattern[end] != "]":
                end += 2 if pattern[end] == "\\" else 1
            body = pattern[position + 1 + negated : end]
            out.append("[" + "^" * negated + _bracket_to_ere(body, fold and not negated) + "]")
            position = end + 1
        elif fold and char.isalpha():
            out.append(f"[{char.lower()}{char.upper()}]")
            position += 1
        else:
            out.append(char)
            position += 1
    # A counted repeat's upper bound multiplies the states of grep's DFA: with the rules' bounds
    # (`{0,300}`, `{16,256}`) all in one automaton, grep ran out of 23 GB. Above a few dozen,
    # the bound is dropped (`{16,}`): grep then searches for a little more than the rules
    # match, at the cost such a search has.
    return _LARGE_BOUND.sub(r"{\1,}", "".join(out))


_LARGE_BOUND = re.compile(r"\{([0-9]+),(?:[4-9][0-9]|[0-9]{3,})\}")


def _time(command: list[str], cwd: Path) -> tuple[float, float, str]:
    """(wall seconds, CPU seconds of the process and its children, stdout) of COMMAND run in
    CWD (not the checkout: `python -m` would import the checkout's govern first)."""
    before = os.times()
    start = time.perf_counter()
    proc = subprocess.run(command, capture_output=True, check=False, cwd=cwd)
    elapsed = time.perf_counter() - start
    after = os.times()
    if proc.returncode not in (0, 1):
        raise RuntimeError(
            f"{command[0]} failed ({proc.returncode}): {proc.stderr.decode()[-300:]}"
        )
    cpu = (
        after.children_user - before.children_user + after.children_system - before.children_system
    )
    return elapsed, cpu, proc.stdout.decode()


def write_bytecode(checkout: Path) -> None:
    """Write the bytecode of CHECKOUT's govern package, as pip does for an installed package (and
    has for the peers' and the standard library's modules): timed runs then import it as
    installed, where a checkout's first imports, or every import under
    PYTHONDONTWRITEBYTECODE, would compile its source again."""
    compileall.compile_dir(checkout / "govern", quiet=1)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--files", type=int, default=FILES)
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument(
        "--against", type=Path, help="another checkout of govern whose scanner to time alongside"
    )
    args = parser.parse_args()
    write_bytecode(Path(__file__).resolve().parent.parent)
    if args.against is not None:
        write_bytecode(args.against.resolve())
    work = Path(tempfile.mkdtemp(prefix="bench-secrets-"))
    try:
        tree = work / "home"
        started = time.perf_counter()
        files, size = generate_tree(tree, args.files)
        print(
            f"generated {files} files, {size / 1e6:.1f} MB in {time.perf_counter() - started:.1f} s"
        )
        patterns = work / "patterns.ere"
        patterns.write_text(
            "".join(
                python_to_ere(r.regex.pattern) + "\n"
                for r in load_rules().rules
                # Parser rules read values and the finder names, not patterns over files.
                if r.parser is None and r.finder is None
            )
        )
        scan = ["secrets", "scan", "--json", "--fail-on", "never", str(tree)]
        commands = {
            "govern secrets scan": [sys.executable, "-m", "govern", *scan],
            "grep -rElI (same patterns)": [
                shutil.which("grep") or "grep",
                "-rElI",
                "-f",
                str(patterns),
                str(tree),
            ],
        }
        if args.against is not None:
            # The other checkout's govern comes first on the path, its own rules with it.
            against = str(args.against.resolve())
            commands["govern scan, --against"] = [
                "env",
                f"PYTHONPATH={against}",
                sys.executable,
                "-m",
                "govern",
                *scan,
            ]
        for command in commands.values():
            _time(command, work)  # warm-up: all then read from the page cache
        load_before = os.getloadavg()[0]
        walls: dict[str, list[float]] = {name: [] for name in commands}
        cpus: dict[str, list[float]] = {name: [] for name in commands}
        # grep's rounds come first and alone: a pass of grep's size pushes the tree out of the
        # page cache, so a scanner timed right after it would pay for reading the disk. The
        # scanners then alternate their order each round, neither always the first.
        grep = "grep -rElI (same patterns)"
        scanners = [name for name in commands if name != grep]
        for _ in range(args.rounds):
            wall, cpu, _ = _time(commands[grep], work)
            walls[grep].append(wall)
            cpus[grep].append(cpu)
        _time(commands[scanners[0]], work)  # the tree read back into the page cache
        for round_number in range(args.rounds):
            for name in scanners if round_number % 2 == 0 else scanners[::-1]:
                wall, cpu, _ = _time(commands[name], work)
                walls[name].append(wall)
                cpus[name].append(cpu)
        print(
            f"cores: {os.cpu_count()}, rounds: {args.rounds} (medians), "
            f"load before: {load_before:.2f}, after: {os.getloadavg()[0]:.2f}"
        )
        print(
            f"{'scanner':<30}{'wall s':>8}{'files/s':>10}{'MB/s':>8}{'speed vs grep':>15}"
            f"{'CPU s':>8}{'CPU vs grep':>13}"
        )
        grep_wall = statistics.median(walls[grep])
        grep_cpu = statistics.median(cpus[grep])
        for name in commands:
            wall, cpu = statistics.median(walls[name]), statistics.median(cpus[name])
            print(
                f"{name:<30}{wall:>8.2f}{files / wall:>10,.0f}{size / 1e6 / wall:>8.1f}"
                f"{grep_wall / wall:>14.2f}x{cpu:>8.2f}{cpu / grep_cpu:>12.2f}x"
            )
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
