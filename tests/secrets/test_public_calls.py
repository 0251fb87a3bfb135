"""A key given to a call named for a configuration public by design: DocSearch's
`docsearch({appId, indexName, apiKey})` in a page's script holds Algolia's search-only key,
which ships to every browser, as DocSearch's configuration section does. A key after the call
has closed, or given to another call, is judged as before. Values are made here."""

from __future__ import annotations

import random

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(1212)
KEY = "".join(_RNG.choice("0123456789abcdef") for _ in range(32))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "handbook", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        (
            "docs/.vitepress/theme/search.js",
            "import docsearch from '@docsearch/js'\n"
            "docsearch({\n  container: '#search',\n  appId: 'R2IYF7ETH7',\n"
            f"  indexName: 'handbook',\n  apiKey: '{KEY}',\n}})\n",
        ),
        (
            "website/src/Search.tsx",
            f'useEffect(() => {{ docsearch({{ apiKey: "{KEY}", indexName: "hb" }}) }}, [])\n',
        ),
    ],
)
def test_a_key_given_to_docsearch_is_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


@pytest.mark.parametrize(
    "text",
    [
        # After the call has closed: another setting, judged by its own name.
        "docsearch({{ indexName: 'hb' }})\nconst adminApiKey = '{v}'\n",
        # Another client's call: Algolia's own, given its admin key.
        "const client = algoliasearch('R2IYF7ETH7', {{ apiKey: '{v}' }})\n",
    ],
)
def test_a_key_outside_a_docsearch_call_is_still_judged(rules: RuleSet, text: str) -> None:
    assert _values(rules, "scripts/index.js", text.format(v=KEY)) == [KEY]


def test_a_huge_script_of_open_calls_takes_linear_time(rules: RuleSet) -> None:
    text = f"docsearch({{ apiKey: '{KEY}', " * 20_000 + "\n"
    linear, times = text_grows_linearly(lambda part: _values(rules, "search.js", part), text)
    assert linear, times
