"""The lines of a shell file (a script, a job script, a shell's history) whose command is a tool
the `[commands]` table knows: handed to the command readers (govern/secrets/commands.py,
govern/secrets/synopses.py) though no keyword occurs on them. A tool whose option is a secret
(`onecli ... -b USER:PASSWORD@HOST`, `omero -k KEY`) may be typed with no word a keyword finds.

A line is looked at by its first few words only, each by its base name: what may stand before
a command's word (a prompt, `sudo` and its options, a variable's assignment, `./` or a path, zsh's
history stamp) is a few words, and a word is looked up in a set. Nothing else of the line is
read here."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ahocorasick_rs import AhoCorasick, MatchKind

# How much of a line's start is looked at, and how many of its words.
_LEAD = 256
_MAX_LEAD_WORDS = 6
# What may stand just before a command's name: a blank, a path's `/`, zsh's history stamp's `;`.
_BEFORE_NAME = frozenset(" \t\n\r/;")
# What a file whose name says nothing starts with to be a shell script: its interpreter line.
_SHELL_INTERPRETER = re.compile(r"#![ \t]*/[^\s]*/(?:env[ \t]+)?(?:ba|da|k|z)?sh\b")


@dataclass(frozen=True)
class ShellTools:
    """Which files are read as shell (NAMES, one pattern of their globs, or a shell's
    interpreter line), the tools the `[commands]` table names (lower case), and for each rule
    that reads their commands (by its number), the tools it reads."""

    names: re.Pattern[str]
    tools: frozenset[str]
    readers: tuple[tuple[int, frozenset[str]], ...]

    def anchors(self, parts: tuple[str, ...], text: str) -> dict[int, list[int]]:
        """For each rule that reads a tool's commands, where its tools' commands stand in the
        file at PARTS of (lower-cased) TEXT: a tool whose option is a secret may be typed with
        no keyword on its line. Nothing in a file not read as shell."""
        if not self.readers or not (self.names.match(parts[-1]) or starts_as_shell(text)):
            return {}
        commands = tool_command_anchors(text, self.tools)
        found: dict[int, list[int]] = {}
        for n, tools in self.readers if commands else ():
            if mine := [at for at, tool in commands if tool in tools]:
                found[n] = mine
        return found


NO_SHELL_TOOLS = ShellTools(re.compile("(?!)"), frozenset(), ())


def starts_as_shell(text: str) -> bool:
    """Whether TEXT starts with a shell's interpreter line (`#!/bin/bash`, `#!/usr/bin/env zsh`)."""
    return text.startswith("#!") and _SHELL_INTERPRETER.match(text) is not None


def tool_command_anchors(text: str, tools: frozenset[str]) -> list[tuple[int, str]]:
    """Where, on each line of TEXT whose command is one of TOOLS (by base name, lower case), the
    tool's word ends, at the blank after it (where the command readers start reading its
    options), and the tool. A tool alone on its line gives nothing to read.

    Only the lines where one of the tools' names stands as a word are looked at: one search of
    the text finds them, so a script of ordinary commands costs no work a line."""
    anchors: list[tuple[int, str]] = []
    length = len(text)
    # The end of the last line looked at: its other names are passed by, unread (its start is
    # looked for once, or a long line of names would be read back once for each).
    line_end = -1
    for _, at, after in _tool_words(tools).find_matches_as_indexes(text):
        # A name inside a longer word (`gh` in `ghost`, `mc` in `mcfly`) is no command.
        if (at and text[at - 1] not in _BEFORE_NAME) or text[after : after + 1] not in (" ", "\t"):
            continue
        if at < line_end:
            continue
        start = text.rfind("\n", 0, at) + 1
        newline = text.find("\n", after)
        end = line_end = length if newline < 0 else newline
        if at >= start + _LEAD:
            continue
        lead = text[start : min(end, start + _LEAD)]
        cursor = 0
        for word in lead.split(None, _MAX_LEAD_WORDS)[:_MAX_LEAD_WORDS]:
            cursor = lead.find(word, cursor) + len(word)
            # The command's base name: after a path's `/`, or zsh's stamp `: 1700000000:0;`.
            name = word[max(word.rfind("/"), word.rfind(";")) + 1 :]
            if name in tools:
                if lead[cursor : cursor + 1] in (" ", "\t"):
                    anchors.append((start + cursor, name))
                break
    return anchors


@functools.cache
def _tool_words(tools: frozenset[str]) -> AhoCorasick:
    """One automaton of the tools' names: the text is searched once, at the automaton's speed,
    and only the lines where a name stands as a word are read word by word."""
    return AhoCorasick(sorted(tools), matchkind=MatchKind.LeftmostLongest)
