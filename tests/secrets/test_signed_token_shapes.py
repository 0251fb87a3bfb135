"""Tokens known by their documented shape: Discord bot tokens (the bot's id in base64, a
timestamp and an HMAC, dot-joined) and NATS nkey seeds ("S", the key's type, 56 base32
characters). Values are generated here; the look-alikes are public ids and keys of the same
services, JWTs and placeholders."""

from __future__ import annotations

import base64
import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_B64URL = string.ascii_letters + string.digits + "-_"
_BASE32 = string.ascii_uppercase + "234567"


def _pick(alphabet: str, size: int, seed: int) -> str:
    rng = random.Random(f"{alphabet}-{size}-{seed}")
    return "".join(rng.choice(alphabet) for _ in range(size))


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "u", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


def _bot_token(snowflake: int, seed: int, hmac_size: int = 27) -> str:
    head = base64.urlsafe_b64encode(str(snowflake).encode()).decode().rstrip("=")
    return f"{head}.{_pick(_B64URL, 6, seed)}.{_pick(_B64URL, hmac_size, seed + 1)}"


BOT = _bot_token(731294085627103232, seed=1)
BOT_LONG = _bot_token(99887766554433221, seed=3, hmac_size=38)
SEED_ACCOUNT = "SA" + _pick(_BASE32, 56, seed=5)
SEED_OPERATOR = "SO" + _pick(_BASE32, 56, seed=6)


def test_discord_bot_tokens_are_found_anywhere_in_a_discord_file(rules: RuleSet) -> None:
    text = (
        "import discord\n"
        "from discord.ext import commands\n"
        "bot = commands.Bot(command_prefix='!')\n"
        "\n"
        f"bot.run('{BOT}')\n"
    )
    assert _found(rules, "bots/queue_watch.py", text) == [(5, BOT)]
    go = f'package main\n// discordgo\nvar s, _ = discordgo.New("Bot " + "{BOT_LONG}")\n'
    assert (3, BOT_LONG) in _found(rules, "bots/main.go", go)


def test_discord_look_alikes_are_not_bot_tokens(rules: RuleSet) -> None:
    text = (
        "// discord.js\n"
        "const GUILD = '1029384756102938475';\n"
        "client.login(process.env.DISCORD_TOKEN);\n"
        "client.login('YOUR_BOT_TOKEN_HERE');\n"
        # a JWT is three base64url parts too, but its header starts eyJ
        f"const jwt = 'eyJhbGciOiJIUzI1NiJ9.{_pick(_B64URL, 6, 9)}.{_pick(_B64URL, 30, 10)}';\n"
        "const ver = 'v1.2.3';\n"
    )
    assert _found(rules, "bots/bot.js", text) == []


def test_nkey_seeds_are_found_in_creds_nk_and_beside_the_word(rules: RuleSet) -> None:
    creds = (
        "-----BEGIN USER NKEY SEED-----\n"
        f"{SEED_ACCOUNT.replace('SA', 'SU', 1)}\n"
        "------END USER NKEY SEED------\n"
    )
    assert _found(rules, ".local/share/nats/nsc/keys/creds/op/acct/svc.creds", creds) == [
        (2, SEED_ACCOUNT.replace("SA", "SU", 1))
    ]
    assert _found(rules, ".nkeys/op.nk", SEED_OPERATOR + "\n") == [(1, SEED_OPERATOR)]
    conf = f"# account signing nkey seed\nseed = {SEED_ACCOUNT}\n"
    assert _found(rules, "etc/nats/issuer.txt", conf) == [(2, SEED_ACCOUNT)]


def test_public_nkeys_and_other_base32_are_not_seeds(rules: RuleSet) -> None:
    public_user = "U" + _pick(_BASE32, 55, seed=11)
    public_account = "A" + _pick(_BASE32, 55, seed=12)
    text = (
        f"authorization {{ users = [ {{ nkey: {public_user} }} ] }}\n"
        f"# the account's public nkey: {public_account}\n"
        "# nkey seed: SUAXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX (short example)\n"
    )
    assert _found(rules, "etc/nats/server.conf", text) == []


def test_huge_nkey_and_discord_files_are_linear(rules: RuleSet) -> None:
    seedish = ("S" + "U" * 57 + "a") * 20_000
    dotted = ("N" + "a" * 25 + ".abcdef." + "b" * 20 + " ") * 20_000
    linear, times = text_grows_linearly(
        lambda part: _found(rules, "x.creds", part), "nkey\n" + seedish + "\n"
    )
    assert linear, times
    linear, times = text_grows_linearly(
        lambda part: _found(rules, "bot.js", part), "discord\n" + dotted + "\n"
    )
    assert linear, times
