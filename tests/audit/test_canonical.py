"""The fast canonical JSON writer gives exactly the bytes of the RFC 8785 reference
implementation, or steps aside so the reference canonicalises or rejects the value."""

from __future__ import annotations

from typing import Any

import pytest
import rfc8785
from hypothesis import event, given, settings
from hypothesis import strategies as st

from govern.audit.canonical import canonical_json, fast_canonical_json

# Characters where JSON writers tend to differ: controls (short and \u00xx escapes), quote,
# backslash, solidus, DEL, the JavaScript line separators, both ends of the surrogate block
# (lone, so not UTF-8), the private use area and U+FFFF (which sort differently as UTF-16),
# and characters beyond the BMP.
NASTY = [chr(c) for c in range(0x20)] + [
    '"',
    "\\",
    "/",
    "\x7f",
    "\x80",
    "\u2028",
    "\u2029",
    "\ud7ff",
    "\ud800",
    "\udfff",
    "\ue000",
    "\uffff",
    "\U00010000",
    "\U0001f600",
    "\U0010ffff",
    "é",
    "a",
    "B",
]
LIMIT = 2**53
SETTINGS = settings(max_examples=1500, deadline=None)


def _values(keys: st.SearchStrategy[str], scalars: st.SearchStrategy[Any]) -> Any:
    return st.recursive(
        scalars,
        lambda inner: st.one_of(
            st.lists(inner, max_size=5),
            st.lists(inner, max_size=3).map(tuple),
            st.dictionaries(keys, inner, max_size=5),
        ),
        max_leaves=25,
    )


def _text(alphabet: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.text(st.sampled_from(NASTY) | alphabet, max_size=8)


_edge_integers = st.integers(-LIMIT - 2, -LIMIT + 2) | st.integers(LIMIT - 2, LIMIT + 2)
ANY_JSON = _values(
    keys=_text(st.characters(exclude_categories=())),
    scalars=st.none()
    | st.booleans()
    | st.integers()
    | _edge_integers
    | st.floats()
    | _text(st.characters(exclude_categories=())),
)
# Values the fast path must take: no floats, integers in range, no surrogates, keys below U+E000.
_PLAIN_NASTY = [c for c in NASTY if not "\ud800" <= c <= "\udfff"]
PLAIN_JSON = _values(
    keys=st.text(
        st.characters(max_codepoint=0xDFFF, exclude_categories=("Cs",))
        | st.sampled_from([c for c in _PLAIN_NASTY if c < "\ue000"]),
        max_size=8,
    ),
    scalars=st.none()
    | st.booleans()
    | st.integers(-LIMIT + 1, LIMIT - 1)
    | st.text(st.characters(exclude_categories=("Cs",)) | st.sampled_from(_PLAIN_NASTY)),
)


def _reference(value: Any) -> bytes | None:
    try:
        return rfc8785.dumps(value)
    except ValueError:  # CanonicalizationError, or UnicodeEncodeError sorting surrogate keys
        return None


@pytest.mark.slow
@SETTINGS
@given(ANY_JSON)
def test_fast_path_matches_the_reference_byte_for_byte_or_steps_aside(value: Any) -> None:
    reference = _reference(value)
    fast = fast_canonical_json(value)
    event("fast path" if fast is not None else "reference decides")
    if fast is not None:
        assert fast == reference
    if reference is None:
        with pytest.raises(ValueError):
            canonical_json(value)
    else:
        assert canonical_json(value) == reference


@pytest.mark.slow
@SETTINGS
@given(PLAIN_JSON)
def test_plain_values_take_the_fast_path(value: Any) -> None:
    assert fast_canonical_json(value) == rfc8785.dumps(value)


def test_a_decision_payload_takes_the_fast_path() -> None:
    payload = {
        "request": {
            "user": "alice",
            "action": "use",
            "resource": "dataset:radar-returns",
            "destination": "partition:gpu",
        },
        "decision": "deny",
        "policies": ["itar-us-enclave-only"],
        "approvals": [],
        "errors": [],
        "catalog": "8668de2c3e53494c",
    }
    assert fast_canonical_json(payload) == rfc8785.dumps(payload)


def test_escapes_follow_rfc_8785() -> None:
    value = {"s": '\x00\x08\t\n\x0c\r\x1f"\\/\x7f\u2028\u2029é\U0001f600'}
    expected = '{"s":"\\u0000\\b\\t\\n\\f\\r\\u001f\\"\\\\/\x7f\u2028\u2029é\U0001f600"}'
    assert fast_canonical_json(value) == expected.encode()


def test_keys_sort_by_utf_16_code_units() -> None:
    """RFC 8785 section 3.2.3: U+1F600 (D83D DE00 in UTF-16) sorts before U+E000."""
    value = {"\ue000": 1, "\U0001f600": 2}
    assert fast_canonical_json(value) is None
    assert canonical_json(value) == '{"\U0001f600":2,"\ue000":1}'.encode()


@pytest.mark.parametrize(
    "value",
    [
        {"n": 1.5},
        {"n": 2**53},
        {"n": -(2**53)},
        {1: "non-string key"},
        {"\U0001f600": "key beyond the BMP"},
        {"s": "lone \ud800 surrogate"},
        {"s": type("Text", (str,), {})("a str subclass")},
    ],
)
def test_values_outside_the_fast_path_go_to_the_reference(value: Any) -> None:
    assert fast_canonical_json(value) is None
    reference = _reference(value)
    if reference is None:
        with pytest.raises(ValueError):
            canonical_json(value)
    else:
        assert canonical_json(value) == reference
