"""YAML of the kind configuration files are written in (.condarc, clouds.yaml, kubeconfig, CI
files, Helm values, Ansible variables): `key: value` lines nested by indentation, `- item`
lists, `#` comments, quoted scalars, flow mappings on one line (`{user: a, password: b}`), block
scalars (`|`, `>`, possibly after a tag such as `!vault`). Each scalar is reported under its key
and the keys it is nested in; a list item under its list's key; a block scalar's lines as one
value; and in a mapping that writes a setting as a name and a value (`- name: DB_PASSWORD` /
`value: ...`) the value under that name. A literal block that is itself a YAML file (cloud-init's
`write_files` entry's `content: |` for a config.yaml, a ConfigMap's `config.yaml: |`) is read
as one too, its keys under the block's.

Line by line, not a YAML parser: enough for configuration files, linear in their size, and never
stopped by what it does not understand (that line alone is passed over).

Documents of the kinds that only say where a secret is kept (External Secrets Operator's
ExternalSecret: `data[].secretKey` names the key it writes, `remoteRef.key` and `property` where
it reads from) hold names and paths under secret-sounding keys, never a value: they are left
out."""

from __future__ import annotations

import bisect
import re
from collections.abc import Collection

from govern.secrets.formats.fields import Entries, Field, lines, value_span

# A key may be `::`-joined (Hiera's profile::db::password).
_KEY = re.compile(
    r"""(?P<key>[A-Za-z0-9_.\-/$@]+(::[A-Za-z0-9_.\-/$@]+)*|"[^"]*"|'[^']*')[ \t]*:(?=[ \t]|$)"""
)
_COMMENT = re.compile(r"[ \t]#")
# A setting commented out: `#KEY: VALUE` or `# KEY: VALUE` on a line of its own, its value one
# word (a sentence after a colon is a remark). The setting is still in the file, as an older
# or a spare value often is (pymatgen's .pmgrc.yaml keeping a legacy PMG_MAPI_KEY). A block
# commented out keeps its indentation after the `#` (`#database:` then `#  password: PW`).
_COMMENTED_SETTING = re.compile(
    r"#[ \t]{0,16}(?P<key>[A-Za-z_][A-Za-z0-9_.\-]{0,63})[ \t]*:[ \t]+"
    r"""(?:(?P<q>["'])(?P<quoted>[^\s"']{1,256})(?P=q)|(?P<bare>[^\s"'#]{1,256}))[ \t]*\r?"""
)
# A block scalar's indicator, possibly after a tag (Ansible's `!vault |`).
_BLOCK_SCALAR = re.compile(r"(![^\s]*[ \t]+)?[|>][0-9+\-]*")
# A literal block's key that says its lines are a file's (cloud-init's and Ansible's `content`),
# or that names a YAML file (a ConfigMap's `config.yaml`): when its first line is a `key:`, the
# lines are that YAML file's and are read as such.
_FILE_BLOCK_KEY = re.compile(r"(?i)content|[\w.\-]{1,128}\.ya?ml")
# One `key: value` of a flow mapping: up to the next comma or closing brace.
_FLOW_ITEM = re.compile(r"""[ \t]*(?P<key>[A-Za-z0-9_.\-]+|"[^"]*"|'[^']*')[ \t]*:[ \t]*""")
_FLOW_VALUE = re.compile(r"""(?P<q>["'])(?P<quoted>.*?)(?P=q)|(?P<bare>[^,}\]]*)""")
_DOCUMENT = re.compile(r"(?m)^---")
# Kinds of the External Secrets Operator's API whose documents reference secrets kept elsewhere.
_REFERENCE_KINDS = frozenset({"ExternalSecret", "ClusterExternalSecret", "PushSecret"})
# Mappings deeper than this are read for their keys, without their ancestors' names.
_MAX_DEPTH = 64


class _Reader:
    """The state of a YAML file read line by line."""

    def __init__(self, text: str, outer: tuple[str, ...] = (), embedded: bool = False) -> None:
        self.text = text
        # The keys of the block a YAML file written inside another is read from (OUTER), and
        # whether it is one: such a file's own blocks are not read again.
        self.outer = outer
        self.embedded = embedded
        self.fields: list[Field] = []
        # (indent, key) of the keys whose values are the mappings the current line may be in.
        self.parents: list[tuple[int, str]] = []
        # Each indentation's mapping, to pair a setting's name with its value.
        self.mappings: dict[int, Entries] = {}
        # A block scalar being read: (the indent of its key's line, its key, its parents) and
        # the span of its lines so far.
        self.block: tuple[int, str, tuple[str, ...]] | None = None
        self.block_span: tuple[int, int] | None = None
        # Where the block's first line starts (0 until it is read), if the block may be a YAML
        # file of its own: a literal block of a file's key whose first line is a `key:`.
        self.file_block: int | None = None

    def names(self) -> tuple[str, ...]:
        return (*self.outer, *(key for _, key in self.parents[-_MAX_DEPTH:]))

    def read(self, offset: int, line: str) -> None:
        content = line.lstrip(" ")
        indent = len(line) - len(content)
        if self.block is not None:
            if not content.strip() or indent > self.block[0]:
                if content.strip():
                    if self.block_span is None and self.file_block is not None:
                        self.file_block = offset if _KEY.match(content) else None
                    start = self.block_span[0] if self.block_span else offset + indent
                    self.block_span = (start, offset + len(line.rstrip()))
                return
            self.end_block()
        if content.startswith("#"):
            self.commented_setting(offset, line, indent)
            return
        if not content.strip():
            return
        if content.startswith(("---", "...")):
            self.parents.clear()
            self.mappings.clear()
            return
        position = indent
        list_item = content.startswith("- ") or content == "-"
        if list_item:
            while self.parents and self.parents[-1][0] > indent:
                self.parents.pop()
            position += 1
            while position < len(line) and line[position] == " ":
                position += 1
            # A list item starts a mapping of its own (- name: X / value: Y).
            self.mappings = {k: v for k, v in self.mappings.items() if k < position}
        key = _KEY.match(line, position)
        if key is not None:
            self.key_line(offset, line, indent, position, key)
        elif list_item:
            start, end = value_span(line, position, _COMMENT)
            if start < end:
                under = self.parents[-1][1] if self.parents else ""
                names = self.names()[:-1]
                self.fields.append(Field(under, offset + start, offset + end, names, listed=True))

    def commented_setting(self, offset: int, line: str, indent: int) -> None:
        """A setting commented out on LINE, under the keys its indentation is inside; the
        reader's state is left as it is (the line is a comment)."""
        setting = _COMMENTED_SETTING.fullmatch(line, indent)
        if setting is None:
            return
        group = "quoted" if setting["q"] else "bare"
        names = tuple(key for at, key in self.parents[-_MAX_DEPTH:] if at < indent)
        start, end = setting.span(group)
        self.fields.append(Field(setting["key"], offset + start, offset + end, names))

    def key_line(
        self, offset: int, line: str, indent: int, key_indent: int, key_match: re.Match[str]
    ) -> None:
        key = key_match["key"].strip("'\"")
        while self.parents and self.parents[-1][0] >= key_indent:
            self.parents.pop()
        self.mappings = {k: v for k, v in self.mappings.items() if k <= key_indent}
        names = self.names()
        start, end = value_span(line, key_match.end(), _COMMENT)
        # A quoted Zabbix macro ('{$NAME}', '{$NAME:"ctx"}') is a string, not a flow mapping;
        # other quoted collections ('{user: a, password: b}', "[a, b]") are still read as
        # collections, as configuration tools write them quoted to keep them one string.
        quoted = start > 0 and line[start - 1] in "'\""
        plain = not (quoted and line.startswith("{$", start))
        if start >= end:
            self.parents.append((key_indent, key))
        elif _BLOCK_SCALAR.fullmatch(line[start:end]):
            self.block, self.block_span = (indent, key, names), None
            literal = line[start:end].rsplit(None, 1)[-1].startswith("|")
            embeds = literal and not self.embedded and _FILE_BLOCK_KEY.fullmatch(key) is not None
            self.file_block = 0 if embeds else None
        elif plain and line[start] == "{" and line[end - 1] == "}":
            flow = _flow_mapping(self.text, offset + start + 1, offset + end - 1, (*names, key))
            self.fields.extend(flow)
        elif plain and line[start] == "[" and line[end - 1] == "]":
            items = _flow_sequence(self.text, offset + start + 1, offset + end - 1)
            self.fields.extend(Field(key, a, b, names, listed=True) for a, b in items)
        else:
            field = Field(key, offset + start, offset + end, names)
            self.fields.append(field)
            entries = self.mappings.setdefault(key_indent, Entries(self.text, names))
            pair = entries.add(key, field.start, field.end)
            if pair is not None:
                self.fields.append(pair)

    def end_block(self) -> None:
        if self.block is not None and self.block_span is not None:
            self.fields.append(Field(self.block[1], *self.block_span, self.block[2]))
            if self.file_block is not None:
                self.fields.extend(
                    _embedded(self.text, self.file_block, self.block_span[1], self.block)
                )
        self.block, self.block_span, self.file_block = None, None, None


def parse_yaml(text: str) -> list[Field]:
    reader = _Reader(text)
    for offset, line in lines(text):
        reader.read(offset, line)
    reader.end_block()
    references = documents_of_kind(text, reader.fields, _REFERENCE_KINDS)
    if not references:
        return reader.fields
    starts = document_starts(text)
    return [f for f in reader.fields if document_of(starts, f) not in references]


def _embedded(
    text: str, start: int, end: int, block: tuple[int, str, tuple[str, ...]]
) -> list[Field]:
    """The fields of the YAML file a literal BLOCK (its key's indent, its key and that key's
    parents) writes in TEXT[START:END], from its first line's start, under the block's keys."""
    reader = _Reader(text, (*block[2], block[1]), embedded=True)
    for offset, line in lines(text[start:end]):
        reader.read(start + offset, line)
    reader.end_block()
    return reader.fields


def document_starts(text: str) -> list[int]:
    """Where each document of a multi-document TEXT starts (the first at 0)."""
    return [0, *(m.start() for m in _DOCUMENT.finditer(text))]


def document_of(starts: list[int], field: Field) -> int:
    """The index of the document (of those starting at STARTS) that FIELD is in."""
    return bisect.bisect_right(starts, field.start) - 1


def documents_of_kind(text: str, fields: list[Field], kinds: Collection[str]) -> set[int]:
    """The indexes of TEXT's documents whose top-level `kind` (read into FIELDS) is in KINDS."""
    starts = document_starts(text)
    return {
        document_of(starts, f)
        for f in fields
        if f.key == "kind" and not f.parents and text[f.start : f.end] in kinds
    }


def _flow_sequence(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Where the items of a flow sequence TEXT[START:END] (its brackets excluded) are."""
    items: list[tuple[int, int]] = []
    position = start
    while position < end:
        value = _FLOW_VALUE.match(text, position, end)
        if value is None:
            break
        group = "quoted" if value["q"] else "bare"
        item_start, item_end = value.span(group)
        while item_start < item_end and text[item_start] in " \t":
            item_start += 1
        while item_end > item_start and text[item_end - 1] in " \t":
            item_end -= 1
        if item_start < item_end:
            items.append((item_start, item_end))
        comma = text.find(",", value.end(), end)
        if comma < 0:
            break
        position = comma + 1
    return items


def _flow_mapping(text: str, start: int, end: int, parents: tuple[str, ...]) -> list[Field]:
    """The `key: value` items of a flow mapping TEXT[START:END] (its braces excluded)."""
    fields: list[Field] = []
    position = start
    while position < end:
        item = _FLOW_ITEM.match(text, position, end)
        if item is None:
            break
        value = _FLOW_VALUE.match(text, item.end(), end)
        if value is None:
            break
        group = "quoted" if value["q"] else "bare"
        value_start, value_end = value.span(group)
        while value_end > value_start and text[value_end - 1] in " \t":
            value_end -= 1
        if value_start < value_end:
            fields.append(Field(item["key"].strip("'\""), value_start, value_end, parents))
        comma = text.find(",", value.end(), end)
        if comma < 0:
            break
        position = comma + 1
    return fields
