"""Any structured file, read by the format its name (or, failing that, its first character)
says it is in: JSON, YAML, INI and TOML, XML, or nested blocks (HCL, Groovy-style, HOCON). A
`.conf` or `.config` file is one of several: XML if it starts with `<`, blocks if a line opens
one with `{`, INI otherwise."""

from __future__ import annotations

import re
from collections.abc import Callable

from govern.secrets.formats.blocks import parse_blocks
from govern.secrets.formats.fields import Field
from govern.secrets.formats.ini import parse_ini, parse_toml
from govern.secrets.formats.jsonfile import parse_json
from govern.secrets.formats.xml import parse_xml
from govern.secrets.formats.yaml import parse_yaml

Reader = Callable[[str], list[Field]]

_BY_SUFFIX: dict[str, Reader] = {
    ".json": parse_json,
    ".ipynb": parse_json,
    ".tfstate": parse_json,
    ".yaml": parse_yaml,
    ".yml": parse_yaml,
    ".cwl": parse_yaml,
    ".toml": parse_toml,
    ".ini": parse_ini,
    ".cfg": parse_ini,
    ".cnf": parse_ini,
    ".properties": parse_ini,
    ".credentials": parse_ini,
    ".xml": parse_xml,
    ".plist": parse_xml,
    ".tf": parse_blocks,
    ".tfvars": parse_blocks,
    ".hcl": parse_blocks,
    ".nomad": parse_blocks,
    ".nf": parse_blocks,
    ".gradle": parse_blocks,
}
_BY_NAME: dict[str, Reader] = {
    "credentials": parse_ini,
    ".gitconfig": parse_ini,
    ".pypirc": parse_ini,
}
# A line that opens a block: `name {`, `resource "a" "b" {`, `name = {` (or a lone `{` or `= {`
# after blanks, a space among them). Its leading blanks are taken whole, once: a name that could
# begin with the blanks before it would try every split of a line of blanks (16 KB of them took
# a minute a file).
_OPENS_BLOCK = re.compile(
    r"(?m)^(?:(?=\t*+ )[ \t]*+|[ \t]*+(?:[\w.\-\"'][\w.\-\"' ]{0,199}[=:]?|(?<= )[=:]))"
    r"[ \t]*\{[ \t]*$"
)
_SNIFF = 4096


def parse_structured(text: str, parts: tuple[str, ...] = ()) -> list[Field]:
    """TEXT's values, read as the format of the file at PARTS (its path's components)."""
    return _reader(text, parts[-1] if parts else "")(text)


def _reader(text: str, name: str) -> Reader:
    if name in _BY_NAME:
        return _BY_NAME[name]
    if "kubeconfig" in name or (name == "config" and text.lstrip().startswith("apiVersion")):
        return parse_yaml
    suffix = name[name.rfind(".") :] if "." in name else ""
    if suffix in _BY_SUFFIX:
        return _BY_SUFFIX[suffix]
    head = text[:_SNIFF].lstrip()
    if head.startswith("<"):
        return parse_xml
    # A Zabbix user macro's setting (`{$API.KEY}=…`) starts with a brace too, and is INI's.
    if head.startswith(("{", "[{", '["')) and not head.startswith("{$"):
        return parse_json
    if suffix in (".conf", ".config") and _OPENS_BLOCK.search(text, 0, _SNIFF * 4):
        return parse_blocks
    return parse_ini
