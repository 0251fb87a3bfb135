"""Datasets whose tables key each record by a `token` (nuScenes' scene, sample, sample_data,
… tables: a uuid4's 32 hex digits, published with the dataset): such a token is a record's
id, not a credential (LABELS.md rule 3). A value says so by its structure, always with the
ids' shape:

- a `token` in a record beside a pointer to another record (`"log_token": ID`, or a log's
  name `"log": "n015-2018-…"`), in a table of at least two records keyed by their own `token`:
  a top-level or nested list of records (nuScenes' own files: every item shares one parent), or
  an object of records under their names (`{"scene-0103": {…}, …}`);
- a `*_token` named for a bare record type (`instance_token`, `sample_token`) inside such a
  record, beside the record's own `token`: alone, those names are as often a service's
  (a GitLab instance's token, Logentries' log token);
- a `*_token` whose name qualifies a record type or names a compound one (`vis_scene_token`,
  `first_sample_token`, `ego_pose_token`): a reference to one record, whatever is around it.

A `token` in a service's configuration, alone or beside other settings (`"instance": "web-01"`,
`"sample": "0.5"`), is read as before."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from govern.secrets.formats.fields import Field
from govern.secrets.names import words

# A record's id: uuid4().hex, as nuScenes' devkit writes it.
_RECORD_ID = re.compile(r"[0-9a-f]{32}")
# A log's name as nuScenes writes it (its `logfile`): the vehicle, then the capture's date,
# time and zone (n015-2018-08-01-16-32-59+0800; a site's own vehicle, siskin-2026-02-27-…). A
# table keyed by name may point to its log by that name.
_LOG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,31}-\d{4}(?:-\d{2}){5}[+-]\d{4}")
_LOG = "log"
_TOKEN = "token"
# Record types whose `_token` names a service's token as often, qualified or not
# (gitlab_instance_token, a GitLab instance's; Logentries' log token): read only inside a record.
_SERVICE_WORDS = frozenset({"instance", "log"})
# How many records a table must hold for a bare `token` to be read as their key.
_MIN_RECORDS = 2

# A record: its fields by key.
_Record = dict[str, Field]


@dataclass
class RecordTables:
    """A file's FIELDS read once into records, each the fields under one parent until a key
    repeats (the items of a list share their parent), and how many records keyed by an id each
    table holds. Read the first time a value is asked about: most files never are."""

    fields: list[Field]
    _records: dict[Field, _Record] = field(default_factory=dict, init=False, repr=False)
    # Per table (a record's parents without the last, or the list's own parents), how many of
    # its records have an id-shaped `token`.
    _keyed: dict[tuple[str, ...], int] = field(default_factory=dict, init=False, repr=False)
    _read: bool = field(default=False, init=False, repr=False)

    def _read_records(self, text: str) -> None:
        self._read = True
        current: dict[tuple[str, ...], _Record] = {}
        # A list's items are one group; keyed records, one group each: both are counted under
        # their table, the parents of a keyed record without its name.
        in_group: dict[tuple[str, ...], int] = {}
        for each in self.fields:
            record = current.get(each.parents)
            if record is None or each.key in record:
                record = current[each.parents] = {}
            record[each.key] = each
            self._records[each] = record
            if each.key == _TOKEN and _RECORD_ID.fullmatch(text, each.start, each.end):
                in_group[each.parents] = in_group.get(each.parents, 0) + 1
        for parents, count in in_group.items():
            if parents:
                self._keyed[parents[:-1]] = self._keyed.get(parents[:-1], 0) + count
            if count > 1:
                # A list of records: the list is the table.
                self._keyed[parents] = self._keyed.get(parents, 0) + count

    def record(self, value: Field, text: str) -> _Record:
        """The record VALUE is one of the fields of."""
        if not self._read:
            self._read_records(text)
        return self._records.get(value, {})

    def in_table(self, value: Field) -> bool:
        """Whether VALUE's record is one of a table of records keyed by an id (record() first)."""
        keyed = max(self._keyed.get(value.parents, 0), self._keyed.get(value.parents[:-1], 0))
        return keyed >= _MIN_RECORDS


def record_token(
    value: Field, text: str, record_types: frozenset[str], tables: RecordTables
) -> bool:
    """Whether VALUE is a dataset record's id by its name, or by the record it is in and the
    records like it (TABLES: the file's fields read into records)."""
    if not record_types or _RECORD_ID.fullmatch(text, value.start, value.end) is None:
        return False
    name = words(value.key)
    if name[-1:] != [_TOKEN]:
        return False
    kind = name[:-1]
    if kind and not _names_a_record(kind, record_types):
        return False
    if len(kind) > 1 and kind[-1] not in _SERVICE_WORDS:
        # vis_scene_token, first_sample_token, ego_pose_token: a reference to one record.
        return True
    record = tables.record(value, text)
    if kind:
        # instance_token, log_token: a record's pointer only beside the record's own id.
        own = record.get(_TOKEN)
        if own is None or _RECORD_ID.fullmatch(text, own.start, own.end) is None:
            return False
    elif not any(
        key != _TOKEN and _points_to_record(beside, text, record_types)
        for key, beside in record.items()
    ):
        return False
    return tables.in_table(value)


def _names_a_record(name: list[str], record_types: frozenset[str]) -> bool:
    """Whether NAME's words (a `_token` dropped) end in a record type's (vis_scene, sample_data,
    a `log` or a `scene_token` beside a record's own token)."""
    if name[-1:] == [_TOKEN]:
        name = name[:-1]
    return any("_".join(name[-n:]) in record_types for n in (1, 2) if len(name) >= n)


def _points_to_record(field: Field, text: str, record_types: frozenset[str]) -> bool:
    """Whether FIELD, beside a record's token, points to another record: named for a record
    type, holding a record's id (`log_token`: 32 hex digits) or a log's name (`"log":
    "n015-2018-08-01-16-32-59+0800"`). Any other value there (`"instance": "web-01"`, `"log":
    "debug"`, `"sample": "0.5"`) is a setting's, of a service's configuration whose `token` is
    a credential."""
    name = words(field.key)
    if not _names_a_record(name, record_types):
        return False
    if _RECORD_ID.fullmatch(text, field.start, field.end):
        return True
    return name == [_LOG] and _LOG_NAME.fullmatch(text, field.start, field.end) is not None
