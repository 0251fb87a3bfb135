"""Datasets whose tables key each record by a `token` (nuScenes' scene, sample, sample_data,
… tables: a uuid4's 32 hex digits, published with the dataset): such a token is a record's
id, not a credential (LABELS.md rule 3). A value says so by its structure: a `*_token` named
for one of the dataset's record types (`scene_token`, `vis_scene_token`), or a `token` in a
record beside a key named for another record type that refers to one (`{"token": …, "log":
"n015-2018-…"}`, `"log_token": …`), in a table of at least two such records. Either way the
value has the ids' shape: a `token` in a service's configuration, alone or beside other
settings, is read as before."""

from __future__ import annotations

import re

from govern.secrets.formats.fields import Field
from govern.secrets.names import words

# A record's id: uuid4().hex, as nuScenes' devkit writes it.
_RECORD_ID = re.compile(r"[0-9a-f]{32}")
_TOKEN = "token"
# How many records a table must hold for a bare `token` to be read as their key.
_MIN_RECORDS = 2


def record_token(
    value: Field,
    text: str,
    record_types: frozenset[str],
    siblings: dict[tuple[str, ...], set[str]],
    fields: list[Field],
) -> bool:
    """Whether VALUE is a dataset record's id by its name, or by the keys beside it (SIBLINGS:
    the keys set under each parent; FIELDS, all the file's values) and the records like it."""
    if not record_types or _RECORD_ID.fullmatch(text, value.start, value.end) is None:
        return False
    name = words(value.key)
    if name[-1:] != [_TOKEN]:
        return False
    if len(name) > 1:
        return _names_a_record(name[:-1], record_types)
    beside = [
        field
        for field in fields
        if field.parents == value.parents
        and field.key != value.key
        and _names_a_record(words(field.key), record_types)
    ]
    if not any(_refers_to_record(field, text) for field in beside):
        return False
    table = value.parents[:-1]
    records = [
        keys for parents, keys in siblings.items() if parents[:-1] == table and _TOKEN in keys
    ]
    return len(records) >= _MIN_RECORDS


def _names_a_record(name: list[str], record_types: frozenset[str]) -> bool:
    """Whether NAME's words (a `_token` dropped) end in a record type's (vis_scene, sample_data,
    a `log` or a `scene_token` beside a record's own token)."""
    if name[-1:] == [_TOKEN]:
        name = name[:-1]
    return any("_".join(name[-n:]) in record_types for n in (1, 2) if len(name) >= n)


def _refers_to_record(field: Field, text: str) -> bool:
    """Whether FIELD, a key named for a record type beside a record's token, refers to such a
    record: by its token (`log_token`), or by the record's name, which holds digits (a log's
    `n015-2018-08-01-16-32-59+0800`). A word there (`"log": "debug"`) is a setting's value, of
    a service's configuration whose `token` is a credential."""
    if words(field.key)[-1:] == [_TOKEN]:
        return True
    return any(c.isdigit() for c in text[field.start : field.end])
