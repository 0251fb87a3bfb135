"""Credential files read by their structure. A rule of rules.toml with `parser = NAME` reads the
files its `files` globs match with the parser registered here under NAME, and reports the values
written under its `keys`: a file whose name says what it holds is read for what it holds, so a
password in .pgpass is found however plain it looks.

Parsers take the file's text (size-capped by the scan) and return every value in it with its
key and place; they are linear in the text's length. A file a parser cannot read yields no
values: the pattern rules, which run on every file, still do."""

from __future__ import annotations

from collections.abc import Callable

from govern.secrets.formats.blocks import parse_blocks
from govern.secrets.formats.cookiejar import parse_cookie_jar
from govern.secrets.formats.fields import Field
from govern.secrets.formats.ini import parse_ini
from govern.secrets.formats.jsonfile import parse_json
from govern.secrets.formats.kubesecret import parse_kube_secret_data
from govern.secrets.formats.pgpass import parse_pgpass
from govern.secrets.formats.routeros import parse_routeros
from govern.secrets.formats.sqldump import parse_sql_dump
from govern.secrets.formats.structured import parse_structured
from govern.secrets.formats.table import parse_table
from govern.secrets.formats.tfstate import parse_tfstate
from govern.secrets.formats.token import parse_file, parse_lines, parse_random_bytes, parse_token
from govern.secrets.formats.xml import parse_xml
from govern.secrets.formats.yaml import parse_yaml

__all__ = ["PARSERS", "Field", "read_fields"]

Parser = Callable[[str], list[Field]]


def _json(text: str) -> list[Field]:
    return parse_json(text)


PARSERS: dict[str, Parser] = {
    "blocks": parse_blocks,
    # Netscape cookie files (curl's and yt-dlp's cookies.txt): each cookie's value under its name.
    "cookie-jar": parse_cookie_jar,
    # The whole file, binary or not: a file that is a secret whatever it holds.
    "file": parse_file,
    "ini": parse_ini,
    # The whole file when its bytes are not text (a secret drawn as raw bytes), binary or not.
    "random-bytes": parse_random_bytes,
    "json": _json,
    # A Kubernetes Secret's `data`: base64 values under the names of what they hold.
    "kube-secret-data": parse_kube_secret_data,
    # A few bare values, one a line (a secret-named file).
    "lines": parse_lines,
    "pgpass": parse_pgpass,
    # MikroTik RouterOS exports: each setting under its menu's path and its name.
    "routeros": parse_routeros,
    # SQL dumps: the strings of INSERT rows and COPY blocks under their columns' names.
    "sql-dump": parse_sql_dump,
    # The format the file's name says (see formats/structured.py); without a name, its content.
    "structured": parse_structured,
    # Records under a header line (CSV, TSV): each field under its column's name.
    "table": parse_table,
    # Terraform state: the attributes it marks sensitive.
    "tfstate": parse_tfstate,
    "token": parse_token,
    "xml": parse_xml,
    "yaml": parse_yaml,
}


def read_fields(parser: str, text: str, parts: tuple[str, ...] = ()) -> list[Field]:
    """The values in TEXT, a file at PARTS, as the format PARSER reads them. A file of an INI or
    YAML format that holds a JSON object instead is read as JSON (the ECMWF and CDS API clients
    accept both)."""
    # A Zabbix user macro's setting starts a line with `{$` (`{$API.KEY}=…`): no JSON's object.
    head = text.lstrip()
    if parser in ("ini", "yaml") and head.startswith("{") and not head.startswith("{$"):
        parser = "json"
    try:
        if parser == "structured":
            return _declared_defaults(parse_structured(text, parts))
        return _declared_defaults(PARSERS[parser](text))
    except Exception:  # a file no parser can read must not stop the scan
        # Whatever a hostile file does to a parser, it only loses that parser's findings: the
        # pattern rules still run on it.
        return []


# The setting that gives a declared parameter's default: CloudFormation's `Default`, a GitHub
# Actions input's or a JSON Schema property's `default`, a Terraform variable's.
_DEFAULT_KEYS = frozenset({"default", "defaultvalue", "default_value"})


def _declared_defaults(fields: list[Field]) -> list[Field]:
    """FIELDS, each default of a declared parameter under the parameter's own name (`DBPassword:
    {Default: VALUE}`, `variable "db_password" { default = VALUE }`): what the parameter is
    says what its default is."""
    return [
        Field(f.parents[-1], f.start, f.end, f.parents[:-1])
        if f.parents and f.key.lower() in _DEFAULT_KEYS
        else f
        for f in fields
    ]
