"""The rules' `files` globs, matched against the trailing components of a path (`.ngc/config`
spans two), and an index that finds, for one path, every glob that matches it without trying
each: the scan asks this of every file, and a rule set holds hundreds of globs."""

from __future__ import annotations

import fnmatch
import functools
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

_WILDCARDS = re.compile(r"[*?\[]")
# Rules name the same globs again and again, and each is indexed twice (its rule's and the
# index's): 1,300 translations of 490 globs at every start.
_translate = functools.cache(fnmatch.translate)


@dataclass(frozen=True)
class Glob:
    """A glob as a regular expression over the path's last DEPTH components, compiled when first
    matched: a rule set holds hundreds of globs, and a scan of a few files tries a few."""

    depth: int
    source: str

    @functools.cached_property
    def regex(self) -> re.Pattern[str]:
        return re.compile(self.source)


Globs = tuple[Glob, ...]


def compile_globs(globs: Iterable[str]) -> Globs:
    return tuple(Glob(glob.count("/") + 1, _translate(glob)) for glob in globs)


def compile_glob_set(globs: Iterable[str]) -> Globs:
    """GLOBS, those that span as many components joined into one regex: a path is matched once
    a depth, however many globs the set holds (a rule's long list of files to leave out)."""
    by_depth: dict[int, list[str]] = defaultdict(list)
    for glob in globs:
        by_depth[glob.count("/") + 1].append(_translate(glob))
    return tuple(Glob(depth, "|".join(regexes)) for depth, regexes in by_depth.items())


def matches(globs: Globs, parts: tuple[str, ...]) -> bool:
    return any(
        len(parts) >= glob.depth and glob.regex.match("/".join(parts[-glob.depth :]))
        for glob in globs
    )


def name_glob_regex(glob: str) -> str:
    """fnmatch's regex for GLOB, a file's name, where a trailing `.*` stands for one extension:
    `*.example.*` is a template's name (settings.example.yaml), not that of a file named for a
    host of an example domain (Hiera's and Ansible's db1.site.example.edu.yaml)."""
    if not glob.endswith(".*"):
        return _translate(glob)
    return _translate(glob[:-1]).removesuffix(r")\Z") + r"[^.]*)\Z"


@dataclass(frozen=True)
class _Entry:
    owner: int
    glob: Glob


class PathIndex:
    """For each glob given with an owner (a rule's position), which owners' globs match a
    path. A glob's last component is looked up by the kind of pattern it is: a plain name, a
    `*` and a suffix (`*.yaml`), a prefix and a `*` (`.env.*`), or anything else, tried in turn;
    only the globs so found are matched whole."""

    def __init__(self, globs: Iterable[tuple[int, str]]) -> None:
        self._names: dict[str, list[_Entry]] = defaultdict(list)
        # `*.yaml`, `*.tar.gz`: looked up by each suffix of a name that starts at a dot.
        self._extensions: dict[str, list[_Entry]] = defaultdict(list)
        self._suffixes: dict[int, dict[str, list[_Entry]]] = defaultdict(lambda: defaultdict(list))
        self._prefixes: dict[int, dict[str, list[_Entry]]] = defaultdict(lambda: defaultdict(list))
        self._others: list[tuple[re.Pattern[str], _Entry]] = []
        for owner, glob in globs:
            entry = _Entry(owner, Glob(glob.count("/") + 1, _translate(glob)))
            last = glob.rsplit("/", 1)[-1]
            wild = _WILDCARDS.findall(last)
            if not wild:
                self._names[last].append(entry)
            elif wild == ["*"] and last.startswith("*."):
                self._extensions[last[1:]].append(entry)
            elif wild == ["*"] and last.startswith("*"):
                self._suffixes[len(last) - 1][last[1:]].append(entry)
            elif wild == ["*"] and last.endswith("*"):
                self._prefixes[len(last) - 1][last[:-1]].append(entry)
            else:
                self._others.append((re.compile(_translate(last)), entry))

    def owners(self, parts: tuple[str, ...]) -> set[int]:
        """The owners of the globs that match the path whose components are PARTS."""
        name = parts[-1]
        candidates = list(self._names.get(name, ()))
        dot = name.find(".")
        while dot >= 0:
            candidates.extend(self._extensions.get(name[dot:], ()))
            dot = name.find(".", dot + 1)
        for length, by_suffix in self._suffixes.items():
            if len(name) >= length:
                candidates.extend(by_suffix.get(name[len(name) - length :], ()))
        for length, by_prefix in self._prefixes.items():
            if len(name) >= length:
                candidates.extend(by_prefix.get(name[:length], ()))
        candidates.extend(entry for regex, entry in self._others if regex.match(name))
        return {
            entry.owner
            for entry in candidates
            if entry.glob.depth == 1 or matches((entry.glob,), parts)
        }


# Suffixes that mark a file as a part or a copy of a file of another name (broker.conf.snippet,
# nginx.conf.fragment, slurmdbd.conf.bak, a merge's .orig): the text is that file's, in its format,
# and is read as if it had that name. Example and template files (.example, .sample, .dist) are
# no such copies: their values are made up (see fixture_files).
_COPY_SUFFIXES = (".snippet", ".fragment", ".bak", ".orig")


def named_as_original(parts: tuple[str, ...]) -> tuple[str, ...]:
    """PARTS, a path's components, with a copy's or a part's suffix taken off its file's name,
    where a name with an extension of its own is left (broker.conf.snippet reads as broker.conf;
    a bare notes.bak stays as it is)."""
    if not parts:
        return parts
    name = parts[-1]
    for suffix in _COPY_SUFFIXES:
        if name.endswith(suffix) and "." in name[1 : -len(suffix)]:
            return (*parts[:-1], name[: -len(suffix)])
    return parts
