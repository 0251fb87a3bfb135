"""Secrets written in a tool's own syntax, found by what the tool documents: an XML element
whose `value` attribute is its value (HPE iLO's RIBCL `<PASSWORD value="..."/>`), Puppet's
csr_attributes.yaml challenge password under its OID, cryoSPARC's licence ID in its download
URL, and licence keys in a text file named for the licences it lists. Values are made here."""

from __future__ import annotations

import random
import string
import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_DRAW = random.Random(9127)
PASSWORD = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=13)) + "%q"
CHALLENGE = "".join(_DRAW.choices("0123456789abcdef", k=32))
LICENCE_ID = str(uuid.UUID(int=_DRAW.getrandbits(128), version=4))
_GROUP = string.ascii_uppercase + string.digits
PRODUCT_KEY = "-".join("".join(_DRAW.choices(_GROUP, k=5)) for _ in range(5))


def test_an_elements_value_attribute_is_read_under_the_elements_name(rules: RuleSet) -> None:
    text = (
        '<RIBCL VERSION="2.0">\n <LOGIN USER_LOGIN="ops" PASSWORD="$ILO_PW">\n'
        '  <USER_INFO MODE="write">\n   <ADD_USER USER_NAME="svc" USER_LOGIN="svc">\n'
        f'    <PASSWORD value="{PASSWORD}"/>\n   </ADD_USER>\n  </USER_INFO>\n </LOGIN>\n'
        "</RIBCL>\n"
    )
    assert found(rules, "bmc/add_user.xml", text) == [(5, PASSWORD)]


@pytest.mark.parametrize(
    "line",
    [
        # The element names no secret: its value is not one.
        f'<HOST_NAME value="{PASSWORD}"/>',
        # A name attribute names the setting: a name-and-value pair, read as before.
        f'<param name="colour" value="{PASSWORD}"/>',
        '<PASSWORD value=""/>',
        '<MIN_PASSWORD value="8"/>',
    ],
)
def test_a_value_attribute_of_an_element_naming_no_secret_is_not_reported(
    rules: RuleSet, line: str
) -> None:
    text = f'<RIBCL VERSION="2.0">\n <SETTINGS>\n  {line}\n </SETTINGS>\n</RIBCL>\n'
    assert found(rules, "bmc/settings.xml", text) == []


def test_a_megabyte_of_value_attributes_is_parsed_quickly(rules: RuleSet) -> None:
    text = "<a>\n" + '<HOST_NAME value="node" x="1"/>\n<b value="c"></b>\n' * 20_000 + "</a>\n"

    def scan(part: str) -> None:
        assert found(rules, "bmc/big.xml", part[: 1 << 20]) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times


@pytest.mark.parametrize("name", ["1.2.840.113549.1.9.7", "challengePassword"])
def test_a_puppet_csr_challenge_password_is_found_by_its_oid_or_name(
    rules: RuleSet, name: str
) -> None:
    text = (
        "---\ncustom_attributes:\n"
        f'  {name}: "{CHALLENGE}"\n'
        '  1.2.840.113549.1.9.2: "rack 4 compute"\n'
        'extension_requests:\n  pp_role: "db"\n'
    )
    assert found(rules, "etc/puppetlabs/puppet/csr_attributes.yaml", text) == [(3, CHALLENGE)]


def test_the_oid_is_read_only_in_puppets_csr_attributes_file(rules: RuleSet) -> None:
    text = f'oids:\n  1.2.840.113549.1.9.7: "{CHALLENGE}"\n'
    assert found(rules, "docs/oids.yaml", text) == []


def test_cryosparcs_licence_id_is_found_in_its_download_url(rules: RuleSet) -> None:
    text = (
        "cd /opt/em\n"
        f"wget -O w.tgz https://get.cryosparc.com/download/worker-v4.7.1/{LICENCE_ID}\n"
        "curl -L https://get.cryosparc.com/download/master-latest/$LICENSE_ID -o m.tgz\n"
        f"curl -L https://downloads.example.org/download/latest/{LICENCE_ID}\n"
    )
    assert found(rules, "setup/em.sh", text) == [(2, LICENCE_ID)]


@pytest.mark.parametrize("path", ["ops/licenses.txt", "ops/ilo_licences.txt", "ops/licence.txt"])
def test_a_product_key_in_a_file_named_for_licences_is_found(rules: RuleSet, path: str) -> None:
    text = (
        "iLO Advanced, one per node\n\n"
        f"node07-bmc  {PRODUCT_KEY}\n"
        "Order no. 4471-2290-13 (reseller reference)\n"
        "Part P00123-B21\n"
    )
    assert found(rules, path, text) == [(3, PRODUCT_KEY)]


@pytest.mark.parametrize("path", ["ops/hosts.txt", "ops/LICENSE.txt", "ops/license.md"])
def test_a_product_key_shape_elsewhere_without_a_licence_word_is_not_reported(
    rules: RuleSet, path: str
) -> None:
    text = f"node07-bmc  {PRODUCT_KEY}\n"
    assert found(rules, path, text) == []
