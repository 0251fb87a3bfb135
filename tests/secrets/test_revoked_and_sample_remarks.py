"""A value its writer's remark just after it calls revoked, disabled or rotated out is a dead
one kept as a record; a value the prose just before it names a vendor's published test or
sample key ("the Acme Alliance test NetKey `…`"), or a sentence after it calls a docs sample
(over a wrapped line), is the vendor's, printed for every reader. A remark that a value was
rotated after something, or that an older one was revoked, and a test key of one's own, leave
the value reported."""

from __future__ import annotations

import random
import re
import string

from govern.secrets.deadafter import said_revoked
from govern.secrets.rules import RuleSet
from govern.secrets.vendorsamples import named_as_sample
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly


def _random(length: int, seed: int) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(length))


def test_values_remarked_revoked_or_disabled_are_not_reported(rules: RuleSet) -> None:
    dead, other, live = _random(30, 1), _random(30, 2), _random(30, 3)
    notes = (
        f"- former ledger secret ~{dead}~ rotated and disabled in March (revoked)\n"
        f'# api_token = "{other}"  # deactivated\n'
        f"billing secret: {live}\n"
    )
    assert found(rules, "ops/notes/ledger.org", notes) == [(3, live)]


def test_a_remark_of_a_newer_value_or_a_rotation_leaves_it_reported(rules: RuleSet) -> None:
    first, second = _random(24, 4), _random(24, 5)
    notes = (
        f"New export token for the archive: `{first}` (old one revoked).\n"
        f"archive_password = {second}  # rotated after the audit\n"
    )
    assert values(rules, "archive/notes.md", notes) == [first, second]


def test_vendors_published_sample_keys_named_in_prose_are_not_reported(rules: RuleSet) -> None:
    sample = _random(32, 6).upper()
    readme = (
        f"- The Zephyr Mesh Alliance test NetKey `{sample}` works on the bench radio only.\n"
        f"- the Quokka sample api key `{sample.lower()}` returns canned data.\n"
    )
    assert found(rules, "mesh/README.md", readme) == []


def test_a_test_key_of_ones_own_stays_reported(rules: RuleSet) -> None:
    ours, mine = _random(32, 7), _random(32, 8)
    readme = f"- our Staging test NetKey `{ours}` opens it.\n- Staging test NetKey `{mine}`\n"
    assert values(rules, "mesh/README.md", readme) == [ours, mine]


def test_a_sentence_calling_a_key_a_docs_sample_may_wrap(rules: RuleSet) -> None:
    key = "AIza" + _random(35, 9)
    readme = f"The map's browser key `{key}` is taken from the\n  Tiles SDK docs sample for now.\n"
    assert found(rules, "atlas/README.md", readme) == []
    listed = f"The map's browser key `{key}` is taken from the\n- Tiles SDK docs sample list\n"
    assert values(rules, "atlas/README.md", listed) == [key]


def test_hostile_remarks_and_prose_take_linear_time() -> None:
    value = _random(30, 10)
    line = f"the Big Vendor Name test key key key `{value}` rotated and rotated and (" + " " * 60
    text = line * (1_000_000 // len(line))

    def scan(part: str) -> None:
        ends = [m.end() for m in re.finditer("`", part)]
        for end in ends:
            said_revoked(part, end)
            named_as_sample(part, end)

    linear, times = text_grows_linearly(scan, text)
    assert linear, times


def test_a_setting_named_revoked_or_disabled_is_no_remark(rules: RuleSet) -> None:
    key = _random(28, 11)
    call = f'client = Client(api_key="{key}", revoked=False)\n'
    assert values(rules, "app/client.py", call) == [key]
    flow = f"svc: {{api_token: {key}, disabled: false}}\n"
    assert values(rules, "conf/app.yaml", flow) == [key]


def test_a_remark_that_revoked_another_value_leaves_this_one_reported(rules: RuleSet) -> None:
    first, second = _random(28, 12), _random(28, 13)
    notes = (
        f"billing secret: {first} (revoked the old one)\n"
        f"api_token = {second}  # rotated and disabled the previous token\n"
    )
    assert values(rules, "notes/ops.md", notes) == [first, second]


def test_an_environment_or_a_password_is_no_vendors_sample(rules: RuleSet) -> None:
    password = "Xq7#mPz!w9Lk"
    notes = (
        f"- the Staging test password: `{password}`\n"
        f"The Jenkins demo password: {password}x\n"
        f"Use the QA test token `{_random(30, 14)}` there.\n"
    )
    assert len(values(rules, "notes/ops.md", notes)) == 3


def test_a_docs_sample_in_the_next_sentence_is_of_another_value(rules: RuleSet) -> None:
    token = "ghp_" + _random(36, 15)
    readme = f"The token `{token}` is used by the bot.\nThe old one came from the docs sample.\n"
    assert values(rules, "notes/README.md", readme) == [token]


def test_an_environment_anywhere_in_the_vendors_words_makes_it_ones_own(
    rules: RuleSet,
) -> None:
    # The sentence's first word is dropped as capitalized whatever it is; an environment's name
    # among the words left ("Prod Mailgun test", "the Mailgun Staging test") is still one's own.
    first, second = _random(32, 16), _random(32, 17)
    notes = f"Prod Mailgun test api_key = {first}\nthe Mailgun Staging test api_key = {second}\n"
    assert values(rules, "notes/ops.md", notes) == [first, second]


def test_long_words_before_values_take_linear_time() -> None:
    # A long run of non-blank characters before each value on its line: the words before a
    # sample's vendor are read from each place of the run at most a bounded way.
    for before in ("a" * 230 + " ", "a" * 200 + " Acme test "):
        line = f"{before}`{_random(16, 18)}`\n"
        text = line * (1_000_000 // len(line))
        linear, times = text_grows_linearly(_named_as_sample_after_each_quote, text)
        assert linear, times


def _named_as_sample_after_each_quote(text: str) -> None:
    for start in [m.end() for m in re.finditer(" `", text)]:
        named_as_sample(text, start)


def test_a_vendors_test_key_assigned_to_a_setting_is_ones_own(rules: RuleSet) -> None:
    # A one-word vendor before "test", then a setting's name and `=`: the account's own test
    # key, configured; prose names a published one without an assignment.
    own = _random(32, 18)
    notes = f"the Mailgun test api_key = {own}\nthe Quokka test api_key: `{_random(32, 19)}`\n"
    assert values(rules, "notes/ops.md", notes) == [own]


def test_a_vendors_docs_own_token_named_in_prose_is_not_reported(rules: RuleSet) -> None:
    # "the VENDOR docs' token": the documentation's own, an example whatever the prose calls it.
    docs = _random(30, 21)
    readme = (
        f"- values copied from elsewhere: the Orbix docs' token `{docs}`, the Kestrel\n"
        f"- the Kestrel Relay manual's key: `{docs.lower()}`\n"
    )
    assert found(rules, "ops/README.md", readme) == []


def test_ones_own_docs_token_stays_reported(rules: RuleSet) -> None:
    # Our docs, or a capitalized word that starts the sentence, name no vendor.
    ours, first = _random(30, 22), _random(30, 23)
    readme = f"- Our docs' token `{ours}` opens the API.\nStaging docs' token: `{first}`\n"
    assert values(rules, "ops/README.md", readme) == [ours, first]


def test_docs_words_before_values_take_linear_time() -> None:
    line = f"the Big Vendor Name docs' docs' token `{_random(16, 24)}`\n"
    text = line * (1_000_000 // len(line))
    linear, times = text_grows_linearly(_named_as_sample_after_each_quote, text)
    assert linear, times


def test_a_vendors_docs_example_introducing_a_snippet_is_not_reported(rules: RuleSet) -> None:
    # The colon introduces a snippet copied from the docs, the value its setting's; an aside
    # may come between ("NOT our key", "(python)"), and the docs may be named in Spanish.
    docs, spanish = _random(43, 25), _random(32, 26)
    readme = (
        f"- Example from the Quokka docs, NOT our key: `token={docs}`.\n"
        f"# ejemplo del README de quokka-client (python): api_key = '{spanish}'\n"
    )
    assert found(rules, "ops/README.md", readme) == []


def test_a_docs_example_snippet_called_ours_stays_reported(rules: RuleSet) -> None:
    # An aside that calls it ours, our own README, or "the docs" of no vendor: one's own value.
    ours, own_readme, no_vendor = _random(43, 27), _random(32, 28), _random(32, 29)
    readme = (
        f"- Example from the Quokka docs, our key too: `token={ours}`.\n"
        f"# ejemplo de nuestro README: api_key = '{own_readme}'\n"
        f"- Example from the docs: `token={no_vendor}`\n"
    )
    reported = [value.removeprefix("token=") for value in values(rules, "ops/README.md", readme)]
    assert reported == [ours, own_readme, no_vendor]
