"""Command lines whose options only look like a secret's: an option given a list of settings
(BuildKit's `--secret id=NAME,src=FILE`, docker's `--mount type=secret,id=NAME`) says where a
secret comes from, and a password tool's name after a dot is a file's extension
(`-Pin=$DIR/x.zip -Pout=...`), not the tool. The same options given a secret are still found."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly


def _secret(length: int = 20) -> str:
    alphabet = string.ascii_letters + string.digits
    return "".join(random.SystemRandom().choice(alphabet) for _ in range(length))


@pytest.mark.parametrize(
    "text",
    [
        "docker buildx build --secret id=hfhub,env=HUGGINGFACE_TOKEN --push -t reg/app:1 .\n",
        "podman build --secret id=pgpass,src=/run/keys/pgpass -f Containerfile .\n",
        "  run: docker build --secret 'id=npmrc,src=.npmrc' .\n",
        "snappy-tool graphs/ortho.xml -Psource=$SCRATCH/scene.zip -Ptarget=$OUT/scene.dim\n",
        "process -Pinput=/data/in.7z a -pfoo.tif\n",
        "java -jar conv.jar data.zip -Pformat=netcdf\n",
    ],
)
def test_settings_and_file_extensions_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "ci/build.sh", text) == []


@pytest.mark.parametrize(
    "template",
    [
        "vault-cli login --secret {s} --address https://v.example.net\n",
        "mytool --password {s}=x9 --user admin\n",
        "zip -r out.zip results/ -P {s}\n",
        "/usr/bin/zip -P {s} backup.zip notes/\n",
    ],
)
def test_the_same_options_given_a_secret_are_found(rules: RuleSet, template: str) -> None:
    secret = _secret()
    assert any(secret in value for value in values(rules, "ci/build.sh", template.format(s=secret)))


def test_a_megabyte_of_extension_near_misses_scans_quickly(rules: RuleSet) -> None:
    text = "gpt g.xml -Pin=$D/x.zip -Pout=y/zip -P\n" * 26_000
    linear, times = text_grows_linearly(lambda part: found(rules, "ci/build.sh", part), text)
    assert linear, times


def test_many_setting_lists_scan_quickly(rules: RuleSet) -> None:
    # Every line is a named option, which the named-values finder reads in full: a quarter of
    # a megabyte of them.
    text = "b --secret id=a1,env=B_TOKEN\n" * 9_000

    def scan(part: str) -> None:
        assert found(rules, "ci/build.sh", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
