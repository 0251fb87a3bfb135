"""govern.cjson writes and reads exactly as json.dumps and json.loads do."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from govern.cjson import dumps, loads

_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda children: st.lists(children) | st.dictionaries(st.text(), children),
    max_leaves=20,
)


@settings(deadline=None)
@given(_VALUES)
def test_dumps_is_json_dumps(value: object) -> None:
    assert dumps(value) == json.dumps(value)


def _outcome(read: object, text: str) -> object:
    try:
        return ("value", read(text))  # type: ignore[operator]
    except ValueError:
        return "refused"


_PIECES = ['{"a": 1}', "[1, 2.5]", '"x"', "null", "NaN", "-Infinity", " ", "\n", "\ufeff", "{",
           "}", ",", "1", "01", '"\\ud800"', '"\\x"', "tru"]  # fmt: skip


@settings(max_examples=2000, deadline=None)
@given(st.one_of(st.text(max_size=20), st.lists(st.sampled_from(_PIECES), max_size=5).map("".join)))
def test_loads_is_json_loads(text: str) -> None:
    assert repr(_outcome(loads, text)) == repr(_outcome(json.loads, text))


@pytest.mark.parametrize("value", [{"a": object()}, {1j: 1}])
def test_dumps_refuses_what_json_refuses(value: object) -> None:
    with pytest.raises(TypeError):
        json.dumps(value)
    with pytest.raises(TypeError):
        dumps(value)
