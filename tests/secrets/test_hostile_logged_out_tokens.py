"""A logout line frees the session its login opened, not the service's API token a login line
happens to show: a GitHub or GitLab personal access token, a Stripe key outlive any session's
logout, and a logout line anyone may append to a log (another user of a shared one) does not
hide them. A session's own token, opaque, is still freed by its logout."""

from __future__ import annotations

import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_DRAWN = "Zq7mPz9wLk2vBn4cXr8tYh3jKd6sFg1a"


@pytest.mark.parametrize(
    "token",
    [f"ghp_{_DRAWN}{_DRAWN[:4]}", f"glpat-{_DRAWN[:20]}", f"sk_live_{_DRAWN[:24]}"],
    ids=["github-pat", "gitlab-pat", "stripe-key"],
)
def test_a_service_token_on_a_login_line_outlives_its_logout(rules: RuleSet, token: str) -> None:
    log = (
        f"2025-03-04 10:00:01 INFO login ok user=deploy token={token}\n"
        "2025-03-04 10:00:09 INFO logout ok user=deploy\n"
    )
    assert found(rules, "logs/deploy.log", log) == [(1, token)]


def test_another_users_appended_logout_does_not_hide_a_service_token(rules: RuleSet) -> None:
    token = f"ghp_{_DRAWN}{_DRAWN[:4]}"
    # Mallory appends a logout naming no one just below Alice's login.
    log = f"[09:02] user=alice POST /api/login 200 github_token={token}\n"
    log += "[09:03] GET /api/logout 200\n"
    assert found(rules, "logs/shared.log", log) == [(1, token)]


def test_a_sessions_opaque_token_is_still_freed_by_its_logout(rules: RuleSet) -> None:
    log = f"POST /api/login 200 session_token={uuid.uuid4()}\nGET /api/logout 200\n"
    assert found(rules, "logs/api.log", log) == []
