"""`govern check` as an operator and a transfer tool use it: exit codes, reasons, JSON, batches."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import DEMO_CONFIG, Govern, Site, check_args, check_batch


def test_allow_exits_zero_and_says_so(govern: Govern) -> None:
    result = govern(
        "--config",
        DEMO_CONFIG,
        *check_args("alice", "use", "dataset:radar-returns", "partition:itar"),
    )
    assert result.code == 0, result.stderr
    assert result.stdout.startswith("ALLOW alice use dataset:radar-returns -> partition:itar")


def test_deny_exits_one_and_gives_the_policy_reason(govern: Govern) -> None:
    result = govern(
        "--config",
        DEMO_CONFIG,
        *check_args("alice", "use", "dataset:radar-returns", "partition:gpu"),
    )
    assert result.code == 1
    assert result.stdout.startswith("DENY ")
    assert "itar-us-enclave-only" in result.stdout
    assert "ITAR data may only go to destinations flagged itar_enclave in the US" in result.stdout


def test_json_names_every_deciding_policy_with_its_reason(govern: Govern) -> None:
    result = govern(
        "--config",
        DEMO_CONFIG,
        *check_args("bob", "use", "dataset:radar-returns", "partition:itar"),
        "--at",
        "2026-06-01",
        "--json",
    )
    assert result.code == 1
    answer = json.loads(result.stdout)
    assert answer["decision"] == "deny"
    assert answer["errors"] == []
    assert answer["request"] == {
        "user": "bob",
        "action": "use",
        "resource": "dataset:radar-returns",
        "destination": "partition:itar",
        "at": "2026-06-01T00:00:00Z",
    }
    assert {p["id"] for p in answer["policies"]} == {
        "project-members-only",
        "itar-us-persons-trained",
    }
    assert all(p["reason"] for p in answer["policies"])


def test_config_from_environment(govern: Govern) -> None:
    result = govern(
        *check_args("bob", "use", "dataset:era5", "partition:gpu"),
        env={"GOVERN_CONFIG": str(DEMO_CONFIG)},
    )
    assert result.code == 0, result.stderr


def test_no_configuration_is_an_error_that_says_what_to_do(govern: Govern) -> None:
    result = govern(*check_args("bob", "use", "dataset:era5", "partition:gpu"))
    assert result.code == 2
    assert "--config" in result.stderr and "GOVERN_CONFIG" in result.stderr
    assert "ALLOW" not in result.stdout


@pytest.mark.parametrize(
    ("content", "said"),
    [(b"[site\n", "not valid TOML"), (b'[site]\ncountry = "\xff"\n', "not UTF-8 text")],
)
def test_an_unreadable_configuration_is_an_error_that_says_why(
    govern: Govern, tmp_path: Path, content: bytes, said: str
) -> None:
    config = tmp_path / "govern.toml"
    config.write_bytes(content)
    result = govern("--config", config, *check_args("bob", "use", "dataset:era5", "partition:gpu"))
    assert (result.code, result.stdout) == (2, "")
    assert said in result.stderr and "Traceback" not in result.stderr


def _check(
    govern: Govern, user: str, action: str, resource: str, destination: str
) -> tuple[int, dict[str, object]]:
    result = govern(
        "--config",
        DEMO_CONFIG,
        *check_args(user, action, resource, destination),
        "--json",
    )
    return result.code, json.loads(result.stdout)


def test_unknown_user_resource_destination_or_action_is_an_error_and_a_deny(govern: Govern) -> None:
    cases = {
        ("mallory", "use", "dataset:era5", "partition:gpu"): "unknown user 'mallory'",
        ("bob", "use", "dataset:nope", "partition:gpu"): "unknown resource 'dataset:nope'",
        ("bob", "use", "secret:era5", "partition:gpu"): "unknown resource 'secret:era5'",
        ("bob", "use", "dataset:era5", "partition:moon"): "unknown destination 'partition:moon'",
        ("bob", "delete", "dataset:era5", "partition:gpu"): "unknown action 'delete'",
    }
    for (user, action, resource, destination), message in cases.items():
        code, answer = _check(govern, user, action, resource, destination)
        assert code == 2, (user, action, resource, destination)
        assert answer["decision"] == "deny"
        assert any(message in e for e in answer["errors"])  # type: ignore[attr-defined]


def test_missing_options_are_an_error(govern: Govern) -> None:
    result = govern("--config", DEMO_CONFIG, "check", "--user", "bob")
    assert result.code == 2
    assert "missing --action, --resource, --destination" in result.stderr


def test_bad_time_is_an_error(govern: Govern) -> None:
    result = govern(
        "--config",
        DEMO_CONFIG,
        *check_args("bob", "use", "dataset:era5", "partition:gpu"),
        "--at",
        "yesterday",
    )
    assert result.code == 2
    assert "not an ISO 8601 date or time" in result.stderr


def test_batch_answers_each_line_and_exits_with_the_worst(govern: Govern, site: Site) -> None:
    lines = [
        {
            "user": "alice",
            "action": "use",
            "resource": "dataset:radar-returns",
            "destination": "partition:itar",
        },
        {
            "user": "alice",
            "action": "use",
            "resource": "dataset:radar-returns",
            "destination": "partition:gpu",
        },
    ]
    requests = site.write("requests.jsonl", "\n".join(json.dumps(r) for r in lines) + "\n\n")
    result = govern("--config", site.config, "check", "--batch", requests)
    assert result.code == 1
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert [a["decision"] for a in answers] == ["allow", "deny"]
    assert [a["line"] for a in answers] == [1, 2]

    allow_only = govern(
        "--config", site.config, "check", "--batch", "-", input=json.dumps(lines[0]) + "\n"
    )
    assert allow_only.code == 0
    assert json.loads(allow_only.stdout)["decision"] == "allow"


def test_batch_garbage_is_denied_line_by_line_with_exit_two(govern: Govern) -> None:
    garbage = "\n".join(
        [
            json.dumps(
                {
                    "user": "bob",
                    "action": "use",
                    "resource": "dataset:era5",
                    "destination": "partition:gpu",
                }
            ),
            "this is not json",
            "[1, 2, 3]",
            json.dumps({"user": "bob", "action": "use", "resource": "dataset:era5"}),
            json.dumps(
                {
                    "user": "bob",
                    "action": "use",
                    "resource": "dataset:era5",
                    "destination": "partition:gpu",
                    "extra": 1,
                }
            ),
            "[" * 100_000,
            json.dumps(
                {
                    "user": 7,
                    "action": "use",
                    "resource": "dataset:era5",
                    "destination": "partition:gpu",
                }
            ),
        ]
    )
    result = govern("--config", DEMO_CONFIG, "check", "--batch", "-", input=garbage)
    assert result.code == 2
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == 7
    assert answers[0]["decision"] == "allow"
    for answer in answers[1:]:
        assert answer["decision"] == "deny"
        assert answer["errors"] and answer["errors"][0].startswith(f"line {answer['line']}:")


def test_batch_of_binary_garbage_is_an_error(govern: Govern, site: Site) -> None:
    path = site.root / "garbage.bin"
    path.write_bytes(bytes(range(256)) * 4)
    result = govern("--config", DEMO_CONFIG, "check", "--batch", path)
    assert result.code == 2
    assert "not UTF-8" in result.stderr
    assert "allow" not in result.stdout


def test_batch_and_single_request_options_do_not_mix(govern: Govern) -> None:
    result = govern("--config", DEMO_CONFIG, "check", "--batch", "-", "--user", "bob", input="")
    assert result.code == 2
    assert "--batch" in result.stderr


def test_large_batch_uses_the_same_decisions(govern: Govern) -> None:
    """Past the resident threshold the whole site is parsed once; answers must not change."""
    requests = [
        {
            "user": user,
            "action": "use",
            "resource": resource,
            "destination": destination,
            "at": "2026-06-01",
        }
        for user in ("alice", "bob", "chen", "erin")
        for resource in (
            "dataset:era5",
            "dataset:radar-returns",
            "dataset:chip-layouts",
            "model:llm-chip-ft",
        )
        for destination in ("partition:gpu", "partition:itar", "endpoint:partner-de")
    ]
    small_answers = [a["decision"] for a in check_batch(govern, DEMO_CONFIG, requests)]
    large_answers = [a["decision"] for a in check_batch(govern, DEMO_CONFIG, requests * 6)]
    assert len(requests) * 6 > 200
    assert large_answers == small_answers * 6
    assert "allow" in small_answers and "deny" in small_answers


def test_help_says_a_local_check_is_advice_and_the_daemons_is_enforced(govern: Govern) -> None:
    result = govern("check", "--help", env={"COLUMNS": "100"})
    assert result.code == 0
    text = " ".join(result.stdout.split())
    assert "the daemon decides and logs each check, naming who asked" in text
    assert "a daemon configured but not answering is an error, never a local answer" in text
    assert "decides in this process and the answer is ADVICE" in text


def test_a_local_check_says_in_json_that_it_is_advice(govern: Govern) -> None:
    result = govern(
        "--config",
        DEMO_CONFIG,
        *check_args("alice", "use", "dataset:era5", "partition:gpu"),
        "--json",
    )
    assert result.code == 0, result.stderr
    answer = json.loads(result.stdout)
    assert (answer["enforced"], answer["logged"]) == (False, False)
    assert "receipt" not in answer
