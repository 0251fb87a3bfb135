"""Variables a front-end build ships to the browser by their name's prefix (Vite's VITE_,
Next.js's NEXT_PUBLIC_, Nuxt's NUXT_PUBLIC_): the name says the value is public by design, so
it alone finds nothing; a value of a secret's own shape under one is still found. Values are
made here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

KEY = "Wq7Tz2Lm9Xc4Vb8Nn1Rk5Hy3Jd6Fg0Ps"


@pytest.mark.parametrize(
    "line",
    [
        f"VITE_MAPTILER_KEY={KEY}",
        f"VITE_STADIA_API_KEY='{KEY}'",
        f"NEXT_PUBLIC_ALGOLIA_KEY={KEY}",
        f"NUXT_PUBLIC_TILE_TOKEN={KEY}",
    ],
)
def test_a_browser_variable_by_its_prefix_is_public(rules: RuleSet, line: str) -> None:
    assert found(rules, "frontend/.env.production", line + "\n") == []


def test_a_secret_of_its_own_shape_under_a_browser_prefix_is_found(rules: RuleSet) -> None:
    token = "ghp_" + "Rk5Hy3Jd6Fg0PsWq7Tz2Lm9Xc4Vb8Nn1Qa2B"
    assert found(rules, "frontend/.env", f"VITE_GH_TOKEN={token}\n") == [(1, token)]


@pytest.mark.parametrize(
    "line",
    [
        # The prefix only where it starts the name: another word ending in it is no Vite's.
        f"INVITE_API_KEY={KEY}",
        f"SERVER_VITE_SECRET_KEY={KEY}",
        f"export INVITE_TOKEN={KEY}",
    ],
)
def test_the_prefix_counts_only_at_the_names_start(rules: RuleSet, line: str) -> None:
    assert found(rules, "frontend/.env", line + "\n") == [(1, KEY)]
