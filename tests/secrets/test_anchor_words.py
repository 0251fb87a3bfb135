"""Secrets found where a word of their own, not another secret's, makes the keyword search read
the file: a pepper or one-time password alone in a file, a licence activated on the command
line (its tool given by its path too). Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.chance import holds_word
from govern.secrets.matching import find_matches
from govern.secrets.names import Strength
from govern.secrets.rules import RuleSet

_ALNUM = string.ascii_letters + string.digits


def _value(size: int, seed: int, alphabet: str = _ALNUM) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(alphabet) for _ in range(size))


PEPPER = _value(26, 1)
PRODUCT_KEY = "-".join(_value(5, n, string.ascii_uppercase + string.digits) for n in range(6))
GUROBI_KEY = "3c9d2e7a-5b14-4f6e-9a0c-8d1b2e3f4a5c"


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[str, int, str]]:
    parts = ("home", "dana", *file_name.split("/"))
    return [(m.rule.id, m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("app/settings.ini", "[hashing]\nrounds = 12\npepper = {v}\n"),
        ("deploy/host_vars/node7.yml", "enrol_otp: {v}\nrack: b4\n"),
        ("site.php", "<?php\n$config['password_pepper'] = '{v}';\n"),
    ],
)
def test_a_pepper_or_one_time_password_alone_in_its_file_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    found = _found(rules, file_name, text.format(v=PEPPER))
    assert [(rule, value) for rule, _, value in found] == [("named-secret", PEPPER)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("sudo /opt/rstudio-connect/bin/license-manager activate {key}\n", PRODUCT_KEY),
        ("sudo rstudio-server license-manager activate '{key}'\n", PRODUCT_KEY),
        ("rspm license activate {key} && rspm list\n", PRODUCT_KEY),
        ("module load gurobi/11.0\n/opt/gurobi1100/linux64/bin/grbgetkey {uuid}\n", GUROBI_KEY),
    ],
)
def test_a_licence_activated_on_the_command_line_is_found(
    rules: RuleSet, text: str, value: str
) -> None:
    found = _found(rules, ".bash_history", text.format(key=PRODUCT_KEY, uuid=GUROBI_KEY))
    assert [(rule, v) for rule, _, v in found] == [("command-argument-secret", value)]


@pytest.mark.parametrize(
    "text",
    [
        "sudo /opt/rstudio-pm/bin/license-manager status\n",
        "license-manager activate <product-key>\n",
        "sudo rstudio-server license-manager activate $POSIT_KEY\n",
        "grbgetkey --help\n",
        "# SPDX-License-Identifier: Apache-2.0\n# licensed under the license activate clause\n",
    ],
)
def test_what_only_looks_like_a_licence_activation(rules: RuleSet, text: str) -> None:
    assert _found(rules, ".bash_history", text) == []


def test_a_random_value_with_a_chance_pronounceable_run_is_still_random(
    rules: RuleSet,
) -> None:
    # Forty letters and digits drawn at random hold a run like `Hnibfvouohd` about one time in
    # fifty: under a name that only may be secret it is still a secret.
    value = "47ArrfphD7PxKg42GIGlHnibfvouohdAlcf6EE34"
    assert not rules.lookalikes.explains_named(value, Strength.WEAK, False, "key")
    found = _found(rules, "job.sh", f"nextflow secrets set NCBI_KEY {value}\n")
    assert [v for _, _, v in found] == [value]
    drawn = [_value(40, seed) for seed in range(2000)]
    missed = [v for v in drawn if rules.lookalikes.explains_named(v, Strength.WEAK, False, "key")]
    assert len(missed) <= 4, missed


@pytest.mark.parametrize("value", ["ExOSdr60FVUFLDtDwidvrfaL", "F2gwwq7QqpAcMoqttjafdHgu"])
def test_a_short_random_value_whose_chance_run_is_a_third_of_it_is_still_random(
    rules: RuleSet, value: str
) -> None:
    # Twenty-four letters and digits drawn at random hold an eight-letter pronounceable run
    # (`Dwidvrfa`, `Moqttjaf`) one time in a hundred, a third of the value: the rest, changing
    # between small letters, capitals and digits at nearly every character, is a draw's.
    assert not rules.lookalikes.explains_named(value, Strength.WEAK, False, "key")
    found = _found(rules, "job.sh", f"nextflow secrets set NCBI_KEY {value}\n")
    assert [v for _, _, v in found] == [value]
    # Measured on the words reading itself: other readings pass over a draw without a digit.
    drawn = [_value(24, seed) for seed in range(2000)]
    assert len([v for v in drawn if holds_word(v)]) <= 2


@pytest.mark.parametrize(
    "value",
    [
        "Xk2configurationmanager9",
        "myProductionDatabase2024x",
        "projectnotebook_v2_2024",
        "Zq8Pipelineresults3Xb7",
        "7strengths9Basemaps",
        "release_v2_Geocoder2024",
    ],
)
def test_a_value_that_is_mostly_words_under_a_weak_name_is_no_secret(
    rules: RuleSet, value: str
) -> None:
    assert rules.lookalikes.explains_named(value, Strength.WEAK, False, "key")
