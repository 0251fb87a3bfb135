"""A Firebase app's configuration, as the console downloads it for iOS (GoogleService-Info.plist)
or as the Google services plugin writes it into an Android app's string resources: its Google
API key identifies the project to every installed app and is public by design. Its Firebase
app id beside the key says which it is; the same key elsewhere is a Google API key. Values are
made here."""

from __future__ import annotations

import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(4040)
KEY = "AIza" + "".join(_RNG.choice(string.ascii_letters + string.digits + "-_") for _ in range(35))


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[str, str]]:
    parts = ("projects", "tidepool", *file_name.split("/"))
    return [(m.rule.id, m.value) for m in find_matches(text, parts, rules)]


def test_an_ios_firebase_plist_key_is_public(rules: RuleSet) -> None:
    plist = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
        f"\t<key>API_KEY</key>\n\t<string>{KEY}</string>\n"
        "\t<key>PROJECT_ID</key>\n\t<string>tidepool-app</string>\n"
        "\t<key>GOOGLE_APP_ID</key>\n\t<string>1:90412387650:ios:4c2b1a09f8e7d6c5</string>\n"
        "</dict>\n</plist>\n"
    )
    assert _found(rules, "ios/Tidepool/GoogleService-Info.plist", plist) == []


def test_an_android_string_resource_key_is_public(rules: RuleSet) -> None:
    values = (
        "<resources>\n"
        '  <string name="google_app_id">1:90412387650:android:77aa01b2c3d4e5f6</string>\n'
        f'  <string name="google_api_key">{KEY}</string>\n'
        "</resources>\n"
    )
    assert _found(rules, "app/src/main/res/values/values.xml", values) == []


def test_the_key_without_its_app_id_is_still_a_google_api_key(rules: RuleSet) -> None:
    plist = f"<dict>\n\t<key>API_KEY</key>\n\t<string>{KEY}</string>\n</dict>\n"
    assert _found(rules, "ios/Maps.plist", plist) == [("google-api-key", KEY)]
    # Beyond the window its sibling keys are looked for in, the app id says nothing.
    far = f"GEOCODER_KEY={KEY}\n" + "# --\n" * 400 + "GOOGLE_APP_ID=1:904:ios:4c2b\n"
    assert _found(rules, ".env", far) == [("google-api-key", KEY)]


def test_a_huge_file_of_keys_and_app_ids_takes_linear_time(rules: RuleSet) -> None:
    text = f"<string>{KEY}</string><key>GOOGLE_APP_ID</key>" * 20_000
    linear, times = text_grows_linearly(
        lambda part: _found(rules, "GoogleService-Info.plist", part), text
    )
    assert linear, times
