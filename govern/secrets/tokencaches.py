"""An OAuth 2 client's key kept in the token cache its flow wrote: an API key set beside the
authorization code and the refresh token the flow gave, in one section (python-ecobee-api's
ecobee.conf: API_KEY, AUTHORIZATION_CODE, ACCESS_TOKEN, REFRESH_TOKEN). The service calls its
OAuth client's id an API key (ecobee's, Eventbrite's, Shopify's): sent in clear with the code
to get the tokens, it names the application (LABELS.md rule 3), and the refresh token beside it
is the secret. A secret of the client's own in the section (a client secret) leaves the key
reported: the pair is then a client's credentials."""

from __future__ import annotations

from collections.abc import Collection

from govern.secrets.names import words

# The last words of a client's key's name.
_CLIENT_KEY_ENDINGS = (("api", "key"), ("app", "key"))
# The names an OAuth 2 flow's grant and its refresh token are kept under (the last words).
_GRANT = ("authorization", "code")
_REFRESH = ("refresh", "token")
_SECRET = "secret"


def client_key_name(name: str) -> bool:
    """Whether NAME is a client's key's (an API key's, an app key's)."""
    parts = tuple(words(name))
    return any(parts[-len(ending) :] == ending for ending in _CLIENT_KEY_ENDINGS)


def token_cache_section(section: Collection[tuple[str, ...]]) -> bool:
    """Whether SECTION, the words of the names set in one section, holds an authorization code
    and a refresh token, and no secret: a token cache a client's key may be set in."""
    return (
        any(other[-2:] == _GRANT for other in section)
        and any(other[-2:] == _REFRESH for other in section)
        and not any(_SECRET in other for other in section)
    )
