"""An AWS access key's secret written as the value right after its id, under no name of its own:
the next item of a list (Spack's mirrors.yaml `access_pair`, block or flow style), the next field
of a CSV row, `ID:SECRET`. Values are generated here; the look-alikes are ids followed by a
digest, a word or nothing, and the ids alone; an id followed by a reference to its secret is
reported alone."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import grows_linearly, text_grows_linearly


def _key_id(seed: int) -> str:
    rng = random.Random(f"key-id-{seed}")
    return "AKIA" + "".join(rng.choice(string.ascii_uppercase + "234567") for _ in range(16))


def _secret(seed: int) -> str:
    rng = random.Random(f"secret-{seed}")
    return "".join(rng.choice(string.ascii_letters + string.digits + "/+") for _ in range(40))


KEY_ID, SECRET = _key_id(1), _secret(1)


@pytest.mark.parametrize(
    ("path", "text", "lines"),
    [
        (
            "spack/mirrors.yaml",
            f"mirrors:\n  archive:\n    url: s3://bucket\n    access_pair:\n"
            f"    - {KEY_ID}\n    - '{SECRET}'\n",
            [5, 6],
        ),
        (
            "spack/mirrors.yaml",
            f'mirrors:\n  cache:\n    access_pair: ["{KEY_ID}", "{SECRET}"]\n',
            [3, 3],
        ),
        ("keys/uploader.csv", f"key,secret\n{KEY_ID},{SECRET}\n", [2, 2]),
        ("notes/backup.txt", f"bucket backup: {KEY_ID}:{SECRET}\n", [1, 1]),
    ],
)
def test_a_secret_right_after_its_key_id_is_found_with_it(
    rules: RuleSet, path: str, text: str, lines: list[int]
) -> None:
    assert found(rules, path, text) == list(zip(lines, [KEY_ID, SECRET], strict=True))


@pytest.mark.parametrize(
    "after",
    [
        "- " + "9f" * 20,  # a digest's hex
        "- abcdefghijklmnopqrstuvwxyzabcdefghijklmn",  # letters in order
        "endpoint_url: https://s3.example.org",
    ],
)
def test_an_id_followed_by_no_secret_is_not_reported(rules: RuleSet, after: str) -> None:
    text = f"mirrors:\n  cache:\n    access_pair:\n    - {KEY_ID}\n    {after}\n"
    assert found(rules, "spack/mirrors.yaml", text) == []


@pytest.mark.parametrize(
    "after", ["- $AWS_SECRET_ACCESS_KEY", "- ${{ secrets.AWS_SECRET_ACCESS_KEY }}"]
)
def test_an_id_followed_by_a_reference_to_its_secret_is_reported_alone(
    rules: RuleSet, after: str
) -> None:
    # The id is written where its secret is used, the secret kept elsewhere (the corpora label
    # such an id, as cert-manager's accessKeyID beside its secretAccessKeySecretRef).
    text = f"mirrors:\n  cache:\n    access_pair:\n    - {KEY_ID}\n    {after}\n"
    assert found(rules, "spack/mirrors.yaml", text) == [(4, KEY_ID)]


def test_ids_followed_by_near_misses_take_linear_time(rules: RuleSet) -> None:
    # Each id is followed by what the secret's pattern almost takes: long runs of blanks before
    # no value, a digest's hex, a value a character short, one a character long.
    blanks = "".join(f"{_key_id(n)}{' ' * 1500},\t{' ' * 500}-\n" for n in range(40))
    short = "".join(
        f"{_key_id(n)}, {_secret(n).encode().hex()[:40]}\n"
        f"{_key_id(n)}:{_secret(n)[:39]}\n{_key_id(n)} {_secret(n)}x\n"
        for n in range(40)
    )
    text = blanks * (900_000 // len(blanks)) + short * (100_000 // len(short))
    linear, times = text_grows_linearly(lambda part: found(rules, "notes/keys.txt", part), text)
    assert linear, times


def test_a_long_run_of_blanks_after_an_id_and_its_comma_takes_linear_time(rules: RuleSet) -> None:
    # A remark after a value may give its verdict on it past a comma ("KEY, it was revoked"):
    # blanks given back one at a time to the words between cost the run's square.
    linear, times = grows_linearly(
        lambda n: found(rules, "notes/keys.txt", f"{_key_id(1)},\t{' ' * n}-\n"), 2600
    )
    assert linear, times
