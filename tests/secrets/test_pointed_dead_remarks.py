"""Remarks that point at the value they judge: one above that names "the key below" ("# old key
below was revoked by …" over a setting kept commented out), an arrow after a commented-out
setting (`# KEY=…  <- deleted in the settings in Feb`), and one after the value that says a
server "no longer accepted" it; and a comment heading a section's settings that says they were
"deactivated" on a date, or a remark above that calls the value "dead with the service". The
values are dead. The attack: the live setting beside each
stays reported, and so does a value below a remark about an older one, or after a remark that
the server accepts it."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _random(length: int, seed: int) -> str:
    rng = random.Random(seed)
    drawn = "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(length - 2))
    return "Q" + drawn + "7"


def test_a_key_below_said_revoked_is_not_reported_beside_the_live_one(rules: RuleSet) -> None:
    old, live = _random(25, 1), _random(25, 2)
    script = (
        "#!/bin/bash\n"
        f"export VISUALCROSSING_KEY={live}\n"
        "# old key below was revoked by the vendor when we moved off the free plan\n"
        f"# VISUALCROSSING_KEY={old}\n"
    )
    assert values(rules, "jobs/grid.sbatch", script) == [live]


def test_a_live_key_below_a_remark_on_an_older_one_stays_reported(rules: RuleSet) -> None:
    live = _random(25, 3)
    script = (
        f"#!/bin/bash\n# the old key was revoked by the vendor in May\nVISUALCROSSING_KEY={live}\n"
    )
    assert values(rules, "jobs/grid.sbatch", script) == [live]


def test_an_arrow_after_a_commented_setting_says_it_was_deleted(rules: RuleSet) -> None:
    old, live = _random(40, 4).lower(), _random(40, 5).lower()
    script = (
        f"export WANDB_API_KEY={live}\n"
        f"# export WANDB_API_KEY={old}  <- deleted in W&B settings when I reset the key in Feb\n"
    )
    assert values(rules, "jobs/train.sbatch", script) == [live]


def test_an_arrow_that_says_something_else_leaves_it_reported(rules: RuleSet) -> None:
    kept = _random(40, 6).lower()
    script = f"# export WANDB_API_KEY={kept}  <- the team's key, set it before running\n"
    assert values(rules, "jobs/train.sbatch", script) == [kept]


def test_a_value_no_longer_accepted_is_not_reported(rules: RuleSet) -> None:
    old, live = _random(14, 7), _random(14, 8)
    notes = (
        f"- relay password: `{live}` (rotated 2025-02-11)\n"
        f"- old relay password: `{old}` \u2014 no longer accepted by relay2.\n"
    )
    assert values(rules, "ops/NOTES.md", notes) == [live]


def test_a_value_still_accepted_stays_reported(rules: RuleSet) -> None:
    kept = _random(14, 9)
    notes = f"- relay password: `{kept}` \u2014 accepted by relay2 since the migration.\n"
    assert values(rules, "ops/NOTES.md", notes) == [kept]


def test_a_profile_said_deactivated_is_not_reported_beside_the_live_one(rules: RuleSet) -> None:
    live_id, old_id = "AKIA" + _random(16, 10), "AKIA" + _random(16, 11)
    live_secret, old_secret = _random(40, 12), _random(40, 13)
    credentials = (
        f"[default]\naws_access_key_id = {live_id}\naws_secret_access_key = {live_secret}\n\n"
        "[payer-old]\n"
        "# deactivated in IAM on 2025-01-06 after the key audit, kept until the job moves\n"
        f"aws_access_key_id = {old_id}\naws_secret_access_key = {old_secret}\n"
    )
    assert values(rules, "home/u/.aws/credentials", credentials) == [live_id, live_secret]


def test_a_profile_to_be_deactivated_stays_reported(rules: RuleSet) -> None:
    key_id, secret = "AKIA" + _random(16, 14), _random(40, 15)
    credentials = (
        "[payer]\n# to be deactivated in IAM once the job moves\n"
        f"aws_access_key_id = {key_id}\naws_secret_access_key = {secret}\n"
    )
    assert values(rules, "home/u/.aws/credentials", credentials) == [key_id, secret]


def test_a_token_dead_with_its_service_is_not_reported(rules: RuleSet) -> None:
    old, live = _random(32, 16).lower(), _random(32, 17).lower()
    code = (
        f"client = Client(api_token='sk_{live}')\n"
        "# secret token for the batch endpoints (dead with the service)\n"
        f"batch = Client(api_token='sk_{old}')\n"
    )
    assert values(rules, "analysis/hedge.py", code) == [f"sk_{live}"]


def test_a_dead_letter_remark_leaves_the_token_reported(rules: RuleSet) -> None:
    kept = _random(32, 18).lower()
    code = f"# secret token for the dead letter queue\nbatch = Client(api_token='sk_{kept}')\n"
    assert values(rules, "analysis/hedge.py", code) == [f"sk_{kept}"]
