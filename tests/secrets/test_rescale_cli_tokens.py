"""Rescale's rescale-cli takes the account's API token as -p in each subcommand (submit,
upload, download-file, status), as its manual's synopses say: a documented short option of
its tool, whatever precedes it. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_TOKEN = "7c1f0e9a4b2d8e6f3a5c0b9d1e7f2a4c6b8d0e3f"


@pytest.mark.parametrize(
    "text",
    [
        "rescale-cli submit -p {v} -i run_lammps.sh -E\n",
        "/opt/rescale/bin/rescale-cli download-file -p '{v}' --job-id ZkPq3 --output-dir out\n",
        "rescale-cli status \\\n  -p {v} \\\n  -j QWErty\n",
    ],
)
def test_the_token_given_to_rescale_cli_is_found(rules: RuleSet, text: str) -> None:
    assert values(rules, "submit.sh", text.format(v=_TOKEN)) == [_TOKEN]


@pytest.mark.parametrize(
    "text",
    [
        'rescale-cli submit -p "$RESCALE_API_KEY" -i run.sh\n',
        "rescale-cli upload -p <api-token> -f case.tar.gz\n",
        "rescale-cli submit -p ${RESCALE_TOKEN} -i run.sh\n",
        "mkdir -p 7c1f0e9a4b2d8e6f3a5c && rescale-cli status -j QWErty\n",
    ],
)
def test_variables_placeholders_and_other_tools_options_are_not(rules: RuleSet, text: str) -> None:
    assert values(rules, "submit.sh", text) == []
